import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestClock, testStart } from '../../test/clock.ts';
import {
  type BookingFixtures,
  insertBookingFixtures,
  newCustomer,
  newMember,
} from '../appointments/test-fixtures.ts';
import { newId } from '../db/ids.ts';
import { mailMessages } from '../db/schema/mail.ts';
import { subscriptions } from '../db/schema/subscriptions.ts';
import { runDueJobs } from '../worker/worker.ts';

// The customer's side of a drop (issue 29): the live stock the page polls, the followers-first
// window, and the followers' announcement at the opening.

const clock = createTestClock();
let app: TestApp;
let ids: BookingFixtures;
let owner: Awaited<ReturnType<typeof newMember>>;
let picture: string;

beforeAll(async () => {
  app = await createTestApp({}, { clock });
  ids = await insertBookingFixtures(app);
  owner = await newMember(app, ids.anchor, 'owner');
  picture = `users/${owner.user.id}/flash/heart.png`;
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: 'blue' } })
    .png()
    .toBuffer();
  const declared = await app.inject({
    method: 'POST',
    url: '/v1/uploads',
    headers: owner.headers,
    payload: { path: picture, contentType: 'image/png', size: png.length, public: true },
  });
  expect(declared.statusCode, declared.body).toBe(201);
  const put = await app.inject({
    method: 'PUT',
    url: new URL(declared.json().result.uploadUrl).pathname,
    headers: { ...owner.headers, 'content-type': 'image/png' },
    payload: png,
  });
  expect(put.statusCode, put.body).toBe(200);
});
afterAll(() => app?.close());

