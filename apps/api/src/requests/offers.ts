import type { CreateOfferBody } from '@linework/contract/requests';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { expireHolds } from '../appointments/change.ts';
import { changeAppointment } from '../appointments/lifecycle.ts';
import { firstTakenStart, loadBookingContext } from '../availability/context.ts';
import { blockedInterval } from '../availability/slots.ts';
import { isStaff, type Member } from '../business/access.ts';
import { artistDoesService } from '../catalog/artist-services.ts';
import type { Database } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { appointments } from '../db/schema/appointments.ts';
import { artistShops, businesses } from '../db/schema/catalog.ts';
import { appointmentOffers, tattooRequests } from '../db/schema/requests.ts';
import { type Clock, type Deps, systemClock } from '../deps.ts';
import { newConfirmationCode } from '../domain/confirmation-code.ts';
import { DomainError, fieldError, isPgError, notFound, pgErrors } from '../domain/errors.ts';
import { shopTime } from '../domain/shop-time.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { recordEvent } from './service.ts';
import { lockShopRequest, requireVisible, setRequestStatus } from './staff.ts';

/**
 * How long an accepted offer with a deposit keeps its time while the deposit is unpaid. Longer than
 * the 10-minute hold of a booking: the shop chose this customer, and payment may come from a link.
 */
export const acceptedOfferPayHours = 24;

const hour = 3_600_000;

/** A time taken meanwhile, named as the shop's clock reads it ("Saturday 28 November 2026, 11:00 …"). */
const slotGone = (taken?: { start: Date; timeZone: string }) =>
  new DomainError(
    'SLOT_TAKEN',
    taken
      ? `${shopTime(taken.start, taken.timeZone)} is not free for this artist any more. Choose other times.`
      : 'One of these times was just taken. Choose other times.',
    taken ? { start: taken.start.toISOString() } : undefined,
  );

/** The artist works at the shop and does the service: checked for field messages before the slot rules. */
async function checkArtistAndService(db: Database, businessId: string, body: CreateOfferBody) {
  const [link] = await db
    .select({ id: artistShops.id })
    .from(artistShops)
    .where(and(eq(artistShops.businessId, businessId), eq(artistShops.artistId, body.artistId)));
  if (!link) throw fieldError('body.artistId', 'Choose an artist who works at this shop.');
  if (!(await artistDoesService(db, businessId, body.artistId, body.serviceId)))
    throw fieldError('body.serviceId', 'Choose a service of this shop that this artist does.');
}

/**
 * The shop offers up to four times for a request. Each time becomes an appointment row with status
 * `offered` and the offer's expiry, so the exclusion constraint holds all of them; each is checked
 * with the very slot rules the booking path uses. The money is the service's unless the shop sets
 * it, in minor units, and the deposit never exceeds the price. One transaction: request, offer,
 * appointments, history and the offer email.
 */
