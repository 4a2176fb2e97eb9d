import { asc, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type BookingFixtures, insertBookingFixtures, newCustomer } from '../appointments/test-fixtures.ts';
import { appointmentHistory, appointments } from '../db/schema/appointments.ts';
import { jobs } from '../db/schema/jobs.ts';
import { mailMessages } from '../db/schema/mail.ts';
import { users } from '../db/schema/users.ts';
import { runDueJobs } from '../worker/worker.ts';
import { insertAppointment, memberOf } from './test-fixtures.ts';

// The shop's day of appointments and the changes its members make to them: confirm, cancel,
// completed, no-show. Ada and Ben work at Anchor Ink (New York); Harbour Lights (London) is another shop.

let app: TestApp;
let ids: BookingFixtures;
let owner: { headers: Record<string, string>; user: typeof users.$inferSelect };
let benHimself: Record<string, string>;
let harbourStaff: Record<string, string>;
let customer: Awaited<ReturnType<typeof newCustomer>>;

beforeAll(async () => {
  app = await createTestApp();
  ids = await insertBookingFixtures(app);
  owner = await memberOf(app, ids.anchor, 'owner');
  benHimself = (await memberOf(app, ids.anchor, 'artist', ids.ben)).headers;
  harbourStaff = (await memberOf(app, ids.harbour, 'staff')).headers;
  customer = await newCustomer(app);
  await app.db.update(users).set({ phoneNumber: '+12125550123' }).where(eq(users.id, customer.user.id));
});
afterAll(() => app.close());

const zone = 'America/New_York';
const hour = 3_600_000;
const inNewYork = (date: string, time: string) => DateTime.fromISO(`${date}T${time}`, { zone }).toJSDate();
const nyDate = (daysAhead: number) =>
  DateTime.fromJSDate(app.deps.clock.now()).setZone(zone).plus({ days: daysAhead }).toISODate()!;

const day = (date: string, headers: Record<string, string> = owner.headers, extra = '') =>
  app.inject({ url: `/v1/business/${ids.anchor}/appointments?date=${date}${extra}`, headers });

const act = (
  action: 'confirm' | 'cancel' | 'complete' | 'no-show',
  id: string,
  headers: Record<string, string> = owner.headers,
  payload?: object,
  businessId = ids.anchor,
) =>
  app.inject({
    method: 'POST',
    url: `/v1/business/${businessId}/appointments/${id}/${action}`,
    headers,
    ...(payload ? { payload } : {}),
  });

