import type { ShopPolicies, WeeklyInterval } from '@linework/contract/catalog';
import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import { testStart } from '../../test/clock.ts';
import { newId } from '../db/ids.ts';
import {
  artistShops,
  artists,
  businesses,
  businessMembers,
  portfolioImages,
  reviews,
  serviceArtists,
  services,
} from '../db/schema/catalog.ts';

const weekdays = (opens: string, closes: string, days = [1, 2, 3, 4, 5, 6]): WeeklyInterval[] =>
  days.map((weekday) => ({ weekday, opens, closes }));

export const policies: ShopPolicies = {
  cancellationNoticeHours: 48,
  rescheduleNoticeHours: 24,
  reschedulesAllowed: 2,
  noShow: 'If you do not come, the deposit is kept.',
  deposit: 'A deposit secures your time and comes off the final price.',
};

/**
 * A small catalogue of its own for catalogue tests (never the demo seed): three shops (two in
 * Berlin a few km apart, one in Hamburg), four artists (one independent), services and reviews.
 */
export async function insertCatalogFixtures(app: FastifyInstance) {
  const db = app.db;
  const ids = {
    north: newId(),
    kreuzberg: newId(),
    harbor: newId(),
    mara: newId(),
    marane: newId(),
    tomas: newId(),
    jun: newId(),
    fineLine: newId(),
    consult: newId(),
    realism: newId(),
    blackwork: newId(),
  };
  await db.insert(businesses).values([
    {
      id: ids.north,
      shopUrl: 'north-ink',
      name: 'Northside Ink',
      about: 'A calm studio for fine line & botanical work.',
      addressLine: 'Torstraße 1',
      city: 'Berlin',
      postalCode: '10119',
      country: 'DE',
      latitude: 52.5295,
      longitude: 13.4016,
      timeZone: 'Europe/Berlin',
      currency: 'EUR',
      phone: '+493012345678',
      instagram: 'northside.ink',
      coverImage: 'public/shops/north/cover.jpg',
      styles: ['Fine line', 'Botanical'],
      hours: weekdays('10:00', '19:00'),
      policies,
    },
    {
      id: ids.kreuzberg,
      shopUrl: 'kreuzberg-needle',
      name: 'Kreuzberg Needle',
      addressLine: 'Oranienstraße 20',
      city: 'Berlin',
      country: 'DE',
      latitude: 52.4995,
      longitude: 13.4018,
      timeZone: 'Europe/Berlin',
      currency: 'EUR',
      styles: ['Blackwork'],
      hours: weekdays('12:00', '22:00'),
      policies,
    },
    {
      id: ids.harbor,
      shopUrl: 'harbor-tattoo',
      name: 'Harbor Tattoo',
      addressLine: 'Reeperbahn 5',
      city: 'Hamburg',
      country: 'DE',
      latitude: 53.5497,
      longitude: 9.9632,
      timeZone: 'Europe/Berlin',
      currency: 'EUR',
      styles: ['Realism', 'Traditional'],
      hours: weekdays('11:00', '20:00', [2, 3, 4, 5, 6]),
      policies: { ...policies, reschedulesAllowed: 0 },
    },
  ]);
  await db.insert(artists).values([
    {
      id: ids.mara,
      urlPath: 'mara-vale',
      displayName: 'Mara Vale',
      bio: 'Delicate botanical pieces & single-needle lettering.',
      styles: ['Fine line', 'Botanical'],
      avatarImage: 'public/artists/mara/avatar.jpg',
      instagram: '@mara.vale',
      booksOpen: true,
      booksNote: 'Booking spring dates now.',
    },
    {
      id: ids.marane,
      urlPath: 'mara-vane',
      displayName: 'Mara Vane',
      bio: 'Black and grey portraits.',
      styles: ['Realism'],
      booksOpen: false,
    },
    {
      id: ids.tomas,
      urlPath: 'tomas-reed',
      displayName: 'Tomas Reed',
      bio: 'Bold blackwork and ornamental.',
      styles: ['Blackwork'],
      booksOpen: false,
    },
    {
      id: ids.jun,
      urlPath: 'jun-park',
      displayName: 'Jun Park',
      bio: 'Independent artist, travelling.',
      styles: ['Illustrative'],
      city: 'Leipzig',
      booksOpen: true,
    },
  ]);
  // The test apps' clock starts at `testStart`: the guest spot lies ahead of it.
  const today = DateTime.fromISO(testStart, { zone: 'utc' }).startOf('day');
  await db.insert(artistShops).values([
    { id: newId(), artistId: ids.mara, businessId: ids.north, artistUrl: 'mara', kind: 'resident' },
    {
      id: newId(),
      artistId: ids.mara,
      businessId: ids.harbor,
      artistUrl: 'mara-guest',
      kind: 'guest',
      startsOn: today.plus({ days: 10 }).toISODate()!,
      endsOn: today.plus({ days: 14 }).toISODate()!,
    },
    { id: newId(), artistId: ids.marane, businessId: ids.harbor, artistUrl: 'mara-vane', kind: 'resident' },
    { id: newId(), artistId: ids.tomas, businessId: ids.kreuzberg, artistUrl: 'tomas', kind: 'resident' },
    {
      // A guest spot that is over: it must not show anywhere.
      id: newId(),
      artistId: ids.tomas,
      businessId: ids.north,
      artistUrl: 'tomas-old-guest',
      kind: 'guest',
      startsOn: today.minus({ days: 30 }).toISODate()!,
      endsOn: today.minus({ days: 20 }).toISODate()!,
    },
  ]);
  await db.insert(services).values([
    {
      id: ids.fineLine,
      businessId: ids.north,
      name: 'Small fine line piece',
      description: 'Up to palm size.',
      durationMinutes: 90,
      priceKind: 'fixed',
      priceAmount: 15000,
      depositAmount: 5000,
      sortOrder: 1,
    },
    {
      id: ids.consult,
      businessId: ids.north,
      name: 'Consultation',
      durationMinutes: 30,
      priceKind: 'fixed',
      priceAmount: 0,
      sortOrder: 2,
    },
    {
      id: ids.realism,
      businessId: ids.harbor,
      name: 'Realism session',
      durationMinutes: 240,
      priceKind: 'hourly',
      priceAmount: 12000,
      depositAmount: 10000,
      requiresRequest: true,
    },
    {
      id: ids.blackwork,
      businessId: ids.kreuzberg,
      name: 'Blackwork day',
      durationMinutes: 360,
      priceKind: 'from',
      priceAmount: 60000,
      depositAmount: 20000,
    },
  ]);
  await db.insert(serviceArtists).values([
    { serviceId: ids.fineLine, artistId: ids.mara },
    { serviceId: ids.realism, artistId: ids.marane },
    { serviceId: ids.realism, artistId: ids.mara },
    { serviceId: ids.blackwork, artistId: ids.tomas },
  ]);
  await db.insert(portfolioImages).values([
    {
      id: newId(),
      artistId: ids.mara,
      path: 'public/artists/mara/fern.jpg',
      width: 1200,
      height: 1500,
      caption: 'Fern on forearm',
      style: 'Botanical',
      sortOrder: 0,
    },
    {
      id: newId(),
      artistId: ids.mara,
      path: 'public/artists/mara/script.jpg',
      width: 1200,
      height: 800,
      sortOrder: 1,
    },
  ]);
  const at = (daysAgo: number) => today.minus({ days: daysAgo }).toJSDate();
  await db.insert(reviews).values([
    {
      id: newId(),
      businessId: ids.north,
      artistId: ids.mara,
      serviceId: ids.fineLine,
      authorName: 'Lena',
      rating: 5,
      text: 'So gentle, and the lines are perfect.',
      verified: true,
      reply: 'Thank you, Lena!',
      repliedAt: at(1),
      createdAt: at(2),
    },
    {
      id: newId(),
      businessId: ids.north,
      artistId: ids.mara,
      authorName: 'Ole',
      rating: 4,
      createdAt: at(5),
    },
    {
      id: newId(),
      businessId: ids.north,
      artistId: ids.mara,
      authorName: 'Spam',
      rating: 1,
      reportedAt: at(0),
      createdAt: at(0),
    },
    {
      id: newId(),
      businessId: ids.harbor,
      artistId: ids.marane,
      authorName: 'Kai',
      rating: 3,
      createdAt: at(3),
    },
  ]);
  return ids;
}

export async function addMember(
  app: FastifyInstance,
  userId: string,
  businessId: string,
  role: 'owner' | 'staff' | 'artist',
  artistId?: string,
) {
  await app.db.insert(businessMembers).values({ id: newId(), businessId, userId, role, artistId });
}
