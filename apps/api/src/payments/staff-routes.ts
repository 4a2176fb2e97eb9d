import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKeyOf } from '../http/idempotency.ts';
import { route } from '../http/route.ts';
import { confirmCounterPayment, startCounterPayment } from './counter.ts';
import { listAppointmentPayments, refundPayment, requestBalance } from './staff.ts';
import { takingsCsv, takingsOfDay } from './takings.ts';

/**
 * Shop owners and staff: an appointment's payments, a request to pay the balance, refunds. Registered
 * under `/v1/business/:businessId` by `business/access.ts`, which checks the caller's role.
 */
export const paymentBusinessRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['staff'];

  route(
    app,
    'listAppointmentPayments',
    {
      doc: {
        tags,
        summary: 'The payments of one of the shop’s appointments, with their refunds',
      },
    },
    async (request) => {
      const { member } = request.business;
      return {
        result: await listAppointmentPayments(app.deps, member.businessId, request.params.appointmentId),
      };
    },
  );

  route(
    app,
    'requestBalance',
    {
      doc: {
        tags,
        summary: 'Email the customer a link to pay what is left of the price',
      },
    },
    async (request) => {
      const { user, member } = request.business;
      return {
        result: await requestBalance(app.deps, member.businessId, request.params.appointmentId, user.id),
      };
    },
  );

  route(
    app,
    'refundPayment',
    {
      doc: {
        tags,
        summary: 'Refund a payment fully (no amount) or partly; never more than what is left of it',
        errors: ['NOT_REFUNDABLE', 'REFUND_TOO_LARGE'],
      },
    },
    async (request, reply) => {
      const { user, member } = request.business;
      const payment = await refundPayment(
        app.deps,
        member.businessId,
        request.params.paymentId,
        request.body,
        user.id,
        idempotencyKeyOf(request),
      );
      reply.status(201);
      return { result: payment };
    },
  );

  route(
    app,
    'createCounterPayment',
    {
      doc: {
        tags,
        summary: 'Take the balance at the counter: the balance payment with the tip chosen, computed here',
        errors: ['NOTHING_TO_PAY', 'PAYMENT_CLOSED'],
      },
    },
    async (request, reply) => {
      const { user, member } = request.business;
      const { payment, created } = await startCounterPayment(
        app.deps,
        member.businessId,
        request.params.appointmentId,
        request.body.tip,
        user.id,
        idempotencyKeyOf(request),
      );
      reply.status(created ? 201 : 200);
      return { result: payment };
    },
  );

  route(
    app,
    'confirmCounterPayment',
    {
      doc: {
        tags,
        summary: 'Pay a counter payment with the card form’s payment method; a retry never charges twice',
        errors: ['PAYMENT_CLOSED'],
      },
    },
    async (request) => {
      const { user, member } = request.business;
      return {
        result: await confirmCounterPayment(
          app.deps,
          member.businessId,
          request.params.paymentId,
          request.body.paymentMethodId,
          user.id,
          idempotencyKeyOf(request),
        ),
      };
    },
  );

  route(
    app,
    'getTakings',
    {
      doc: {
        tags,
        summary: 'One day’s takings in the shop’s zone: payments, tips, refunds and net, line by line',
      },
    },
    async (request) => ({
      result: await takingsOfDay(app.deps, request.business.member.businessId, request.query.date),
    }),
  );

  route(
    app,
    'exportTakings',
    {
      doc: {
        tags,
        summary: 'The payments and refunds of a range of days (shop’s zone, both ends included) as CSV',
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const csv = await takingsCsv(app.deps, request.business.member.businessId, from, to);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="takings-${from}-to-${to}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
};
