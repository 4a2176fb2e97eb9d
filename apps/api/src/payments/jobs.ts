import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appointments } from '../db/schema/appointments.ts';
import { artists, businesses, services } from '../db/schema/catalog.ts';
import { payments, refunds } from '../db/schema/payments.ts';
import { users } from '../db/schema/users.ts';
import type { Handler } from '../jobs/handlers.ts';
import { balanceRequestEmail, receiptEmail, refundEmail } from '../jobs/payment-emails.ts';
import type { JobPayloads } from '../jobs/queue.ts';
import { balanceDue } from './amounts.ts';
import { receiptPdf } from './receipt-pdf.ts';
import { loadReceipt, receiptLink } from './receipts.ts';
import { executeRefund, refundAppointment } from './refunds.ts';
import { summariesOf } from './summary.ts';

// The background work of payments. Each handler is safe to run again: refunds carry their own
// idempotency key, and messages are built from what is true when the job runs.

type PaymentJobKind = Extract<keyof JobPayloads, `payment.${string}` | `sandbox.${string}`>;

async function sendReceipt(app: FastifyInstance, { paymentId }: JobPayloads['payment.receipt']) {
  const receipt = await loadReceipt(app.db, paymentId);
  if (!receipt) return;
  await app.mailer.send(
    receiptEmail({
      receipt: receipt.view,
      to: receipt.payer.email,
      firstName: receipt.payer.firstName,
      link: receiptLink(app.config.publicUrl, paymentId, receipt.receiptKey),
      pdf: await receiptPdf(receipt.view),
    }),
  );
}

async function sendRefunded(app: FastifyInstance, { refundId }: JobPayloads['payment.refunded']) {
  const [row] = await app.db
    .select({ refund: refunds, payment: payments, payer: users, shop: businesses })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(users, eq(users.id, payments.customerId))
    .innerJoin(businesses, eq(businesses.id, payments.businessId))
    .where(eq(refunds.id, refundId));
  if (row?.refund.status !== 'succeeded') return;
  const p = row.payment;
  await app.mailer.send(
    refundEmail({
      to: row.payer.email,
      firstName: row.payer.firstName,
      shopName: row.shop.name,
      amount: row.refund.amount,
      currency: p.currency,
      reason: row.refund.reason,
      notice: row.refund.idempotencyKey === 'late-payment' ? p.notice : null,
      card: p.cardBrand && p.cardLast4 ? { brand: p.cardBrand, last4: p.cardLast4 } : null,
      receiptLink: receiptLink(app.config.publicUrl, p.id, p.receiptKey),
      paymentId: p.id,
    }),
  );
}

async function sendBalanceRequest(
  app: FastifyInstance,
  { appointmentId }: JobPayloads['payment.balance_requested'],
) {
  const [row] = await app.db
    .select({ a: appointments, shop: businesses, artist: artists, service: services, customer: users })
    .from(appointments)
    .innerJoin(businesses, eq(businesses.id, appointments.businessId))
    .innerJoin(artists, eq(artists.id, appointments.artistId))
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(users, eq(users.id, appointments.customerId))
    .where(eq(appointments.id, appointmentId));
  if (!row) return;
  // Paid meanwhile, or no longer on: the request says nothing true any more.
  const due = balanceDue(row.a, (await summariesOf(app.db, [appointmentId])).get(appointmentId) ?? []);
  if (due <= 0 || !['confirmed', 'checked_in', 'completed'].includes(row.a.status)) return;
  await app.mailer.send(
    balanceRequestEmail({
      to: row.customer.email,
      firstName: row.customer.firstName,
      shopName: row.shop.name,
      serviceName: row.service.name,
      artistName: row.artist.displayName,
      startsAt: row.a.startsAt,
      timeZone: row.shop.timeZone,
      amountDue: due,
      currency: row.a.currency,
      checkoutLink: checkoutLink(app.config.publicUrl, appointmentId),
      appointmentId,
    }),
  );
}

export const checkoutLink = (publicUrl: string, appointmentId: string) =>
  `${publicUrl}/checkout?appointmentId=${appointmentId}&kind=balance`;

/** The sandbox delivers its event to our webhook over the same route and signature check Stripe's take. */
async function deliverSandboxEvent(app: FastifyInstance, { event }: JobPayloads['sandbox.webhook']) {
  if (!app.paymentSandbox) return;
  const { body, signature } = app.paymentSandbox.signedEvent(event);
  const res = await app.inject({
    method: 'POST',
    url: '/v1/webhooks/payments',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload: body,
  });
  if (res.statusCode >= 300) throw new Error(`webhook answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
}

export const paymentHandlers: { [K in PaymentJobKind]: Handler<JobPayloads[K]> } = {
  'payment.receipt': sendReceipt,
  'payment.refund': (app, { refundId }) => executeRefund(app, refundId),
  'payment.refunded': sendRefunded,
  'payment.refund_appointment': (app, p) => refundAppointment(app, p.appointmentId, p.kinds, p.reason),
  'payment.balance_requested': sendBalanceRequest,
  'sandbox.webhook': deliverSandboxEvent,
};
