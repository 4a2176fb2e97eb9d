import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKeyOf } from '../http/idempotency.ts';
import { route } from '../http/route.ts';
import { currentUser, currentVerifiedUser, getOrCreateUser } from '../users/service.ts';
import { listMyPayments } from './my-payments.ts';
import { receiptPdf } from './receipt-pdf.ts';
import { emailReceipt, getReceipt } from './receipts.ts';
import { listSavedCards } from './saved-cards.ts';
import { confirmPayment, createPayment, getPaymentView, setTip, syncPayment } from './service.ts';

/** The customer's payment routes under /v1: checkout, pay, 3-D Secure return, receipt. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['payments'];
  /** Receipts open for their payer, and for anyone with the key from the receipt email. */
  const receiptAccess = async (request: FastifyRequest, key: string | undefined) => ({
    customerId: request.identity ? (await getOrCreateUser(app.db, request.identity)).id : undefined,
    key,
  });

  route(
    app,
    'getPaymentConfig',
    {
      doc: {
        tags,
        summary: 'Which card form to show: the sandbox, or Stripe with its publishable key',
      },
    },
    async () => ({
      result: {
        provider: app.payments.kind,
        publishableKey: app.config.payments.provider === 'stripe' ? app.config.payments.publishableKey : null,
      },
    }),
  );

  route(
    app,
    'createPayment',
    {
      config: { rateLimit: app.writeRateLimit },
      doc: {
        tags,
        summary: 'Start paying an appointment’s deposit or balance; every amount is computed here',
        auth: 'required',
        errors: ['EMAIL_NOT_VERIFIED', 'NOTHING_TO_PAY', 'HOLD_EXPIRED'],
      },
    },
    async (request, reply) => {
      const user = await currentVerifiedUser(app.db, request);
      const { id, created } = await createPayment(app.deps, user.id, request.body, idempotencyKeyOf(request));
      reply.status(created ? 201 : 200);
      return { result: await getPaymentView(app.deps, user.id, id) };
    },
  );

  route(
    app,
    'listMyPayments',
    {
      doc: {
        tags,
        summary: 'A page of what I paid, newest first, with refunds and receipts',
        auth: 'required',
      },
    },
    async (request) => ({
      result: await listMyPayments(app.deps, (await currentUser(app.db, request)).id, request.query.page),
    }),
  );

  route(
    app,
    'listSavedCards',
    {
      doc: {
        tags,
        summary: 'The cards I saved when paying (brand and last four), to pay with again',
        auth: 'required',
      },
    },
    async (request) => ({ result: await listSavedCards(app.deps, (await currentUser(app.db, request)).id) }),
  );

  route(
    app,
    'getPayment',
    {
      doc: { tags, summary: 'One of my payments', auth: 'required' },
    },
    async (request) => ({
      result: await getPaymentView(
        app.deps,
        (await currentUser(app.db, request)).id,
        request.params.paymentId,
      ),
    }),
  );

  route(
    app,
    'setTip',
    {
      doc: {
        tags,
        summary: 'Choose the tip of a balance payment (15, 20 or 25 %, a custom amount, or none)',
        auth: 'required',
        errors: ['PAYMENT_CLOSED'],
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

  route(
    app,
    'confirmPayment',
    {
      config: { rateLimit: app.writeRateLimit },
      doc: {
        tags,
        summary: 'Pay with the card form’s payment method; the same Idempotency-Key never charges twice',
        auth: 'required',
        errors: ['PAYMENT_CLOSED', 'HOLD_EXPIRED'],
      },
    },
    async (request) => ({
      result: await confirmPayment(
        app.deps,
        (await currentUser(app.db, request)).id,
        request.params.paymentId,
        request.body,
        idempotencyKeyOf(request),
      ),
    }),
  );

  route(
    app,
    'syncPayment',
    {
      doc: {
        tags,
        summary: 'After 3-D Secure: read the payment’s state from the provider (never from the URL)',
        auth: 'required',
      },
    },
    async (request) => ({
      result: await syncPayment(app.deps, (await currentUser(app.db, request)).id, request.params.paymentId),
    }),
  );

  route(
    app,
    'getReceipt',
    {
      doc: {
        tags,
        summary: 'The receipt, for its payer or with the key of the emailed link',
        auth: 'optional',
      },
    },
    async (request) => {
      const access = await receiptAccess(request, request.query.key);
      return { result: (await getReceipt(app.deps, request.params.paymentId, access)).view };
    },
  );

  route(
    app,
    'getReceiptPdf',
    {
      doc: {
        tags,
        summary: 'The receipt as a PDF, for its payer or with the key of the emailed link',
        auth: 'optional',
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

  route(
    app,
    'emailReceipt',
    {
      config: { rateLimit: app.writeRateLimit },
      doc: {
        tags,
        summary: 'Email me this receipt (always to the payer’s own address)',
        auth: 'optional',
      },
    },
    async (request) => {
      const access = await receiptAccess(request, request.query.key);
      return { result: await emailReceipt(app.deps, request.params.paymentId, access) };
    },
  );
};
