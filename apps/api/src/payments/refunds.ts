import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { paymentHistory, payments, refunds } from '../db/schema/payments.ts';
import type { Deps } from '../deps.ts';
import { DomainError } from '../domain/errors.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { recordRefundEntry, recordRefundFailed } from '../projects/ledger.ts';
import { ProviderRequestError } from './provider.ts';

// Refunds in two steps: the amount is reserved on the payment in the transaction that decides the
// refund (staff, a cancellation, a late deposit), then a durable job asks the provider, with the
// refund's id as idempotency key. Reserved and refunded money together never pass what was paid.

type Payment = typeof payments.$inferSelect;
type Ctx = Pick<Deps, 'db' | 'payments' | 'log' | 'clock'>;

export type RefundRequest = {
  /** When it is decided (the services' clock): the provider is asked from then, and the day's takings count it that day. */
  at: Date;
  amount: number;
  reason: string;
  requestedBy: string | null;
  /** The same key on the same payment gives back the first refund instead of a second one. */
  idempotencyKey: string;
  source: 'staff' | 'system';
  /** The project's named rule that gives it back, when one does (the project's money record says it). */
  rule?: string;
};

export async function reserveRefund(tx: Transaction, payment: Payment, request: RefundRequest) {
  const [existing] = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.paymentId, payment.id), eq(refunds.idempotencyKey, request.idempotencyKey)));
  if (existing) return { refund: existing, created: false };
  if (payment.status !== 'succeeded') {
    throw new DomainError('NOT_REFUNDABLE', 'Only a payment that went through can be refunded.');
  }
  const refundable = payment.totalAmount - payment.refundedAmount;
  if (refundable <= 0) throw new DomainError('NOT_REFUNDABLE', 'This payment is already refunded in full.');
  const tooLarge = () =>
    new DomainError('REFUND_TOO_LARGE', 'A refund cannot be more than what is left of the payment.', {
      refundable,
    });
  if (request.amount > refundable) throw tooLarge();
  // Compare-and-swap: two refunds at once cannot both take the same money.
  const [reserved] = await tx
    .update(payments)
    .set({ refundedAmount: sql`${payments.refundedAmount} + ${request.amount}`, updatedAt: sql`now()` })
    .where(
      and(
        eq(payments.id, payment.id),
        sql`${payments.refundedAmount} + ${request.amount} <= ${payments.totalAmount}`,
      ),
    )
    .returning({ id: payments.id });
  if (!reserved) throw tooLarge();
  const [refund] = await tx
    .insert(refunds)
    .values({
      id: newId(),
      paymentId: payment.id,
      amount: request.amount,
      status: 'pending',
      reason: request.reason,
      requestedBy: request.requestedBy,
      idempotencyKey: request.idempotencyKey,
      createdAt: request.at,
      updatedAt: request.at,
    })
    .returning();
  await tx.insert(paymentHistory).values({
    id: newId(),
    paymentId: payment.id,
    event: 'refund_requested',
    source: request.source,
    actorUserId: request.requestedBy,
    amount: request.amount,
    detail: request.reason,
  });
  // A project's payment: the refund is an entry of its money record (refused if above what it holds).
  await recordRefundEntry(tx, payment, refund!, request.rule ?? null);
  await enqueueJob(tx, 'payment.refund', { refundId: refund!.id }, request.at);
  return { refund: refund!, created: true };
}

/**
 * Records what the provider said about a refund, once: a pending refund becomes succeeded (and the
 * payer is emailed) or failed (and its money is no longer reserved, nor refunded in a project's record).
 */
