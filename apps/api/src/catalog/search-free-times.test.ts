import type { ArtistDetail, ArtistFreeTimes, ReviewPage, SearchHit } from '@linework/contract/catalog';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { newId } from '../db/ids.ts';
import { timeOff } from '../db/schema/appointments.ts';
import { artistShops, artists, reviews, workingHourExceptions, workingHours } from '../db/schema/catalog.ts';
import { insertCatalogFixtures } from './test-fixtures.ts';

// The test clock starts on Tuesday 2030-01-15 at 18:00 in Berlin; a booking needs 24 hours' notice.
let app: TestApp;
let ids: Awaited<ReturnType<typeof insertCatalogFixtures>>;
beforeAll(async () => {
  app = await createTestApp();
  ids = await insertCatalogFixtures(app);
  const link = async (artistId: string, businessId: string) =>
    (
      await app.db
        .select({ id: artistShops.id })
        .from(artistShops)
        .where(and(eq(artistShops.artistId, artistId), eq(artistShops.businessId, businessId)))
    )[0]!.id;
  // Tomas takes new work here; Mara Vane's books stay closed.
  await app.db.update(artists).set({ booksOpen: true }).where(eq(artists.id, ids.tomas));
  const mara = await link(ids.mara, ids.north);
  const tomas = await link(ids.tomas, ids.kreuzberg);
  await app.db.insert(workingHours).values([
    // Mara: Tuesday to Saturday, 11 to 19, at Northside Ink.
    ...[2, 3, 4, 5, 6].map((weekday) => ({
      id: newId(),
      artistShopId: mara,
      weekday,
      startTime: '11:00',
      endTime: '19:00',
    })),
    // Tomas: Mondays only, 10 to 18, at Kreuzberg Needle (a six-hour day fits once).
    { id: newId(), artistShopId: tomas, weekday: 1, startTime: '10:00', endTime: '18:00' },
  ]);
  // Enough reviews of Kreuzberg Needle for two pages.
  await app.db.insert(reviews).values(
    Array.from({ length: 21 }, (_, i) => ({
      id: newId(),
      businessId: ids.kreuzberg,
      authorName: `Guest ${i + 1}`,
      rating: 4,
      text: `Visit ${i + 1}`,
      photos: i === 0 ? ['public/reviews/k/one.jpg'] : [],
      createdAt: new Date(Date.UTC(2030, 0, 1, 0, i)),
    })),
  );
});
afterAll(() => app.close());

