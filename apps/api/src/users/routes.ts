import { updateUserProfile, userProfileResult } from '@linework/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity } from '../http/authenticate.ts';
import { getOrCreateUser, toProfile, updateUser } from './service.ts';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me',
    { schema: { tags: ['users'], summary: 'The signed-in user', response: { 200: userProfileResult } } },
    async (request) => ({ result: toProfile(await getOrCreateUser(app.db, requireIdentity(request))) }),
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
      const user = await getOrCreateUser(app.db, requireIdentity(request));
      return { result: toProfile(await updateUser(app.db, user.id, request.body)) };
    },
  );
};
