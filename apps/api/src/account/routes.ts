import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { managedPages, myBusinesses } from '../business/managed-pages.ts';
import { route } from '../http/route.ts';
import { preferencesOf, setPreferences } from '../users/preferences.ts';
import { currentUser, toProfile, updateUser } from '../users/service.ts';
import { deleteAccount } from './delete.ts';
import { exportAccount } from './export.ts';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];

  route(app, 'getMe', { doc: { tags, summary: 'The signed-in user', auth: 'required' } }, async (request) => {
    const user = await currentUser(app.deps.db, request);
    return { result: { ...toProfile(user), manages: await managedPages(app.deps.db, user.id) } };
  });

  route(
    app,
    'listMyBusinesses',
    {
      doc: {
        tags,
        summary: 'The businesses I work at, with my role at each',
        auth: 'required',
      },
    },
    async (request) => {
      const user = await currentUser(app.deps.db, request);
      return { result: await myBusinesses(app.deps.db, user.id) };
    },
  );

  route(
    app,
    'updateMe',
    { doc: { tags, summary: 'Change names or phone number', auth: 'required' } },
    async (request) => {
      const user = await currentUser(app.deps.db, request);
      return { result: toProfile(await updateUser(app.deps.db, user.id, request.body)) };
    },
  );

  route(
    app,
    'getNotificationPreferences',
    {
      doc: {
        tags,
        summary: 'What I want to hear about, by email and by text message',
        auth: 'required',
      },
    },
    async (request) => ({ result: preferencesOf(await currentUser(app.deps.db, request)) }),
  );

  route(
    app,
    'setNotificationPreferences',
    {
      doc: {
        tags,
        summary: 'Choose what I hear about and how',
        auth: 'required',
      },
    },
    async (request) => {
      const user = await currentUser(app.deps.db, request);
      return { result: await setPreferences(app.deps.db, user.id, request.body) };
    },
  );

  route(
    app,
    'exportMe',
    {
      doc: {
        tags,
        summary: 'Everything I gave and received, as one JSON document',
        auth: 'required',
      },
    },
    async (request, reply) => {
      const user = await currentUser(app.deps.db, request);
      reply.header('cache-control', 'private, no-store');
      return { result: await exportAccount(app.deps, user) };
    },
  );

  route(
    app,
    'deleteMe',
    {
      config: { rateLimit: app.writeRateLimit },
      doc: {
        tags,
        summary: 'Delete my account; receipts and signed waivers stay with the shops, detached from me',
        auth: 'required',
        errors: ['CONFLICT'],
      },
    },
    async (request) => {
      const user = await currentUser(app.deps.db, request);
      await deleteAccount(app.deps, user, request.body.confirmEmail);
      return { result: { deleted: true as const } };
    },
  );
};
