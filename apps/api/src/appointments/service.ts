import { randomInt } from 'node:crypto';
import type { AppointmentView, CreateAppointmentBody, Slot } from '@linework/contract/appointments';
import type { PaymentSummary } from '@linework/contract/money';
import { and, asc, desc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { loadBookingContext, loadBusy, slotRules } from '../availability/context.ts';
import { blockedInterval, isSlotFree } from '../availability/slots.ts';
import type { Database, Transaction } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { appointmentHistory, appointments } from '../db/schema/appointments.ts';
import { artists, businesses, services } from '../db/schema/catalog.ts';
import { appointmentOffers } from '../db/schema/requests.ts';
import { conflict, notFound, policyViolation } from '../http/errors.ts';
import { enqueueJob, enqueueReminder } from '../jobs/queue.ts';
import { appointmentMoney } from '../payments/amounts.ts';
import { summariesOf } from '../payments/summary.ts';
import { cancellation, rescheduling } from './policy.ts';

export const holdMinutes = 10;

// Codes people read out at the door: no 0/O or 1/I to confuse.
const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const confirmationCode = () =>
  Array.from({ length: 6 }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('');

const isPg = (error: unknown, code: string): boolean => {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === code) return true;
  }
  return false;
};

/** The nearest free times after a wanted one in the shop's zone, so a lost race still ends with a choice. */
export type NearestFreeTimes = (wanted: Date, timeZone: string) => Promise<Slot[]>;

const slotTaken = async (nearestFreeTimes: NearestFreeTimes, wanted: Date, timeZone: string) =>
  conflict('SLOT_TAKEN', 'This time was just taken. Here are the nearest free times.', {
    alternatives: await nearestFreeTimes(wanted, timeZone),
  });

/**
 * Books a time: a 10-minute hold when the service takes a deposit, confirmed at once otherwise.
 * The slot is re-checked with the rules that offered it; the exclusion constraint decides races.
 */
export async function createAppointment(
  db: Database,
  customerId: string,
  body: CreateAppointmentBody,
  idempotencyKey: string | undefined,
  nearestFreeTimes: NearestFreeTimes,
): Promise<{ id: string; created: boolean }> {
  if (idempotencyKey) {
    const [existing] = await db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.customerId, customerId), eq(appointments.idempotencyKey, idempotencyKey)));
    if (existing) return { id: existing.id, created: false };
  }
  const ctx = await loadBookingContext(db, body);
  if (ctx.service.requiresRequest) {
    throw policyViolation(
      'REQUEST_REQUIRED',
      'This service starts with a tattoo request, so the artist can plan it with you.',
    );
  }
  const start = new Date(body.start);
  const blocked = blockedInterval(start, {
    durationMinutes: ctx.service.durationMinutes,
    bufferBeforeMinutes: ctx.link.bufferBeforeMinutes,
    bufferAfterMinutes: ctx.link.bufferAfterMinutes,
  });
  const now = new Date();
  const busy = await loadBusy(
    db,
    ctx.artist.id,
    new Date(blocked.start.getTime() - 86_400_000),
    new Date(blocked.end.getTime() + 86_400_000),
  );
  if (!isSlotFree(slotRules(ctx, busy, now), start))
    throw await slotTaken(nearestFreeTimes, start, ctx.shop.timeZone);

  const id = newId();
  const held = ctx.service.depositAmount > 0;
  try {
    await db.transaction(async (tx) => {
      // Holds that ran out no longer block: free them first, in this transaction.
      await expireHolds(tx, ctx.artist.id);
      await tx.insert(appointments).values({
        id,
        businessId: ctx.shop.id,
        artistId: ctx.artist.id,
        serviceId: ctx.service.id,
        customerId,
        startsAt: start,
        endsAt: new Date(start.getTime() + ctx.service.durationMinutes * 60_000),
        blockedFrom: blocked.start,
        blockedUntil: blocked.end,
        status: held ? 'held' : 'confirmed',
        holdExpiresAt: held ? new Date(now.getTime() + holdMinutes * 60_000) : null,
        confirmationCode: confirmationCode(),
        notes: body.notes || null,
        referenceImages: body.referenceImagePaths ?? [],
        priceAmount: ctx.service.priceAmount,
        depositAmount: ctx.service.depositAmount,
        currency: ctx.shop.currency,
        attribution: body.attribution,
        idempotencyKey: idempotencyKey ?? null,
      });
      await tx.insert(appointmentHistory).values({
        id: newId(),
        appointmentId: id,
        actorUserId: customerId,
        toStatus: held ? 'held' : 'confirmed',
        toStartsAt: start,
        reason: 'booked by the customer',
      });
      if (!held) {
        await enqueueJob(tx, 'appointment.confirmed', { appointmentId: id });
        await enqueueReminder(tx, id, start);
      }
    });
  } catch (error) {
    if (isPg(error, '23P01')) throw await slotTaken(nearestFreeTimes, start, ctx.shop.timeZone);
    if (isPg(error, '23505') && idempotencyKey) {
      // The same request twice at once: the other one wrote it.
      const [existing] = await db
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(eq(appointments.customerId, customerId), eq(appointments.idempotencyKey, idempotencyKey)));
      if (existing) return { id: existing.id, created: false };
    }
    throw error;
  }
  return { id, created: true };
}