/** A free time of Ada's a few days ahead, booked by the customer through the real booking path. */
async function bookAda(serviceId: string, daysAhead: number, index = 0) {
  const date = nyDate(daysAhead);
  const free = await app.inject({
    url: `/v1/availability?shopUrl=anchor-ink&artistId=${ids.ada}&serviceId=${serviceId}&from=${date}&to=${date}`,
  });
  const slot = free.json().result.days[0].slots[index];
  const res = await app.inject({
    method: 'POST',
    url: '/v1/appointments',
    headers: customer.headers,
    payload: { shopUrl: 'anchor-ink', artistId: ids.ada, serviceId, start: slot.start },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result as { id: string; status: string; startsAt: string };
}

const statusOf = async (id: string) =>
  (await app.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;

const historyOf = (id: string) =>
  app.db
    .select()
    .from(appointmentHistory)
    .where(eq(appointmentHistory.appointmentId, id))
    .orderBy(asc(appointmentHistory.at));

describe('the appointments of a day', () => {
  it("lists a day of the shop's own calendar: 23:30 in New York is on that New York day, not the UTC one", async () => {
    const date = '2031-05-09';
    const late = await insertAppointment(app, {
      businessId: ids.anchor,
      artistId: ids.ada,
      serviceId: ids.flash,
      customerId: customer.user.id,
      startsAt: inNewYork(date, '23:30'),
      minutes: 60,
    });
    const morning = await insertAppointment(app, {
      businessId: ids.anchor,
      artistId: ids.ben,
      serviceId: ids.consult,
      customerId: customer.user.id,
      startsAt: inNewYork(date, '09:00'),
      minutes: 30,
      status: 'cancelled',
    });
    const res = await day(date);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().result;
    expect(result).toMatchObject({ date, timeZone: zone });
    expect(result.appointments.map((a: { id: string }) => a.id)).toEqual([morning, late]);
    expect(result.appointments[1]).toMatchObject({
      status: 'confirmed',
      startsAt: '2031-05-10T03:30:00.000Z',
      endsAt: '2031-05-10T04:30:00.000Z',
      localStart: '2031-05-09T23:30',
      localEnd: '2031-05-10T00:30',
      startLabel: '23:30',
      endLabel: '00:30',
      customer: {
        firstName: 'Robin',
        lastName: 'Ink',
        email: customer.email,
        phoneNumber: '+12125550123',
      },
      service: { id: ids.flash, name: 'Flash piece' },
      artist: { id: ids.ada, displayName: 'Ada Stone' },
      depositAmount: 5000,
      currency: 'USD',
    });
    // On the UTC date it starts on (10 May), the shop's day holds nothing.
    expect((await day('2031-05-10')).json().result.appointments).toEqual([]);
    // One artist only.
    const adaOnly = await day(date, owner.headers, `&artistId=${ids.ada}`);
    expect(adaOnly.json().result.appointments.map((a: { id: string }) => a.id)).toEqual([late]);
  });

  it('labels the two 01:00s of the night the clocks go back apart', async () => {
    // 2031-11-02 in New York: 01:00 EDT is 05:00Z, an hour later it is 01:00 EST again.
    const id = await insertAppointment(app, {
      businessId: ids.anchor,
      artistId: ids.ada,
      serviceId: ids.flash,
      customerId: customer.user.id,
      startsAt: new Date('2031-11-02T05:00:00Z'),
      minutes: 60,
    });
    const res = await day('2031-11-02', owner.headers, `&artistId=${ids.ada}`);
    const found = res.json().result.appointments.find((a: { id: string }) => a.id === id);
    expect(found).toMatchObject({
      localStart: '2031-11-02T01:00',
      startLabel: '01:00 EDT',
      endLabel: '01:00 EST',
    });
  });

  it('leaves off holds that ran out', async () => {
    const date = '2031-05-12';
    const held = await insertAppointment(app, {
      businessId: ids.anchor,
      artistId: ids.ada,
      serviceId: ids.small,
      customerId: customer.user.id,
      startsAt: inNewYork(date, '11:00'),
      status: 'held',
    });
    await app.db
      .update(appointments)
      .set({ holdExpiresAt: new Date(app.deps.clock.now().getTime() - 60_000) })
      .where(eq(appointments.id, held));
    expect((await day(date)).json().result.appointments).toEqual([]);
  });

  it('reads a busy day in as many queries as a quiet one', async () => {
    const busy = '2031-06-02';
    const quiet = '2031-06-03';
    for (let i = 0; i < 8; i++) {
      const person = i % 2 ? customer : await newCustomer(app);
      await insertAppointment(app, {
        businessId: ids.anchor,
        artistId: i % 2 ? ids.ada : ids.ben,
        serviceId: i % 2 ? ids.flash : ids.consult,
        customerId: person.user.id,
        startsAt: inNewYork(busy, `${String(10 + Math.floor(i / 2)).padStart(2, '0')}:00`),
        minutes: 30,
      });
    }
    await insertAppointment(app, {
      businessId: ids.anchor,
      artistId: ids.ada,
      serviceId: ids.flash,
      customerId: customer.user.id,
      startsAt: inNewYork(quiet, '10:00'),
    });
    const client = (app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const count = async (date: string) => {
      const spy = vi.spyOn(client, 'query');
      const res = await day(date);
      const calls = spy.mock.calls.length;
      spy.mockRestore();
      return { calls, listed: res.json().result.appointments.length };
    };
    await day(quiet); // the member's profile exists from here on
    const one = await count(quiet);
    const eight = await count(busy);
    expect(one.listed).toBe(1);
    expect(eight.listed).toBe(8);
    expect(one.calls).toBeGreaterThan(0);
    expect(eight.calls).toBe(one.calls);
    // The member, the shop's zone, the appointments, and their money, waiver and arrival.
    expect(eight.calls).toBeLessThanOrEqual(5);
  });

  it('refuses a date that is not a real day', async () => {
    expect((await day('2031-02-30')).statusCode).toBe(400);
    expect((await day('tomorrow')).statusCode).toBe(400);
  });

  it("shows an artist member only their own appointments, and no one else's day", async () => {
    const date = '2031-05-09';
    const own = await day(date, benHimself);
    expect(own.statusCode).toBe(200);
    expect(own.json().result.appointments.map((a: { artist: { id: string } }) => a.artist.id)).toEqual([
      ids.ben,
    ]);
    const colleague = await day(date, benHimself, `&artistId=${ids.ada}`);
    expect(colleague.statusCode).toBe(403);
  });

  it('answers 404 to someone who is not a member of the shop', async () => {
    const res = await day('2031-05-09', harbourStaff);
    expect(res.statusCode).toBe(404);
    expect((await day('2031-05-09', customer.headers)).statusCode).toBe(404);
  });
});

describe('confirm', () => {
  it('confirms a hold, records the member as the one who did it, and emails the customer', async () => {
    const held = await bookAda(ids.small, 5);
    expect(held.status).toBe('held');
    const res = await act('confirm', held.id, owner.headers, { reason: 'paid the deposit in cash' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ id: held.id, status: 'confirmed', holdExpiresAt: null });
    const history = await historyOf(held.id);
    expect(history.at(-1)).toMatchObject({
      actorUserId: owner.user.id,
      toStatus: 'confirmed',
      reason: 'confirmed by the shop: paid the deposit in cash',
    });
    await runDueJobs(app.deps);
    const mail = await app.db.select().from(mailMessages).where(eq(mailMessages.to, customer.email));
    expect(mail.map((m) => m.subject).some((s) => s.startsWith('Confirmed: Small fine line tattoo'))).toBe(
      true,
    );
  });

  it('lets only one of two members confirming at once win; the other hears it is already confirmed', async () => {
    const held = await bookAda(ids.small, 6);
    const staff = await memberOf(app, ids.anchor, 'staff');
    const [a, b] = await Promise.all([act('confirm', held.id), act('confirm', held.id, staff.headers)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().error).toMatchObject({
      code: 'INVALID_TRANSITION',
      message: 'This appointment is already confirmed.',
    });
    const confirmations = (await historyOf(held.id)).filter((h) => h.toStatus === 'confirmed');
    expect(confirmations).toHaveLength(1);
    const emails = await app.db.select().from(jobs).where(eq(jobs.kind, 'appointment.confirmed'));
    expect(emails.filter((j) => j.payload.appointmentId === held.id)).toHaveLength(1);
  });

  it("answers 404 for another shop's appointment, even to that shop's own members", async () => {
    const held = await bookAda(ids.small, 7);
    const harbourOwner = (await memberOf(app, ids.harbour, 'owner')).headers;
    const res = await act('confirm', held.id, harbourOwner, undefined, ids.harbour);
    expect(res.statusCode).toBe(404);
    expect((await act('confirm', held.id, harbourStaff)).statusCode).toBe(404);
    expect((await statusOf(held.id)).status).toBe('held');
  });

  it("does not let an artist member change a colleague's appointment", async () => {
    const held = await bookAda(ids.small, 8);
    const res = await act('confirm', held.id, benHimself);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('You can see and change only your own appointments.');
    expect((await statusOf(held.id)).status).toBe('held');
  });
});

describe('cancel by the shop', () => {
  it('refunds a paid deposit even inside the notice, and tells the customer the shop cancelled', async () => {
    // Confirmed tomorrow, well inside the 48-hour notice in which a customer would forfeit it.
    const id = await insertAppointment(app, {
      businessId: ids.anchor,
      artistId: ids.ada,
      serviceId: ids.flash,
      customerId: customer.user.id,
      startsAt: new Date(app.deps.clock.now().getTime() + 20 * hour),
      depositAmount: 5000,
    });
    const res = await act('cancel', id, owner.headers, { reason: 'Ada is ill. Reply to book another day.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ status: 'cancelled', cancelOutcome: 'refund' });
    expect((await historyOf(id)).at(-1)).toMatchObject({
      actorUserId: owner.user.id,
      fromStatus: 'confirmed',
      toStatus: 'cancelled',
      reason: 'cancelled by the shop: Ada is ill. Reply to book another day.; deposit: refund',
    });
    await runDueJobs(app.deps);
    const mail = (await app.db.select().from(mailMessages).where(eq(mailMessages.to, customer.email))).find(
      (m) => m.subject.startsWith('Cancelled by Anchor Ink: Flash piece with Ada Stone'),
    );
    expect(mail, 'cancellation email').toBeDefined();
    expect(mail!.text).toContain('Anchor Ink had to cancel your appointment.');
    expect(mail!.text).toContain('The shop says: Ada is ill. Reply to book another day.');
    expect(mail!.text).toContain('Your deposit will be refunded');
  });

  it('releases an unpaid hold, and a second cancel changes nothing', async () => {
    const held = await bookAda(ids.small, 9);
    const res = await act('cancel', held.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ status: 'cancelled', cancelOutcome: 'release' });
    const again = await act('cancel', held.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('INVALID_TRANSITION');
    expect((await historyOf(held.id)).filter((h) => h.toStatus === 'cancelled')).toHaveLength(1);
    // Its time is free again.
    const date = nyDate(9);
    const free = await app.inject({
      url: `/v1/availability?shopUrl=anchor-ink&artistId=${ids.ada}&serviceId=${ids.small}&from=${date}&to=${date}`,
    });
    expect(free.json().result.days[0].slots.map((s: { start: string }) => s.start)).toContain(held.startsAt);
  });

  it('refuses to cancel an appointment that has ended', async () => {
    const id = await insertAppointment(app, {
      businessId: ids.anchor,
      artistId: ids.ada,
      serviceId: ids.flash,
      customerId: customer.user.id,
      startsAt: new Date(app.deps.clock.now().getTime() - 30 * hour),
    });
    const res = await act('cancel', id);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('ALREADY_OVER');
    expect((await statusOf(id)).status).toBe('confirmed');
  });
});

describe('completed and no-show', () => {
  it('marks completed only once the appointment has started', async () => {
    const upcoming = await bookAda(ids.consult, 10);
    expect(upcoming.status).toBe('confirmed');
    const early = await act('complete', upcoming.id);
    expect(early.statusCode).toBe(422);
    expect(early.json().error).toMatchObject({
      code: 'NOT_STARTED',
      message: 'It can be marked completed once it has started.',
    });
    const started = await insertAppointment(app, {
      businessId: ids.anchor,
      artistId: ids.ada,
      serviceId: ids.flash,
      customerId: customer.user.id,
      startsAt: new Date(app.deps.clock.now().getTime() - 40 * hour),
      status: 'checked_in',
    });
    const done = await act('complete', started, benHimself);
    expect(done.statusCode).toBe(403); // not Ben's
    const res = await act('complete', started, owner.headers, { reason: 'healed well' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.status).toBe('completed');
    expect((await historyOf(started)).at(-1)).toMatchObject({
      actorUserId: owner.user.id,
      fromStatus: 'checked_in',
      toStatus: 'completed',
      reason: 'marked completed by the shop: healed well',
    });
    expect((await act('complete', started)).statusCode).toBe(409);
    expect((await act('no-show', started)).statusCode).toBe(409);

    // The visit earns one review link, emailed to the customer.
    await runDueJobs(app.deps);
    const reviewMails = (
      await app.db.select().from(mailMessages).where(eq(mailMessages.to, customer.email))
    ).filter((m) => m.subject.startsWith('How was your tattoo with'));
    expect(reviewMails).toHaveLength(1);
    expect(reviewMails[0]!.text).toMatch(/http:\/\/localhost:3000\/review\/[A-Za-z0-9_-]{20,}/);
  });

  it('marks a no-show only after the start and only when they never checked in', async () => {
    const upcoming = await bookAda(ids.consult, 11);
    expect((await act('no-show', upcoming.id)).statusCode).toBe(422);
    const missed = await insertAppointment(app, {
      businessId: ids.anchor,
      artistId: ids.ben,
      serviceId: ids.consult,
      customerId: customer.user.id,
      startsAt: new Date(app.deps.clock.now().getTime() - 50 * hour),
      minutes: 30,
    });
    const came = await insertAppointment(app, {
      businessId: ids.anchor,
      artistId: ids.ben,
      serviceId: ids.consult,
      customerId: customer.user.id,
      startsAt: new Date(app.deps.clock.now().getTime() - 52 * hour),
      minutes: 30,
      status: 'checked_in',
    });
    const res = await act('no-show', missed, benHimself);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.status).toBe('no_show');
    const checkedIn = await act('no-show', came, benHimself);
    expect(checkedIn.statusCode).toBe(409);
    expect(checkedIn.json().error.message).toBe('The customer checked in, so they did come.');
    expect((await statusOf(came)).status).toBe('checked_in');
  });

  it('refuses a body with unknown fields and takes none at all', async () => {
    const held = await bookAda(ids.small, 12);
    const unknown = await act('confirm', held.id, owner.headers, { status: 'confirmed' });
    expect(unknown.statusCode).toBe(400);
    expect((await act('cancel', held.id)).statusCode).toBe(200);
  });
});
