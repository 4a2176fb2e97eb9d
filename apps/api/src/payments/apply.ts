import { inStatusGroup } from '@linework/contract/appointments';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { changeAppointment } from '../appointments/lifecycle.ts';
import type { Transaction } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { appointments } from '../db/schema/appointments.ts';
import { paymentHistory, payments } from '../db/schema/payments.ts';
import { isPgError, pgErrors } from '../domain/errors.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { recordPaymentEntries } from '../projects/ledger.ts';
import type { IntentStatus, ProviderIntent } from './provider.ts';
import { reserveRefund } from './refunds.ts';

// The one place where the provider's word about a payment becomes ours: the customer's confirm
// call, the 3-D Secure return and the webhook all land here, in a transaction, with the payment
// row locked, so whichever arrives first applies it and the others find nothing left to do.

export type ApplySource = 'customer' | 'staff' | 'redirect' | 'webhook' | 'system';

type PaymentStatus = (typeof payments.$inferSelect)['status'];

const ourStatus: Record<IntentStatus, PaymentStatus> = {
  requires_payment_method: 'requires_payment_method',
  requires_confirmation: 'requires_payment_method',
  requires_action: 'requires_action',
  processing: 'processing',
  requires_capture: 'processing',
  succeeded: 'succeeded',
  canceled: 'canceled',
};

/** What a decline means for the card holder, in plain words; the provider's text where it is already plain. */
export function declineMessage(error: NonNullable<ProviderIntent['lastError']>): string {
  if (error.code === 'payment_intent_authentication_failure') {
    return 'Your bank could not confirm it was you, so the card was not charged. Try again or use another card.';
  }
  if (error.declineCode === 'insufficient_funds')
    return 'Your card has insufficient funds. Try another card.';
  if (error.code === 'expired_card') return 'Your card has expired. Try another card.';
  if (error.code === 'incorrect_cvc')
    return "Your card's security code is incorrect. Check it and try again.";
  if (error.code === 'processing_error') {
    return 'An error occurred while processing your card. Try again in a little bit.';
  }
  return `${error.message} Try another card.`;
}

async function record(
  tx: Transaction,
  paymentId: string,
  entry: Omit<typeof paymentHistory.$inferInsert, 'id' | 'paymentId'>,
) {
  await tx.insert(paymentHistory).values({ id: newId(), paymentId, ...entry });
}

/**
 * Applies the provider's intent to our payment in the caller's transaction. Returns the payment as
 * it is now, or undefined when the intent is not one of ours. A final state (paid, cancelled) is
 * never moved back by a late or repeated event.
 */
export async function applyIntent(
  tx: Transaction,
  now: Date,
  intent: ProviderIntent,
  source: ApplySource,
  actorUserId: string | null = null,
) {
  let [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.providerPaymentId, intent.id))
    .for('update');
  if (!payment && intent.metadata.paymentId) {
    // The provider made the intent but we did not get to write its id down: the metadata says whose it is.
    [payment] = await tx
      .update(payments)
      .set({ providerPaymentId: intent.id })
      .where(and(eq(payments.id, intent.metadata.paymentId), isNull(payments.providerPaymentId)))
      .returning();
  }
  if (!payment) return undefined;
  if (payment.status === 'succeeded' || payment.status === 'canceled') return payment;

  const to = ourStatus[intent.status];
  const card = intent.card ? { cardBrand: intent.card.brand, cardLast4: intent.card.last4 } : {};
  if (to === 'succeeded') return succeed(tx, now, payment, intent, source, actorUserId);

  const error = to === 'requires_payment_method' ? intent.lastError : null;
  const message = error ? declineMessage(error) : null;
  const changed =
    to !== payment.status ||
    (error?.code ?? null) !== payment.lastErrorCode ||
    message !== payment.lastErrorMessage;
  const [updated] = await tx
    .update(payments)
    .set({
      status: to,
      ...card,
      lastErrorCode: error?.code ?? null,
      lastErrorMessage: message,
      updatedAt: sql`now()`,
    })
    .where(eq(payments.id, payment.id))
    .returning();
  if (changed) {
    await record(tx, payment.id, {
      event: error ? 'declined' : to === 'requires_action' ? 'authentication_required' : to,
      source,
      actorUserId,
      fromStatus: payment.status,
      toStatus: to,
      detail: error ? [error.code, error.declineCode].filter(Boolean).join(' / ') : null,
    });
  }
  return updated!;
}

