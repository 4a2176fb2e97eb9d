import { appointmentParams, appointmentResult } from '@linework/contract/appointments';
import { businessParams } from '@linework/contract/catalog';
import {
  acceptOfferBody,
  answerQuestionBody,
  askQuestionBody,
  businessRequestListQuery,
  businessRequestParams,
  createOfferBody,
  createRequestBody,
  declineRequestBody,
  requestListResult,
  requestParams,
  requestResult,
  shopRequestParams,
} from '@linework/contract/requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAppointment } from '../appointments/read.ts';
import { idempotencyKeyOf } from '../http/idempotency.ts';
import { currentUser } from '../users/service.ts';
import { acceptOffer, createOffer } from './offers.ts';
import { answerQuestion, createRequest, getMyRequest, listMyRequests } from './service.ts';
import { askQuestion, declineRequest, getShopRequest, listShopRequests } from './staff.ts';

/** Tattoo requests, the customer's side: send one, follow it, answer the shop, accept an offer. */
export const requestRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['requests'];

  app.post(
    '/shops/:shopUrl/requests',
    {
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags,
        summary: 'Send a tattoo request to a shop; it answers with a question, a decline or times to choose',
        params: shopRequestParams,
        body: createRequestBody,
        response: { 200: requestResult, 201: requestResult },
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

  app.get(
    '/requests',
    { schema: { tags, summary: 'My tattoo requests, newest first', response: { 200: requestListResult } } },
    async (request) => ({ result: await listMyRequests(app.deps, (await currentUser(app.db, request)).id) }),
  );

  app.get(
    '/requests/:requestId',
    {
      schema: {
        tags,
        summary: 'One of my tattoo requests',
        params: requestParams,
        response: { 200: requestResult },
      },
    },
    async (request) => ({
      result: await getMyRequest(app.deps, (await currentUser(app.db, request)).id, request.params.requestId),
    }),
  );

  app.post(
    '/requests/:requestId/answer',
    {
      schema: {
        tags,
        summary: 'Answer the shop’s question about my request',
        params: requestParams,
        body: answerQuestionBody,
        response: { 200: requestResult },
      },
    },
    async (request) => {
      const user = await currentUser(app.db, request);
      await answerQuestion(app.deps, user.id, request.params.requestId, request.body.answer);
      return { result: await getMyRequest(app.deps, user.id, request.params.requestId) };
    },
  );

  app.post(
    '/appointments/:appointmentId/accept-offer',
    {
      schema: {
        tags: ['booking'],
        summary: 'Choose one of the times a shop offered; the others are freed',
        params: appointmentParams,
        body: acceptOfferBody,
        response: { 200: appointmentResult },
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
 * The shop's answers to tattoo requests, for owners and staff. Registered under
 * `/v1/business/:businessId` by `business/access.ts`, which checks the caller's role.
 */
export const requestBusinessRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['business'];
  const config = { businessRole: 'staff' } as const;

  app.get(
    '/requests',
    {
      config,
      schema: {
        tags,
        summary: 'The shop’s tattoo requests, newest first, optionally in one status',
        params: businessParams,
        querystring: businessRequestListQuery,
        response: { 200: requestListResult },
      },
    },
    async (request) => {
      const { businessId } = request.business.member;
      return { result: await listShopRequests(app.deps, businessId, request.query.status) };
    },
  );

  app.get(
    '/requests/:requestId',
    {
      config,
      schema: {
        tags,
        summary: 'One tattoo request of the shop',
        params: businessRequestParams,
        response: { 200: requestResult },
      },
    },
    async (request) => {
      const { businessId } = request.business.member;
      return { result: await getShopRequest(app.deps, businessId, request.params.requestId) };
    },
  );

  app.post(
    '/requests/:requestId/question',
    {
      config,
      schema: {
        tags,
        summary: 'Ask the customer a question about the request (sent by email)',
        params: businessRequestParams,
        body: askQuestionBody,
        response: { 200: requestResult },
      },
    },
    async (request) => {
      const { user, member } = request.business;
      const { businessId } = member;
      await askQuestion(app.deps, user.id, businessId, request.params.requestId, request.body.question);
      return { result: await getShopRequest(app.deps, businessId, request.params.requestId) };
    },
  );

  app.post(
    '/requests/:requestId/decline',
    {
      config,
      schema: {
        tags,
        summary: 'Decline the request with a reason (sent by email); an open offer is withdrawn',
        params: businessRequestParams,
        body: declineRequestBody,
        response: { 200: requestResult },
      },
    },
    async (request) => {
      const { user, member } = request.business;
      const { businessId } = member;
      await declineRequest(app.deps, user.id, businessId, request.params.requestId, request.body.reason);
      return { result: await getShopRequest(app.deps, businessId, request.params.requestId) };
    },
  );

  app.post(
    '/requests/:requestId/offer',
    {
      config,
      schema: {
        tags,
        summary:
          'Offer up to four free times with a deposit; they are held until one is chosen or the offer expires',
        params: businessRequestParams,
        body: createOfferBody,
        response: { 201: requestResult },
      },
    },
    async (request, reply) => {
      const { user, member } = request.business;
      const { businessId } = member;
      await createOffer(app.deps, user.id, businessId, request.params.requestId, request.body);
      reply.status(201);
      return { result: await getShopRequest(app.deps, businessId, request.params.requestId) };
    },
  );
};
