import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeSchema } from '../http/route-schema.ts';
import { currentUser, toProfile, updateUser } from './service.ts';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/me',
    { schema: routeSchema('getMe', { tags: ['users'], summary: 'The signed-in user', auth: 'required' }) },
    async (request) => ({ result: toProfile(await currentUser(app.deps.db, request)) }),
  );

  app.patch(
    '/users/me',
    {
      schema: routeSchema('updateMe', {
        tags: ['users'],
        summary: 'Change names or phone number',
        auth: 'required',
      }),
    },
    async (request) => {
      const user = await currentUser(app.deps.db, request);
      return { result: toProfile(await updateUser(app.deps.db, user.id, request.body)) };
    },
  );
};
