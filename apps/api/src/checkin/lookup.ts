import { randomInt, timingSafeEqual } from 'node:crypto';
import { appointmentStatusGroups } from '@linework/contract/appointments';
import {
  type CheckInFindBody,
  type CheckInLookupBody,
  type CheckInTicket,
  significantPhoneDigits,
} from '@linework/contract/checkin';
import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { appointments } from '../db/schema/appointments.ts';
import { businesses } from '../db/schema/catalog.ts';
import { checkInLookups, checkInPasses } from '../db/schema/checkin.ts';
import { users } from '../db/schema/users.ts';
import type { Deps } from '../deps.ts';
import { DomainError, notFound } from '../domain/errors.ts';
import { shopClockTime } from '../domain/shop-time.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { sha256Hex } from '../waivers/canonical.ts';
import { appointmentWaiverState } from '../waivers/sessions.ts';
import { currentTemplate } from '../waivers/templates.ts';

/** How long an emailed code works. */
export const codeLifetimeMinutes = 10;
/** How long a found appointment stays open on the door's screen: long enough to sign the waiver. */
const ticketLifetimeMs = 30 * 60_000;
const maxCodeAttempts = 5;
/** Appointments that can be found at the door. */

/** What the door's services use: the database and the time. */
type DoorDeps = Pick<Deps, 'db' | 'clock'>;

type Shop = typeof businesses.$inferSelect;

export async function shopByUrl(db: Database, shopUrl: string): Promise<Shop> {
  const [shop] = await db.select().from(businesses).where(eq(businesses.shopUrl, shopUrl));
  if (!shop) throw notFound('This shop');
  return shop;
}

/** Today, midnight to midnight, where the shop is. */
export function shopDay(timeZone: string, now: Date) {
  const start = DateTime.fromJSDate(now, { zone: timeZone }).startOf('day');
  return { from: start.toJSDate(), to: start.plus({ days: 1 }).toJSDate() };
}

/** Today's appointment at the shop that matches, the one nearest to now if there are several. */
async function todaysAppointment(db: Database, shop: Shop, match: SQL, now: Date) {
  const { from, to } = shopDay(shop.timeZone, now);
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.customerId))
    .leftJoin(checkInPasses, eq(checkInPasses.appointmentId, appointments.id))
    .where(
      and(
        eq(appointments.businessId, shop.id),
        inArray(appointments.status, [...appointmentStatusGroups.arrivable]),
        gte(appointments.startsAt, from),
        lt(appointments.startsAt, to),
        match,
      ),
    )
    .orderBy(asc(sql`abs(extract(epoch from ${appointments.startsAt} - ${now.toISOString()}::timestamptz))`))
    .limit(1);
  return row?.id ?? null;
}

const codeHash = (lookupId: string, code: string) => Buffer.from(sha256Hex(`${lookupId}:${code}`), 'hex');

/**
 * A lookup by email or phone. Whether or not it matched, it writes one row and queues one job and
 * answers the same; only a match makes the job email a one-time code to the customer, so the
 * answer tells nobody whether that person has an appointment.
 */
export async function startLookup({ db, clock }: DoorDeps, shopUrl: string, body: CheckInLookupBody) {
  const now = clock.now();
  const shop = await shopByUrl(db, shopUrl);
  const match =
    body.by === 'email'
      ? sql`lower(${users.email}) = ${body.value}`
      : // Typed at the door with or without the country code: the last digits must agree.
        sql`regexp_replace(coalesce(${users.phoneNumber}, ''), '\\D', '', 'g') like ${`%${significantPhoneDigits(body.value)}`}`;
  const appointmentId = await todaysAppointment(db, shop, match, now);
  const id = newId();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(now.getTime() + codeLifetimeMinutes * 60_000);
  await db.transaction(async (tx) => {
    // Searches are worth nothing a day after they expire; the door's own table stays small.
    await tx
      .delete(checkInLookups)
      .where(
        and(
          eq(checkInLookups.businessId, shop.id),
          lt(checkInLookups.expiresAt, new Date(now.getTime() - 86_400_000)),
        ),
      );
    await tx.insert(checkInLookups).values({
      id,
      businessId: shop.id,
      appointmentId,
      method: body.by,
      codeHash: codeHash(id, code).toString('hex'),
      expiresAt,
    });
    await enqueueJob(tx, 'check-in.code', { lookupId: id, code }, clock.now());
  });
  return { lookupId: id, expiresAt: expiresAt.toISOString() };
}

const codeInvalid = () =>
  new DomainError(
    'CHECK_IN_CODE_INVALID',
    'That code is not right, or it has expired. Check the email, or start again.',
    { fields: { 'body.code': 'That code is not right, or it has expired' } },
  );

