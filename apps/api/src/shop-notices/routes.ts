import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../http/route.ts';
import { listNotices, markNoticesRead, preferencesOf, setNoticePreferences } from './notices.ts';

/** Each member's own notices and how they want to hear of new bookings, under /v1/business/:businessId. */
export const shopNoticeBusinessRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['business'];

  route(
    app,
    'listShopNotices',
    {
      doc: {
        tags,
        summary: 'My latest notices at this shop (new bookings)',
      },
    },
    async (request) => ({ result: await listNotices(app.db, request.business.member) }),
  );

  route(
    app,
    'markShopNoticesRead',
    {
      doc: { tags, summary: 'Mark all my notices at this shop read' },
    },
    async (request) => ({ result: await markNoticesRead(app.deps, request.business.member) }),
  );

  route(
    app,
    'getNoticePreferences',
    {
      doc: {
        tags,
        summary: 'How I hear of new bookings at this shop (email, studio notice)',
      },
    },
    async (request) => ({ result: preferencesOf(request.business.member) }),
  );

  route(
    app,
    'setNoticePreferences',
    {
      doc: {
        tags,
        summary: 'Choose how I hear of new bookings at this shop',
      },
    },
    async (request) => ({
      result: await setNoticePreferences(app.db, request.business.member, request.body),
    }),
  );
};
