import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp } from '../../test/app.ts';
import { businesses } from '../db/schema/catalog.ts';
import { announceCatalogChange } from './read-cache.ts';
import { addMember, insertCatalogFixtures } from './test-fixtures.ts';

let app: TestApp;
let ids: Awaited<ReturnType<typeof insertCatalogFixtures>>;
beforeAll(async () => {
  app = await createTestApp();
  ids = await insertCatalogFixtures(app);
});
afterAll(() => app.close());

const about = async () => (await app.inject({ url: '/v1/shops/north-ink' })).json().result.about as string;

describe('catalogue read cache', () => {
  it('serves the page again from memory, and drops it when any instance announces a change', async () => {
    const before = await about();
    // Another instance writes straight to the database: this one still has its answer…
    await app.db.update(businesses).set({ about: 'Written elsewhere.' }).where(eq(businesses.id, ids.north));
    expect(await about()).toBe(before);
    // …until the change is announced over NOTIFY, which every instance listens to.
    await announceCatalogChange(app.db);
    await expect.poll(about).toBe('Written elsewhere.');
  });

  it('shows a staff edit on the public page right after it is saved', async () => {
    const person = await signUp(app);
    const me = await app.inject({ url: '/v1/users/me', headers: bearer(person.token) });
    await addMember(app, me.json().result.userId, ids.north, 'owner');
    await about();
    const res = await app.inject({
      method: 'PATCH',
      url: `/v1/business/${ids.north}/shop`,
      headers: bearer(person.token),
      payload: { about: 'Walk-ins every Saturday.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    await expect.poll(about).toBe('Walk-ins every Saturday.');
  });

  it('sends pages compressed to browsers that accept it, with the same ETag and 304', async () => {
    const headers = { 'accept-encoding': 'br, gzip' };
    const res = await app.inject({ url: '/v1/shops/north-ink', headers });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.etag).toBeTruthy();
    const again = await app.inject({
      url: '/v1/shops/north-ink',
      headers: { ...headers, 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
