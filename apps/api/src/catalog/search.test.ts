import type { SearchHit } from '@linework/contract/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertCatalogFixtures } from './test-fixtures.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await insertCatalogFixtures(app);
});
afterAll(() => app.close());

async function search(query: string) {
  const res = await app.inject({ url: `/v1/search?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as { hits: SearchHit[]; nextCursor: string | null };
}
const slugs = (hits: SearchHit[]) => hits.map((h) => h.slug);

describe('catalogue search', () => {
  it('puts the artist whose name was typed first, ahead of a similar name', async () => {
    const { hits } = await search('q=Mara%20Vale');
    expect(hits[0]).toMatchObject({ type: 'artist', slug: 'mara-vale', name: 'Mara Vale' });
    expect(slugs(hits)).not.toContain('tomas-reed');
    const other = await search('q=mara%20vane');
    expect(other.hits[0]!.slug).toBe('mara-vane');
  });

  it('finds by part of a name as it is typed', async () => {
    const { hits } = await search('q=tom');
    expect(slugs(hits)).toContain('tomas-reed');
  });

  it('gives a result card what it shows: picture, styles, city, rating, books, shops', async () => {
    const { hits } = await search('q=Mara%20Vale');
    const mara = hits[0]!;
    expect(mara.imageUrl).toBe('/files/public/artists/mara/avatar.jpg');
    expect(mara.styles).toEqual(['Fine line', 'Botanical']);
    expect(mara.city).toBe('Berlin');
    // The reported review does not count.
    expect(mara).toMatchObject({ ratingAverage: 4.5, ratingCount: 2, booksOpen: true, distanceKm: null });
    expect(mara.shops).toEqual([
      { name: 'Northside Ink', shopUrl: 'north-ink', artistUrl: 'mara' },
      { name: 'Harbor Tattoo', shopUrl: 'harbor-tattoo', artistUrl: 'mara-guest' },
    ]);
    const shop = (await search('q=northside')).hits[0]!;
    expect(shop).toMatchObject({ type: 'shop', slug: 'north-ink', city: 'Berlin', ratingCount: 2 });
    expect(shop.imageUrl).toBe('/files/public/shops/north/cover.jpg');
  });

  it('filters by style, whatever its case', async () => {
    const { hits } = await search('style=realism');
    expect(slugs(hits).sort()).toEqual(['harbor-tattoo', 'mara-vane']);
  });

  it('filters by city, including artists working at a shop there', async () => {
    const { hits } = await search('city=hamburg&type=artist');
    expect(slugs(hits)).toContain('mara-vane');
    expect(slugs(hits)).not.toContain('tomas-reed');
    const shops = await search('city=Berlin&type=shop');
    expect(slugs(shops.hits).sort()).toEqual(['kreuzberg-needle', 'north-ink']);
  });

  it('near a place keeps the close shops within the radius, nearest first, with distances', async () => {
    const { hits } = await search('near=52.497,13.40&radiusKm=10&type=shop');
    expect(slugs(hits)).toEqual(['kreuzberg-needle', 'north-ink']);
    expect(hits[0]!.distanceKm).toBeLessThan(1);
    expect(hits[1]!.distanceKm).toBeGreaterThan(3);
    expect(hits[1]!.distanceKm).toBeLessThan(4);
    const wide = await search('near=52.497,13.40&radiusKm=400&type=shop');
    expect(slugs(wide.hits)).toEqual(['kreuzberg-needle', 'north-ink', 'harbor-tattoo']);
    expect(wide.hits[2]!.distanceKm).toBeGreaterThan(250);
  });

  it('places artists by the shops they work at and leaves out those with none', async () => {
    const { hits } = await search('near=52.497,13.40&radiusKm=10&type=artist');
    expect(slugs(hits)).toEqual(['tomas-reed', 'mara-vale']);
  });

  it('filters by type', async () => {
    const artists = await search('type=artist');
    expect(artists.hits.every((h) => h.type === 'artist')).toBe(true);
    expect(slugs(artists.hits).sort()).toEqual(['jun-park', 'mara-vale', 'mara-vane', 'tomas-reed']);
    const shops = await search('type=shop');
    expect(shops.hits.every((h) => h.type === 'shop')).toBe(true);
    expect(shops.hits).toHaveLength(3);
  });

  it('filters to artists with books open, and lists open books first without the filter', async () => {
    const open = await search('type=artist&booksOpen=true');
    expect(slugs(open.hits).sort()).toEqual(['jun-park', 'mara-vale']);
    const all = await search('type=artist');
    expect(all.hits.map((h) => h.booksOpen)).toEqual([true, true, false, false]);
  });

  it('pages through every result once with the cursor', async () => {
    const everything = await search('limit=50');
    expect(everything.hits).toHaveLength(7);
    expect(everything.nextCursor).toBeNull();
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await search(`limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(page.hits.length).toBeLessThanOrEqual(3);
      seen.push(...page.hits.map((h) => `${h.type}:${h.id}`));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(everything.hits.map((h) => `${h.type}:${h.id}`));
  });

  it('refuses a cursor from another search and bad parameters with field details', async () => {
    const first = await search('limit=1');
    const wrong = await app.inject({
      url: `/v1/search?type=shop&limit=1&cursor=${encodeURIComponent(first.nextCursor!)}`,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details.fields['querystring.cursor']).toBeTruthy();
    const tooMany = await app.inject({ url: '/v1/search?limit=51' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.code).toBe('VALIDATION_FAILED');
    const badPlace = await app.inject({ url: '/v1/search?near=berlin' });
    expect(badPlace.statusCode).toBe(400);
    expect(badPlace.json().error.message).toMatch(/latitude,longitude/);
  });
});
