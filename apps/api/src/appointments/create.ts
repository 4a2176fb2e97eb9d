import type { CreateAppointmentBody, Slot } from '@linework/contract/appointments';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { blockedBy, firstTakenStart, loadBookingContext } from '../availability/context.ts';
import type { Database, Transaction } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { appointments } from '../db/schema/appointments.ts';
import { flashClaims, flashDropItems } from '../db/schema/flash.ts';
import type { Deps } from '../deps.ts';
import { newConfirmationCode } from '../domain/confirmation-code.ts';
import { DomainError, fieldError, isPgError, pgErrors } from '../domain/errors.ts';
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

/** Is this flash design sold in a drop (so only a claim of it may be booked)? */
async function inADrop(db: Database, designId: string) {
  const [item] = await db
    .select({ id: flashDropItems.id })
    .from(flashDropItems)
    .where(eq(flashDropItems.designId, designId))
    .limit(1);
  return Boolean(item);
}

/**
 * Ties the customer's live claim of the design to the appointment booked for it, once: from then on
 * the claim lasts as long as the appointment (flash/service.ts releases it when that ends unpaid).
 */
async function keepClaim(
  tx: Transaction,
  c: { claimId: string; customerId: string; designId: string; id: string; now: Date },
) {
  const kept = await tx
    .update(flashClaims)
    .set({ appointmentId: c.id })
    .where(
      and(
        eq(flashClaims.id, c.claimId),
        eq(flashClaims.customerId, c.customerId),
        eq(flashClaims.status, 'held'),
        isNull(flashClaims.appointmentId),
        gt(flashClaims.holdExpiresAt, c.now),
        inArray(
          flashClaims.dropItemId,
          tx
            .select({ id: flashDropItems.id })
            .from(flashDropItems)
            .where(eq(flashDropItems.designId, c.designId)),
        ),
      ),
    )
    .returning({ id: flashClaims.id });
  if (kept.length === 0) {
    throw new DomainError('CLAIM_LAPSED', 'Your claim ran out and the design went back to the drop.');
  }
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
  if (body.flashClaimId && !ctx.flash) {
    throw fieldError('body.flashSizeId', 'Choose the size of the design you claimed.');
  }
  if (ctx.flash && !body.flashClaimId && (await inADrop(db, ctx.flash.designId))) {
    throw new DomainError('CLAIM_REQUIRED', 'This design is sold in a drop: claim it first.');
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
      if (body.flashClaimId && ctx.flash) {
        await keepClaim(tx, {
          claimId: body.flashClaimId,
          customerId,
          designId: ctx.flash.designId,
          id,
          now,
        });
      }
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