async function oneOff(title: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/v1/business/${ids.anchor}/flash`,
    headers: owner.headers,
    payload: {
      artistId: ids.ada,
      serviceId: ids.flash,
      title,
      picturePath: picture,
      repeatable: false,
      sizes: [{ label: 'Palm', durationMinutes: 60, priceAmount: 12000 }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result.id as string;
}

async function drop(designIds: string[], extra: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: `/v1/business/${ids.anchor}/drops`,
    headers: owner.headers,
    payload: {
      artistId: ids.ada,
      title: 'Night moths',
      opensAt: new Date(clock.now().getTime() - 60_000).toISOString(),
      items: designIds.map((designId) => ({ designId, stock: 1 })),
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result as { id: string; items: { id: string }[] };
}

const claim = (dropId: string, dropItemId: string, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: `/v1/drops/${dropId}/claims`, headers, payload: { dropItemId } });

/** A confirmed follower of Ada's flash drops, signed in as `userId` or by email alone. */
async function follower(email: string, userId: string | null, unsubscribed = false) {
  await app.db.insert(subscriptions).values({
    id: newId(),
    artistId: ids.ada,
    email,
    userId,
    topics: ['flash_drop'],
    token: newId(),
    consentText: 'Yes, email me',
    consentedAt: clock.now(),
    confirmedAt: clock.now(),
    unsubscribedAt: unsubscribed ? clock.now() : null,
  });
}

describe('the live stock of a drop page', () => {
  it('shows what is left of each design, the phase and the server time, and "Claimed" once taken', async () => {
    const d = await drop([await oneOff('Moth'), await oneOff('Lamp')]);
    const before = await app.inject({ url: `/v1/drops/${d.id}/stock` });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.headers['cache-control']).toContain('max-age=1');
    expect(Math.abs(Date.parse(before.json().result.now) - clock.now().getTime())).toBeLessThan(60_000);
    expect(before.json().result).toEqual({
      now: expect.any(String),
      phase: 'open',
      items: d.items.map((i) => ({ id: i.id, left: 1 })),
    });
    const customer = await newCustomer(app);
    expect((await claim(d.id, d.items[0]!.id, customer.headers)).statusCode).toBe(201);
    const after = (await app.inject({ url: `/v1/drops/${d.id}/stock` })).json().result;
    expect(after.items.map((i: { left: number }) => i.left)).toEqual([0, 1]);
    const unknown = await app.inject({ url: `/v1/drops/${newId()}/stock` });
    expect(unknown.statusCode).toBe(404);
  });

  it('gives a lapsed hold back in the stock the pages read', async () => {
    const d = await drop([await oneOff('Bell')], { holdMinutes: 3 });
    const customer = await newCustomer(app);
    expect((await claim(d.id, d.items[0]!.id, customer.headers)).statusCode).toBe(201);
    const held = (await app.inject({ url: `/v1/drops/${d.id}/stock` })).json().result;
    expect(held.items[0].left).toBe(0);
    clock.advance(3 * 60_000 + 1_000);
    const back = (await app.inject({ url: `/v1/drops/${d.id}/stock` })).json().result;
    expect(back.items[0].left).toBe(1);
    clock.set(testStart);
  });
});

describe('the followers-first window', () => {
  it('lets followers claim and tells everyone else until when, in the shop time', async () => {
    const d = await drop([await oneOff('Key'), await oneOff('Lock')], {
      followersUntil: new Date(clock.now().getTime() + 3_600_000).toISOString(),
    });
    const page = (await app.inject({ url: `/v1/drops/${d.id}` })).json().result;
    expect(page.phase).toBe('followers');
    const stranger = await newCustomer(app);
    const refused = await claim(d.id, d.items[0]!.id, stranger.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('FOLLOWERS_FIRST');
    expect(refused.json().error.message).toMatch(/until \w+day \d+ \w+, \d\d:\d\d \(shop time\)/);
    const fan = await newCustomer(app);
    await follower(fan.email, fan.user.id);
    const won = await claim(d.id, d.items[0]!.id, fan.headers);
    expect(won.statusCode, won.body).toBe(201);
  });

  it('answers a claim before the opening with the opening time', async () => {
    const d = await drop([await oneOff('Comet')], {
      opensAt: new Date(clock.now().getTime() + 2 * 3_600_000).toISOString(),
    });
    const refused = await claim(d.id, d.items[0]!.id, (await newCustomer(app)).headers);
    expect(refused.json().error.code).toBe('DROP_NOT_OPEN');
    expect(refused.json().error.message).toMatch(/opens \w+day \d+ \w+, \d\d:\d\d \(shop time\)/);
  });
});

describe("the followers' announcement", () => {
  it('emails the followers once, at the opening, with the pictures and the link; not the unsubscribed', async () => {
    const fan = `fan-${newId().slice(0, 8)}@example.test`;
    const gone = `gone-${newId().slice(0, 8)}@example.test`;
    await follower(fan, null);
    await follower(gone, null, true);
    const d = await drop([await oneOff('Raven'), await oneOff('Crow')], {
      opensAt: new Date(clock.now().getTime() + 3_600_000).toISOString(),
    });
    // The mails of this drop (the drops above opened already and announce themselves too).
    const mailsTo = async (to: string) => {
      // The opening's job queues the sending batches, which the next pass runs.
      await runDueJobs(app.deps);
      await runDueJobs(app.deps);
      const mails = await app.db.select().from(mailMessages).where(eq(mailMessages.to, to));
      return mails.filter((m) => m.text.includes(`/drops/${d.id}`));
    };
    // Not before it opens.
    expect(await mailsTo(fan)).toHaveLength(0);
    clock.advance(3_600_000 + 1_000);
    const mails = await mailsTo(fan);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Night moths');
    expect(mails[0]!.text).toContain(`/drops/${d.id}`);
    expect(mails[0]!.html).toContain(picture);
    expect(mails[0]!.text).toMatch(/Raven, Crow/);
    expect(await mailsTo(gone)).toHaveLength(0);
    // A second pass sends nothing more.
    expect(await mailsTo(fan)).toHaveLength(1);
    clock.set(testStart);
  });
});
