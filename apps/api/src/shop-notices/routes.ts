import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeSchema } from '../http/route-schema.ts';
import { listNotices, markNoticesRead, preferencesOf, setNoticePreferences } from './notices.ts';

/** Each member's own notices and how they want to hear of new bookings, under /v1/business/:businessId. */
export const shopNoticeBusinessRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['business'];

  app.get(
    '/notices',
    {
      schema: routeSchema('listShopNotices', {
        tags,
        summary: 'My latest notices at this shop (new bookings)',
      }),
    },
    async (request) => ({ result: await listNotices(app.db, request.business.member) }),
  );

  app.post(
    '/notices/read',
    {
      schema: routeSchema('markShopNoticesRead', { tags, summary: 'Mark all my notices at this shop read' }),
    },
    async (request) => ({ result: await markNoticesRead(app.deps, request.business.member) }),
  );

  app.get(
    '/notices/preferences',
    {
      schema: routeSchema('getNoticePreferences', {
        tags,
        summary: 'How I hear of new bookings at this shop (email, studio notice)',
      }),
    },
    async (request) => ({ result: preferencesOf(request.business.member) }),
  );

  app.put(
    '/notices/preferences',
    {
      schema: routeSchema('setNoticePreferences', {
        tags,
        summary: 'Choose how I hear of new bookings at this shop',
      }),
    },
    async (request) => ({
      result: await setNoticePreferences(app.db, request.business.member, request.body),
    }),
  );
};
