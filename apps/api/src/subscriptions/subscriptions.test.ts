import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  type BookingFixtures,
  insertBookingFixtures,
  newCustomer,
  newMember,
} from '../appointments/test-fixtures.ts';
import { mailMessages } from '../db/schema/mail.ts';
import { subscriptions } from '../db/schema/subscriptions.ts';
import { uploads } from '../db/schema/uploads.ts';
import { runDueJobs } from '../worker/worker.ts';

let app: TestApp;
let ids: BookingFixtures;
beforeAll(async () => {
  app = await createTestApp();
  ids = await insertBookingFixtures(app);
});
afterAll(() => app?.close());

let n = 0;
const newAddress = () => `fan${++n}-${Date.now()}@example.test`;

const subscribeTo = (
  email: string,
  target: { kind: 'artist'; urlPath: string } | { kind: 'shop'; shopUrl: string } = {
    kind: 'artist',
    urlPath: 'ada-stone',
  },
  topics = ['books_open', 'flash_drop'],
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/v1/subscriptions',
    headers,
    payload: { target, email, topics, consent: true },
  });

async function mailsTo(to: string) {
  await runDueJobs(app.deps);
  return app.db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.to, to))
    .orderBy(desc(mailMessages.createdAt));
}

const tokenIn = (text: string, pattern: RegExp) => {
  const match = text.match(pattern);
  if (!match) throw new Error(`no link matching ${pattern} in:\n${text}`);
  return decodeURIComponent(match[1]!);
};
const confirmTokenIn = (text: string) => tokenIn(text, /subscribe\?confirm=([A-Za-z0-9_%-]+)/);
const unsubscribeTokenIn = (text: string) => tokenIn(text, /unsubscribe\?token=([A-Za-z0-9_%-]+)/);

async function confirmedFollower(
  email = newAddress(),
  topics = ['books_open', 'flash_drop'],
  target?: Parameters<typeof subscribeTo>[1],
) {
  expect((await subscribeTo(email, target, topics)).statusCode).toBe(202);
  const [mail] = await mailsTo(email);
  const token = confirmTokenIn(mail!.text);
  const res = await app.inject({ url: `/v1/subscriptions/confirm?token=${token}` });
  expect(res.statusCode).toBe(200);
  return { email, token };
}

async function announce(businessId: string, headers: Record<string, string>, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: `/v1/business/${businessId}/announcements`,
    headers,
    payload: body,
  });
}

