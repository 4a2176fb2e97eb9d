import { inStatusGroup } from '@linework/contract/appointments';
import type { RefundBody } from '@linework/contract/payments';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { changeAppointment } from '../appointments/lifecycle.ts';
import { newId } from '../db/ids.ts';
import { appointments } from '../db/schema/appointments.ts';
import { payments } from '../db/schema/payments.ts';
import { users } from '../db/schema/users.ts';
import type { Deps } from '../deps.ts';
import { DomainError, notFound } from '../domain/errors.ts';
import { checkoutLink } from './jobs.ts';
import { executeRefund, reserveRefund } from './refunds.ts';
import { balanceLeft } from './summary.ts';
import { cardOf, refundsOf } from './views.ts';

// What a shop does with payments: see an appointment's payments, ask for the balance, refund.
// Every lookup is scoped to the shop: another shop's appointment or payment is not found.

type Ctx = Pick<Deps, 'db' | 'payments' | 'config' | 'log' | 'clock'>;

async function staffViews(ctx: Ctx, rows: (typeof payments.$inferSelect)[]) {
  const refunds = await refundsOf(
    ctx.db,
    rows.map((p) => p.id),
  );
  return rows.map((p) => ({
    id: p.id,
    kind: p.kind,
    status: p.status,
    currency: p.currency,
    totalAmount: p.totalAmount,
    tipAmount: p.tipAmount,
    refundedAmount: p.refundedAmount,
    receiptNumber: p.receiptNumber,
    succeededAt: p.succeededAt?.toISOString() ?? null,
    card: cardOf(p),
    refunds: refunds.get(p.id) ?? [],
  }));
}

export async function listAppointmentPayments(ctx: Ctx, businessId: string, appointmentId: string) {
  const [a] = await ctx.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), eq(appointments.businessId, businessId)));
  if (!a) throw notFound('This appointment');
  const rows = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.appointmentId, appointmentId), ne(payments.status, 'canceled')))
    .orderBy(desc(payments.createdAt));
  return staffViews(ctx, rows);
}

/** Emails the customer a link to pay what is left; the amount is computed now, and again when it is paid. */
export async function requestBalance(
  ctx: Ctx,
  businessId: string,
  appointmentId: string,
  actorUserId: string,
) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ a: appointments, customer: users })
      .from(appointments)
      .innerJoin(users, eq(users.id, appointments.customerId))
      .where(and(eq(appointments.id, appointmentId), eq(appointments.businessId, businessId)))
      .for('update', { of: appointments });
    if (!row) throw notFound('This appointment');
    if (!inStatusGroup('settled', row.a.status)) {
      throw new DomainError(
        'PAYMENT_CLOSED',
        'The balance can be asked for once the appointment is confirmed.',
      );
    }
    const due = await balanceLeft(tx, row.a);
    if (due <= 0) throw new DomainError('NOTHING_TO_PAY', 'Nothing is left to pay for this appointment.');
    await changeAppointment(
      tx,
      'shop.requestBalance',
      { id: appointmentId, from: row.a.status },
      {
        now: ctx.clock.now(),
        actorUserId,
        reason: `balance of ${due} ${row.a.currency} requested by the shop`,
        set: { balanceRequestedAt: ctx.clock.now() },
      },
    );
    return {
      amountDue: due,
      currency: row.a.currency,
      sentTo: row.customer.email,
      checkoutUrl: checkoutLink(ctx.config.publicUrl, appointmentId),
    };
  });
}

/**
 * Refunds all that is left of a payment, or part of it; never more than was paid (the database
 * checks it too). The provider is asked at once; if it does not answer, the refund job retries.
 */
export async function refundPayment(
  ctx: Ctx,
  businessId: string,
  paymentId: string,
  body: RefundBody,
  actorUserId: string,
  idempotencyKey: string | undefined,
) {
  const { refund } = await ctx.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.businessId, businessId)))
      .for('update');
    if (!payment) throw notFound('This payment');
    return reserveRefund(tx, payment, {
      at: ctx.clock.now(),
      amount: body.amount ?? payment.totalAmount - payment.refundedAmount,
      reason: body.reason || 'Refunded by the shop',
      requestedBy: actorUserId,
      idempotencyKey: idempotencyKey ?? newId(),
      source: 'staff',
    });
  });
  await executeRefund(ctx, refund.id).catch((err) =>
    ctx.log.warn({ err, refundId: refund.id }, 'refund not sent yet; the job will retry'),
  );
  const rows = await ctx.db
    .select()
    .from(payments)
    .where(inArray(payments.id, [paymentId]));
  return (await staffViews(ctx, rows))[0]!;
}
