import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp } from '../../test/app.ts';
import { insertCatalogFixtures } from './test-fixtures.ts';

let app: TestApp;
let ids: Awaited<ReturnType<typeof insertCatalogFixtures>>;
beforeAll(async () => {
  app = await createTestApp();
  ids = await insertCatalogFixtures(app);
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
const files = '/files/';

describe('artist page', () => {
  it('has bio, styles, portfolio, social links, books, workplaces, services and reviews', async () => {
    const res = await get('/v1/artists/mara-vale');
    expect(res.statusCode).toBe(200);
    const a = res.json().result;
    expect(a).toMatchObject({
      urlPath: 'mara-vale',
      displayName: 'Mara Vale',
      bio: 'Delicate botanical pieces & single-needle lettering.',
      styles: ['Fine line', 'Botanical'],
      avatarUrl: `${files}public/artists/mara/avatar.jpg`,
      city: 'Berlin',
      timeZone: 'Europe/Berlin',
      social: { instagram: 'https://instagram.com/mara.vale', website: null },
      booksOpen: true,
      booksNote: 'Booking spring dates now.',
    });
    expect(a.portfolio).toEqual([
      {
        id: expect.any(String),
        url: `${files}public/artists/mara/fern.jpg`,
        thumbnailUrl: `${files}public/artists/mara/fern.jpg.w480.webp`,
        width: 1200,
        height: 1500,
        // The fixture's pictures were stored without copies, so none are offered.
        variants: [],
        caption: 'Fern on forearm',
        style: 'Botanical',
      },
      expect.objectContaining({ url: `${files}public/artists/mara/script.jpg`, width: 1200, height: 800 }),
    ]);
    expect(
      a.workplaces.map((w: { kind: string; shop: { shopUrl: string } }) => [w.kind, w.shop.shopUrl]),
    ).toEqual([
      ['resident', 'north-ink'],
      ['guest', 'harbor-tattoo'],
    ]);
    const guest = a.workplaces[1];
    expect(guest.startsOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(guest.shop.address).toMatchObject({ city: 'Hamburg', latitude: 53.5497, longitude: 9.9632 });
    expect(a.services.map((s: { name: string }) => s.name).sort()).toEqual([
      'Realism session',
      'Small fine line piece',
    ]);
    expect(a.rating).toEqual({ average: 4.5, count: 2, distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 } });
    expect(a.latestReviews).toHaveLength(2);
    expect(a.latestReviews[0]).toMatchObject({
      authorName: 'Lena',
      rating: 5,
      verified: true,
      reply: 'Thank you, Lena!',
      shopName: 'Northside Ink',
      artistName: 'Mara Vale',
    });
  });

  it('leaves out guest spots that are over', async () => {
    const a = (await get('/v1/artists/tomas-reed')).json().result;
    expect(a.workplaces.map((w: { shop: { shopUrl: string } }) => w.shop.shopUrl)).toEqual([
      'kreuzberg-needle',
    ]);
  });

  it('answers 404 in the envelope for an unknown artist', async () => {
    const res = await get('/v1/artists/nobody-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      error: { code: 'NOT_FOUND', message: 'This artist could not be found.' },
    });
  });
});

describe('shop page', () => {
  it('has address, hours in its zone, open now, policies in words, roster, services and rating', async () => {
    const res = await get('/v1/shops/north-ink');
    expect(res.statusCode).toBe(200);
    const s = res.json().result;
    expect(s).toMatchObject({
      shopUrl: 'north-ink',
      name: 'Northside Ink',
      about: 'A calm studio for fine line & botanical work.',
      coverUrl: `${files}public/shops/north/cover.jpg`,
      timeZone: 'Europe/Berlin',
      currency: 'EUR',
      address: {
        line: 'Torstraße 1',
        city: 'Berlin',
        postalCode: '10119',
        latitude: 52.5295,
        longitude: 13.4016,
      },
      contact: { phone: '+493012345678', instagram: 'https://instagram.com/northside.ink' },
      rating: { average: 4.5, count: 2 },
    });
    expect(s.hours).toHaveLength(6);
    expect(typeof s.openNow).toBe('boolean');
    expect(s.policies).toMatchObject({ cancellationNoticeHours: 48, reschedulesAllowed: 2 });
    expect(s.policies.sentences).toContain(
      'Cancel at least 2 days before your appointment to keep your deposit; later than that, the deposit is kept by the shop.',
    );
    // The guest spot that ended does not put Tomas on the roster.
    expect(s.artists.map((a: { artistUrl: string }) => a.artistUrl)).toEqual(['mara']);
    expect(s.services).toEqual([
      expect.objectContaining({
        name: 'Small fine line piece',
        durationMinutes: 90,
        priceKind: 'fixed',
        priceAmount: 15000,
        depositAmount: 5000,
        currency: 'EUR',
        artists: [expect.objectContaining({ urlPath: 'mara-vale', artistUrl: 'mara' })],
      }),
      expect.objectContaining({ name: 'Consultation', priceAmount: 0, artists: [] }),
    ]);
  });

  it('says in words when appointments cannot be moved', async () => {
    const s = (await get('/v1/shops/harbor-tattoo')).json().result;
    expect(s.policies.sentences).toContain('Appointments cannot be moved once booked.');
    expect(s.artists.map((a: { urlPath: string; kind: string }) => [a.urlPath, a.kind])).toEqual([
      ['mara-vane', 'resident'],
      ['mara-vale', 'guest'],
    ]);
  });

  it('answers 404 for an unknown shop', async () => {
    const res = await get('/v1/shops/nowhere');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('This shop could not be found.');
  });
});

describe('artist in a shop', () => {
  it("answers the artist with only that shop's services they offer and the shop's policies", async () => {
    const res = await get('/v1/shops/harbor-tattoo/artists/mara-guest');
    expect(res.statusCode).toBe(200);
    const r = res.json().result;
    expect(r.artist.urlPath).toBe('mara-vale');
    expect(r.shop).toMatchObject({ shopUrl: 'harbor-tattoo', timeZone: 'Europe/Berlin' });
    expect(r.shop.policies.reschedulesAllowed).toBe(0);
    expect(r.membership).toMatchObject({ artistUrl: 'mara-guest', kind: 'guest' });
    expect(r.services.map((s: { name: string }) => s.name)).toEqual(['Realism session']);
  });

  it('answers 404 for an artist of another shop, an ended guest spot and an unknown shop', async () => {
    expect((await get('/v1/shops/north-ink/artists/mara-vane')).statusCode).toBe(404);
    const ended = await get('/v1/shops/north-ink/artists/tomas-old-guest');
    expect(ended.statusCode).toBe(404);
    expect(ended.json().error.message).toBe('This artist could not be found.');
    const shop = await get('/v1/shops/nowhere/artists/mara');
    expect(shop.json().error.message).toBe('This shop could not be found.');
  });
});

describe('service page', () => {
  it('has price, deposit, duration, the artists who offer it and the shop', async () => {
    const res = await get(`/v1/shops/harbor-tattoo/services/${ids.realism}`);
    expect(res.statusCode).toBe(200);
    const { service, shop } = res.json().result;
    expect(service).toMatchObject({
      name: 'Realism session',
      durationMinutes: 240,
      priceKind: 'hourly',
      priceAmount: 12000,
      depositAmount: 10000,
      currency: 'EUR',
      requiresRequest: true,
    });
    expect(service.artists.map((a: { urlPath: string }) => a.urlPath).sort()).toEqual([
      'mara-vale',
      'mara-vane',
    ]);
    expect(shop.shopUrl).toBe('harbor-tattoo');
  });

  it("answers 404 for another shop's service under this shop's address", async () => {
    const res = await get(`/v1/shops/north-ink/services/${ids.realism}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('This service could not be found.');
  });
});

describe('caching of catalogue answers', () => {
  it('sends an ETag and public caching, and 304 with no body when it still matches', async () => {
    const first = await get('/v1/artists/mara-vale');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    const again = await get('/v1/artists/mara-vale', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get('/v1/artists/mara-vane', { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
    expect(other.json().result.urlPath).toBe('mara-vane');
    const search = await get('/v1/search?q=mara');
    expect(search.headers.etag).toBeTruthy();
  });

  it('keeps signed-in answers out of shared caches and never caches a 404', async () => {
    const person = await signUp(app);
    const res = await get('/v1/shops/north-ink', bearer(person.token));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^private/);
    const missing = await get('/v1/shops/nowhere');
    expect(missing.headers.etag).toBeUndefined();
    expect(missing.headers['cache-control'] ?? '').not.toMatch(/public/);
  });
});

describe('API description', () => {
  it('documents the catalogue routes in the OpenAPI document', async () => {
    const doc = (await get('/v1/openapi.json')).json();
    for (const route of ['/v1/search', '/v1/artists/{urlPath}', '/v1/shops/{shopUrl}/services/{serviceId}']) {
      expect(Object.keys(doc.paths)).toContain(route);
    }
  });
});
