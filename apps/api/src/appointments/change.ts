import { and, eq, lt } from 'drizzle-orm';
import { blockedBy, firstTakenStart, keepingLengthOf, loadBookingContext } from '../availability/context.ts';
import { freeTimes } from '../availability/service.ts';
import type { Database, Transaction } from '../db/client.ts';
import { appointments } from '../db/schema/appointments.ts';
import type { Deps } from '../deps.ts';
import { cancellation, rescheduling } from '../domain/appointment-policy.ts';
import { DomainError, isPgError, notFound, pgErrors } from '../domain/errors.ts';
import { changeAppointment } from './lifecycle.ts';
import { selectAppointmentViews } from './view.ts';

// Changes to an appointment after it was booked: expiring, moving and cancelling it (each one a
// change of the lifecycle table, applied by lifecycle.ts).

/** Why a row with an expiry lost its time, per status, in the history. */
const expiryReasons = {
  held: 'the hold ran out before payment',
  pending_deposit: 'the deposit was not paid in time',
  offered: 'the offer ran out before a time was chosen',
} as const;

/**
 * Moves rows past their expiry to `expired`, freeing their time: unpaid holds, unpaid accepted
 * offers and offered times nobody chose. Expired is judged by `now` (the services' clock);
 * `artistId` limits it to one artist's rows.
 */
export async function expireHolds(db: Database | Transaction, artistId: string | undefined, now: Date) {
  let count = 0;
  for (const [status, reason] of Object.entries(expiryReasons) as [keyof typeof expiryReasons, string][]) {
    const where = and(
      eq(appointments.status, status),
      lt(appointments.holdExpiresAt, now),
      artistId ? eq(appointments.artistId, artistId) : undefined,
    );
    count += (await changeAppointment(db, 'expiry.expire', { where: where! }, { now, reason })).length;
  }
  return count;
}

const ofCustomer = (customerId: string, id: string) =>
  and(eq(appointments.id, id), eq(appointments.customerId, customerId));

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
      const ctx = keepingLengthOf(
        await loadBookingContext(tx, {
          shopUrl: row.shop.shopUrl,
          artistId: a.artistId,
          serviceId: a.serviceId,
        }),
        a,
      );
      const blocked = blockedBy(ctx, start);
      // Its own current time does not stand in its way.
      if (await firstTakenStart(tx, ctx, [start], now, id)) {
        throw new DomainError('SLOT_TAKEN', 'This time is not free. Please choose another one.');
      }
      await changeAppointment(
        tx,
        'customer.move',
        { id, from: a.status },
        {
          now,
          actorUserId: customerId,
          move: {
            startsAt: start,
            endsAt: new Date(start.getTime() + ctx.service.durationMinutes * 60_000),
            blockedFrom: blocked.start,
            blockedUntil: blocked.end,
          },
        },
      );
    });
  } catch (error) {
    if (isPgError(error, pgErrors.exclusionViolation))
      throw new DomainError('SLOT_TAKEN', 'This time was just taken. Please choose another one.');
    throw error;
  }
}

/**
 * The free times my appointment can move to, as the move itself checks them (`rescheduleAppointment`):
 * its own length, not its service's, and its own time freed. Another customer's appointment is a 404.
 */
export async function rescheduleTimes(
  deps: Pick<Deps, 'db' | 'clock'>,
  customerId: string,
  id: string,
  days: { from?: string; to?: string },
) {
  const [row] = await selectAppointmentViews(deps.db, ofCustomer(customerId, id));
  if (!row) throw notFound('This appointment');
  const a = row.appointment;
  const query = { shopUrl: row.shop.shopUrl, artistId: a.artistId, serviceId: a.serviceId, ...days };
  return (await freeTimes(deps, query, a)).availability;
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
    // A project's session holds the project's credit even without a deposit of its own (session 2
    // on, or one booked again on credit): the notice still decides whether it is in time or late.
    const a = row.appointment;
    const decision = cancellation(
      a.projectId ? { ...a, depositAmount: Math.max(1, a.depositAmount) } : a,
      row.shop.policies,
      now,
    );
    if (!decision.allowed) throw new DomainError('CANNOT_CANCEL', decision.message);
    await changeAppointment(
      tx,
      'customer.cancel',
      { id, from: row.appointment.status },
      {
        now,
        actorUserId: customerId,
        reason: `cancelled by the customer; deposit: ${decision.outcome}`,
        set: { cancelOutcome: decision.outcome },
      },
    );
  });
}
