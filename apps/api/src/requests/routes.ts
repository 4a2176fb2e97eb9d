import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAppointment } from '../appointments/read.ts';
import { idempotencyKeyOf } from '../http/idempotency.ts';
import { route } from '../http/route.ts';
import { currentUser } from '../users/service.ts';
import { closeBooksWindow, getArtistBooks, listBooksWindows, openBooksWindow } from './books-windows.ts';
import { acceptOffer, createOffer } from './offers.ts';
import { answerQuestion, createRequest, getMyRequest, listMyRequests } from './service.ts';
import { askQuestion, declineRequest, getShopRequest, listShopRequests } from './staff.ts';

/** Tattoo requests, the customer's side: send one, follow it, answer the shop, accept an offer. */
export const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['requests'];

  route(
    app,
    'getArtistBooks',
    {
      doc: {
        tags,
        summary: "An artist's books at a shop: open until when with how many places left, or full",
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { result: await getArtistBooks(app.deps, request.params.shopUrl, request.params.artistId) };
    },
  );

  route(
    app,
    'createRequest',
    {
      config: { rateLimit: app.writeRateLimit },
      doc: {
        tags,
        summary: 'Send a tattoo request to a shop; it answers with a question, a decline or times to choose',
        auth: 'required',
        errors: ['BOOKS_FULL'],
      },
    },
    async (request, reply) => {
      const user = await currentUser(app.db, request);
      const key = idempotencyKeyOf(request);
      const { id, created } = await createRequest(
        app.deps,
        user.id,
        request.params.shopUrl,
        request.body,
        key,
      );
      reply.status(created ? 201 : 200);
      return { result: await getMyRequest(app.deps, user.id, id) };
    },
  );

  route(
    app,
    'listMyRequests',
    {
      doc: {
        tags,
        summary: 'My tattoo requests, newest first',
        auth: 'required',
      },
    },
    async (request) => ({ result: await listMyRequests(app.deps, (await currentUser(app.db, request)).id) }),
  );

  route(
    app,
    'getRequest',
    {
      doc: { tags, summary: 'One of my tattoo requests', auth: 'required' },
    },
    async (request) => ({
      result: await getMyRequest(app.deps, (await currentUser(app.db, request)).id, request.params.requestId),
    }),
  );

  route(
    app,
    'answerQuestion',
    {
      doc: {
        tags,
        summary: 'Answer the shop’s question about my request',
        auth: 'required',
        errors: ['REQUEST_CLOSED'],
      },
    },
    async (request) => {
      const user = await currentUser(app.db, request);
      await answerQuestion(app.deps, user.id, request.params.requestId, request.body.answer);
      return { result: await getMyRequest(app.deps, user.id, request.params.requestId) };
    },
  );

  route(
    app,
    'acceptOffer',
    {
      doc: {
        tags: ['booking'],
        summary: 'Choose one of the times a shop offered; the others are freed',
        auth: 'required',
        errors: ['OFFER_CLOSED', 'OFFER_EXPIRED', 'SLOT_TAKEN'],
      },
    },
    async (request) => {
      const user = await currentUser(app.db, request);
      const id = await acceptOffer(
        app.deps,
        user.id,
        request.params.appointmentId,
        new Date(request.body.start),
      );
      return { result: await getAppointment(app.deps, user.id, id) };
    },
  );
};

/**
 * The shop's answers to tattoo requests: owners and the front desk answer every request, an artist
 * only those that are theirs (`visibleRequests` in shop-views.ts). Registered under
 * `/v1/business/:businessId` by `business/access.ts`, which checks the membership.
 */
export const requestBusinessRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['business'];

  route(
    app,
    'listBooksWindows',
    { doc: { tags, summary: 'The books opened with a cap, newest first: an artist sees their own' } },
    async (request) => ({
      result: await listBooksWindows(app.deps, request.business.member, request.query.artistId),
    }),
  );

  route(
    app,
    'openBooksWindow',
    {
      doc: { tags, summary: "Open an artist's books for requests from one time to another, up to a number" },
    },
    async (request, reply) => {
      const { user, member } = request.business;
      const result = await openBooksWindow(app.deps, member, user.id, request.body);
      return reply.status(201).send({ result });
    },
  );

  route(
    app,
    'closeBooksWindow',
    { doc: { tags, summary: 'Close books before their time; requests sent keep their places' } },
    async (request) => ({
      result: await closeBooksWindow(app.deps, request.business.member, request.params.windowId),
    }),
  );

  route(
    app,
    'listShopRequests',
    {
      doc: {
        tags,
        summary: 'The shop’s tattoo requests, newest first, optionally in one status',
      },
    },
    async (request) => ({
      result: await listShopRequests(app.deps, request.business.member, request.query.status),
    }),
  );

  route(
    app,
    'getShopRequest',
    {
      doc: { tags, summary: 'One tattoo request of the shop' },
    },
    async (request) => ({
      result: await getShopRequest(app.deps, request.business.member, request.params.requestId),
    }),
  );

  route(
    app,
    'askQuestion',
    {
      doc: {
        tags,
        summary: 'Ask the customer a question about the request (sent by email)',
        errors: ['REQUEST_CLOSED'],
      },
    },
    async (request) => {
      const { user, member } = request.business;
      await askQuestion(app.deps, user.id, member, request.params.requestId, request.body.question);
      return { result: await getShopRequest(app.deps, member, request.params.requestId) };
    },
  );

  route(
    app,
    'declineRequest',
    {
      doc: {
        tags,
        summary: 'Decline the request with a reason (sent by email); an open offer is withdrawn',
        errors: ['REQUEST_CLOSED'],
      },
    },
    async (request) => {
      const { user, member } = request.business;
      await declineRequest(app.deps, user.id, member, request.params.requestId, request.body.reason);
      return { result: await getShopRequest(app.deps, member, request.params.requestId) };
    },
  );

  route(
    app,
    'offerTimes',
    {
      doc: {
        tags,
        summary:
          'Offer up to four free times with a deposit; they are held until one is chosen or the offer expires',
        errors: ['REQUEST_CLOSED', 'SLOT_TAKEN', 'POLICY_VIOLATION'],
      },
    },
    async (request, reply) => {
      const { user, member } = request.business;
      await createOffer(app.deps, user.id, member, request.params.requestId, request.body);
      reply.status(201);
      return { result: await getShopRequest(app.deps, member, request.params.requestId) };
    },
  );
};
