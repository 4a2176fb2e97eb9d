import type { ShopAppointment } from '@linework/contract/staff-booking';
import { and, asc, eq, gt, gte, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database, Transaction } from '../db/client.ts';
import { appointments } from '../db/schema/appointments.ts';
import { artists, businesses, services } from '../db/schema/catalog.ts';
import { users } from '../db/schema/users.ts';
import { DomainError, notFound } from '../domain/errors.ts';
import { shopWallClock } from '../domain/shop-time.ts';

/** Appointments of a shop with their customer, service and artist: one query, whatever the count. */
async function loadShopAppointments(db: Database | Transaction, where: SQL | undefined) {
  const rows = await db
    .select({
      a: appointments,
      timeZone: businesses.timeZone,
      customer: {
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phoneNumber: users.phoneNumber,
      },
      service: { id: services.id, name: services.name, durationMinutes: services.durationMinutes },
      artist: { id: artists.id, displayName: artists.displayName },
    })
    .from(appointments)
    .innerJoin(businesses, eq(businesses.id, appointments.businessId))
    .innerJoin(users, eq(users.id, appointments.customerId))
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(artists, eq(artists.id, appointments.artistId))
    .where(where)
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
  return rows.map(
    ({ a, timeZone, customer, service, artist }): ShopAppointment => ({
      id: a.id,
      status: a.status,
      confirmationCode: a.confirmationCode,
      startsAt: a.startsAt.toISOString(),
      endsAt: a.endsAt.toISOString(),
      localStart: shopWallClock(a.startsAt, timeZone),
      localEnd: shopWallClock(a.endsAt, timeZone),
      holdExpiresAt: a.holdExpiresAt?.toISOString() ?? null,
      customer,
      service,
      artist,
      priceAmount: a.priceAmount,
      depositAmount: a.depositAmount,
      currency: a.currency,
      notes: a.notes,
      cancelOutcome: a.cancelOutcome,
    }),
  );
}

/**
 * A shop's appointments that start on one day of the shop's own calendar (midnight to midnight in
 * its zone, so 23:30 in New York is on the New York day), cancelled ones included; holds that ran
 * out are left off, as nobody is coming for them.
 */
export async function listDay(db: Database, businessId: string, date: string, artistId: string | undefined) {
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
  const end = start.plus({ days: 1 });
  const list = await loadShopAppointments(
    db,
    and(
      eq(appointments.businessId, businessId),
      artistId ? eq(appointments.artistId, artistId) : undefined,
      gte(appointments.startsAt, start.toJSDate()),
      lt(appointments.startsAt, end.toJSDate()),
      ne(appointments.status, 'expired'),
      or(sql`${appointments.status} <> 'held'`, gt(appointments.holdExpiresAt, sql`now()`)),
    ),
  );
  return { date, timeZone: shop.timeZone, appointments: list };
}

/** One appointment of this shop; another shop's is not found. */
export async function getShopAppointment(db: Database | Transaction, businessId: string, id: string) {
  const [found] = await loadShopAppointments(
    db,
    and(eq(appointments.id, id), eq(appointments.businessId, businessId)),
  );
  if (!found) throw notFound('This appointment');
  return found;
}
