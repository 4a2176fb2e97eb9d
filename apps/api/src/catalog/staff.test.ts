import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp } from '../../test/app.ts';
import { addMember, insertCatalogFixtures } from './test-fixtures.ts';

let app: TestApp;
let ids: Awaited<ReturnType<typeof insertCatalogFixtures>>;
let owner: { token: string; userId: string };
let otherShopStaff: { token: string; userId: string };
let maraHerself: { token: string; userId: string };

/** A signed-up person with a profile, who is then made a member of a shop. */
async function member(businessId: string, role: 'owner' | 'staff' | 'artist', artistId?: string) {
  const person = await signUp(app);
  const me = await app.inject({ url: '/v1/users/me', headers: bearer(person.token) });
  const userId = me.json().result.userId as string;
  await addMember(app, userId, businessId, role, artistId);
  return { token: person.token, userId };
}

beforeAll(async () => {
  app = await createTestApp();
  ids = await insertCatalogFixtures(app);
  owner = await member(ids.north, 'owner');
  otherShopStaff = await member(ids.harbor, 'staff');
  maraHerself = await member(ids.north, 'artist', ids.mara);
});
afterAll(() => app.close());

const shop = async () => (await app.inject({ url: '/v1/shops/north-ink' })).json().result;

describe('editing the shop profile', () => {
  it('lets the owner change about, contact, hours and policies, and the page shows it', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: `/v1/business/${ids.north}/shop`,
      headers: bearer(owner.token),
      payload: {
        about: 'Fine line, botanical and lettering since 2015.',
        phone: '+493099999999',
        website: 'https://northside.example',
        hours: [{ weekday: 2, opens: '11:00', closes: '20:00' }],
        policies: {
          cancellationNoticeHours: 24,
          rescheduleNoticeHours: 24,
          reschedulesAllowed: 1,
          noShow: 'No-shows lose the deposit.',
          deposit: 'The deposit comes off the final price.',
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await shop();
    expect(after.about).toBe('Fine line, botanical and lettering since 2015.');
    expect(after.contact).toMatchObject({ phone: '+493099999999', website: 'https://northside.example' });
    expect(after.hours).toEqual([{ weekday: 2, opens: '11:00', closes: '20:00' }]);
    expect(after.policies.sentences).toContain(
      'You can move your appointment once, until 24 hours before it starts.',
    );
  });

  it('answers 404 to staff of another shop and 401 without sign-in, changing nothing', async () => {
    const before = await shop();
    const foreign = await app.inject({
      method: 'PATCH',
      url: `/v1/business/${ids.north}/shop`,
      headers: bearer(otherShopStaff.token),
      payload: { about: 'Hacked' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('This business could not be found.');
    const anonymous = await app.inject({
      method: 'PATCH',
      url: `/v1/business/${ids.north}/shop`,
      payload: { about: 'Hacked' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await shop()).about).toBe(before.about);
  });

  it('refuses an invalid body with field details and changes nothing', async () => {
    const before = await shop();
    const res = await app.inject({
      method: 'PATCH',
      url: `/v1/business/${ids.north}/shop`,
      headers: bearer(owner.token),
      payload: { about: 'Would be new', hours: [{ weekday: 8, opens: '9am', closes: '19:00' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.json().error.details.fields).some((f) => f.startsWith('body.hours'))).toBe(true);
    const script = await app.inject({
      method: 'PATCH',
      url: `/v1/business/${ids.north}/shop`,
      headers: bearer(owner.token),
      payload: { website: 'javascript:alert(1)', instagram: 'x/../../evil' },
    });
    expect(script.statusCode).toBe(400);
    expect(script.json().error.details.fields['body.website']).toMatch(/full web address/);
    expect(script.json().error.details.fields['body.instagram']).toMatch(/Instagram handle/);
    const after = await shop();
    expect(after.about).toBe(before.about);
    expect(after.hours).toEqual(before.hours);
    expect(after.contact.website).toBe(before.contact.website);
  });

  it('does not let an artist member change the shop', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: `/v1/business/${ids.north}/shop`,
      headers: bearer(maraHerself.token),
      payload: { about: 'Mine now' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('artists of the shop', () => {
  it('adds an artist with slugs made from the name, who shows on the roster and can be found', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/v1/business/${ids.north}/artists`,
      headers: bearer(owner.token),
      payload: { displayName: 'Ivy Stone', bio: 'Dotwork mandalas.', styles: ['Dotwork'], booksOpen: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().result).toMatchObject({ urlPath: 'ivy-stone', displayName: 'Ivy Stone' });
    expect((await shop()).artists.map((a: { artistUrl: string }) => a.artistUrl)).toContain('ivy-stone');
    const found = await app.inject({ url: '/v1/search?style=dotwork' });
    expect(found.json().result.hits.map((h: { slug: string }) => h.slug)).toEqual(['ivy-stone']);
  });

  it('gives artists with the same name, added at the same moment, different addresses', async () => {
    const add = () =>
      app.inject({
        method: 'POST',
        url: `/v1/business/${ids.north}/artists`,
        headers: bearer(owner.token),
        payload: { displayName: 'Sam Twin' },
      });
    const answers = await Promise.all([add(), add(), add()]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    const paths = answers.map((a) => a.json().result.urlPath).sort();
    expect(paths).toEqual(['sam-twin', 'sam-twin-2', 'sam-twin-3']);
    const roster = (await shop()).artists.map((a: { artistUrl: string }) => a.artistUrl);
    expect(roster).toEqual(expect.arrayContaining(['sam-twin', 'sam-twin-2', 'sam-twin-3']));
  });

  it('refuses a page address that another artist has', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/v1/business/${ids.north}/artists`,
      headers: bearer(owner.token),
      payload: { displayName: 'Copy Cat', urlPath: 'mara-vane' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/artist\/mara-vane is already taken/);
  });

  it('lets an artist edit their own profile but not a colleague', async () => {
    const own = await app.inject({
      method: 'PATCH',
      url: `/v1/business/${ids.north}/artists/${ids.mara}`,
      headers: bearer(maraHerself.token),
      payload: { booksOpen: false, booksNote: 'Books open again in June.' },
    });
    expect(own.statusCode, own.body).toBe(200);
    const page = (await app.inject({ url: '/v1/artists/mara-vale' })).json().result;
    expect(page).toMatchObject({ booksOpen: false, booksNote: 'Books open again in June.' });

    const ivy = (await app.inject({ url: '/v1/artists/ivy-stone' })).json().result;
    const colleague = await app.inject({
      method: 'PATCH',
      url: `/v1/business/${ids.north}/artists/${ivy.id}`,
      headers: bearer(maraHerself.token),
      payload: { bio: 'Changed by Mara' },
    });
    expect(colleague.statusCode).toBe(403);
  });

  it('answers 404 for an artist who does not work at this shop, even to its owner', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: `/v1/business/${ids.north}/artists/${ids.marane}`,
      headers: bearer(owner.token),
      payload: { bio: 'Not ours' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('portfolio pictures', () => {
  it('adds a finished public upload to the portfolio and removes it again', async () => {
    const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#333' } })
      .png()
      .toBuffer();
    const path = `users/${owner.userId}/portfolio/rose.png`;
    const declared = await app.inject({
      method: 'POST',
      url: '/v1/uploads',
      headers: bearer(owner.token),
      payload: { path, contentType: 'image/png', size: png.length, public: true },
    });
    expect(declared.statusCode, declared.body).toBe(201);
    const put = await app.inject({
      method: 'PUT',
      url: `/v1/uploads/${declared.json().result.uploadId}/content`,
      headers: { ...bearer(owner.token), 'content-type': 'image/png' },
      payload: png,
    });
    expect(put.statusCode, put.body).toBe(200);

    const added = await app.inject({
      method: 'POST',
      url: `/v1/business/${ids.north}/artists/${ids.mara}/portfolio`,
      headers: bearer(owner.token),
      payload: { path, width: 8, height: 6, caption: 'Rose' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const image = added.json().result;
    expect(image.url).toBe(`/files/${path}`);
    let page = (await app.inject({ url: '/v1/artists/mara-vale' })).json().result;
    expect(page.portfolio.at(-1)).toMatchObject({ caption: 'Rose', width: 8, height: 6 });
    // The copies made at upload are offered for srcset: one width (the picture's own), two formats.
    expect(page.portfolio.at(-1).variants).toEqual([
      { url: `/files/${path}.w8.avif`, width: 8, type: 'image/avif' },
      { url: `/files/${path}.w8.webp`, width: 8, type: 'image/webp' },
    ]);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/v1/business/${ids.north}/artists/${ids.mara}/portfolio/${image.id}`,
      headers: bearer(owner.token),
    });
    expect(removed.statusCode).toBe(200);
    page = (await app.inject({ url: '/v1/artists/mara-vale' })).json().result;
    expect(page.portfolio.map((p: { id: string }) => p.id)).not.toContain(image.id);
  });

  it('refuses a path that is not a finished upload of the caller', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/v1/business/${ids.north}/artists/${ids.mara}/portfolio`,
      headers: bearer(owner.token),
      payload: { path: 'public/artists/someone-else.jpg', width: 10, height: 10 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields['body.path']).toMatch(/Upload the image first/);
  });
});

describe('services', () => {
  it('creates a service offered by an artist, updates it, and deactivates it', async () => {
    const created = await app.inject({
      method: 'POST',
      url: `/v1/business/${ids.north}/services`,
      headers: bearer(owner.token),
      payload: {
        name: 'Lettering',
        durationMinutes: 60,
        priceKind: 'from',
        priceAmount: 9000,
        depositAmount: 3000,
        artistIds: [ids.mara],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const service = created.json().result;
    expect(service).toMatchObject({ name: 'Lettering', currency: 'EUR', priceAmount: 9000, active: true });
    expect(service.artists.map((a: { urlPath: string }) => a.urlPath)).toEqual(['mara-vale']);

    const page = await app.inject({ url: `/v1/shops/north-ink/services/${service.id}` });
    expect(page.json().result.service.depositAmount).toBe(3000);

    const changed = await app.inject({
      method: 'PATCH',
      url: `/v1/business/${ids.north}/services/${service.id}`,
      headers: bearer(owner.token),
      payload: { priceAmount: 10000, depositAmount: 4000 },
    });
    expect(changed.json().result).toMatchObject({ priceAmount: 10000, depositAmount: 4000 });

    const tooMuch = await app.inject({
      method: 'PATCH',
      url: `/v1/business/${ids.north}/services/${service.id}`,
      headers: bearer(owner.token),
      payload: { depositAmount: 20000 },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.details.fields['body.depositAmount']).toBe(
      'The deposit cannot be more than the price',
    );

    const off = await app.inject({
      method: 'DELETE',
      url: `/v1/business/${ids.north}/services/${service.id}`,
      headers: bearer(owner.token),
    });
    expect(off.json().result.active).toBe(false);
    expect((await shop()).services.map((s: { name: string }) => s.name)).not.toContain('Lettering');
    expect((await app.inject({ url: `/v1/shops/north-ink/services/${service.id}` })).statusCode).toBe(404);
  });

  it('refuses a deposit above the price and artists from another shop, creating nothing', async () => {
    const before = (await shop()).services.length;
    const deposit = await app.inject({
      method: 'POST',
      url: `/v1/business/${ids.north}/services`,
      headers: bearer(owner.token),
      payload: {
        name: 'Odd',
        durationMinutes: 60,
        priceKind: 'fixed',
        priceAmount: 1000,
        depositAmount: 5000,
      },
    });
    expect(deposit.statusCode).toBe(400);
    expect(deposit.json().error.details.fields['body.depositAmount']).toBe(
      'The deposit cannot be more than the price',
    );
    const stranger = await app.inject({
      method: 'POST',
      url: `/v1/business/${ids.north}/services`,
      headers: bearer(owner.token),
      payload: {
        name: 'Odd',
        durationMinutes: 60,
        priceKind: 'fixed',
        priceAmount: 1000,
        artistIds: [ids.marane],
      },
    });
    expect(stranger.statusCode).toBe(400);
    expect((await shop()).services.length).toBe(before);
  });

  it("answers 404 for another shop's service and to members of another shop", async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: `/v1/business/${ids.north}/services/${ids.realism}`,
      headers: bearer(owner.token),
      payload: { name: 'Mine' },
    });
    expect(res.statusCode).toBe(404);
    const foreign = await app.inject({
      method: 'POST',
      url: `/v1/business/${ids.north}/services`,
      headers: bearer(otherShopStaff.token),
      payload: { name: 'Sneaky', durationMinutes: 60, priceKind: 'fixed', priceAmount: 1000 },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
