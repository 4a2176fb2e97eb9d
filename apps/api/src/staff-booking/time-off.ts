import type { AddTimeOffBody, TimeOffView } from '@linework/contract/staff-booking';
import { and, asc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import { newId } from '../db/ids.ts';
import { appointments, liveStatuses, timeOff } from '../db/schema/appointments.ts';
import type { Deps } from '../deps.ts';
import { DomainError, notFound } from '../domain/errors.ts';

// Time off belongs to the artist and blocks their times at every shop. Each entry remembers the shop
// that recorded it: only that shop reads its reason and may remove it; the others see it as busy.

const listLimit = 500;

const toView = (row: typeof timeOff.$inferSelect, businessId: string): TimeOffView => {
  const recordedHere = row.businessId === businessId;
  return {
    id: row.id,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    reason: recordedHere ? row.reason : null,
    recordedHere,
  };
};

/** The artist's time off that ends after `from` (by default now), soonest first. */
export async function listTimeOff(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  businessId: string,
  artistId: string,
  from = clock.now(),
) {
  const rows = await db
    .select()
    .from(timeOff)
    .where(and(eq(timeOff.artistId, artistId), gt(timeOff.endsAt, from)))
    .orderBy(asc(timeOff.startsAt))
    .limit(listLimit);
  return rows.map((r) => toView(r, businessId));
}

/**
 * Records time off. Appointments already booked inside it stay (the shop decides whether to move or
 * cancel them); their ids at this shop come back so the shop can see which.
 */
export async function addTimeOff(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  businessId: string,
  artistId: string,
  body: AddTimeOffBody,
) {
  const now = clock.now();
  const startsAt = new Date(body.startsAt);
  const endsAt = new Date(body.endsAt);
  if (endsAt <= now) {
    const message = 'This time off is already over. Pick a time that ends in the future.';
    throw new DomainError('VALIDATION_FAILED', message, { fields: { 'body.endsAt': message } });
  }
  const [row] = await db
    .insert(timeOff)
    .values({ id: newId(), artistId, businessId, startsAt, endsAt, reason: body.reason || null })
    .returning();
  const overlapping = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.artistId, artistId),
        eq(appointments.businessId, businessId),
        inArray(appointments.status, [...liveStatuses]),
        or(sql`${appointments.status} <> 'held'`, gt(appointments.holdExpiresAt, now)),
        lt(appointments.startsAt, endsAt),
        gt(appointments.endsAt, startsAt),
      ),
    )
    .orderBy(asc(appointments.startsAt));
  return { ...toView(row!, businessId), overlappingAppointmentIds: overlapping.map((a) => a.id) };
}

export async function removeTimeOff(
  { db }: Pick<Deps, 'db'>,
  businessId: string,
  artistId: string,
  id: string,
) {
  const removed = await db
    .delete(timeOff)
    .where(and(eq(timeOff.id, id), eq(timeOff.artistId, artistId), eq(timeOff.businessId, businessId)))
    .returning({ id: timeOff.id });
  if (removed.length === 0) throw notFound('This time off');
}
