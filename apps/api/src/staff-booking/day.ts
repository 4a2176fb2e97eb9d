import type { ShopAppointment } from '@linework/contract/staff-booking';
import { and, asc, eq, gt, gte, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { selectAppointmentViews } from '../appointments/view.ts';
import type { Database } from '../db/client.ts';
import { appointments } from '../db/schema/appointments.ts';
import { businesses } from '../db/schema/catalog.ts';
import type { Deps } from '../deps.ts';
import { DomainError, notFound } from '../domain/errors.ts';
import { shopClockTime, shopWallClock } from '../domain/shop-time.ts';
import { sessionDuesOf } from '../projects/session-dues.ts';
import { moneyAtAGlance, readiness } from './readiness.ts';

/** Appointments of a shop with their customer, service and artist: one query, whatever the count. */
async function loadShopAppointments(db: Database, where: SQL | undefined, now: Date) {
  const rows = await selectAppointmentViews(db, where).orderBy(
    asc(appointments.startsAt),
    asc(appointments.id),
  );
  const ids = rows.map((r) => r.appointment.id);
  // A day with no project session costs no query for them.
  const [ready, dues] = await Promise.all([
    readiness(db, ids, now),
    sessionDuesOf(
      db,
      rows.filter((r) => r.appointment.projectId).map((r) => r.appointment.id),
    ),
  ]);
  return rows.map(
    ({ appointment: a, shop, customer, service, artist }): ShopAppointment => ({
      id: a.id,
      status: a.status,
      confirmationCode: a.confirmationCode,
      startsAt: a.startsAt.toISOString(),
      endsAt: a.endsAt.toISOString(),
      localStart: shopWallClock(a.startsAt, shop.timeZone),
      localEnd: shopWallClock(a.endsAt, shop.timeZone),
      startLabel: shopClockTime(a.startsAt, shop.timeZone),
      endLabel: shopClockTime(a.endsAt, shop.timeZone),
      holdExpiresAt: a.holdExpiresAt?.toISOString() ?? null,
      customer: {
        firstName: customer.firstName,
        lastName: customer.lastName,
        email: customer.email,
        phoneNumber: customer.phoneNumber,
      },
      service: { id: service.id, name: service.name, durationMinutes: service.durationMinutes },
      artist: { id: artist.id, displayName: artist.displayName },
      priceAmount: a.priceAmount,
      depositAmount: a.depositAmount,
      currency: a.currency,
      notes: a.notes,
      cancelOutcome: a.cancelOutcome,
      money: moneyAtAGlance(a, ready.paymentsOf(a.id), dues.get(a.id)),
      waiver: ready.waiverOf(a.id),
      checkIn: ready.checkInOf(a),
    }),
  );
}

/**
 * A shop's appointments that start on one day of the shop's own calendar (midnight to midnight in
 * its zone, so 23:30 in New York is on the New York day), cancelled ones included; holds that ran
 * out are left off, as nobody is coming for them.
 */
export async function listDay(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  businessId: string,
  date: string,
  artistId: string | undefined,
  days = 1,
) {
  const [shop] = await db
    .select({ timeZone: businesses.timeZone })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!shop) throw notFound('This business');
  const start = DateTime.fromISO(date, { zone: shop.timeZone });
  if (!start.isValid) {
    throw new DomainError('VALIDATION_FAILED', 'Use a real date like 2027-03-14.', {
      fields: { 'querystring.date': 'Use a real date like 2027-03-14.' },
    });
  }
  const end = start.plus({ days });
  const now = clock.now();
  const list = await loadShopAppointments(
    db,
    and(
      eq(appointments.businessId, businessId),
      artistId ? eq(appointments.artistId, artistId) : undefined,
      gte(appointments.startsAt, start.toJSDate()),
      lt(appointments.startsAt, end.toJSDate()),
      ne(appointments.status, 'expired'),
      or(sql`${appointments.status} <> 'held'`, gt(appointments.holdExpiresAt, now)),
    ),
    now,
  );
  return { date, timeZone: shop.timeZone, appointments: list };
}

/** One appointment of this shop; another shop's is not found. */
export async function getShopAppointment(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  businessId: string,
  id: string,
) {
  const [found] = await loadShopAppointments(
    db,
    and(eq(appointments.id, id), eq(appointments.businessId, businessId)),
    clock.now(),
  );
  if (!found) throw notFound('This appointment');
  return found;
}