/** Why a row with an expiry lost its time, per status, in the history. */
const expiryReasons = {
  held: 'the hold ran out before payment',
  pending_deposit: 'the deposit was not paid in time',
  offered: 'the offer ran out before a time was chosen',
} as const;

/**
 * Moves rows past their expiry to `expired` (compare-and-swap per status), freeing their time:
 * unpaid holds, unpaid accepted offers and offered times nobody chose.
 */
export async function expireHolds(db: Database | Transaction, artistId?: string) {
  let count = 0;
  for (const [status, reason] of Object.entries(expiryReasons) as [keyof typeof expiryReasons, string][]) {
    const expired = await db
      .update(appointments)
      .set({ status: 'expired', updatedAt: sql`now()` })
      .where(
        and(
          eq(appointments.status, status),
          lt(appointments.holdExpiresAt, sql`now()`),
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
  reason = 'deposit paid',
  actorUserId: string | null = null,
) {
  const [row] = await tx
    .update(appointments)
    .set({ status: 'confirmed', holdExpiresAt: null, updatedAt: sql`now()` })
    .where(and(eq(appointments.id, id), inArray(appointments.status, ['held', 'pending_deposit'])))
    .returning({ id: appointments.id, startsAt: appointments.startsAt });
  if (!row) return false;
  await tx
    .insert(appointmentHistory)
    .values({ id: newId(), appointmentId: id, actorUserId, toStatus: 'confirmed', reason });
  await enqueueJob(tx, 'appointment.confirmed', { appointmentId: id });
  await enqueueReminder(tx, id, row.startsAt);
  return true;
}

const viewColumns = { appointment: appointments, shop: businesses, artist: artists, service: services };

/** An instant as the shop's wall-clock time, e.g. 2027-03-14T11:00, as the contract's `localStart`. */
export const localStart = (at: Date, timeZone: string) =>
  DateTime.fromJSDate(at, { zone: timeZone }).toFormat("yyyy-MM-dd'T'HH:mm");

/**
 * The offers these appointments belong to, with the times still open to choose, by offer id: two
 * queries however many appointments there are.
 */
async function offersOf(
  db: Database,
  rows: { appointment: { offerId: string | null }; shop: { timeZone: string } }[],
) {
  const zones = new Map(
    rows.flatMap((r) => (r.appointment.offerId ? [[r.appointment.offerId, r.shop.timeZone]] : [])),
  );
  const found = new Map<string, NonNullable<AppointmentView['offer']>>();
  if (zones.size === 0) return found;
  const ids = [...zones.keys()];
  const [offers, open] = await Promise.all([
    db.select().from(appointmentOffers).where(inArray(appointmentOffers.id, ids)),
    db
      .select({ offerId: appointments.offerId, startsAt: appointments.startsAt, endsAt: appointments.endsAt })
      .from(appointments)
      .where(
        and(
          inArray(appointments.offerId, ids),
          eq(appointments.status, 'offered'),
          gt(appointments.holdExpiresAt, sql`now()`),
        ),
      )
      .orderBy(asc(appointments.startsAt)),
  ]);
  for (const offer of offers) {
    const zone = zones.get(offer.id)!;
    found.set(offer.id, {
      id: offer.id,
      requestId: offer.requestId,
      expiresAt: offer.expiresAt.toISOString(),
      message: offer.message,
      times: open
        .filter((t) => t.offerId === offer.id)
        .map((t) => ({
          start: t.startsAt.toISOString(),
          end: t.endsAt.toISOString(),
          localStart: localStart(t.startsAt, zone),
        })),
    });
  }
  return found;
}

function toView(
  row: {
    appointment: typeof appointments.$inferSelect;
    shop: typeof businesses.$inferSelect;
    artist: typeof artists.$inferSelect;
    service: typeof services.$inferSelect;
  },
  offer: AppointmentView['offer'],
  payments: PaymentSummary[] = [],
): AppointmentView {
  const a = row.appointment;
  return {
    id: a.id,
    status: a.status,
    confirmationCode: a.confirmationCode,
    startsAt: a.startsAt.toISOString(),
    endsAt: a.endsAt.toISOString(),
    localStart: localStart(a.startsAt, row.shop.timeZone),
    holdExpiresAt: a.holdExpiresAt?.toISOString() ?? null,
    shop: {
      id: row.shop.id,
      shopUrl: row.shop.shopUrl,
      name: row.shop.name,
      timeZone: row.shop.timeZone,
      addressLine: row.shop.addressLine,
      city: row.shop.city,
    },
    artist: { id: row.artist.id, displayName: row.artist.displayName, urlPath: row.artist.urlPath },
    service: { id: row.service.id, name: row.service.name, durationMinutes: row.service.durationMinutes },
    priceAmount: a.priceAmount,
    depositAmount: a.depositAmount,
    currency: a.currency,
    notes: a.notes,
    createdAt: a.createdAt.toISOString(),
    cancellation: cancellation(a, row.shop.policies, new Date()),
    cancelOutcome: a.cancelOutcome,
    reschedule: rescheduling(a, row.shop.policies, new Date()),
    rescheduleCount: a.rescheduleCount,
    offer,
    money: appointmentMoney(a, payments),
  };
}

/**
 * Moves an appointment to another free time in one transaction: the same row takes the new time,
 * so the old one is released only as the new one is taken, and two moves at once cannot leave two
 * live appointments. The deposit stays with it.
 */
export async function rescheduleAppointment(db: Database, customerId: string, id: string, start: Date) {
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select(viewColumns)
        .from(appointments)
        .innerJoin(businesses, eq(businesses.id, appointments.businessId))
        .innerJoin(artists, eq(artists.id, appointments.artistId))
        .innerJoin(services, eq(services.id, appointments.serviceId))
        .where(and(eq(appointments.id, id), eq(appointments.customerId, customerId)))
        .for('update', { of: appointments });
      if (!row) throw notFound('This appointment');
      const a = row.appointment;
      const decision = rescheduling(a, row.shop.policies, new Date());
      if (!decision.allowed) throw policyViolation('CANNOT_RESCHEDULE', decision.message);
      const ctx = await loadBookingContext(tx, {
        shopUrl: row.shop.shopUrl,
        artistId: a.artistId,
        serviceId: a.serviceId,
      });
      const blocked = blockedInterval(start, {
        durationMinutes: ctx.service.durationMinutes,
        bufferBeforeMinutes: ctx.link.bufferBeforeMinutes,
        bufferAfterMinutes: ctx.link.bufferAfterMinutes,
      });
      const busy = (
        await loadBusy(
          tx,
          a.artistId,
          new Date(blocked.start.getTime() - 86_400_000),
          new Date(blocked.end.getTime() + 86_400_000),
        )
      )
        // Its own current time does not stand in its way.
        .filter(
          (b) =>
            !(b.start.getTime() === a.blockedFrom.getTime() && b.end.getTime() === a.blockedUntil.getTime()),
        );
      if (!isSlotFree(slotRules(ctx, busy, new Date()), start)) {
        throw conflict('SLOT_TAKEN', 'This time is not free. Please choose another one.');
      }
      await tx
        .update(appointments)
        .set({
          startsAt: start,
          endsAt: new Date(start.getTime() + ctx.service.durationMinutes * 60_000),
          blockedFrom: blocked.start,
          blockedUntil: blocked.end,
          rescheduleCount: a.rescheduleCount + 1,
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
      await enqueueJob(tx, 'appointment.rescheduled', { appointmentId: id, startsAt: start.toISOString() });
      // The reminder of the old time finds it moved and stays silent; this one is for the new time.
      if (a.status === 'confirmed') await enqueueReminder(tx, id, start);
    });
  } catch (error) {
    if (isPg(error, '23P01'))
      throw conflict('SLOT_TAKEN', 'This time was just taken. Please choose another one.');
    throw error;
  }
}

/** Cancels within the shop's policy, once: a second cancel or a race finds nothing to change. */
export async function cancelAppointment(db: Database, customerId: string, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select(viewColumns)
      .from(appointments)
      .innerJoin(businesses, eq(businesses.id, appointments.businessId))
      .innerJoin(artists, eq(artists.id, appointments.artistId))
      .innerJoin(services, eq(services.id, appointments.serviceId))
      .where(and(eq(appointments.id, id), eq(appointments.customerId, customerId)));
    if (!row) throw notFound('This appointment');
    const decision = cancellation(row.appointment, row.shop.policies, new Date());
    if (!decision.allowed) throw policyViolation('CANNOT_CANCEL', decision.message);
    const [changed] = await tx
      .update(appointments)
      .set({
        status: 'cancelled',
        cancelOutcome: decision.outcome,
        holdExpiresAt: null,
        updatedAt: sql`now()`,
      })
      .where(and(eq(appointments.id, id), eq(appointments.status, row.appointment.status)))
      .returning({ id: appointments.id });
    if (!changed) throw conflict('CONFLICT', 'This appointment just changed. Please look at it again.');
    await tx.insert(appointmentHistory).values({
      id: newId(),
      appointmentId: id,
      actorUserId: customerId,
      fromStatus: row.appointment.status,
      toStatus: 'cancelled',
      reason: `cancelled by the customer; deposit: ${decision.outcome}`,
    });
    await enqueueJob(tx, 'appointment.cancelled', { appointmentId: id });
    // Money goes back through the payment port by a durable job written with the cancellation:
    // the deposit when the policy says refund, and a balance paid ahead in any case.
    if (decision.outcome !== 'release') {
      await enqueueJob(tx, 'payment.refund_appointment', {
        appointmentId: id,
        kinds: decision.outcome === 'refund' ? ['deposit', 'balance'] : ['balance'],
        reason:
          decision.outcome === 'refund'
            ? 'Cancelled in time by the customer'
            : 'Cancelled late: balance paid ahead',
      });
    }
  });
}

