import { and, eq } from 'drizzle-orm';
import { changeAppointment, lifecycle } from '../appointments/lifecycle.ts';
import { selectAppointmentViews } from '../appointments/view.ts';
import { blockedBy, firstTakenStart, keepingLengthOf, loadBookingContext } from '../availability/context.ts';
import type { Member } from '../business/access.ts';
import { appointments } from '../db/schema/appointments.ts';
import type { Deps } from '../deps.ts';
import { DomainError, isPgError, notFound, pgErrors } from '../domain/errors.ts';
import { requireAppointmentsOf } from './access.ts';

// A hold is a customer in the middle of paying: theirs to finish, not the shop's to move.
const movable: readonly string[] = lifecycle['shop.move'].from;

/**
 * Moves an appointment to another free time of the same artist, as the shop: the customer's move
 * (appointments/change.ts) without its count and notice, which limit customers, not the shop. The
 * same slot check in the same transaction as the update, and the exclusion constraint behind it,
 * so two moves or a move and a booking cannot both take one time. The deposit stays with it, and the
 * customer keeps the right to cancel it with the deposit back or move it until it starts (policy.ts).
 */
export async function rescheduleByShop(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  member: Member,
  actorUserId: string,
  id: string,
  start: Date,
  reason: string | undefined,
) {
  const now = clock.now();
  try {
    await db.transaction(async (tx) => {
      const [row] = await selectAppointmentViews(
        tx,
        and(eq(appointments.id, id), eq(appointments.businessId, member.businessId)),
      ).for('update', { of: appointments });
      if (!row) throw notFound('This appointment');
      const a = row.appointment;
      requireAppointmentsOf(member, a.artistId);
      const holdRanOut = a.holdExpiresAt !== null && a.holdExpiresAt <= now;
      if (!movable.includes(a.status) || holdRanOut) {
        throw new DomainError(
          'CANNOT_RESCHEDULE',
          a.status === 'offered'
            ? 'This time is offered to the customer; change the offer instead.'
            : 'Only a booked appointment that has not begun can be moved.',
        );
      }
      if (a.startsAt <= now) {
        throw new DomainError(
          'CANNOT_RESCHEDULE',
          'This appointment has already begun, so it cannot be moved.',
        );
      }
      const ctx = keepingLengthOf(
        await loadBookingContext(tx, {
          shopUrl: row.shop.shopUrl,
          artistId: a.artistId,
          serviceId: a.serviceId,
        }),
        a,
      );
      if (await firstTakenStart(tx, ctx, [start], now, id)) {
        throw new DomainError(
          'SLOT_TAKEN',
          `This time is not free for ${row.artist.displayName}. Choose another one.`,
        );
      }
      const blocked = blockedBy(ctx, start);
      await changeAppointment(
        tx,
        'shop.move',
        { id, from: a.status },
        {
          now,
          actorUserId,
          reason: reason ? `moved by the shop: ${reason}` : undefined,
          shopReason: reason,
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