async function succeed(
  tx: Transaction,
  now: Date,
  payment: typeof payments.$inferSelect,
  intent: ProviderIntent,
  source: ApplySource,
  actorUserId: string | null,
) {
  const [paid] = await tx
    .update(payments)
    .set({
      status: 'succeeded',
      ...(intent.card && { cardBrand: intent.card.brand, cardLast4: intent.card.last4 }),
      lastErrorCode: null,
      lastErrorMessage: null,
      receiptNumber: sql`'LW-' || nextval('receipt_number_seq')`,
      succeededAt: now, // the service clock: the day's takings count it on the day it went through
      updatedAt: sql`now()`,
    })
    .where(eq(payments.id, payment.id))
    .returning();
  await record(tx, payment.id, {
    event: 'succeeded',
    source,
    actorUserId,
    fromStatus: payment.status,
    toStatus: 'succeeded',
    amount: intent.amount,
  });
  await enqueueJob(tx, 'payment.receipt', { paymentId: payment.id }, now);
  // A project's session: the payment is an entry of the project's money record, in this transaction.
  await recordPaymentEntries(tx, paid!, now);
  if (payment.kind === 'deposit') return settleDeposit(tx, now, paid!);
  return paid!;
}

/**
 * A paid deposit confirms its appointment. When the hold ran out first, the time is taken back if it
 * is still free; when someone else has it (or the appointment was cancelled meanwhile), the deposit
 * goes back in full and the payer is told, on the page and by email.
 */
async function settleDeposit(tx: Transaction, now: Date, payment: typeof payments.$inferSelect) {
  if (await confirmDeposit(tx, payment.appointmentId, now)) return payment;
  const [a] = await tx
    .select({ status: appointments.status, startsAt: appointments.startsAt })
    .from(appointments)
    .where(eq(appointments.id, payment.appointmentId))
    .for('update');
  if (a && inStatusGroup('settled', a.status)) return payment;
  if (a?.status === 'expired' && a.startsAt > now) {
    try {
      // A savepoint: if the exclusion constraint says the time is taken, only this part rolls back.
      await tx.transaction(async (sp) => {
        await reclaimExpiredHold(sp, payment.appointmentId, now);
        await confirmDeposit(sp, payment.appointmentId, now, 'deposit paid after the hold ran out');
      });
      return payment;
    } catch (error) {
      if (!isPgError(error, pgErrors.exclusionViolation)) throw error;
    }
  }
  const notice =
    a?.status === 'expired'
      ? 'Your payment arrived after the 10-minute hold ran out, and the time went to someone else. We refunded your deposit in full; please choose another time.'
      : 'This appointment was cancelled before your payment went through, so we refunded it in full.';
  const [noted] = await tx
    .update(payments)
    .set({ notice, updatedAt: sql`now()` })
    .where(eq(payments.id, payment.id))
    .returning();
  await reserveRefund(tx, noted!, {
    at: now,
    amount: noted!.totalAmount - noted!.refundedAmount,
    reason:
      a?.status === 'expired'
        ? 'Paid after the hold ran out; the time was taken'
        : 'Paid after the appointment was cancelled',
    requestedBy: null,
    idempotencyKey: 'late-payment',
    source: 'system',
  });
  return noted!;
}

/** Confirms the appointment a deposit was paid for, unless something else decided it first. */
const confirmDeposit = async (tx: Transaction, appointmentId: string, now: Date, reason?: string) =>
  (await changeAppointment(tx, 'payment.confirm', { id: appointmentId }, { now, reason, refuse: false }))
    .length > 0;

/**
 * Takes an expired hold's time back (status `held` again, a fresh expiry): the lifecycle's
 * `payment.reclaim`. The exclusion constraint refuses with 23P01 when another live appointment has
 * the time now.
 */
export async function reclaimExpiredHold(tx: Transaction, appointmentId: string, now: Date, minutes = 10) {
  const reclaimed = await changeAppointment(
    tx,
    'payment.reclaim',
    { id: appointmentId },
    { now, set: { holdExpiresAt: new Date(now.getTime() + minutes * 60_000) }, refuse: false },
  );
  return reclaimed.length > 0;
}