describe('subscribing (double opt-in)', () => {
  it('sends a confirmation email and activates the subscription only from its link, storing consent and attribution', async () => {
    const email = newAddress();
    const attribution = { id: 'utm-1', sourceCampaignId: 'spring', businessId: ids.anchor };
    const res = await app.inject({
      method: 'POST',
      url: '/v1/subscriptions',
      payload: {
        target: { kind: 'artist', urlPath: 'ada-stone' },
        email: email.toUpperCase(),
        phoneNumber: '+12125550123',
        topics: ['books_open'],
        consent: true,
        attribution,
      },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().result).toEqual({ status: 'confirmation_sent', email });

    const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.email, email));
    expect(row).toMatchObject({ confirmedAt: null, phoneNumber: '+12125550123', attribution });
    expect(row!.consentText).toContain('Ada Stone');
    expect(row!.consentedAt).toBeInstanceOf(Date);

    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Confirm: follow Ada Stone on Linework');
    const confirmed = await app.inject({
      url: `/v1/subscriptions/confirm?token=${confirmTokenIn(mail!.text)}`,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().result).toMatchObject({
      status: 'confirmed',
      topics: ['books_open'],
      target: { kind: 'artist', name: 'Ada Stone', path: '/artist/ada-stone' },
    });
  });

  it('keeps one subscription per address when someone subscribes again, and never lets a stranger change a confirmed one', async () => {
    const { email } = await confirmedFollower(newAddress(), ['books_open']);
    const again = await subscribeTo(email, undefined, ['news']);
    expect(again.statusCode).toBe(202);
    // Same answer as for a new address: nothing tells a stranger who follows whom.
    expect(again.json().result).toEqual({ status: 'confirmation_sent', email });
    const rows = await app.db.select().from(subscriptions).where(eq(subscriptions.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.topics).toEqual(['books_open']);
    expect(rows[0]!.confirmedAt).not.toBeNull();
    const [latest] = await mailsTo(email);
    expect(latest!.subject).toBe('You already follow Ada Stone');
  });

  it('makes one row when the same address subscribes twice at the same moment', async () => {
    const email = newAddress();
    const answers = await Promise.all([subscribeTo(email), subscribeTo(email), subscribeTo(email)]);
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202]);
    expect(await app.db.select().from(subscriptions).where(eq(subscriptions.email, email))).toHaveLength(1);
  });

  it('follows a shop and an artist separately with one address', async () => {
    const email = newAddress();
    await subscribeTo(email);
    await subscribeTo(email, { kind: 'shop', shopUrl: 'anchor-ink' });
    expect(await app.db.select().from(subscriptions).where(eq(subscriptions.email, email))).toHaveLength(2);
  });

  it('refuses a subscription without consent, without topics, or to an unknown artist', async () => {
    const noConsent = await app.inject({
      method: 'POST',
      url: '/v1/subscriptions',
      payload: { target: { kind: 'artist', urlPath: 'ada-stone' }, email: newAddress(), topics: ['news'] },
    });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().error.details.fields['body.consent']).toBeDefined();
    const noTopics = await subscribeTo(newAddress(), undefined, []);
    expect(noTopics.statusCode).toBe(400);
    expect(noTopics.json().error.message).toBe('Pick at least one topic');
    const unknown = await subscribeTo(newAddress(), { kind: 'artist', urlPath: 'nobody-here' });
    expect(unknown.statusCode).toBe(404);
  });

  it('subscribes a signed-in customer following with their own confirmed address at once, with no email to confirm', async () => {
    const me = await newCustomer(app);
    const res = await subscribeTo(me.email, undefined, ['books_open'], me.headers);
    expect(res.statusCode).toBe(202);
    expect(res.json().result).toEqual({ status: 'subscribed', email: me.email });
    const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.email, me.email));
    expect(row).toMatchObject({ userId: me.user.id, topics: ['books_open'], unsubscribedAt: null });
    expect(row!.confirmedAt).toBeInstanceOf(Date);
    expect((await mailsTo(me.email)).filter((m) => /follow/i.test(m.subject))).toEqual([]);

    // Following again changes their topics, still without an email.
    const again = await subscribeTo(me.email, undefined, ['news'], me.headers);
    expect(again.json().result.status).toBe('subscribed');
    const [changed] = await app.db.select().from(subscriptions).where(eq(subscriptions.email, me.email));
    expect(changed).toMatchObject({ topics: ['news'], confirmedAt: row!.confirmedAt });

    // Another address is not theirs to prove: it confirms by email as anyone's does.
    const other = newAddress();
    const forOther = await subscribeTo(other, undefined, ['books_open'], me.headers);
    expect(forOther.json().result).toEqual({ status: 'confirmation_sent', email: other });
    expect((await mailsTo(other))[0]!.subject).toBe('Confirm: follow Ada Stone on Linework');
  });

  it('lets a signed-in customer see and change the subscriptions made with their address, and no one else’s', async () => {
    const me = await newCustomer(app);
    await subscribeTo(me.email, undefined, ['books_open'], me.headers);
    const stranger = await newCustomer(app);
    await subscribeTo(stranger.email, undefined, ['books_open'], stranger.headers);

    const list = await app.inject({ url: '/v1/me/subscriptions', headers: me.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().result).toHaveLength(1);
    const mine = list.json().result[0];
    expect(mine).toMatchObject({ email: me.email, status: 'confirmed' });

    const change = await app.inject({
      method: 'PATCH',
      url: `/v1/me/subscriptions/${mine.id}`,
      headers: me.headers,
      payload: { topics: ['guest_spot', 'news'] },
    });
    expect(change.json().result.topics).toEqual(['guest_spot', 'news']);

    const theirs = (await app.inject({ url: '/v1/me/subscriptions', headers: stranger.headers })).json()
      .result[0];
    const blocked = await app.inject({
      method: 'PATCH',
      url: `/v1/me/subscriptions/${theirs.id}`,
      headers: me.headers,
      payload: { subscribed: false },
    });
    expect(blocked.statusCode).toBe(404);
    expect((await app.inject({ url: '/v1/me/subscriptions' })).statusCode).toBe(401);
  });
});

