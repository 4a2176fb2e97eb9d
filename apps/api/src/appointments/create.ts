import type { CreateAppointmentBody, Slot } from '@linework/contract/appointments';
import { and, eq } from 'drizzle-orm';
import { blockedBy, firstTakenStart, loadBookingContext } from '../availability/context.ts';
import type { Database } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { appointments } from '../db/schema/appointments.ts';
import type { Deps } from '../deps.ts';
import { newConfirmationCode } from '../domain/confirmation-code.ts';
import { DomainError, isPgError, pgErrors } from '../domain/errors.ts';
import { ownPicturePaths } from '../uploads/owned.ts';
import { expireHolds } from './change.ts';
import { changeAppointment } from './lifecycle.ts';

// Booking a time: the customer's new appointment, and the nearest other times when it was taken.

const holdMinutes = 10;

/** The nearest free times after a wanted one in the shop's zone, so a lost race still ends with a choice. */
export type NearestFreeTimes = (wanted: Date, timeZone: string) => Promise<Slot[]>;

const slotTaken = async (nearestFreeTimes: NearestFreeTimes, wanted: Date, timeZone: string) =>
  new DomainError('SLOT_TAKEN', 'This time was just taken. Here are the nearest free times.', {
    alternatives: await nearestFreeTimes(wanted, timeZone),
  });

/** The appointment this customer already booked with this idempotency key, if any. */
async function bookedWithKey(db: Database, customerId: string, idempotencyKey: string) {
  const [existing] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.customerId, customerId), eq(appointments.idempotencyKey, idempotencyKey)));
  return existing;
}

/**
 * Books a time: a 10-minute hold when the service takes a deposit, confirmed at once otherwise.
 * The slot is re-checked with the rules that offered it; the exclusion constraint decides races.
 */
export async function createAppointment(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  customerId: string,
  body: CreateAppointmentBody,
  idempotencyKey: string | undefined,
  nearestFreeTimes: NearestFreeTimes,
): Promise<{ id: string; created: boolean }> {
  if (idempotencyKey) {
    const existing = await bookedWithKey(db, customerId, idempotencyKey);
    if (existing) return { id: existing.id, created: false };
  }
  const ctx = await loadBookingContext(db, body);
  const referenceImages = await ownPicturePaths(
    db,
    customerId,
    body.referenceImagePaths ?? [],
    'body.referenceImagePaths',
  );
  if (ctx.service.requiresRequest) {
    throw new DomainError(
      'REQUEST_REQUIRED',
      'This service starts with a tattoo request, so the artist can plan it with you.',
    );
  }
  const start = new Date(body.start);
  const blocked = blockedBy(ctx, start);
  const now = clock.now();
  if (await firstTakenStart(db, ctx, [start], now))
    throw await slotTaken(nearestFreeTimes, start, ctx.shop.timeZone);

  const id = newId();
  const held = ctx.service.depositAmount > 0;
  try {
    await db.transaction(async (tx) => {
      // Holds that ran out no longer block: free them first, in this transaction.
      await expireHolds(tx, ctx.artist.id, now);
      await changeAppointment(
        tx,
        held ? 'customer.hold' : 'customer.book',
        {
          insert: [
            {
              id,
              businessId: ctx.shop.id,
              artistId: ctx.artist.id,
              serviceId: ctx.service.id,
              customerId,
              startsAt: start,
              endsAt: new Date(start.getTime() + ctx.service.durationMinutes * 60_000),
              blockedFrom: blocked.start,
              blockedUntil: blocked.end,
              holdExpiresAt: held ? new Date(now.getTime() + holdMinutes * 60_000) : null,
              confirmationCode: newConfirmationCode(),
              notes: body.notes || null,
              referenceImages,
              priceAmount: ctx.service.priceAmount,
              depositAmount: ctx.service.depositAmount,
              currency: ctx.shop.currency,
              attribution: body.attribution,
              idempotencyKey: idempotencyKey ?? null,
            },
          ],
        },
        { now, actorUserId: customerId },
      );
    });
  } catch (error) {
    if (isPgError(error, pgErrors.exclusionViolation))
      throw await slotTaken(nearestFreeTimes, start, ctx.shop.timeZone);
    if (isPgError(error, pgErrors.uniqueViolation) && idempotencyKey) {
      // The same request twice at once: the other one wrote it.
      const existing = await bookedWithKey(db, customerId, idempotencyKey);
      if (existing) return { id: existing.id, created: false };
    }
    throw error;
  }
  return { id, created: true };
}