export async function createOffer(
  deps: Pick<Deps, 'db' | 'clock' | 'storage'>,
  staffUserId: string,
  member: Member,
  requestId: string,
  body: CreateOfferBody,
) {
  const { db } = deps;
  const { businessId } = member;
  const now = deps.clock.now();
  await requireVisible(deps, member, requestId);
  if (!isStaff(member) && body.artistId !== member.artistId) {
    throw new DomainError(
      'FORBIDDEN',
      'Artists offer only their own times. Ask the front desk to offer another artist’s.',
    );
  }
  const [shop] = await db.select().from(businesses).where(eq(businesses.id, businessId));
  if (!shop) throw notFound('This business');
  await checkArtistAndService(db, businessId, body);
  const starts = body.starts.map((s) => new Date(s)).sort((a, b) => a.getTime() - b.getTime());
  try {
    return await db.transaction(async (tx) => {
      const request = await lockShopRequest(tx, businessId, requestId, [
        'submitted',
        'question_asked',
        'offer_expired',
      ]);
      const ctx = await loadBookingContext(tx, { shopUrl: shop.shopUrl, ...body });
      const priceAmount = body.priceAmount ?? ctx.service.priceAmount;
      const depositAmount = body.depositAmount ?? ctx.service.depositAmount;
      if (depositAmount > priceAmount) {
        throw fieldError('body.depositAmount', 'The deposit cannot be more than the price.');
      }
      const length = {
        durationMinutes: ctx.service.durationMinutes,
        bufferBeforeMinutes: ctx.link.bufferBeforeMinutes,
        bufferAfterMinutes: ctx.link.bufferAfterMinutes,
      };
      const blocks = starts.map((start) => ({ start, blocked: blockedInterval(start, length) }));
      for (let i = 1; i < blocks.length; i++) {
        if (blocks[i]!.blocked.start < blocks[i - 1]!.blocked.end) {
          throw fieldError(
            'body.starts',
            'Two of the offered times overlap. Offer times that leave room for the whole session between them.',
          );
        }
      }
      // Holds that ran out no longer block: free them first, in this transaction.
      await expireHolds(tx, ctx.artist.id, now);
      const taken = await firstTakenStart(tx, ctx, starts, now);
      if (taken) throw slotGone({ start: taken, timeZone: ctx.shop.timeZone });

      const offerId = newId();
      const rows = blocks.map(({ start, blocked }) => ({ id: newId(), start, blocked }));
      const expiresAt = new Date(now.getTime() + body.expiresInHours * hour);
      await tx.insert(appointmentOffers).values({
        id: offerId,
        requestId,
        businessId,
        primaryAppointmentId: rows[0]!.id,
        depositAmount,
        message: body.message || null,
        expiresAt,
        createdByUserId: staffUserId,
      });
      await changeAppointment(
        tx,
        'shop.offer',
        {
          insert: rows.map((r) => ({
            id: r.id,
            businessId,
            artistId: ctx.artist.id,
            serviceId: ctx.service.id,
            customerId: request.customerId,
            startsAt: r.start,
            endsAt: new Date(r.start.getTime() + ctx.service.durationMinutes * 60_000),
            blockedFrom: r.blocked.start,
            blockedUntil: r.blocked.end,
            holdExpiresAt: expiresAt,
            confirmationCode: newConfirmationCode(),
            notes: request.idea.slice(0, 2000),
            referenceImages: request.referenceImages,
            priceAmount,
            depositAmount,
            currency: shop.currency,
            offerId,
          })),
        },
        { now, actorUserId: staffUserId },
      );
      await setRequestStatus(tx, requestId, request.status, 'offered');
      await recordEvent(tx, {
        requestId,
        kind: 'offer',
        by: 'shop',
        actorUserId: staffUserId,
        fromStatus: request.status,
        toStatus: 'offered',
        message: body.message || null,
      });
      await enqueueJob(tx, 'offer.sent', { offerId }, now);
      return { offerId, appointmentId: rows[0]!.id };
    });
  } catch (error) {
    if (isPgError(error, pgErrors.exclusionViolation)) throw slotGone();
    throw error;
  }
}

const offerClosed = () =>
  new DomainError(
    'OFFER_CLOSED',
    'This offer was already answered. Open the appointment to see where it stands.',
  );
const offerExpired = () =>
  new DomainError(
    'OFFER_EXPIRED',
    'This offer ran out and its times were freed. Message the shop for new times.',
  );

/**
 * The customer chooses one of the offered times, in one transaction: the primary row takes the
 * chosen time, the other times are freed, and the appointment waits for its deposit (or is confirmed
 * at once when there is none). The rows are locked and the primary changes by compare-and-swap on
 * `offered`, so of two accepts at once exactly one wins. Returns the primary appointment's id.
 */
