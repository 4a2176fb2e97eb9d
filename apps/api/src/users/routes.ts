import { updateUserProfile, userProfileResult } from '@linework/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, toProfile, updateUser } from './service.ts';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me',
    { schema: { tags: ['users'], summary: 'The signed-in user', response: { 200: userProfileResult } } },
    async (request) => ({ result: toProfile(await currentUser(app.deps.db, request)) }),
  );

  app.patch(
    '/users/me',
    {
      schema: {
        tags: ['users'],
        summary: 'Change names or phone number',
        body: updateUserProfile,
        response: { 200: userProfileResult },
      },
    },
    async (request) => {
      const user = await currentUser(app.deps.db, request);
      return { result: toProfile(await updateUser(app.deps.db, user.id, request.body)) };
    },
  );
};
