import {
  confirmPaymentBody,
  confirmResult,
  createPaymentBody,
  emailReceiptResult,
  myPaymentsQuery,
  myPaymentsResult,
  paymentConfigResult,
  paymentParams,
  paymentResult,
  receiptQuery,
  receiptResult,
  setTipBody,
} from '@linework/contract/payments';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKeyOf } from '../http/idempotency.ts';
import { currentUser, getOrCreateUser } from '../users/service.ts';
import { listMyPayments } from './my-payments.ts';
import { receiptPdf } from './receipt-pdf.ts';
import { emailReceipt, getReceipt } from './receipts.ts';
import { confirmPayment, createPayment, getPaymentView, setTip, syncPayment } from './service.ts';

/** The customer's payment routes under /v1: checkout, pay, 3-D Secure return, receipt. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['payments'];
  /** Receipts open for their payer, and for anyone with the key from the receipt email. */
  const receiptAccess = async (request: FastifyRequest, key: string | undefined) => ({
    customerId: request.identity ? (await getOrCreateUser(app.db, request.identity)).id : undefined,
    key,
  });

  app.get(
    '/payments/config',
    {
      schema: {
        tags,
        summary: 'Which card form to show: the sandbox, or Stripe with its publishable key',
        response: { 200: paymentConfigResult },
      },
    },
    async () => ({
      result: {
        provider: app.payments.kind,
        publishableKey: app.config.payments.provider === 'stripe' ? app.config.payments.publishableKey : null,
      },
    }),
  );

  app.post(
    '/payments',
    {
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags,
        summary: 'Start paying an appointment’s deposit or balance; every amount is computed here',
        body: createPaymentBody,
        response: { 200: paymentResult, 201: paymentResult },
      },
    },
    async (request, reply) => {
      const user = await currentUser(app.db, request);
      const { id, created } = await createPayment(app.deps, user.id, request.body, idempotencyKeyOf(request));
      reply.status(created ? 201 : 200);
      return { result: await getPaymentView(app.deps, user.id, id) };
    },
  );

  app.get(
    '/payments',
    {
      schema: {
        tags,
        summary: 'A page of what I paid, newest first, with refunds and receipts',
        querystring: myPaymentsQuery,
        response: { 200: myPaymentsResult },
      },
    },
    async (request) => ({
      result: await listMyPayments(app.deps, (await currentUser(app.db, request)).id, request.query.page),
    }),
  );

  app.get(
    '/payments/:paymentId',
    {
      schema: {
        tags,
        summary: 'One of my payments',
        params: paymentParams,
        response: { 200: paymentResult },
      },
    },
    async (request) => ({
      result: await getPaymentView(
        app.deps,
        (await currentUser(app.db, request)).id,
        request.params.paymentId,
      ),
    }),
  );

  app.put(
    '/payments/:paymentId/tip',
    {
      schema: {
        tags,
        summary: 'Choose the tip of a balance payment (15, 20 or 25 %, a custom amount, or none)',
        params: paymentParams,
        body: setTipBody,
        response: { 200: paymentResult },
      },
    },
    async (request) => ({
      result: await setTip(
        app.deps,
        (await currentUser(app.db, request)).id,
        request.params.paymentId,
        request.body.tip,
      ),
    }),
  );

  app.post(
    '/payments/:paymentId/confirm',
    {
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags,
        summary: 'Pay with the card form’s payment method; the same Idempotency-Key never charges twice',
        params: paymentParams,
        body: confirmPaymentBody,
        response: { 200: confirmResult },
      },
    },
    async (request) => ({
      result: await confirmPayment(
        app.deps,
        (await currentUser(app.db, request)).id,
        request.params.paymentId,
        request.body.paymentMethodId,
        idempotencyKeyOf(request),
      ),
    }),
  );

  app.post(
    '/payments/:paymentId/sync',
    {
      schema: {
        tags,
        summary: 'After 3-D Secure: read the payment’s state from the provider (never from the URL)',
        params: paymentParams,
        response: { 200: paymentResult },
      },
    },
    async (request) => ({
      result: await syncPayment(app.deps, (await currentUser(app.db, request)).id, request.params.paymentId),
    }),
  );

  app.get(
    '/payments/:paymentId/receipt',
    {
      schema: {
        tags,
        summary: 'The receipt, for its payer or with the key of the emailed link',
        params: paymentParams,
        querystring: receiptQuery,
        response: { 200: receiptResult },
      },
    },
    async (request) => {
      const access = await receiptAccess(request, request.query.key);
      return { result: (await getReceipt(app.deps, request.params.paymentId, access)).view };
    },
  );

  app.get(
    '/payments/:paymentId/receipt.pdf',
    {
      schema: {
        tags,
        summary: 'The receipt as a PDF, for its payer or with the key of the emailed link',
        params: paymentParams,
        querystring: receiptQuery,
      },
    },
    async (request, reply) => {
      const access = await receiptAccess(request, request.query.key);
      const { view } = await getReceipt(app.deps, request.params.paymentId, access);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="receipt-${view.receiptNumber}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(await receiptPdf(view)));
    },
  );

  app.post(
    '/payments/:paymentId/receipt/email',
    {
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags,
        summary: 'Email me this receipt (always to the payer’s own address)',
        params: paymentParams,
        querystring: receiptQuery,
        response: { 200: emailReceiptResult },
      },
    },
    async (request) => {
      const access = await receiptAccess(request, request.query.key);
      return { result: await emailReceipt(app.deps, request.params.paymentId, access) };
    },
  );
};
