import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp } from '../../test/app.ts';
import { addMember, insertCatalogFixtures } from '../catalog/test-fixtures.ts';

let app: TestApp;
let ids: Awaited<ReturnType<typeof insertCatalogFixtures>>;
beforeAll(async () => {
  app = await createTestApp();
  ids = await insertCatalogFixtures(app);
});
afterAll(() => app.close());

describe('current user', () => {
  it('creates the profile from the token on the first call and returns it after', async () => {
    const person = await signUp(app, { firstName: 'Ada', lastName: 'Lovelace', phoneNumber: '+12125550123' });
    const first = await app.inject({ url: '/v1/users/me', headers: bearer(person.token) });
    expect(first.statusCode).toBe(200);
    const profile = first.json().result;
    expect(profile).toMatchObject({
      email: person.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      phoneNumber: '+12125550123',
    });
    expect(Date.parse(profile.createdAt)).not.toBeNaN();
    const again = await app.inject({ url: '/v1/users/me', headers: bearer(person.token) });
    expect(again.json().result.userId).toBe(profile.userId);
  });

  it('answers 401 in the envelope without a token', async () => {
    const res = await app.inject({ url: '/v1/users/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED', message: 'Not authenticated' } });
  });

  it('changes names and phone number, and refuses a phone number that is not E.164', async () => {
    const person = await signUp(app);
    const ok = await app.inject({
      method: 'PATCH',
      url: '/v1/users/me',
      headers: bearer(person.token),
      payload: { firstName: 'Sam', phoneNumber: '+447700900123' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result).toMatchObject({
      firstName: 'Sam',
      lastName: 'Ink',
      phoneNumber: '+447700900123',
    });

    const bad = await app.inject({
      method: 'PATCH',
      url: '/v1/users/me',
      headers: bearer(person.token),
      payload: { phoneNumber: '555-1234' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
    expect(bad.json().error.details.fields['body.phoneNumber']).toMatch(/international format/);
    const after = await app.inject({ url: '/v1/users/me', headers: bearer(person.token) });
    expect(after.json().result.phoneNumber).toBe('+447700900123');
  });

  it('rejects unknown fields instead of storing them', async () => {
    const person = await signUp(app);
    const res = await app.inject({
      method: 'PATCH',
      url: '/v1/users/me',
      headers: bearer(person.token),
      payload: { email: 'other@example.test' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('the pages a user looks after', () => {
  /** Signs someone up, makes them a member of a shop (unless no shop), and reads what they manage. */
  async function managesOf(membership?: {
    businessId: string;
    role: 'owner' | 'staff' | 'artist';
    artistId?: string;
  }) {
    const person = await signUp(app);
    const me = async () =>
      (await app.inject({ url: '/v1/users/me', headers: bearer(person.token) })).json().result;
    if (membership) {
      const { businessId, role, artistId } = membership;
      await addMember(app, (await me()).userId, businessId, role, artistId);
    }
    return (await me()).manages;
  }

  it('tells a shop’s staff their shop and its artists, an artist their own page, a customer nothing', async () => {
    expect(await managesOf()).toEqual({ shopUrls: [], artistUrlPaths: [] });
    // North Ink has Mara as a resident and once had Tomas (of Kreuzberg) as a guest.
    expect(await managesOf({ businessId: ids.north, role: 'staff' })).toEqual({
      shopUrls: ['north-ink'],
      artistUrlPaths: ['mara-vale', 'tomas-reed'],
    });
    expect(await managesOf({ businessId: ids.north, role: 'artist', artistId: ids.mara })).toEqual({
      shopUrls: [],
      artistUrlPaths: ['mara-vale'],
    });
  });
});

describe('the businesses a user works at', () => {
  it('lists each business with the person’s role there, and nothing for a customer', async () => {
    const person = await signUp(app);
    const mine = async () =>
      (await app.inject({ url: '/v1/users/me/businesses', headers: bearer(person.token) })).json().result;
    expect(await mine()).toEqual([]);
    const me = (await app.inject({ url: '/v1/users/me', headers: bearer(person.token) })).json().result;
    await addMember(app, me.userId, ids.north, 'artist', ids.mara);
    expect(await mine()).toEqual([
      expect.objectContaining({
        businessId: ids.north,
        shopUrl: 'north-ink',
        role: 'artist',
        artistId: ids.mara,
      }),
    ]);
    expect((await app.inject({ url: '/v1/users/me/businesses' })).statusCode).toBe(401);
  });
});
