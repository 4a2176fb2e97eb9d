import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { blockedBy, firstTakenStart, loadBookingContext } from '../availability/context.ts';
import type { Database, Transaction } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { appointmentHistory, appointments } from '../db/schema/appointments.ts';
import type { Deps } from '../deps.ts';
import { DomainError, isPgError, notFound, pgErrors } from '../domain/errors.ts';
import { enqueueJob, enqueueReminder } from '../jobs/queue.ts';
import { nextSequence } from './calendar.ts';
import { cancellation, rescheduling } from './policy.ts';
import { selectAppointmentViews } from './view.ts';

// Changes to an appointment after it was booked: confirming, expiring, moving and cancelling it.

/** Why a row with an expiry lost its time, per status, in the history. */
const expiryReasons = {
  held: 'the hold ran out before payment',
  pending_deposit: 'the deposit was not paid in time',
  offered: 'the offer ran out before a time was chosen',
} as const;

/**
 * Moves rows past their expiry to `expired` (compare-and-swap per status), freeing their time:
 * unpaid holds, unpaid accepted offers and offered times nobody chose. Expired is judged by `now`
 * (the services' clock); `artistId` limits it to one artist's rows.
 */
export async function expireHolds(db: Database | Transaction, artistId: string | undefined, now: Date) {
  let count = 0;
  for (const [status, reason] of Object.entries(expiryReasons) as [keyof typeof expiryReasons, string][]) {
    const expired = await db
      .update(appointments)
      .set({ status: 'expired', updatedAt: sql`now()` })
      .where(
        and(
          eq(appointments.status, status),
          lt(appointments.holdExpiresAt, now),
          artistId ? eq(appointments.artistId, artistId) : undefined,
        ),
      )
      .returning({ id: appointments.id });
    if (expired.length) {
      await db.insert(appointmentHistory).values(
        expired.map((e) => ({
          id: newId(),
          appointmentId: e.id,
          fromStatus: status,
          toStatus: 'expired',
          reason,
        })),
      );
    }
    count += expired.length;
  }
  return count;
}

/**
 * Confirms a held or pending appointment exactly once, whoever asks first (payment, webhook, staff):
 * a compare-and-swap on the status. The confirmation email and the reminder go in the same
 * transaction. Returns whether this call was the one that confirmed it.
 */
export async function confirmAppointment(
  tx: Database | Transaction,
  id: string,
  now: Date,
  reason = 'deposit paid',
  actorUserId: string | null = null,
) {
  const [row] = await tx
    .update(appointments)
    .set({ status: 'confirmed', holdExpiresAt: null, sequence: nextSequence, updatedAt: sql`now()` })
    .where(and(eq(appointments.id, id), inArray(appointments.status, ['held', 'pending_deposit'])))
    .returning({ id: appointments.id, startsAt: appointments.startsAt });
  if (!row) return false;
  await tx
    .insert(appointmentHistory)
    .values({ id: newId(), appointmentId: id, actorUserId, toStatus: 'confirmed', reason });
  await enqueueJob(tx, 'appointment.confirmed', { appointmentId: id }, now);
  await enqueueJob(tx, 'shop.new_booking', { appointmentId: id }, now);
  await enqueueReminder(tx, id, row.startsAt, now);
  return true;
}

const ofCustomer = (customerId: string, id: string) =>
  and(eq(appointments.id, id), eq(appointments.customerId, customerId));

/**
 * Tells the customer of a move, by whoever made it: the email now (a shop's move says so, with the
 * reason the shop gave), and a reminder for the new time (the old time's reminder finds it moved and
 * stays silent).
 */
export async function announceMove(
  tx: Transaction,
  id: string,
  status: string,
  start: Date,
  now: Date,
  byShop?: { reason?: string },
) {
  const startsAt = start.toISOString();
  const payload = byShop
    ? { appointmentId: id, startsAt, movedBy: 'shop' as const, reason: byShop.reason }
    : { appointmentId: id, startsAt };
  await enqueueJob(tx, 'appointment.rescheduled', payload, now);
  if (status === 'confirmed') await enqueueReminder(tx, id, start, now);
}