export async function settleRefund(
  tx: Transaction,
  now: Date,
  refundId: string,
  outcome: { status: string; providerRefundId: string | null; failureMessage?: string },
) {
  const status =
    outcome.status === 'succeeded' ? 'succeeded' : outcome.status === 'pending' ? 'pending' : 'failed';
  if (status === 'pending') {
    if (outcome.providerRefundId) {
      await tx
        .update(refunds)
        .set({ providerRefundId: outcome.providerRefundId, updatedAt: sql`now()` })
        .where(eq(refunds.id, refundId));
    }
    return;
  }
  const [settled] = await tx
    .update(refunds)
    .set({
      status,
      providerRefundId: outcome.providerRefundId,
      failureMessage: outcome.failureMessage ?? null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
    .returning();
  if (!settled) return;
  if (status === 'failed') {
    await tx
      .update(payments)
      .set({ refundedAmount: sql`${payments.refundedAmount} - ${settled.amount}`, updatedAt: sql`now()` })
      .where(eq(payments.id, settled.paymentId));
    // A project's payment: its record takes the refund back too, so it never shows money that stayed.
    await recordRefundFailed(tx, settled, outcome.failureMessage ?? 'The refund failed.', now);
  } else {
    await enqueueJob(tx, 'payment.refunded', { refundId }, now);
  }
  await tx.insert(paymentHistory).values({
    id: newId(),
    paymentId: settled.paymentId,
    event: status === 'failed' ? 'refund_failed' : 'refunded',
    source: 'system',
    amount: settled.amount,
    detail: outcome.failureMessage ?? settled.reason,
  });
}

/** Asks the provider for a reserved refund. Safe to run twice: the refund's id is the idempotency key. */
export async function executeRefund(ctx: Ctx, refundId: string) {
  const [row] = await ctx.db
    .select({ refund: refunds, payment: payments })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.id, refundId));
  if (row?.refund.status !== 'pending') return;
  let outcome: Parameters<typeof settleRefund>[3];
  if (!row.payment.providerPaymentId) {
    // No provider ever held this money: a demo (sandbox) payment settles here, as the sandbox
    // would; any other cannot be refunded by us and must not wait for ever as pending.
    outcome =
      row.payment.provider === 'sandbox'
        ? { status: 'succeeded', providerRefundId: null }
        : {
            status: 'failed',
            providerRefundId: null,
            failureMessage: 'The payment provider has no record of this payment; refund it by hand.',
          };
    await ctx.db.transaction((tx) => settleRefund(tx, ctx.clock.now(), refundId, outcome));
    return;
  }
  try {
    const refund = await ctx.payments.refund({
      intentId: row.payment.providerPaymentId,
      amount: row.refund.amount,
      metadata: { refundId, paymentId: row.payment.id, appointmentId: row.payment.appointmentId },
      idempotencyKey: `linework-refund-${refundId}`,
    });
    outcome = { status: refund.status, providerRefundId: refund.id };
  } catch (error) {
    // The provider said no for good (not a network hiccup, which the job retries).
    if (!(error instanceof ProviderRequestError)) throw error;
    outcome = { status: 'failed', providerRefundId: null, failureMessage: error.message };
  }
  await ctx.db.transaction((tx) => settleRefund(tx, ctx.clock.now(), refundId, outcome));
}

/**
 * Gives back what was paid for a cancelled appointment (the kinds the cancel policy says), once:
 * a repeated job finds its refunds already reserved under the same key.
 */
export async function refundAppointment(
  ctx: Ctx,
  appointmentId: string,
  kinds: ('deposit' | 'balance')[],
  reason: string,
) {
  if (!kinds.length) return;
  await ctx.db.transaction(async (tx) => {
    const paid = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.appointmentId, appointmentId),
          eq(payments.status, 'succeeded'),
          inArray(payments.kind, kinds),
        ),
      )
      .for('update');
    for (const p of paid) {
      if (p.totalAmount - p.refundedAmount <= 0) continue;
      await reserveRefund(tx, p, {
        at: ctx.clock.now(),
        amount: p.totalAmount - p.refundedAmount,
        reason,
        requestedBy: null,
        idempotencyKey: 'appointment-cancelled',
        source: 'system',
      });
    }
  });
}
