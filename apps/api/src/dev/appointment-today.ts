import { eq } from 'drizzle-orm';
import { changeAppointment } from '../appointments/lifecycle.ts';
import { selectAppointmentViews } from '../appointments/view.ts';
import { blockedBy, keepingLengthOf, loadBookingContext, loadBusy } from '../availability/context.ts';
import { shopDay } from '../checkin/lookup.ts';
import { appointments } from '../db/schema/appointments.ts';
import type { Deps } from '../deps.ts';
import { DomainError, notFound } from '../domain/errors.ts';

const step = 5 * 60_000;

/**
 * Moves a booked appointment to a time today, where the shop is, that has already begun: the
 * journeys' stand-in for the weeks that pass between a booking and its day. A project's sessions
 * are booked weeks apart and the next one opens only once the last is done, while the door finds
 * only today's appointments and the shop marks one completed only once it has begun; the journey
 * server cannot move its clock, so the appointment comes to today instead. The start is the latest
 * one (on a 5-minute step, from midnight on) whose time, buffers included, the artist has free.
 * Through the lifecycle's `shop.move`, as the shop's own move: history line, sequence and messages
 * as any move. Dev tools only.
 */
export async function moveAppointmentToToday(deps: Pick<Deps, 'db' | 'clock'>, appointmentId: string) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await selectAppointmentViews(tx, eq(appointments.id, appointmentId)).for('update', {
      of: appointments,
    });
    if (!row) throw notFound('This appointment');
    const a = row.appointment;
    const ctx = keepingLengthOf(
      await loadBookingContext(tx, {
        shopUrl: row.shop.shopUrl,
        artistId: a.artistId,
        serviceId: a.serviceId,
      }),
      a,
    );
    const { from } = shopDay(row.shop.timeZone, now);
    const day = 86_400_000;
    const busy = await loadBusy(
      tx,
      a.artistId,
      new Date(from.getTime() - day),
      new Date(now.getTime() + day),
      now,
      a.id,
    );
    const free = (start: Date) => {
      const block = blockedBy(ctx, start);
      return busy.every((b) => b.end <= block.start || b.start >= block.end);
    };
    let start = new Date(Math.floor(now.getTime() / step) * step);
    while (start >= from && !free(start)) start = new Date(start.getTime() - step);
    if (start < from)
      throw new DomainError('SLOT_TAKEN', 'The artist has no free time today before now to move it to.');
    const blocked = blockedBy(ctx, start);
    await changeAppointment(
      tx,
      'shop.move',
      { id: a.id, from: a.status },
      {
        now,
        reason: 'moved to today by the journey tools',
        move: {
          startsAt: start,
          endsAt: new Date(start.getTime() + ctx.service.durationMinutes * 60_000),
          blockedFrom: blocked.start,
          blockedUntil: blocked.end,
        },
      },
    );
    return { appointmentId: a.id, startsAt: start.toISOString() };
  });
}
