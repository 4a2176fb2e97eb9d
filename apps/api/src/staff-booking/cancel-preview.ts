import type { PaymentSummary } from '@linework/contract/money';
import type { CancelPreview } from '@linework/contract/staff-booking';
import { and, eq } from 'drizzle-orm';
import type { Member } from '../business/access.ts';
import { appointments } from '../db/schema/appointments.ts';
import type { Deps } from '../deps.ts';
import { notFound } from '../domain/errors.ts';
import { summariesOf } from '../payments/summary.ts';
import { requireAppointmentsOf } from './access.ts';
import { staffTransition } from './transitions.ts';

type Appointment = Parameters<typeof staffTransition>[1] & { currency: string };

/**
 * What a shop's cancellation gives back: everything left of each paid deposit and balance, as the
 * refund job that the cancellation queues will send (payments/refunds.ts refundAppointment). One
 * pure function, so the preview and the words around it cannot drift from the rules.
 */
export function shopCancelPreview(a: Appointment, payments: PaymentSummary[], now: Date): CancelPreview {
  const decision = staffTransition('cancel', a, now);
  const refunds = payments
    .filter((p) => p.status === 'succeeded' && p.totalAmount > p.refundedAmount)
    .map((p) => ({ kind: p.kind, amount: p.totalAmount - p.refundedAmount }));
  const refundAmount = refunds.reduce((s, r) => s + r.amount, 0);
  if (!decision.allowed) {
    return { allowed: false, message: decision.message, currency: a.currency, refundAmount: 0, refunds: [] };
  }
  return {
    allowed: true,
    message:
      refundAmount > 0
        ? 'When the shop cancels, everything the customer paid for this appointment goes back to their card.'
        : 'Nothing has been paid, so nothing is refunded: the time is simply freed.',
    currency: a.currency,
    refundAmount,
    refunds,
  };
}

/** The preview of cancelling one of the shop's appointments now, for a member who may change it. */
export async function previewShopCancel(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  member: Member,
  appointmentId: string,
) {
  const [a] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), eq(appointments.businessId, member.businessId)));
  if (!a) throw notFound('This appointment');
  requireAppointmentsOf(member, a.artistId);
  const payments = (await summariesOf(db, [a.id])).get(a.id) ?? [];
  return shopCancelPreview(a, payments, clock.now());
}