const withDetails = (db: Database) =>
  db
    .select(viewColumns)
    .from(appointments)
    .innerJoin(businesses, eq(businesses.id, appointments.businessId))
    .innerJoin(artists, eq(artists.id, appointments.artistId))
    .innerJoin(services, eq(services.id, appointments.serviceId));

/** One appointment of this customer; anyone else's is not found. */
export async function getAppointment(db: Database, customerId: string, id: string): Promise<AppointmentView> {
  const [row] = await withDetails(db).where(
    and(eq(appointments.id, id), eq(appointments.customerId, customerId)),
  );
  if (!row) throw notFound('This appointment');
  const [offers, paid] = await Promise.all([offersOf(db, [row]), summariesOf(db, [id])]);
  return toView(row, offers.get(row.appointment.offerId ?? '') ?? null, paid.get(id));
}

export async function listAppointments(db: Database, customerId: string, scope: 'upcoming' | 'past') {
  const now = new Date();
  const rows =
    scope === 'upcoming'
      ? await withDetails(db)
          .where(
            and(
              eq(appointments.customerId, customerId),
              gte(appointments.endsAt, now),
              inArray(appointments.status, ['held', 'pending_deposit', 'confirmed', 'checked_in']),
            ),
          )
          .orderBy(asc(appointments.startsAt))
          .limit(50)
      : await withDetails(db)
          .where(and(eq(appointments.customerId, customerId), lte(appointments.startsAt, now)))
          .orderBy(desc(appointments.startsAt))
          .limit(50);
  // A hold or an unpaid acceptance past its expiry is no longer upcoming, even before the sweep.
  const shown = rows.filter((r) => !(r.appointment.holdExpiresAt && r.appointment.holdExpiresAt < now));
  const [offers, paid] = await Promise.all([
    offersOf(db, shown),
    summariesOf(
      db,
      shown.map((r) => r.appointment.id),
    ),
  ]);
  return shown.map((r) =>
    toView(r, offers.get(r.appointment.offerId ?? '') ?? null, paid.get(r.appointment.id)),
  );
}