describe('unsubscribing', () => {
  it('unsubscribes with one click as RFC 8058 describes: a form POST to the List-Unsubscribe address, no page, no sign-in', async () => {
    const { token } = await confirmedFollower();
    const res = await app.inject({
      method: 'POST',
      url: `/v1/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.status).toBe('unsubscribed');
    const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.token, token));
    expect(row!.unsubscribedAt).not.toBeNull();
  });

  it('also accepts the multipart form a mail client may send', async () => {
    const { token } = await confirmedFollower();
    const boundary = 'xyz';
    const res = await app.inject({
      method: 'POST',
      url: `/v1/unsubscribe?token=${token}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.status).toBe('unsubscribed');
  });

  it('unsubscribes from the page, then lets the person choose topics instead or undo', async () => {
    const { token } = await confirmedFollower(newAddress(), ['books_open', 'flash_drop']);
    const off = await app.inject({ method: 'POST', url: '/v1/unsubscribe', payload: { token } });
    expect(off.json().result).toMatchObject({ status: 'unsubscribed', target: { name: 'Ada Stone' } });
    const topicsInstead = await app.inject({
      method: 'POST',
      url: '/v1/subscriptions/preferences',
      payload: { token, topics: ['flash_drop'] },
    });
    expect(topicsInstead.json().result).toMatchObject({ status: 'confirmed', topics: ['flash_drop'] });
  });

  it('says a tampered or unknown token is not valid and changes nothing', async () => {
    const { token } = await confirmedFollower();
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const res of [
      await app.inject({ method: 'POST', url: '/v1/unsubscribe', payload: { token: tampered } }),
      await app.inject({ url: `/v1/subscriptions/confirm?token=${tampered}` }),
      await app.inject({
        method: 'POST',
        url: '/v1/subscriptions/preferences',
        payload: { token: tampered, topics: ['news'] },
      }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('LINK_INVALID');
    }
    const garbage = await app.inject({ method: 'POST', url: '/v1/unsubscribe?token=<script>' });
    expect(garbage.statusCode).toBe(400);
    const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.token, token));
    expect(row!.unsubscribedAt).toBeNull();
    expect(row!.topics).toEqual(['books_open', 'flash_drop']);
  });
});

