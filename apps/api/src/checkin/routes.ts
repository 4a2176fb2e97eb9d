import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../http/route.ts';
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

  route(
    app,
    'startCheckInLookup',
    {
      onRequest: lookupLimit,
      doc: {
        tags,
        summary:
          'Look for today’s appointment by email or phone; the answer is the same either way, and a match gets a one-time code by email',
        errors: ['RATE_LIMITED'],
      },
    },
    async (request, reply) => {
      const started = await startLookup(app.deps, request.params.shopUrl, request.body);
      reply.status(202);
      return { result: started };
    },
  );

  route(
    app,
    'verifyCheckInCode',
    {
      onRequest: lookupLimit,
      doc: {
        tags,
        summary: 'Enter the one-time code of a lookup to find the appointment',
        errors: ['CHECK_IN_CODE_INVALID', 'RATE_LIMITED'],
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

  route(
    app,
    'findCheckIn',
    {
      onRequest: lookupLimit,
      doc: {
        tags,
        summary: 'Find today’s appointment by its confirmation code or the pass in its QR code',
        errors: ['RATE_LIMITED'],
      },
    },
    async (request) => ({ result: await findByCode(app.deps, request.params.shopUrl, request.body) }),
  );

  route(
    app,
    'getCheckInTicket',
    {
      doc: {
        tags,
        summary: 'The found appointment again (first name, time, waiver and check-in state)',
      },
    },
    async (request) => ({
      result: await ticketResult(app.deps, request.params.shopUrl, request.params.ticket),
    }),
  );

  route(
    app,
    'openCheckInWaiver',
    {
      config: { rateLimit: app.writeRateLimit },
      doc: {
        tags,
        summary: 'Open the waiver of the found appointment on this screen',
      },
    },
    async (request) => ({
      result: await ticketWaiverSession(app.deps, request.params.shopUrl, request.params.ticket),
    }),
  );

  route(
    app,
    'completeCheckIn',
    {
      config: { rateLimit: app.writeRateLimit },
      doc: {
        tags,
        summary: 'Check the appointment in and tell the artist',
        errors: ['WAIVER_NOT_SIGNED', 'CHECK_IN_NOT_POSSIBLE'],
      },
    },
    async (request) => ({
      result: await completeCheckIn(app.deps, request.params.shopUrl, request.params.ticket),
    }),
  );

  route(
    app,
    'createWalkIn',
    {
      config: { rateLimit: app.writeRateLimit },
      doc: {
        tags,
        summary: 'Leave your name and what you would like, without an appointment',
      },
    },
    async (request, reply) => {
      const walkIn = await createWalkIn(app.deps, request.params.shopUrl, request.body);
      reply.status(201);
      return { result: walkIn };
    },
  );

  route(
    app,
    'getArrival',
    {
      doc: {
        tags,
        summary: 'Is my waiver signed, and the QR code to check in at the door',
        auth: 'required',
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
  route(
    app,
    'listWalkIns',
    {
      doc: {
        tags: ['check-in (staff)'],
        summary: 'Today’s walk-ins, newest first',
      },
    },
    async (request) => ({ result: await listWalkIns(app.deps, request.business.member.businessId) }),
  );
};