async function search(query: string) {
  const res = await app.inject({ url: `/v1/search?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as { hits: SearchHit[]; nextCursor: string | null };
}
const slugs = (hits: SearchHit[]) => hits.map((h) => h.slug);

describe('search sorts', () => {
  it('sorts by rating, best first, unrated last', async () => {
    const { hits } = await search('type=artist&sort=rating');
    expect(slugs(hits)).toEqual(['mara-vale', 'mara-vane', 'jun-park', 'tomas-reed']);
  });

  it('sorts by distance only from a place, nearest first', async () => {
    const { hits } = await search('type=shop&sort=distance&near=53.55,9.99&radiusKm=400');
    expect(slugs(hits)).toEqual(['harbor-tattoo', 'north-ink', 'kreuzberg-needle']);
    const res = await app.inject({ url: '/v1/search?sort=distance' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/place/);
  });

  it('sorts by the soonest free time of the real calendars, those with none last', async () => {
    const { hits } = await search('type=artist&sort=soonest');
    expect(slugs(hits).slice(0, 2)).toEqual(['mara-vale', 'tomas-reed']);
    // Wednesday's last 90-minute start is inside the notice: Thursday 11:00 in Berlin.
    expect(hits[0]!.nextFree).toEqual({ start: '2030-01-17T10:00:00.000Z', timeZone: 'Europe/Berlin' });
    // Monday 10:00 in Berlin.
    expect(hits[1]!.nextFree?.start).toBe('2030-01-21T09:00:00.000Z');
    // Mara Vane's only service needs a request first, Jun books directly: no free time to show.
    expect(hits.slice(2).map((h) => h.nextFree)).toEqual([null, null]);
    // A page at a time, in the same order.
    const first = await search('type=artist&sort=soonest&limit=1');
    expect(slugs(first.hits)).toEqual(['mara-vale']);
    const second = await search(`type=artist&sort=soonest&limit=1&cursor=${first.nextCursor}`);
    expect(slugs(second.hits)).toEqual(['tomas-reed']);
  });
});

describe('search filters', () => {
  it('keeps those with a service at or below a price in that currency', async () => {
    expect(slugs((await search('priceMax=10000&currency=EUR')).hits)).toEqual(['north-ink']);
    const upTo130 = await search('priceMax=13000&currency=EUR');
    expect(slugs(upTo130.hits).sort()).toEqual(['harbor-tattoo', 'mara-vale', 'mara-vane', 'north-ink']);
    expect((await search('priceMax=13000&currency=USD')).hits).toEqual([]);
    const res = await app.inject({ url: '/v1/search?priceMax=100' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/currency/);
  });

  it('keeps those with a free time on a day, in the shop’s time zone', async () => {
    const thursday = await search('freeOn=2030-01-17');
    expect(slugs(thursday.hits).sort()).toEqual(['mara-vale', 'north-ink']);
    expect(thursday.hits.find((h) => h.type === 'artist')!.nextFree?.start).toBe('2030-01-17T10:00:00.000Z');
    expect(slugs((await search('freeOn=2030-01-21')).hits).sort()).toEqual([
      'kreuzberg-needle',
      'tomas-reed',
    ]);
    // Sunday: nobody works.
    expect((await search('freeOn=2030-01-20')).hits).toEqual([]);
  });

  it('answers from the calendar as it is now: time off shows at once', async () => {
    const monday = 'freeOn=2030-01-21&type=artist';
    expect(slugs((await search(monday)).hits)).toEqual(['tomas-reed']);
    await app.db.insert(timeOff).values({
      id: newId(),
      artistId: ids.tomas,
      startsAt: new Date('2030-01-21T00:00:00Z'),
      endsAt: new Date('2030-01-22T00:00:00Z'),
    });
    await expect.poll(async () => slugs((await search(monday)).hits)).toEqual([]);
    const res = await app.inject({ url: `/v1/search?${monday}` });
    expect(res.headers['cache-control']).toBe('public, no-cache');
  });

  it('finds an artist free on a date they have hours of their own, though their week leaves it free', async () => {
    const sunday = 'freeOn=2030-01-20&type=artist';
    expect((await search(sunday)).hits).toEqual([]);
    const [tomas] = await app.db
      .select({ id: artistShops.id })
      .from(artistShops)
      .where(and(eq(artistShops.artistId, ids.tomas), eq(artistShops.businessId, ids.kreuzberg)));
    await app.db.insert(workingHourExceptions).values({
      id: newId(),
      artistShopId: tomas!.id,
      date: '2030-01-20',
      startTime: '09:00',
      endTime: '17:00',
    });
    await expect.poll(async () => slugs((await search(sunday)).hits)).toEqual(['tomas-reed']);
    // 09:00 in Berlin.
    expect((await search(sunday)).hits[0]!.nextFree?.start).toBe('2030-01-20T08:00:00.000Z');
  });

  it('refuses a day that does not exist', async () => {
    const res = await app.inject({ url: '/v1/search?freeOn=2030-02-30' });
    expect(res.statusCode).toBe(400);
  });
});

describe('artist page parts', () => {
  it('gives each workplace the artist’s own hours there', async () => {
    const res = await app.inject({ url: '/v1/artists/mara-vale' });
    const artist = res.json().result as ArtistDetail;
    const north = artist.workplaces.find((w) => w.shop.shopUrl === 'north-ink')!;
    expect(north.hours).toHaveLength(5);
    expect(north.hours[0]).toEqual({ weekday: 2, opens: '11:00', closes: '19:00' });
    const guest = artist.workplaces.find((w) => w.shop.shopUrl === 'harbor-tattoo')!;
    expect(guest).toMatchObject({ kind: 'guest', hours: [] });
  });

  it('tells the next free time per workplace, apart from the kept artist page', async () => {
    const res = await app.inject({ url: '/v1/availability/artists/mara-vale' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const { workplaces } = res.json().result as ArtistFreeTimes;
    expect(workplaces.find((w) => w.shopUrl === 'north-ink')).toEqual({
      shopUrl: 'north-ink',
      timeZone: 'Europe/Berlin',
      nextFree: {
        start: '2030-01-17T10:00:00.000Z',
        localTime: '11:00',
        serviceId: ids.fineLine,
        serviceName: 'Small fine line piece',
      },
    });
    // At the guest spot her only service needs a request first.
    expect(workplaces.find((w) => w.shopUrl === 'harbor-tattoo')!.nextFree).toBeNull();
    // Books closed: nothing to offer, though her calendar at the guest spot has room.
    const vane = (await app.inject({ url: '/v1/availability/artists/mara-vane' })).json().result;
    expect(vane.workplaces).toEqual([
      { shopUrl: 'harbor-tattoo', timeZone: 'Europe/Berlin', nextFree: null },
    ]);
    expect((await app.inject({ url: '/v1/availability/artists/nobody' })).statusCode).toBe(404);
  });

  it('lists every review of a shop newest first, a page at a time, with photos', async () => {
    const first = await app.inject({ url: '/v1/shops/kreuzberg-needle/reviews' });
    const page1 = first.json().result as ReviewPage;
    expect(page1.items).toHaveLength(20);
    expect(page1.items[0]!.authorName).toBe('Guest 21');
    expect(page1.nextPage).toBe(2);
    const page2 = (await app.inject({ url: '/v1/shops/kreuzberg-needle/reviews?page=2' })).json()
      .result as ReviewPage;
    expect(page2).toMatchObject({ nextPage: null, items: [{ authorName: 'Guest 1' }] });
    expect(page2.items[0]!.photoUrls).toEqual(['/files/public/reviews/k/one.jpg']);
  });

  it('lists an artist’s visible reviews only, and 404s an unknown one', async () => {
    const page = (await app.inject({ url: '/v1/artists/mara-vale/reviews' })).json().result as ReviewPage;
    expect(page.items.map((r) => r.authorName)).toEqual(['Lena', 'Ole']);
    expect((await app.inject({ url: '/v1/artists/nobody/reviews' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/v1/shops/nowhere/reviews?page=2' })).statusCode).toBe(404);
  });
});
