import { appointmentParams } from '@linework/contract/appointments';
import { businessParams } from '@linework/contract/catalog';
import {
  appointmentArrivalResult,
  checkedInResult,
  checkInFindBody,
  checkInLookupBody,
  checkInLookupParams,
  checkInLookupStartedResult,
  checkInShopParams,
  checkInTicketParams,
  checkInTicketResult,
  checkInVerifyBody,
  checkInWaiverSessionResult,
  createWalkInBody,
  walkInListResult,
  walkInResult,
} from '@linework/contract/checkin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../users/service.ts';
import { appointmentArrival } from './arrival.ts';
import { completeCheckIn, ticketWaiverSession } from './complete.ts';
import { findByCode, startLookup, ticketResult, verifyLookup } from './lookup.ts';
import { createWalkIn, listWalkIns } from './walk-ins.ts';

/** Check-in at the shop's door, the customer's QR code for it, and walk-ins. */
export const checkInRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['check-in'];
  // Every way of finding an appointment shares one budget per address (one limiter, one store),
  // so codes cannot be guessed by spreading tries over the routes.
  const lookupLimit = app.rateLimit({ max: app.config.rateLimits.checkInPerMinute, timeWindow: '1 minute' });

  app.post(
    '/shops/:shopUrl/check-in/lookups',
    {
      onRequest: lookupLimit,
      schema: {
        tags,
        summary:
          'Look for today’s appointment by email or phone; the answer is the same either way, and a match gets a one-time code by email',
        params: checkInShopParams,
        body: checkInLookupBody,
        response: { 202: checkInLookupStartedResult },
      },
    },
    async (request, reply) => {
      const started = await startLookup(app.deps, request.params.shopUrl, request.body);
      reply.status(202);
      return { result: started };
    },
  );

  app.post(
    '/shops/:shopUrl/check-in/lookups/:lookupId/verify',
    {
      onRequest: lookupLimit,
      schema: {
        tags,
        summary: 'Enter the one-time code of a lookup to find the appointment',
        params: checkInLookupParams,
        body: checkInVerifyBody,
        response: { 200: checkInTicketResult },
      },
    },
    async (request) => ({
      result: await verifyLookup(
        app.deps,
        request.params.shopUrl,
        request.params.lookupId,
        request.body.code,
      ),
    }),
  );

  app.post(
    '/shops/:shopUrl/check-in/find',
    {
      onRequest: lookupLimit,
      schema: {
        tags,
        summary: 'Find today’s appointment by its confirmation code or the pass in its QR code',
        params: checkInShopParams,
        body: checkInFindBody,
        response: { 200: checkInTicketResult },
      },
    },
    async (request) => ({ result: await findByCode(app.deps, request.params.shopUrl, request.body) }),
  );

  app.get(
    '/shops/:shopUrl/check-in/tickets/:ticket',
    {
      schema: {
        tags,
        summary: 'The found appointment again (first name, time, waiver and check-in state)',
        params: checkInTicketParams,
        response: { 200: checkInTicketResult },
      },
    },
    async (request) => ({
      result: await ticketResult(app.deps, request.params.shopUrl, request.params.ticket),
    }),
  );

  app.post(
    '/shops/:shopUrl/check-in/tickets/:ticket/waiver-session',
    {
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags,
        summary: 'Open the waiver of the found appointment on this screen',
        params: checkInTicketParams,
        response: { 200: checkInWaiverSessionResult },
      },
    },
    async (request) => ({
      result: await ticketWaiverSession(app.deps, request.params.shopUrl, request.params.ticket),
    }),
  );

  app.post(
    '/shops/:shopUrl/check-in/tickets/:ticket/complete',
    {
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags,
        summary: 'Check the appointment in and tell the artist',
        params: checkInTicketParams,
        response: { 200: checkedInResult },
      },
    },
    async (request) => ({
      result: await completeCheckIn(app.deps, request.params.shopUrl, request.params.ticket),
    }),
  );

  app.post(
    '/shops/:shopUrl/walk-ins',
    {
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags,
        summary: 'Leave your name and what you would like, without an appointment',
        params: checkInShopParams,
        body: createWalkInBody,
        response: { 201: walkInResult },
      },
    },
    async (request, reply) => {
      const walkIn = await createWalkIn(app.deps, request.params.shopUrl, request.body);
      reply.status(201);
      return { result: walkIn };
    },
  );

  app.get(
    '/appointments/:appointmentId/arrival',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Is my waiver signed, and the QR code to check in at the door',
        params: appointmentParams,
        response: { 200: appointmentArrivalResult },
      },
    },
    async (request, reply) => {
      const user = await currentUser(app.db, request);
      reply.header('cache-control', 'private, no-store');
      return { result: await appointmentArrival(app.deps, user.id, request.params.appointmentId) };
    },
  );
};

/** Today's walk-ins for the shop's owners and staff, under `/v1/business/:businessId`. */
export const checkInBusinessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/walk-ins',
    {
      config: { businessRole: 'staff' },
      schema: {
        tags: ['check-in (staff)'],
        security: [{ bearer: [] }],
        summary: 'Today’s walk-ins, newest first',
        params: businessParams,
        response: { 200: walkInListResult },
      },
    },
    async (request) => ({ result: await listWalkIns(app.deps, request.business.member.businessId) }),
  );
};
