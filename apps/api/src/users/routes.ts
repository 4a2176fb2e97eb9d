import {
  accountExportResult,
  deleteAccountBody,
  deleteAccountResult,
  notificationPreferences,
  notificationPreferencesResult,
  updateUserProfile,
  userProfileResult,
} from '@linework/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteAccount } from './delete.ts';
import { exportAccount } from './export.ts';
import { preferencesOf, setPreferences } from './preferences.ts';
import { currentUser, toProfile, updateUser } from './service.ts';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['users'];

  app.get(
    '/users/me',
    { schema: { tags, summary: 'The signed-in user', response: { 200: userProfileResult } } },
    async (request) => ({ result: toProfile(await currentUser(app.deps.db, request)) }),
  );

  app.patch(
    '/users/me',
    {
      schema: {
        tags,
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

  app.get(
    '/users/me/notifications',
    {
      schema: {
        tags,
        summary: 'What I want to hear about, by email and by text message',
        response: { 200: notificationPreferencesResult },
      },
    },
    async (request) => ({ result: preferencesOf(await currentUser(app.deps.db, request)) }),
  );

  app.put(
    '/users/me/notifications',
    {
      schema: {
        tags,
        summary: 'Choose what I hear about and how',
        body: notificationPreferences,
        response: { 200: notificationPreferencesResult },
      },
    },
    async (request) => {
      const user = await currentUser(app.deps.db, request);
      return { result: await setPreferences(app.deps.db, user.id, request.body) };
    },
  );

  app.get(
    '/users/me/export',
    {
      schema: {
        tags,
        summary: 'Everything I gave and received, as one JSON document',
        response: { 200: accountExportResult },
      },
    },
    async (request, reply) => {
      const user = await currentUser(app.deps.db, request);
      reply.header('cache-control', 'private, no-store');
      return { result: await exportAccount(app.deps, user) };
    },
  );

  app.post(
    '/users/me/delete',
    {
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags,
        summary: 'Delete my account; receipts and signed waivers stay with the shops, detached from me',
        body: deleteAccountBody,
        response: { 200: deleteAccountResult },
      },
    },
    async (request) => {
      const user = await currentUser(app.deps.db, request);
      await deleteAccount(app.deps, user, request.body.confirmEmail);
      return { result: { deleted: true as const } };
    },
  );
};
