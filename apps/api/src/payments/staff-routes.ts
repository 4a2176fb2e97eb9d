import {
  balanceRequestResult,
  businessAppointmentParams,
  businessPaymentParams,
  refundBody,
  staffPaymentListResult,
  staffPaymentResult,
} from '@linework/contract/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember, requireStaff } from '../catalog/staff.ts';
import { idempotencyKeyOf } from '../http/idempotency.ts';
import { listAppointmentPayments, refundPayment, requestBalance } from './staff.ts';

/** Shop owners and staff: an appointment's payments, a request to pay the balance, refunds. */
export const staffPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['staff'];

  app.get(
    '/business/:businessId/appointments/:appointmentId/payments',
    {
      schema: {
        tags,
        summary: 'The payments of one of the shop’s appointments, with their refunds',
        params: businessAppointmentParams,
        response: { 200: staffPaymentListResult },
      },
    },
    async (request) => {
      const { member } = await requireMember(app, request, request.params.businessId);
      requireStaff(member);
      return { result: await listAppointmentPayments(app, member.businessId, request.params.appointmentId) };
    },
  );

  app.post(
    '/business/:businessId/appointments/:appointmentId/balance-request',
    {
      schema: {
        tags,
        summary: 'Email the customer a link to pay what is left of the price',
        params: businessAppointmentParams,
        response: { 200: balanceRequestResult },
      },
    },
    async (request) => {
      const { user, member } = await requireMember(app, request, request.params.businessId);
      requireStaff(member);
      return {
        result: await requestBalance(app, member.businessId, request.params.appointmentId, user.id),
      };
    },
  );

  app.post(
    '/business/:businessId/payments/:paymentId/refunds',
    {
      schema: {
        tags,
        summary: 'Refund a payment fully (no amount) or partly; never more than what is left of it',
        params: businessPaymentParams,
        body: refundBody,
        response: { 201: staffPaymentResult },
      },
    },
    async (request, reply) => {
      const { user, member } = await requireMember(app, request, request.params.businessId);
      requireStaff(member);
      const payment = await refundPayment(
        app,
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
