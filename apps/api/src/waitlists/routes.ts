import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../http/route.ts';
import { currentUser, currentVerifiedUser } from '../users/service.ts';
import {
  acceptWaitlistOffer,
  getWaitlistOffer,
  joinWaitlist,
  leaveWaitlist,
  leaveWaitlistByToken,
  listMyWaitlists,
  listShopWaitlist,
  updateWaitlistSettings,
} from './service.ts';

/** A customer's waitlists and the offers of freed times. */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['waitlists'];

  route(
    app,
    'joinWaitlist',
    {
      config: { rateLimit: app.writeRateLimit },
      doc: {
        tags,
        summary: "Join an artist's waitlist for a service or a flash design, on the days and times that suit",
        auth: 'required',
        errors: ['ALREADY_WAITING'],
      },
    },
    async (request, reply) => {
      const user = await currentVerifiedUser(app.db, request);
      return reply.status(201).send({ result: await joinWaitlist(app.deps, user.id, request.body) });
    },
  );

  route(
    app,
    'listMyWaitlists',
    { doc: { tags, summary: 'The waitlists I am on', auth: 'required' } },
    async (request) => {
      const user = await currentUser(app.db, request);
      return { result: await listMyWaitlists(app.deps, user.id) };
    },
  );

  route(
    app,
    'leaveWaitlist',
    { doc: { tags, summary: 'Leave one of my waitlists', auth: 'required' } },
    async (request) => {
      const user = await currentUser(app.db, request);
      return { result: await leaveWaitlist(app.deps, user.id, request.params.entryId) };
    },
  );

  route(
    app,
    'leaveWaitlistByToken',
    {
      config: { rateLimit: app.writeRateLimit },
      doc: {
        tags,
        summary: "Leave a waitlist from a message's link, without signing in",
        errors: ['LINK_INVALID'],
      },
    },
    async (request) => ({ result: await leaveWaitlistByToken(app.deps, request.body.token) }),
  );

  route(
    app,
    'getWaitlistOffer',
    { doc: { tags, summary: 'A freed time offered to me', auth: 'required' } },
    async (request, reply) => {
      const user = await currentUser(app.db, request);
      reply.header('cache-control', 'no-store');
      return { result: await getWaitlistOffer(app.deps, user.id, request.params.offerId) };
    },
  );

  route(
    app,
    'acceptWaitlistOffer',
    {
      config: { rateLimit: app.writeRateLimit },
      doc: {
        tags,
        summary: 'Book the offered time: held for its deposit, or confirmed when none is due',
        auth: 'required',
        errors: ['TIME_GONE'],
      },
    },
    async (request, reply) => {
      const user = await currentVerifiedUser(app.db, request);
      const result = await acceptWaitlistOffer(app.deps, user.id, request.params.offerId);
      return reply.status(201).send({ result });
    },
  );
};

/** The studio's waitlist, under `/v1/business/:businessId` (business/access.ts checks the role). */
export const waitlistBusinessRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['staff'];

  route(
    app,
    'listShopWaitlist',
    { doc: { tags, summary: "The shop's waitlist per artist, and the freed times refilled this month" } },
    async (request) => ({
      result: await listShopWaitlist(app.deps, request.business.member, request.query.artistId),
    }),
  );

  route(
    app,
    'updateWaitlistSettings',
    { doc: { tags, summary: 'Offer freed times in order or all at once, and how long an offer is held' } },
    async (request) => ({
      result: await updateWaitlistSettings(app.deps, request.business.member, request.body),
    }),
  );
};