describe('announcements', () => {
  it('reaches only confirmed, subscribed followers of that topic, each with a personal one-click unsubscribe', async () => {
    const staff = await newMember(app, ids.anchor, 'staff');
    const ben = { kind: 'artist' as const, urlPath: 'ben-ward' };
    const books = await confirmedFollower(newAddress(), ['books_open'], ben);
    const flashOnly = await confirmedFollower(newAddress(), ['flash_drop'], ben);
    const gone = await confirmedFollower(newAddress(), ['books_open'], ben);
    await app.inject({ method: 'POST', url: '/v1/unsubscribe', payload: { token: gone.token } });
    const pending = newAddress();
    await subscribeTo(pending, ben, ['books_open']);
    const shopFollower = await confirmedFollower(newAddress(), ['books_open'], {
      kind: 'shop',
      shopUrl: 'anchor-ink',
    });
    await runDueJobs(app.deps);

    const res = await announce(ids.anchor, staff.headers, {
      topic: 'books_open',
      artistId: ids.ben,
      title: 'Books open for spring',
      message: 'I am taking bookings for March and April.',
      opensOn: '2027-03-01',
      closesOn: '2027-04-30',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().result).toMatchObject({ recipientCount: 1, sentCount: 0 });
    await runDueJobs(app.deps);

    const [got] = await mailsTo(books.email);
    expect(got!.subject).toBe('Ben Ward: Books open for spring');
    expect(got!.text).toContain('Books open 1 March 2027 to 30 April 2027.');
    expect(got!.text).toContain('http://localhost:3000/artist/ben-ward');
    expect(got!.headers).toMatchObject({
      'List-Unsubscribe': `<http://localhost:3000/v1/unsubscribe?token=${books.token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribeTokenIn(got!.text)).toBe(books.token);
    for (const email of [flashOnly.email, gone.email, pending, shopFollower.email]) {
      const mails = await mailsTo(email);
      expect(
        mails.some((m) => m.subject.includes('Books open for spring')),
        email,
      ).toBe(false);
    }
    const list = await app.inject({
      url: `/v1/business/${ids.anchor}/announcements`,
      headers: staff.headers,
    });
    expect(list.json().result[0]).toMatchObject({ title: 'Books open for spring', sentCount: 1 });
  });

  it('shows its pictures in the email at absolute PUBLIC_URL addresses, which a mail client can fetch', async () => {
    const staff = await newMember(app, ids.anchor, 'staff');
    const follower = await confirmedFollower(newAddress(), ['flash_drop'], {
      kind: 'shop',
      shopUrl: 'anchor-ink',
    });
    const path = `public/announcements/${Date.now()}/flash.webp`;
    await app.db.insert(uploads).values({
      id: `up_${Date.now()}`,
      path,
      contentType: 'image/webp',
      declaredSize: 10,
      size: 10,
      isPublic: true,
      status: 'stored',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const res = await announce(ids.anchor, staff.headers, {
      topic: 'flash_drop',
      title: 'Flash day',
      message: 'Walk-ins welcome.',
      imagePaths: [path],
    });
    expect(res.statusCode).toBe(201);
    const [got] = await mailsTo(follower.email);
    expect(got!.subject).toContain('Flash day');
    expect(got!.html).toContain(`src="http://localhost:3000/files/${path}"`);
  });

  it('sends a long list in batches without sending anyone the same announcement twice', async () => {
    const staff = await newMember(app, ids.harbour, 'owner');
    const addresses = Array.from({ length: 57 }, () => newAddress());
    await app.db.insert(subscriptions).values(
      addresses.map((email, i) => ({
        id: `batch-${i}-${email}`,
        businessId: ids.harbour,
        email,
        topics: ['news' as const],
        token: `tok${i}${Date.now()}`,
        consentText: 'test',
        consentedAt: new Date(),
        confirmedAt: new Date(),
      })),
    );
    await runDueJobs(app.deps);
    const res = await announce(ids.harbour, staff.headers, {
      topic: 'news',
      title: 'New studio',
      message: 'We moved.',
    });
    expect(res.json().result.recipientCount).toBe(57);
    // The first pass runs one batch of 50 and queues the rest; a second pass finishes.
    await runDueJobs(app.deps, { batchSize: 1, maxBatches: 1 });
    const afterFirst = await app.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.subject, 'Harbour Lights: New studio'));
    expect(afterFirst).toHaveLength(50);
    await runDueJobs(app.deps);
    await runDueJobs(app.deps);
    const all = await app.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.subject, 'Harbour Lights: New studio'));
    expect(all).toHaveLength(57);
    expect(new Set(all.map((m) => m.to)).size).toBe(57);
  });

  it('is for the shop’s front of house only: outsiders learn nothing, artists are refused', async () => {
    const outsider = await newCustomer(app);
    const body = { topic: 'news', title: 'Hi', message: 'Hello' };
    expect((await announce(ids.anchor, outsider.headers, body)).statusCode).toBe(404);
    const artist = await newMember(app, ids.anchor, 'artist');
    expect((await announce(ids.anchor, artist.headers, body)).statusCode).toBe(403);
    const staff = await newMember(app, ids.anchor, 'staff');
    const noDates = await announce(ids.anchor, staff.headers, { ...body, topic: 'books_open' });
    expect(noDates.statusCode).toBe(400);
    expect(noDates.json().error.details.fields['body.opensOn']).toBe('Say when the books open');
  });
});