export async function acceptOffer(
  deps: Pick<Deps, 'db' | 'clock'>,
  customerId: string,
  appointmentId: string,
  start: Date,
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ offerId: appointments.offerId })
      .from(appointments)
      .where(and(eq(appointments.id, appointmentId), eq(appointments.customerId, customerId)));
    if (!row) throw notFound('This appointment');
    if (!row.offerId) throw new DomainError('OFFER_CLOSED', 'This appointment is not an offer of times.');
    // Locked in one order by every accept, so two at once wait for each other instead of deadlocking.
    const times = await tx
      .select()
      .from(appointments)
      .where(eq(appointments.offerId, row.offerId))
      .orderBy(asc(appointments.id))
      .for('update');
    const [offer] = await tx.select().from(appointmentOffers).where(eq(appointmentOffers.id, row.offerId));
    const primary = times.find((t) => t.id === offer!.primaryAppointmentId)!;
    if (primary.status === 'expired' || (primary.status === 'offered' && offer!.expiresAt <= now)) {
      throw offerExpired();
    }
    if (primary.status !== 'offered') throw offerClosed();
    const chosen = times.find((t) => t.status === 'offered' && t.startsAt.getTime() === start.getTime());
    if (!chosen) throw fieldError('body.start', 'Choose one of the offered times.');
    if (chosen.startsAt <= now) {
      throw new DomainError('TIME_PASSED', 'This time has already begun. Choose a later one.');
    }

    const payBy = new Date(Math.min(now.getTime() + acceptedOfferPayHours * hour, chosen.startsAt.getTime()));
    // The other times go first, so the primary row can move onto the chosen one.
    await changeAppointment(
      tx,
      'offer.release',
      { where: and(eq(appointments.offerId, row.offerId), ne(appointments.id, primary.id))! },
      { now, actorUserId: customerId },
    );
    await changeAppointment(
      tx,
      'offer.accept',
      { id: primary.id, from: 'offered' },
      {
        now,
        actorUserId: customerId,
        set: { holdExpiresAt: payBy },
        move: {
          startsAt: chosen.startsAt,
          endsAt: chosen.endsAt,
          blockedFrom: chosen.blockedFrom,
          blockedUntil: chosen.blockedUntil,
        },
      },
    );
    const [request] = await tx
      .update(tattooRequests)
      .set({ status: 'booked', updatedAt: sql`now()` })
      .where(and(eq(tattooRequests.id, offer!.requestId), eq(tattooRequests.status, 'offered')))
      .returning({ id: tattooRequests.id });
    // The worker marked the request's offer as run out meanwhile: the offer is over.
    if (!request) throw offerExpired();
    await recordEvent(tx, {
      requestId: offer!.requestId,
      kind: 'accepted',
      by: 'customer',
      actorUserId: customerId,
      fromStatus: 'offered',
      toStatus: 'booked',
    });
    if (primary.depositAmount === 0) {
      await changeAppointment(tx, 'offer.confirm', { id: primary.id }, { now, actorUserId: customerId });
    }
    return primary.id;
  });
}

/**
 * Requests whose offer ran out go to `offer_expired`, so the shop can offer again; the offered rows
 * themselves are freed by expireHolds. The worker runs this on every pass (it passes the database
 * alone for now; the clock is the system's unless it gives its own).
 */
export async function expireOffers(db: Database, clock: Clock = systemClock) {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(tattooRequests)
      .set({ status: 'offer_expired', updatedAt: sql`now()` })
      .where(
        and(
          eq(tattooRequests.status, 'offered'),
          sql`(SELECT o.expires_at FROM appointment_offers o WHERE o.request_id = ${tattooRequests.id}
               ORDER BY o.created_at DESC LIMIT 1) <= ${now.toISOString()}::timestamptz`,
        ),
      )
      .returning({ id: tattooRequests.id });
    for (const r of expired) {
      await recordEvent(tx, {
        requestId: r.id,
        kind: 'offer_expired',
        by: 'system',
        fromStatus: 'offered',
        toStatus: 'offer_expired',
      });
    }
    return expired.length;
  });
}
