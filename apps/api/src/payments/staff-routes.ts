import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKeyOf } from '../http/idempotency.ts';
import { routeSchema } from '../http/route-schema.ts';
import { listAppointmentPayments, refundPayment, requestBalance } from './staff.ts';

/**
 * Shop owners and staff: an appointment's payments, a request to pay the balance, refunds. Registered
 * under `/v1/business/:businessId` by `business/access.ts`, which checks the caller's role.
 */
export const paymentBusinessRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['staff'];
  const config = { businessRole: 'staff' } as const;

  app.get(
    '/appointments/:appointmentId/payments',
    {
      config,
      schema: routeSchema('listAppointmentPayments', {
        tags,
        summary: 'The payments of one of the shop’s appointments, with their refunds',
      }),
    },
    async (request) => {
      const { member } = request.business;
      return {
        result: await listAppointmentPayments(app.deps, member.businessId, request.params.appointmentId),
      };
    },
  );

  app.post(
    '/appointments/:appointmentId/balance-request',
    {
      config,
      schema: routeSchema('requestBalance', {
        tags,
        summary: 'Email the customer a link to pay what is left of the price',
      }),
    },
    async (request) => {
      const { user, member } = request.business;
      return {
        result: await requestBalance(app.deps, member.businessId, request.params.appointmentId, user.id),
      };
    },
  );

  app.post(
    '/payments/:paymentId/refunds',
    {
      config,
      schema: routeSchema('refundPayment', {
        tags,
        summary: 'Refund a payment fully (no amount) or partly; never more than what is left of it',
        errors: ['NOT_REFUNDABLE', 'REFUND_TOO_LARGE'],
      }),
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
};
