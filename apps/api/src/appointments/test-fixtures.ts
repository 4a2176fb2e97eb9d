import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bearer, signUp } from '../../test/app.ts';
import { newId } from '../db/ids.ts';
import {
  artistShops,
  artists,
  businesses,
  businessMembers,
  type ShopPolicies,
  serviceArtists,
  services,
  workingHours,
} from '../db/schema/catalog.ts';
import { users } from '../db/schema/users.ts';

export const bookingPolicies: ShopPolicies = {
  cancellationNoticeHours: 48,
  rescheduleNoticeHours: 24,
  reschedulesAllowed: 2,
  noShow: 'If you do not come, the deposit is kept.',
  deposit: 'A deposit secures your time and comes off the final price.',
};

const everyDay = (linkId: string, start: string, end: string) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    id: newId(),
    artistShopId: linkId,
    weekday,
    startTime: start,
    endTime: end,
  }));

/**
 * A small booking world of its own (never the demo seed): artist Ada works at `anchor-ink` in New
 * York every day 10:00–18:00 and as a guest at `harbour-lights` in London; four services at Anchor.
 */
export async function insertBookingFixtures(app: FastifyInstance) {
  const ids = {
    anchor: newId(),
    harbour: newId(),
    ada: newId(),
    ben: newId(),
    adaAtAnchor: newId(),
    adaAtHarbour: newId(),
    benAtAnchor: newId(),
    small: newId(),
    flash: newId(),
    consult: newId(),
    custom: newId(),
    guestFlash: newId(),
  };
  const shop = {
    addressLine: '12 Orchard St',
    city: 'New York',
    country: 'US',
    latitude: 40.7157,
    longitude: -73.9918,
    currency: 'USD',
    policies: bookingPolicies,
  };
  await app.db.insert(businesses).values([
    { ...shop, id: ids.anchor, shopUrl: 'anchor-ink', name: 'Anchor Ink', timeZone: 'America/New_York' },
    {
      ...shop,
      id: ids.harbour,
      shopUrl: 'harbour-lights',
      name: 'Harbour Lights',
      addressLine: '3 Wapping Lane',
      city: 'London',
      country: 'GB',
      latitude: 51.5045,
      longitude: -0.0557,
      timeZone: 'Europe/London',
      currency: 'GBP',
      policies: { ...bookingPolicies, reschedulesAllowed: 0 },
    },
  ]);
  await app.db.insert(artists).values([
    { id: ids.ada, urlPath: 'ada-stone', displayName: 'Ada Stone' },
    { id: ids.ben, urlPath: 'ben-ward', displayName: 'Ben Ward' },
  ]);
  await app.db.insert(artistShops).values([
    { id: ids.adaAtAnchor, artistId: ids.ada, businessId: ids.anchor, artistUrl: 'ada' },
    { id: ids.adaAtHarbour, artistId: ids.ada, businessId: ids.harbour, artistUrl: 'ada', kind: 'guest' },
    { id: ids.benAtAnchor, artistId: ids.ben, businessId: ids.anchor, artistUrl: 'ben' },
  ]);
  await app.db
    .insert(workingHours)
    .values([
      ...everyDay(ids.adaAtAnchor, '10:00', '18:00'),
      ...everyDay(ids.adaAtHarbour, '10:00', '18:00'),
      ...everyDay(ids.benAtAnchor, '10:00', '18:00'),
    ]);
  const service = { businessId: ids.anchor, priceKind: 'fixed' as const };
  await app.db.insert(services).values([
    {
      ...service,
      id: ids.small,
      name: 'Small fine line tattoo',
      durationMinutes: 90,
      priceAmount: 18000,
      depositAmount: 5000,
    },
    {
      ...service,
      id: ids.flash,
      name: 'Flash piece',
      durationMinutes: 120,
      priceAmount: 15000,
      depositAmount: 5000,
    },
    { ...service, id: ids.consult, name: 'Free consultation', durationMinutes: 30, priceAmount: 0 },
    {
      ...service,
      id: ids.custom,
      name: 'Custom large piece',
      durationMinutes: 240,
      priceAmount: 20000,
      depositAmount: 10000,
      requiresRequest: true,
    },
    {
      ...service,
      id: ids.guestFlash,
      businessId: ids.harbour,
      name: 'Guest flash',
      durationMinutes: 60,
      priceAmount: 9000,
      depositAmount: 0,
    },
  ]);
  await app.db.insert(serviceArtists).values([
    { serviceId: ids.small, artistId: ids.ada },
    { serviceId: ids.flash, artistId: ids.ada },
    { serviceId: ids.consult, artistId: ids.ada },
    { serviceId: ids.custom, artistId: ids.ada },
    { serviceId: ids.consult, artistId: ids.ben },
    { serviceId: ids.guestFlash, artistId: ids.ada },
  ]);
  return ids;
}

export type BookingFixtures = Awaited<ReturnType<typeof insertBookingFixtures>>;

/** A new signed-in customer: their headers and their users row. */
export async function newCustomer(app: FastifyInstance) {
  const person = await signUp(app);
  const headers = bearer(person.token);
  const me = await app.inject({ url: '/v1/users/me', headers });
  if (me.statusCode !== 200) throw new Error(`profile failed: ${me.statusCode} ${me.body}`);
  const [user] = await app.db.select().from(users).where(eq(users.email, person.email));
  return { headers, user: user!, email: person.email };
}

/** A signed-in member of a business with the given role. */
export async function newMember(
  app: FastifyInstance,
  businessId: string,
  role: 'owner' | 'staff' | 'artist' = 'staff',
) {
  const person = await newCustomer(app);
  await app.db.insert(businessMembers).values({ id: newId(), businessId, userId: person.user.id, role });
  return person;
}