/**
 * Moves an appointment to another free time in one transaction: the same row takes the new time,
 * so the old one is released only as the new one is taken, and two moves at once cannot leave two
 * live appointments. The deposit stays with it.
 */
export async function rescheduleAppointment(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  customerId: string,
  id: string,
  start: Date,
) {
  const now = clock.now();
  try {
    await db.transaction(async (tx) => {
      const [row] = await selectAppointmentViews(tx, ofCustomer(customerId, id)).for('update', {
        of: appointments,
      });
      if (!row) throw notFound('This appointment');
      const a = row.appointment;
      const decision = rescheduling(a, row.shop.policies, now);
      if (!decision.allowed) throw new DomainError('CANNOT_RESCHEDULE', decision.message);
      const ctx = await loadBookingContext(tx, {
        shopUrl: row.shop.shopUrl,
        artistId: a.artistId,
        serviceId: a.serviceId,
      });
      const blocked = blockedBy(ctx, start);
      // Its own current time does not stand in its way.
      if (await firstTakenStart(tx, ctx, [start], now, id)) {
        throw new DomainError('SLOT_TAKEN', 'This time is not free. Please choose another one.');
      }
      await tx
        .update(appointments)
        .set({
          startsAt: start,
          endsAt: new Date(start.getTime() + ctx.service.durationMinutes * 60_000),
          blockedFrom: blocked.start,
          blockedUntil: blocked.end,
          rescheduleCount: a.rescheduleCount + 1,
          // A time the customer chose: their own deadlines apply again.
          shopMovedAt: null,
          sequence: nextSequence,
          updatedAt: sql`now()`,
        })
        .where(eq(appointments.id, id));
      await tx.insert(appointmentHistory).values({
        id: newId(),
        appointmentId: id,
        actorUserId: customerId,
        fromStatus: a.status,
        toStatus: a.status,
        fromStartsAt: a.startsAt,
        toStartsAt: start,
        reason: 'moved by the customer',
      });
      await announceMove(tx, id, a.status, start, now);
    });
  } catch (error) {
    if (isPgError(error, pgErrors.exclusionViolation))
      throw new DomainError('SLOT_TAKEN', 'This time was just taken. Please choose another one.');
    throw error;
  }
}

/** Cancels within the shop's policy, once: a second cancel or a race finds nothing to change. */
export async function cancelAppointment(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  customerId: string,
  id: string,
) {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const [row] = await selectAppointmentViews(tx, ofCustomer(customerId, id));
    if (!row) throw notFound('This appointment');
    const decision = cancellation(row.appointment, row.shop.policies, now);
    if (!decision.allowed) throw new DomainError('CANNOT_CANCEL', decision.message);
    const [changed] = await tx
      .update(appointments)
      .set({
        status: 'cancelled',
        cancelOutcome: decision.outcome,
        holdExpiresAt: null,
        sequence: nextSequence,
        updatedAt: sql`now()`,
      })
      .where(and(eq(appointments.id, id), eq(appointments.status, row.appointment.status)))
      .returning({ id: appointments.id });
    if (!changed)
      throw new DomainError('CONFLICT', 'This appointment just changed. Please look at it again.');
    await tx.insert(appointmentHistory).values({
      id: newId(),
      appointmentId: id,
      actorUserId: customerId,
      fromStatus: row.appointment.status,
      toStatus: 'cancelled',
      reason: `cancelled by the customer; deposit: ${decision.outcome}`,
    });
    await enqueueJob(tx, 'appointment.cancelled', { appointmentId: id }, now);
    // Money goes back through the payment port by a durable job written with the cancellation:
    // the deposit when the policy says refund, and a balance paid ahead in any case.
    if (decision.outcome !== 'release') {
      await enqueueJob(
        tx,
        'payment.refund_appointment',
        {
          appointmentId: id,
          kinds: decision.outcome === 'refund' ? ['deposit', 'balance'] : ['balance'],
          reason:
            decision.outcome === 'refund'
              ? 'Cancelled in time by the customer'
              : 'Cancelled late: balance paid ahead',
        },
        now,
      );
    }
  });
}
