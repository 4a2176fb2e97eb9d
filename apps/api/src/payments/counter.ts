import type { TipChoice } from '@linework/contract/payments';
import { and, eq } from 'drizzle-orm';
import { appointments } from '../db/schema/appointments.ts';
import { payments } from '../db/schema/payments.ts';
import type { Deps } from '../deps.ts';
import { notFound } from '../domain/errors.ts';
import { confirmPayment, createPayment, getPaymentView } from './service.ts';

// The balance taken at the counter: the front desk runs the same checkout as the customer would
// (same amounts, same one-open-payment rule, same provider calls) on the shop's device, for the
// appointment's customer, and is recorded as the one who did it.

type Ctx = Pick<Deps, 'db' | 'clock' | 'payments' | 'config' | 'log'>;

export async function startCounterPayment(
  ctx: Ctx,
  businessId: string,
  appointmentId: string,
  tip: TipChoice | null | undefined,
  staffUserId: string,
  idempotencyKey: string | undefined,
) {
  const [a] = await ctx.db
    .select({ customerId: appointments.customerId })
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), eq(appointments.businessId, businessId)));
  if (!a) throw notFound('This appointment');
  const { id, created } = await createPayment(
    ctx,
    a.customerId,
    // `null` is "no tip": an open balance the customer had tipped is set back to none.
    { appointmentId, kind: 'balance', tip },
    idempotencyKey,
    { source: 'staff', userId: staffUserId },
  );
  return { payment: await getPaymentView(ctx, a.customerId, id), created };
}

export async function confirmCounterPayment(
  ctx: Ctx,
  businessId: string,
  paymentId: string,
  paymentMethodId: string,
  staffUserId: string,
  idempotencyKey: string | undefined,
) {
  const [p] = await ctx.db
    .select({ customerId: payments.customerId, appointmentId: payments.appointmentId })
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.businessId, businessId)));
  if (!p) throw notFound('This payment');
  const returnUrl = `${ctx.config.publicUrl}/studio/${encodeURIComponent(businessId)}/money?appointment=${encodeURIComponent(p.appointmentId)}`;
  return confirmPayment(ctx, p.customerId, paymentId, { paymentMethodId }, idempotencyKey, {
    actorUserId: staffUserId,
    returnUrl,
  });
}
