import type { FastifyInstance } from 'fastify';
import { insertBookingFixtures, newCustomer } from '../appointments/test-fixtures.ts';
import { newId } from '../db/ids.ts';
import { appointments } from '../db/schema/appointments.ts';
import { businessMembers } from '../db/schema/catalog.ts';

/** A signed-in member of a business; an artist member is linked to their artist. */
export async function memberOf(
  app: FastifyInstance,
  businessId: string,
  role: 'owner' | 'staff' | 'artist',
  artistId?: string,
) {
  const person = await newCustomer(app);
  await app.db
    .insert(businessMembers)
    .values({ id: newId(), businessId, userId: person.user.id, role, artistId: artistId ?? null });
  return person;
}

/**
 * The booking world (Anchor Ink and Harbour) with the request headers of Anchor Ink's owner, of its
 * artist Ben himself, and of another shop's staff, for tests of what each may change.
 */
export async function insertAnchorTeam(app: FastifyInstance) {
  const ids = await insertBookingFixtures(app);
  return {
    ids,
    owner: (await memberOf(app, ids.anchor, 'owner')).headers,
    benHimself: (await memberOf(app, ids.anchor, 'artist', ids.ben)).headers,
    otherShopStaff: (await memberOf(app, ids.harbour, 'staff')).headers,
  };
}

/**
 * An appointment written straight into the table, for times the booking path rightly refuses (in the
 * past, at night): the arrangement of a test, not a way around the rules under test.
 */
export async function insertAppointment(
  app: FastifyInstance,
  a: {
    businessId: string;
    artistId: string;
    serviceId: string;
    customerId: string;
    startsAt: Date;
    minutes?: number;
    status?: (typeof appointments.$inferInsert)['status'];
    depositAmount?: number;
  },
) {
  const id = newId();
  const endsAt = new Date(a.startsAt.getTime() + (a.minutes ?? 60) * 60_000);
  await app.db.insert(appointments).values({
    id,
    businessId: a.businessId,
    artistId: a.artistId,
    serviceId: a.serviceId,
    customerId: a.customerId,
    startsAt: a.startsAt,
    endsAt,
    blockedFrom: a.startsAt,
    blockedUntil: endsAt,
    status: a.status ?? 'confirmed',
    confirmationCode: newId().slice(0, 10).toUpperCase(),
    priceAmount: 15000,
    depositAmount: a.depositAmount ?? 5000,
    currency: 'USD',
  });
  return id;
}