/** Turns a lookup into a ticket when its emailed code is entered; five tries, then it is spent. */
export async function verifyLookup({ db, clock }: DoorDeps, shopUrl: string, lookupId: string, code: string) {
  const now = clock.now();
  const shop = await shopByUrl(db, shopUrl);
  const [row] = await db
    .update(checkInLookups)
    .set({ attempts: sql`${checkInLookups.attempts} + 1` })
    .where(
      and(
        eq(checkInLookups.id, lookupId),
        eq(checkInLookups.businessId, shop.id),
        isNull(checkInLookups.verifiedAt),
        isNotNull(checkInLookups.codeHash),
        gt(checkInLookups.expiresAt, now),
        lt(checkInLookups.attempts, maxCodeAttempts),
      ),
    )
    .returning();
  const expected = row?.codeHash ? Buffer.from(row.codeHash, 'hex') : Buffer.alloc(32);
  const matches = timingSafeEqual(expected, codeHash(lookupId, code));
  if (!row?.appointmentId || !matches) throw codeInvalid();
  const [verified] = await db
    .update(checkInLookups)
    .set({ verifiedAt: now, expiresAt: new Date(now.getTime() + ticketLifetimeMs) })
    .where(and(eq(checkInLookups.id, row.id), isNull(checkInLookups.verifiedAt)))
    .returning();
  if (!verified) throw codeInvalid();
  return ticketView(db, shop, verified.id, verified.expiresAt, row.appointmentId);
}

/**
 * Finds today's appointment by its confirmation code or QR pass: secrets only the customer holds,
 * so a match answers at once. Tries are rate-limited with the lookups.
 */
export async function findByCode({ db, clock }: DoorDeps, shopUrl: string, body: CheckInFindBody) {
  const now = clock.now();
  const shop = await shopByUrl(db, shopUrl);
  const match =
    body.by === 'code' ? eq(appointments.confirmationCode, body.value) : eq(checkInPasses.token, body.value);
  const appointmentId = await todaysAppointment(db, shop, match, now);
  if (!appointmentId) {
    throw notFound('An appointment for today with this code');
  }
  const id = newId();
  const expiresAt = new Date(now.getTime() + ticketLifetimeMs);
  await db.insert(checkInLookups).values({
    id,
    businessId: shop.id,
    appointmentId,
    method: body.by,
    verifiedAt: now,
    expiresAt,
  });
  return ticketView(db, shop, id, expiresAt, appointmentId);
}

/** A verified, unexpired ticket of this shop with its appointment; anything else is not found. */
export async function loadTicket({ db, clock }: DoorDeps, shopUrl: string, ticket: string) {
  const [row] = await db
    .select({ lookup: checkInLookups, shop: businesses, appointment: appointments, customer: users })
    .from(checkInLookups)
    .innerJoin(businesses, eq(businesses.id, checkInLookups.businessId))
    .innerJoin(appointments, eq(appointments.id, checkInLookups.appointmentId))
    .innerJoin(users, eq(users.id, appointments.customerId))
    .where(
      and(
        eq(checkInLookups.id, ticket),
        eq(businesses.shopUrl, shopUrl),
        isNotNull(checkInLookups.verifiedAt),
        gt(checkInLookups.expiresAt, clock.now()),
      ),
    );
  if (!row) {
    throw new DomainError('NOT_FOUND', 'This check-in has timed out. Please start again.');
  }
  return row;
}

/** Whether the shop asks for a waiver, and whether this appointment's is signed. */
export async function waiverStatus(db: Database, businessId: string, appointmentId: string) {
  const signedAt = await appointmentWaiverState(db, appointmentId);
  const required = Boolean(signedAt) || Boolean(await currentTemplate(db, businessId));
  return { required, signed: Boolean(signedAt), signedAt };
}

/** The door shows the first name and the time, nothing more. */
async function ticketView(
  db: Database,
  shop: Shop,
  ticket: string,
  expiresAt: Date,
  appointmentId: string,
): Promise<CheckInTicket> {
  const [row] = await db
    .select({ appointment: appointments, firstName: users.firstName })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.customerId))
    .where(eq(appointments.id, appointmentId));
  const waiver = await waiverStatus(db, shop.id, appointmentId);
  return {
    ticket,
    expiresAt: expiresAt.toISOString(),
    firstName: row!.firstName,
    localTime: shopClockTime(row!.appointment.startsAt, shop.timeZone),
    startsAt: row!.appointment.startsAt.toISOString(),
    timeZone: shop.timeZone,
    checkedIn: row!.appointment.status === 'checked_in',
    waiver: { required: waiver.required, signed: waiver.signed },
  };
}

export async function ticketResult(deps: DoorDeps, shopUrl: string, ticket: string) {
  const row = await loadTicket(deps, shopUrl, ticket);
  return ticketView(deps.db, row.shop, ticket, row.lookup.expiresAt, row.appointment.id);
}
