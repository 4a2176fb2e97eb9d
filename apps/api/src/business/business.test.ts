import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, signUpUnverified, type TestApp } from '../../test/app.ts';
import { mailMessages } from '../db/schema/mail.ts';
import { runDueJobs } from '../worker/worker.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Person = Awaited<ReturnType<typeof signUp>>;

const shopBody = (shopUrl: string) => ({
  name: 'Fresh Ink',
  shopUrl,
  addressLine: 'Hauptstraße 1',
  city: 'Leipzig',
  country: 'de',
  latitude: 51.34,
  longitude: 12.37,
  timeZone: 'Europe/Berlin',
  currency: 'EUR',
});

async function startShop(owner: Person, shopUrl: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/businesses',
    headers: bearer(owner.token),
    payload: shopBody(shopUrl),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result.businessId as string;
}

const as = (person: Person) => bearer(person.token);
const biz = (id: string, rest: string) => `/v1/business/${id}${rest}`;

describe('starting a shop from nothing', () => {
  it('makes the creator its owner, keeps it hidden until published, then search and its page find it', async () => {
    const owner = await signUp(app, { firstName: 'Ada', lastName: 'Needle' });
    const free = await app.inject({ url: '/v1/businesses/shop-url?shopUrl=fresh-ink', headers: as(owner) });
    expect(free.json().result).toEqual({ shopUrl: 'fresh-ink', free: true, problem: null });
    const id = await startShop(owner, 'fresh-ink');
    const taken = await app.inject({ url: '/v1/businesses/shop-url?shopUrl=fresh-ink', headers: as(owner) });
    expect(taken.json().result).toMatchObject({ free: false, problem: 'Already taken' });

    const mine = (await app.inject({ url: '/v1/users/me/businesses', headers: as(owner) })).json().result;
    expect(mine).toEqual([expect.objectContaining({ businessId: id, role: 'owner', currency: 'EUR' })]);

    // Not published: no page, not in search.
    expect((await app.inject({ url: '/v1/shops/fresh-ink' })).statusCode).toBe(404);
    const hidden = (await app.inject({ url: '/v1/search?q=Fresh' })).json().result.hits;
    expect(hidden).toEqual([]);

    // Publishing needs an artist with hours and a service.
    const early = await app.inject({ method: 'POST', url: biz(id, '/publish'), headers: as(owner) });
    expect(early.statusCode).toBe(422);
    expect(early.json().error.message).toBe(
      'Before it goes live, the shop needs an artist with working hours and a service that one of its artists offers.',
    );

    const artist = await app.inject({
      method: 'POST',
      url: biz(id, '/artists'),
      headers: as(owner),
      payload: { displayName: 'Ada Needle', isMe: true },
    });
    expect(artist.statusCode, artist.body).toBe(201);
    const artistId = artist.json().result.id as string;
    const me = (await app.inject({ url: '/v1/users/me/businesses', headers: as(owner) })).json().result;
    expect(me[0].artistId).toBe(artistId);

    const hours = await app.inject({
      method: 'PUT',
      url: biz(id, `/artists/${artistId}/hours`),
      headers: as(owner),
      payload: { intervals: [{ weekday: 2, opens: '10:00', closes: '18:00' }] },
    });
    expect(hours.statusCode, hours.body).toBe(200);
    const service = await app.inject({
      method: 'POST',
      url: biz(id, '/services'),
      headers: as(owner),
      payload: {
        name: 'Small piece',
        durationMinutes: 60,
        priceKind: 'fixed',
        priceAmount: 12000,
        artistIds: [artistId],
      },
    });
    expect(service.statusCode, service.body).toBe(201);

    const view = (await app.inject({ url: biz(id, '/shop'), headers: as(owner) })).json().result;
    expect(view.publishedAt).toBeNull();
    expect(view.checklist).toEqual({ hasArtistWithHours: true, hasService: true });

    const published = await app.inject({ method: 'POST', url: biz(id, '/publish'), headers: as(owner) });
    expect(published.statusCode, published.body).toBe(200);
    const page = await app.inject({ url: '/v1/shops/fresh-ink' });
    expect(page.statusCode).toBe(200);
    expect(page.json().result.artists.map((a: { displayName: string }) => a.displayName)).toEqual([
      'Ada Needle',
    ]);
    const found = (await app.inject({ url: '/v1/search?q=Fresh' })).json().result.hits;
    expect(found.map((h: { slug: string }) => h.slug)).toContain('fresh-ink');
  });

  it('opens the new shop when its artists work, until the owner sets opening hours of their own', async () => {
    const owner = await signUp(app, { firstName: 'Ada', lastName: 'Needle' });
    const id = await startShop(owner, 'team-hours-ink');
    const artist = await app.inject({
      method: 'POST',
      url: biz(id, '/artists'),
      headers: as(owner),
      payload: { displayName: 'Ada Needle', isMe: true },
    });
    const artistId = artist.json().result.id as string;
    const guest = await app.inject({
      method: 'POST',
      url: biz(id, '/artists'),
      headers: as(owner),
      payload: { displayName: 'Bo Guest', isMe: false },
    });
    const hoursOf = (who: string, intervals: object[]) =>
      app.inject({
        method: 'PUT',
        url: biz(id, `/artists/${who}/hours`),
        headers: as(owner),
        payload: { intervals },
      });
    const tuesdayToSaturday = [2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      opens: '11:00',
      closes: '19:00',
    }));
    expect((await hoursOf(artistId, tuesdayToSaturday)).statusCode).toBe(200);
    expect(
      (await hoursOf(guest.json().result.id, [{ weekday: 6, opens: '09:00', closes: '15:00' }])).statusCode,
    ).toBe(200);
    const shop = async () =>
      (await app.inject({ url: biz(id, '/shop'), headers: as(owner) })).json().result.shop;
    expect((await shop()).hours).toEqual([
      { weekday: 2, opens: '11:00', closes: '19:00' },
      { weekday: 3, opens: '11:00', closes: '19:00' },
      { weekday: 4, opens: '11:00', closes: '19:00' },
      { weekday: 5, opens: '11:00', closes: '19:00' },
      { weekday: 6, opens: '09:00', closes: '19:00' },
    ]);

    const own = [{ weekday: 3, opens: '12:00', closes: '18:00' }];
    const set = await app.inject({
      method: 'PATCH',
      url: biz(id, '/shop'),
      headers: as(owner),
      payload: { hours: own },
    });
    expect(set.statusCode, set.body).toBe(200);
    await hoursOf(artistId, [{ weekday: 1, opens: '10:00', closes: '12:00' }]);
    expect((await shop()).hours).toEqual(own);
  });

  it('refuses a taken shop address, bad input and an unconfirmed email', async () => {
    const owner = await signUp(app);
    await startShop(owner, 'twice-ink');
    const again = await app.inject({
      method: 'POST',
      url: '/v1/businesses',
      headers: as(owner),
      payload: shopBody('twice-ink'),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('URL_TAKEN');
    const bad = await app.inject({
      method: 'POST',
      url: '/v1/businesses',
      headers: as(owner),
      payload: { ...shopBody('bad-zone'), timeZone: 'Mars/Olympus', currency: 'XYZ1' },
    });
    expect(bad.statusCode).toBe(400);
    const unconfirmed = await signUpUnverified(app);
    const refused = await app.inject({
      method: 'POST',
      url: '/v1/businesses',
      headers: bearer(unconfirmed.token),
      payload: shopBody('not-yet-ink'),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('lets only an owner publish', async () => {
    const owner = await signUp(app);
    const id = await startShop(owner, 'owners-only-ink');
    const desk = await signUp(app);
    await invitedAndAccepted(owner, id, desk, 'staff');
    const res = await app.inject({ method: 'POST', url: biz(id, '/publish'), headers: as(desk) });
    expect(res.statusCode).toBe(403);
  });
});

async function invitationLinkFor(email: string) {
  await runDueJobs(app.deps);
  const [mail] = await app.db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.to, email.toLowerCase()))
    .orderBy(desc(mailMessages.createdAt));
  const token = mail?.text.match(/invitations\/([A-Za-z0-9_%-]+)/)?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return { token: decodeURIComponent(token), mail: mail! };
}

async function invitedAndAccepted(owner: Person, businessId: string, person: Person, role: string) {
  const invited = await app.inject({
    method: 'POST',
    url: biz(businessId, '/invitations'),
    headers: as(owner),
    payload: { email: person.email, role },
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const { token } = await invitationLinkFor(person.email);
  const accepted = await app.inject({
    method: 'POST',
    url: `/v1/invitations/${token}/accept`,
    headers: as(person),
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return accepted.json().result;
}

describe('the team', () => {
  it('invites by email; only the invited address joins, once, with the role', async () => {
    const owner = await signUp(app, { firstName: 'Olga', lastName: 'Owner' });
    const id = await startShop(owner, 'team-ink');
    const artist = await signUp(app, { firstName: 'Theo', lastName: 'Lines' });
    const stranger = await signUp(app);
    const invited = await app.inject({
      method: 'POST',
      url: biz(id, '/invitations'),
      headers: as(owner),
      payload: { email: artist.email.toUpperCase(), role: 'artist' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const { token, mail } = await invitationLinkFor(artist.email);
    expect(mail.subject).toBe('Join Fresh Ink on Linework');
    expect(mail.text).toContain('Olga Owner invited you to the team of Fresh Ink');

    const view = await app.inject({ url: `/v1/invitations/${token}` });
    expect(view.json().result).toMatchObject({ businessName: 'Fresh Ink', role: 'artist', status: 'open' });

    const wrong = await app.inject({
      method: 'POST',
      url: `/v1/invitations/${token}/accept`,
      headers: as(stranger),
    });
    expect(wrong.statusCode).toBe(403);
    const joined = await app.inject({
      method: 'POST',
      url: `/v1/invitations/${token}/accept`,
      headers: as(artist),
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().result).toMatchObject({
      businessId: id,
      role: 'artist',
      artistId: expect.any(String),
    });
    const twice = await app.inject({
      method: 'POST',
      url: `/v1/invitations/${token}/accept`,
      headers: as(artist),
    });
    expect(twice.statusCode).toBe(409);

    const team = (await app.inject({ url: biz(id, '/team'), headers: as(owner) })).json().result;
    expect(team.members.map((m: { name: string; role: string }) => [m.name, m.role])).toEqual([
      ['Olga Owner', 'owner'],
      ['Theo Lines', 'artist'],
    ]);
    expect(team.invitations).toEqual([]);
    // The new artist manages their own profile.
    const own = await app.inject({
      method: 'PATCH',
      url: biz(id, `/artists/${joined.json().result.artistId}`),
      headers: as(artist),
      payload: { booksOpen: false },
    });
    expect(own.statusCode, own.body).toBe(200);
    // An artist cannot invite.
    const notOwner = await app.inject({
      method: 'POST',
      url: biz(id, '/invitations'),
      headers: as(artist),
      payload: { email: stranger.email, role: 'owner' },
    });
    expect(notOwner.statusCode).toBe(403);
  });

  it('changes roles and removes members, but never leaves the shop without an owner', async () => {
    const owner = await signUp(app);
    const id = await startShop(owner, 'roles-ink');
    const desk = await signUp(app);
    await invitedAndAccepted(owner, id, desk, 'staff');
    const team = (await app.inject({ url: biz(id, '/team'), headers: as(owner) })).json().result;
    const ownerMember = team.members.find((m: { role: string }) => m.role === 'owner').memberId;
    const deskMember = team.members.find((m: { role: string }) => m.role === 'staff').memberId;

    const demoteLast = await app.inject({
      method: 'PATCH',
      url: biz(id, `/members/${ownerMember}`),
      headers: as(owner),
      payload: { role: 'staff' },
    });
    expect(demoteLast.statusCode).toBe(409);
    const removeLast = await app.inject({
      method: 'DELETE',
      url: biz(id, `/members/${ownerMember}`),
      headers: as(owner),
    });
    expect(removeLast.statusCode).toBe(409);

    const promoted = await app.inject({
      method: 'PATCH',
      url: biz(id, `/members/${deskMember}`),
      headers: as(owner),
      payload: { role: 'owner' },
    });
    expect(promoted.json().result.role).toBe('owner');
    const left = await app.inject({
      method: 'DELETE',
      url: biz(id, `/members/${ownerMember}`),
      headers: as(owner),
    });
    expect(left.statusCode, left.body).toBe(200);
    const gone = await app.inject({ url: biz(id, '/team'), headers: as(owner) });
    expect(gone.statusCode).toBe(404);
    const now = (await app.inject({ url: biz(id, '/team'), headers: as(desk) })).json().result;
    expect(now.members.map((m: { role: string }) => m.role)).toEqual(['owner']);
  });
});

describe('portfolio order', () => {
  it('puts the pictures in the order given and refuses a list that is not the whole portfolio', async () => {
    const owner = await signUp(app);
    const id = await startShop(owner, 'order-ink');
    const artistId = (
      await app.inject({
        method: 'POST',
        url: biz(id, '/artists'),
        headers: as(owner),
        payload: { displayName: 'Order Artist' },
      })
    ).json().result.id as string;
    const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#333' } })
      .png()
      .toBuffer();
    const meRes = await app.inject({ url: '/v1/users/me', headers: as(owner) });
    const userId = meRes.json().result.userId;
    const imageIds: string[] = [];
    for (const name of ['a', 'b', 'c']) {
      const path = `users/${userId}/portfolio/${name}.png`;
      const declared = await app.inject({
        method: 'POST',
        url: '/v1/uploads',
        headers: as(owner),
        payload: { path, contentType: 'image/png', size: png.length, public: true },
      });
      await app.inject({
        method: 'PUT',
        url: `/v1/uploads/${declared.json().result.uploadId}/content`,
        headers: { ...as(owner), 'content-type': 'image/png' },
        payload: png,
      });
      const added = await app.inject({
        method: 'POST',
        url: biz(id, `/artists/${artistId}/portfolio`),
        headers: as(owner),
        payload: { path, width: 8, height: 6, caption: name },
      });
      expect(added.statusCode, added.body).toBe(201);
      imageIds.push(added.json().result.id);
    }
    const [a, b, c] = imageIds as [string, string, string];
    const reordered = await app.inject({
      method: 'PUT',
      url: biz(id, `/artists/${artistId}/portfolio/order`),
      headers: as(owner),
      payload: { imageIds: [c, a, b] },
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().result.portfolio.map((p: { caption: string }) => p.caption)).toEqual([
      'c',
      'a',
      'b',
    ]);
    const read = (await app.inject({ url: biz(id, `/artists/${artistId}`), headers: as(owner) })).json()
      .result;
    expect(read.portfolio.map((p: { id: string }) => p.id)).toEqual([c, a, b]);

    const partial = await app.inject({
      method: 'PUT',
      url: biz(id, `/artists/${artistId}/portfolio/order`),
      headers: as(owner),
      payload: { imageIds: [a, b] },
    });
    expect(partial.statusCode).toBe(400);
  });
});
