import { inStatusGroup } from '@linework/contract/appointments';
import { providerEvent } from '@linework/contract/payments';
import { eq } from 'drizzle-orm';
import { selectAppointmentViews } from '../appointments/view.ts';
import { appointments } from '../db/schema/appointments.ts';
import { businesses } from '../db/schema/catalog.ts';
import { payments, refunds } from '../db/schema/payments.ts';
import { users } from '../db/schema/users.ts';
import type { Deps } from '../deps.ts';
import type { JobHandlers, JobKindsOf, JobPayloads } from '../jobs/queue.ts';
import { wants } from '../users/preferences.ts';
import { balanceRequestEmail, receiptEmail, refundEmail } from './emails.tsx';
import { receiptPdf } from './receipt-pdf.ts';
import { loadReceipt, receiptLink } from './receipts.ts';
import { executeRefund, refundAppointment } from './refunds.ts';
import { balanceLeft } from './summary.ts';
import { handleProviderEvent } from './webhooks.ts';

declare module '../jobs/queue.ts' {
  interface JobPayloads {
    /** Email the payer the receipt of a successful payment. */
    'payment.receipt': { paymentId: string };
    /** Send a reserved refund to the provider (idempotent by the refund's id). */
    'payment.refund': { refundId: string };
    /** Tell the payer a refund went through. */
    'payment.refunded': { refundId: string };
    /** Refund what was paid for an appointment that was cancelled (customer or staff cancel). */
    'payment.refund_appointment': { appointmentId: string; kinds: ('deposit' | 'balance')[]; reason: string };
    /** Email the customer a link to pay the balance of their appointment. */
    'payment.balance_requested': { appointmentId: string };
    /** The embedded payment sandbox delivers one signed webhook event to our webhook endpoint. */
    'sandbox.webhook': { event: Record<string, unknown> };
  }
}

// The background work of payments. Each handler is safe to run again: refunds carry their own
// idempotency key, and messages are built from what is true when the job runs.

// Receipts and refund notices go out whatever the notification preferences say: they are the record
// of money taken or given back, which the customer is owed (README, "Notification preferences").
async function sendReceipt(deps: Deps, { paymentId }: JobPayloads['payment.receipt']) {
  const receipt = await loadReceipt(deps.db, paymentId);
  if (!receipt) return;
  await deps.mailer.send(
    await receiptEmail({
      receipt: receipt.view,
      to: receipt.payer.email,
      firstName: receipt.payer.firstName,
      link: receiptLink(deps.config.publicUrl, paymentId, receipt.receiptKey),
      pdf: await receiptPdf(receipt.view),
    }),
  );
}

async function sendRefunded(deps: Deps, { refundId }: JobPayloads['payment.refunded']) {
  const [row] = await deps.db
    .select({ refund: refunds, payment: payments, payer: users, shop: businesses })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(users, eq(users.id, payments.customerId))
    .innerJoin(businesses, eq(businesses.id, payments.businessId))
    .where(eq(refunds.id, refundId));
  if (row?.refund.status !== 'succeeded') return;
  const p = row.payment;
  await deps.mailer.send(
    await refundEmail({
      to: row.payer.email,
      firstName: row.payer.firstName,
      shopName: row.shop.name,
      amount: row.refund.amount,
      currency: p.currency,
      reason: row.refund.reason,
      notice: row.refund.idempotencyKey === 'late-payment' ? p.notice : null,
      card: p.cardBrand && p.cardLast4 ? { brand: p.cardBrand, last4: p.cardLast4 } : null,
      receiptLink: receiptLink(deps.config.publicUrl, p.id, p.receiptKey),
      paymentId: p.id,
    }),
  );
}

async function sendBalanceRequest(deps: Deps, { appointmentId }: JobPayloads['payment.balance_requested']) {
  const [row] = await selectAppointmentViews(deps.db, eq(appointments.id, appointmentId));
  if (!row) return;
  // Paid meanwhile, or no longer on: the request says nothing true any more.
  const due = await deps.db.transaction((tx) => balanceLeft(tx, row.appointment));
  if (due <= 0 || !inStatusGroup('settled', row.appointment.status)) return;
  // Appointment news: by email only to a customer who takes it so. The appointment's page shows the
  // pay action either way, since the request is recorded on the appointment (balanceRequestedAt).
  if (!wants(row.customer, 'appointments', 'email')) return;
  await deps.mailer.send(
    await balanceRequestEmail({
      to: row.customer.email,
      firstName: row.customer.firstName,
      shopName: row.shop.name,
      serviceName: row.service.name,
      artistName: row.artist.displayName,
      startsAt: row.appointment.startsAt,
      timeZone: row.shop.timeZone,
      amountDue: due,
      currency: row.appointment.currency,
      checkoutLink: checkoutLink(deps.config.publicUrl, appointmentId),
      appointmentId,
    }),
  );
}

export const checkoutLink = (publicUrl: string, appointmentId: string) =>
  `${publicUrl}/checkout?appointmentId=${appointmentId}&kind=balance`;

/**
 * Applies an event the embedded sandbox wrote, as the webhook applies a verified one: once per event
 * id, in one transaction with the payment. The sandbox wrote it in our own database, so there is no
 * signature to check here; the webhook's signature check is the one Stripe's events take.
 */
async function deliverSandboxEvent(deps: Deps, { event }: JobPayloads['sandbox.webhook']) {
  if (deps.payments.kind !== 'sandbox') return;
  await handleProviderEvent(deps, providerEvent.parse(event));
}

export const paymentJobs: JobHandlers<JobKindsOf<'payment' | 'sandbox'>> = {
  'payment.receipt': sendReceipt,
  'payment.refund': (deps, { refundId }) => executeRefund(deps, refundId),
  'payment.refunded': sendRefunded,
  'payment.refund_appointment': (deps, p) => refundAppointment(deps, p.appointmentId, p.kinds, p.reason),
  'payment.balance_requested': sendBalanceRequest,
  'sandbox.webhook': deliverSandboxEvent,
};
