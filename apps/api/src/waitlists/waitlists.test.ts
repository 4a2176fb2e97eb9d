import { defaultNotificationPreferences } from '@linework/contract/users';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestClock } from '../../test/clock.ts';
import { changeAppointment } from '../appointments/lifecycle.ts';
import {
  type BookingFixtures,
  insertBookingFixtures,
  newCustomer,
  newMember,
} from '../appointments/test-fixtures.ts';
import { appointments, liveStatuses } from '../db/schema/appointments.ts';
import { mailMessages } from '../db/schema/mail.ts';
import { smsMessages } from '../db/schema/sms.ts';
import { users } from '../db/schema/users.ts';
import { waitlistEntries, waitlistOffers } from '../db/schema/waitlists.ts';
import { runDueJobs } from '../worker/worker.ts';

const clock = createTestClock();
let app: TestApp;
let ids: BookingFixtures;
let owner: Awaited<ReturnType<typeof newMember>>;

beforeAll(async () => {
  app = await createTestApp({}, { clock });
  ids = await insertBookingFixtures(app);
  owner = await newMember(app, ids.anchor, 'owner');
});
afterAll(() => app?.close());

type Customer = Awaited<ReturnType<typeof newCustomer>>;
const tuesday = 2;

/** Joins Ada's waitlist for the free consultation on the given days, 10:00–14:00 in New York. */
async function join(c: Customer, days = [tuesday]) {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/waitlist/entries',
    headers: c.headers,
    payload: {
      shopUrl: 'anchor-ink',
      artistId: ids.ada,
      serviceId: ids.consult,
      days,
      times: [{ from: '10:00', until: '14:00' }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result as { id: string };
}

/** Books the consultation at `start` for a customer, then the shop cancels it: the time frees. */
async function bookAndCancel(start: string) {
  const booker = await newCustomer(app);
  const booked = await app.inject({
    method: 'POST',
    url: '/v1/appointments',
    headers: booker.headers,
    payload: { shopUrl: 'anchor-ink', artistId: ids.ada, serviceId: ids.consult, start },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const id = booked.json().result.id as string;
  await changeAppointment(app.db, 'shop.cancel', { id }, { now: clock.now() });
  await runAllJobs();
  return id;
}

/** Runs jobs until none is due: a freed time's job queues the offers' messages for the next pass. */
async function runAllJobs() {
  while ((await runDueJobs(app.deps)).ran > 0);
}

const offersOf = (entryIds: string[]) =>
  app.db.select().from(waitlistOffers).where(inArray(waitlistOffers.entryId, entryIds));

const accept = (offerId: string, c: Customer) =>
  app.inject({ method: 'POST', url: `/v1/waitlist/offers/${offerId}/accept`, headers: c.headers });

const liveAt = async (start: string) =>
  app.db
    .select({ id: appointments.id, customerId: appointments.customerId })
    .from(appointments)
    .where(
      and(
        eq(appointments.artistId, ids.ada),
        eq(appointments.startsAt, new Date(start)),
        inArray(appointments.status, [...liveStatuses]),
      ),
    );

describe('waitlists', () => {
  it('refuses a join without days, with a field message, and a service the artist does not do', async () => {
    const c = await newCustomer(app);
    const res = await app.inject({
      method: 'POST',
      url: '/v1/waitlist/entries',
      headers: c.headers,
      payload: { shopUrl: 'anchor-ink', artistId: ids.ada, serviceId: ids.consult, days: [], times: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Choose one day at least');
    const wrong = await app.inject({
      method: 'POST',
      url: '/v1/waitlist/entries',
      headers: c.headers,
      payload: {
        shopUrl: 'anchor-ink',
        artistId: ids.ben,
        serviceId: ids.small,
        days: [1],
        times: [{ from: '10:00', until: '12:00' }],
      },
    });
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(wrong.json().error.details).toBeDefined();
    const anonymous = await app.inject({ method: 'POST', url: '/v1/waitlist/entries', payload: {} });
    expect([400, 401]).toContain(anonymous.statusCode);
  });

  it('offers a freed time in order: the first who fits, then the next when the offer runs out; never one whose days do not fit', async () => {
    const [a, b, c, weekend] = await Promise.all([1, 2, 3, 4].map(() => newCustomer(app)));
    const ea = await join(a!);
    const eb = await join(b!);
    const ec = await join(c!);
    const ew = await join(weekend!, [6, 7]);
    const twice = await app.inject({
      method: 'POST',
      url: '/v1/waitlist/entries',
      headers: a!.headers,
      payload: {
        shopUrl: 'anchor-ink',
        artistId: ids.ada,
        serviceId: ids.consult,
        days: [1],
        times: [{ from: '10:00', until: '12:00' }],
      },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('ALREADY_WAITING');

    // Tuesday 22 January 2030, 11:00 in New York.
    const start = '2030-01-22T16:00:00.000Z';
    await bookAndCancel(start);
    let offers = await offersOf([ea.id, eb.id, ec.id, ew.id]);
    expect(offers.map((o) => [o.entryId, o.state])).toEqual([[ea.id, 'offered']]);
    const mail = await app.db.select().from(mailMessages).where(eq(mailMessages.to, a!.email.toLowerCase()));
    expect(mail.map((m) => m.subject).join('\n')).toContain('A time opened with Ada Stone');
    // Someone else's offer is not theirs to see.
    const peek = await app.inject({ url: `/v1/waitlist/offers/${offers[0]!.id}`, headers: b!.headers });
    expect(peek.statusCode).toBe(404);

    clock.advance(61 * 60_000);
    await runAllJobs();
    offers = await offersOf([ea.id, eb.id, ec.id, ew.id]);
    expect(offers.map((o) => [o.entryId, o.state]).sort()).toEqual(
      [
        [ea.id, 'expired'],
        [eb.id, 'offered'],
      ].sort(),
    );
    const late = await accept(offers.find((o) => o.entryId === ea.id)!.id, a!);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('TIME_GONE');

    const bOffer = offers.find((o) => o.entryId === eb.id)!;
    const page = (await app.inject({ url: `/v1/waitlist/offers/${bOffer.id}`, headers: b!.headers })).json()
      .result;
    expect(page).toMatchObject({ state: 'offered', timeZone: 'America/New_York', what: 'Free consultation' });
    const booked = await accept(bOffer.id, b!);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().result.status).toBe('confirmed');
    expect((await liveAt(start)).map((r) => r.customerId)).toEqual([b!.user.id]);
    // C was never offered it; B is off the waitlist, C still on.
    expect((await offersOf([ec.id])).length).toBe(0);
    const mine = (await app.inject({ url: '/v1/waitlist/entries', headers: b!.headers })).json().result;
    expect(mine).toEqual([]);

    const studio = await app.inject({ url: `/v1/business/${ids.anchor}/waitlist`, headers: owner.headers });
    expect(studio.statusCode, studio.body).toBe(200);
    expect(studio.json().result.refilledThisMonth).toBe(1);
    expect(studio.json().result.entries.map((e: { id: string }) => e.id)).toEqual(
      expect.arrayContaining([ea.id, ec.id, ew.id]),
    );
  });

  it('offers a freed time to 50 at once: of 50 accepting in the same second, exactly one books it and 49 hear it has gone', async () => {
    const set = await app.inject({
      method: 'PUT',
      url: `/v1/business/${ids.anchor}/waitlist/settings`,
      headers: owner.headers,
      payload: { mode: 'all_at_once', holdMinutes: 30 },
    });
    expect(set.statusCode, set.body).toBe(200);
    // Everyone earlier on the list leaves it, so the 50 are the whole list.
    await app.db.update(waitlistEntries).set({ leftAt: clock.now() });
    const crowd = await Promise.all(Array.from({ length: 50 }, () => newCustomer(app)));
    const entries = [];
    for (const c of crowd) entries.push(await join(c));
    // Tuesday 29 January 2030, 12:00 in New York.
    const start = '2030-01-29T17:00:00.000Z';
    await bookAndCancel(start);
    const offers = await offersOf(entries.map((e) => e.id));
    expect(offers.length).toBe(50);
    expect(offers.every((o) => o.state === 'offered')).toBe(true);
    const byEntry = new Map(entries.map((e, n) => [e.id, crowd[n]!]));
    const answers = await Promise.all(offers.map((o) => accept(o.id, byEntry.get(o.entryId)!)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 201).length).toBe(1);
    expect(codes.filter((s) => s === 409).length).toBe(49);
    expect(
      answers.filter((r) => r.statusCode === 409).every((r) => r.json().error.code === 'TIME_GONE'),
    ).toBe(true);
    expect((await liveAt(start)).length).toBe(1);
    await runAllJobs();
    const states = (await offersOf(entries.map((e) => e.id))).map((o) => o.state);
    expect(states.filter((s) => s === 'accepted').length).toBe(1);
    expect(states.filter((s) => s === 'gone').length).toBe(49);
    const loser = offers.find((o) => answers[offers.indexOf(o)]!.statusCode === 409)!;
    const loserMail = await app.db
      .select({ subject: mailMessages.subject })
      .from(mailMessages)
      .where(eq(mailMessages.to, byEntry.get(loser.entryId)!.email.toLowerCase()));
    expect(loserMail.map((m) => m.subject).join('\n')).toContain('This time has gone');
    await app.inject({
      method: 'PUT',
      url: `/v1/business/${ids.anchor}/waitlist/settings`,
      headers: owner.headers,
      payload: { mode: 'in_order', holdMinutes: 60 },
    });
    await app.db.update(waitlistEntries).set({ leftAt: clock.now() });
  });

  it("leaves by a message's token without signing in; a made-up token is refused", async () => {
    const c = await newCustomer(app);
    const entry = await join(c);
    const [row] = await app.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entry.id));
    const bad = await app.inject({
      method: 'POST',
      url: '/v1/waitlist/leave',
      payload: { token: 'not-a-real-token-at-all' },
    });
    expect(bad.statusCode).toBe(404);
    expect(bad.json().error.code).toBe('LINK_INVALID');
    const left = await app.inject({
      method: 'POST',
      url: '/v1/waitlist/leave',
      payload: { token: row!.leaveToken },
    });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json().result.left).toBe(true);
    const mine = (await app.inject({ url: '/v1/waitlist/entries', headers: c.headers })).json().result;
    expect(mine).toEqual([]);
    // A freed time is no longer offered to them.
    await bookAndCancel('2030-02-05T16:00:00.000Z');
    expect((await offersOf([entry.id])).length).toBe(0);
  });

  it('respects preferences and quiet hours: text only, no email; at night the text waits for the morning', async () => {
    const c = await newCustomer(app);
    await app.db
      .update(users)
      .set({
        phoneNumber: '+12125550123',
        notificationPreferences: {
          ...defaultNotificationPreferences,
          appointments: { email: false, sms: true },
        },
      })
      .where(eq(users.id, c.user.id));
    await app.inject({
      method: 'PUT',
      url: `/v1/business/${ids.anchor}/waitlist/settings`,
      headers: owner.headers,
      payload: { mode: 'in_order', holdMinutes: 12 * 60 },
    });
    const entry = await join(c);
    // 23:00 in New York: quiet hours.
    clock.set('2030-02-08T04:00:00.000Z');
    await bookAndCancel('2030-02-12T16:00:00.000Z');
    const [offer] = await offersOf([entry.id]);
    expect(offer?.state).toBe('offered');
    const mail = await app.db.select().from(mailMessages).where(eq(mailMessages.to, c.email.toLowerCase()));
    expect(mail.filter((m) => m.subject.includes('A time opened'))).toEqual([]);
    const texts = () => app.db.select().from(smsMessages).where(eq(smsMessages.to, '+12125550123'));
    expect(await texts()).toEqual([]);
    // 08:01 in New York.
    clock.set('2030-02-08T13:01:00.000Z');
    await runAllJobs();
    const sent = await texts();
    expect(sent.length).toBe(1);
    expect(sent[0]!.body).toContain(`/waitlist/offers/${offer!.id}`);
    expect(sent[0]!.body).toContain('/waitlist/leave?token=');
  });
});
