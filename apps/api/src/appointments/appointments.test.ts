import { eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { newId } from '../db/ids.ts';
import { appointments, timeOff } from '../db/schema/appointments.ts';
import { artistShops } from '../db/schema/catalog.ts';
import { changeAppointment } from './lifecycle.ts';
import { type BookingFixtures, insertBookingFixtures, newCustomer } from './test-fixtures.ts';

let app: TestApp;
let ids: BookingFixtures;

beforeAll(async () => {
  app = await createTestApp();
  ids = await insertBookingFixtures(app);
});
afterAll(() => app.close());

const serviceIds = () =>
  ({
    'Small fine line tattoo': ids.small,
    'Flash piece': ids.flash,
    'Free consultation': ids.consult,
    'Custom large piece': ids.custom,
  }) as Record<string, string>;
const service = (name: string) => ({ id: serviceIds()[name]! });
const customer = async () => (await newCustomer(app)).headers;

async function freeSlots(serviceName: string) {
  const res = await app.inject({
    url: `/v1/availability?shopUrl=anchor-ink&artistId=${ids.ada}&serviceId=${service(serviceName).id}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as {
    timeZone: string;
    days: { date: string; slots: { start: string; localTime: string }[] }[];
  };
}

const book = (
  headers: Record<string, string>,
  serviceName: string,
  start: string,
  extra: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/v1/appointments',
    headers: { ...headers, ...extra },
    payload: { shopUrl: 'anchor-ink', artistId: ids.ada, serviceId: service(serviceName).id, start },
  });

describe('availability', () => {
  it('answers two weeks of days in the shop’s time zone with free times', async () => {
    const a = await freeSlots('Small fine line tattoo');
    expect(a.timeZone).toBe('America/New_York');
    expect(a.days).toHaveLength(14);
    expect(a.days.flatMap((d) => d.slots).length).toBeGreaterThan(10);
  });

  it('answers 404 for an unknown shop, an artist not there, or a service they do not offer', async () => {
    const base = `/v1/availability?serviceId=${service('Flash piece').id}`;
    expect((await app.inject({ url: `${base}&shopUrl=nowhere&artistId=${ids.ada}` })).statusCode).toBe(404);
    expect((await app.inject({ url: `${base}&shopUrl=anchor-ink&artistId=someone` })).statusCode).toBe(404);
    const res = await app.inject({
      url: `/v1/availability?shopUrl=anchor-ink&artistId=${ids.ada}&serviceId=nope`,
    });
    expect(res.statusCode).toBe(404);
  });

  it('refuses more than 62 days at once with a clear message', async () => {
    const res = await app.inject({
      url: `/v1/availability?shopUrl=anchor-ink&artistId=${ids.ada}&serviceId=${service('Flash piece').id}&from=2030-01-01&to=2030-06-01`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/62 days/);
  });

  it('refuses dates the calendar cannot hold with 400 naming the field, never a 5xx', async () => {
    const base = `/v1/availability?shopUrl=anchor-ink&artistId=${ids.ada}&serviceId=${service('Flash piece').id}`;
    for (const [query, field] of [
      ['from=9999-12-31', 'querystring.from'],
      ['from=2027-02-30', 'querystring.from'],
      ['from=2027-01-01&to=0001-01-01', 'querystring.to'],
    ] as const) {
      const res = await app.inject({ url: `${base}&${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().error.details?.fields ?? {}), query).toContain(field);
    }
    const far = await book(await customer(), 'Flash piece', '9999-12-31T23:00:00-05:00');
    expect(far.statusCode).toBe(400);
    expect(Object.keys(far.json().error.details?.fields ?? {})).toContain('body.start');
  });

  it('offers and books a guest spot only on the days of the spot', async () => {
    const today = DateTime.fromJSDate(app.deps.clock.now()).setZone('Europe/London').startOf('day');
    const spot = {
      startsOn: today.plus({ days: 5 }).toISODate()!,
      endsOn: today.plus({ days: 6 }).toISODate()!,
    };
    await app.db.update(artistShops).set(spot).where(eq(artistShops.id, ids.adaAtHarbour));
    const query = `shopUrl=harbour-lights&artistId=${ids.ada}&serviceId=${ids.guestFlash}`;
    const res = await app.inject({
      url: `/v1/availability?${query}&from=${today.plus({ days: 2 }).toISODate()}&to=${today.plus({ days: 9 }).toISODate()}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const days: { date: string; slots: { start: string }[] }[] = res.json().result.days;
    expect(days.filter((d) => d.slots.length).map((d) => d.date)).toEqual([spot.startsOn, spot.endsOn]);

    // Ten in the morning in London, two days before the spot starts: the same rules refuse it.
    const early = today.plus({ days: 3 }).set({ hour: 10 }).toUTC().toISO()!;
    const refused = await app.inject({
      method: 'POST',
      url: '/v1/appointments',
      headers: await customer(),
      payload: { shopUrl: 'harbour-lights', artistId: ids.ada, serviceId: ids.guestFlash, start: early },
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.code).toBe('SLOT_TAKEN');
  });
});

describe('booking', () => {
  it('holds a time for 10 minutes when a deposit is due, and takes it off the free times', async () => {
    const headers = await customer();
    const slot = (await freeSlots('Small fine line tattoo')).days.flatMap((d) => d.slots)[0]!;
    const res = await book(headers, 'Small fine line tattoo', slot.start);
    expect(res.statusCode, res.body).toBe(201);
    const appt = res.json().result;
    expect(appt).toMatchObject({
      status: 'held',
      startsAt: slot.start,
      depositAmount: 5000,
      currency: 'USD',
      priceAmount: 18000,
    });
    expect(appt.confirmationCode).toMatch(/^[A-Z2-9]{6}$/);
    const holdMs = Date.parse(appt.holdExpiresAt) - app.deps.clock.now().getTime();
    expect(holdMs).toBeGreaterThan(9 * 60_000);
    expect(holdMs).toBeLessThanOrEqual(10 * 60_000);
    const after = (await freeSlots('Small fine line tattoo')).days.flatMap((d) => d.slots);
    expect(after.map((s) => s.start)).not.toContain(slot.start);

    const other = await book(await customer(), 'Small fine line tattoo', slot.start);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('SLOT_TAKEN');
    const alternatives = other.json().error.details.alternatives as { start: string }[];
    expect(alternatives.length).toBeGreaterThan(0);
    expect(alternatives.map((s) => s.start)).not.toContain(slot.start);
  });

  it('confirms at once when the service takes no deposit', async () => {
    const slot = (await freeSlots('Free consultation')).days.flatMap((d) => d.slots).at(-1)!;
    const res = await book(await customer(), 'Free consultation', slot.start);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().result).toMatchObject({ status: 'confirmed', holdExpiresAt: null, depositAmount: 0 });
  });

  it('applies a retried request with the same Idempotency-Key once', async () => {
    const headers = await customer();
    const slot = (await freeSlots('Flash piece')).days.flatMap((d) => d.slots)[3]!;
    const first = await book(headers, 'Flash piece', slot.start, { 'idempotency-key': 'retry-key-0001' });
    const again = await book(headers, 'Flash piece', slot.start, { 'idempotency-key': 'retry-key-0001' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().result.id).toBe(first.json().result.id);
    const rows = await app.db
      .select()
      .from(appointments)
      .where(eq(appointments.startsAt, new Date(slot.start)));
    expect(rows).toHaveLength(1);
  });

  it('needs a signed-in customer, and refuses a service that starts with a request', async () => {
    const slot = (await freeSlots('Flash piece')).days.flatMap((d) => d.slots)[5]!;
    const anonymous = await book({}, 'Flash piece', slot.start);
    expect(anonymous.statusCode).toBe(401);
    const res = await book(await customer(), 'Custom large piece', slot.start);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('REQUEST_REQUIRED');
    expect(res.json().error.message).toMatch(/tattoo request/);
    const notOffered = await app.inject({
      method: 'POST',
      url: '/v1/appointments',
      headers: await customer(),
      payload: { shopUrl: 'anchor-ink', artistId: ids.ben, serviceId: ids.flash, start: slot.start },
    });
    expect(notOffered.statusCode).toBe(404); // Ben does not offer flash
    expect(
      await app.db
        .select()
        .from(appointments)
        .where(eq(appointments.startsAt, new Date(slot.start))),
    ).toEqual([]);
  });

  it('refuses a time that is not offered', async () => {
    const res = await book(await customer(), 'Flash piece', '2020-01-01T15:00:00.000Z');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('SLOT_TAKEN');
  });

  it('shows the appointment to its customer and to nobody else', async () => {
    const headers = await customer();
    const slot = (await freeSlots('Flash piece')).days.flatMap((d) => d.slots)[7]!;
    const id = (await book(headers, 'Flash piece', slot.start)).json().result.id;
    const mine = await app.inject({ url: `/v1/appointments/${id}`, headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().result).toMatchObject({
      shop: { shopUrl: 'anchor-ink' },
      artist: { displayName: 'Ada Stone' },
    });
    expect(mine.json().result.localStart.endsWith(`T${slot.localTime}`)).toBe(true);
    const upcoming = await app.inject({ url: '/v1/appointments?scope=upcoming', headers });
    expect(upcoming.json().result.items.map((a: { id: string }) => a.id)).toContain(id);
    const stranger = await app.inject({ url: `/v1/appointments/${id}`, headers: await customer() });
    expect(stranger.statusCode).toBe(404);
  });

  it('frees the time of a hold that ran out', async () => {
    const slot = (await freeSlots('Small fine line tattoo')).days.flatMap((d) => d.slots)[2]!;
    const first = (await book(await customer(), 'Small fine line tattoo', slot.start)).json().result;
    await app.db
      .update(appointments)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(appointments.id, first.id));
    // Written behind the API's back: every instance hears of it through the database's NOTIFY.
    await expect
      .poll(async () =>
        (await freeSlots('Small fine line tattoo')).days.flatMap((d) => d.slots).map((s) => s.start),
      )
      .toContain(slot.start);
    const second = await book(await customer(), 'Small fine line tattoo', slot.start);
    expect(second.statusCode, second.body).toBe(201);
    const [old] = await app.db.select().from(appointments).where(eq(appointments.id, first.id));
    expect(old!.status).toBe('expired');
  });

  it('lets exactly one of 50 customers racing for one time win; the rest get 409, none a 5xx', async () => {
    const slot = (await freeSlots('Flash piece')).days.flatMap((d) => d.slots).at(-2)!;
    const people = await Promise.all(Array.from({ length: 50 }, () => customer()));
    const answers = await Promise.all(people.map((headers) => book(headers, 'Flash piece', slot.start)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
  });

  it('cancels within the policy: an unpaid hold is released, a paid deposit refunded in time; once only', async () => {
    const headers = await customer();
    const days = (await freeSlots('Small fine line tattoo')).days.flatMap((d) => d.slots);
    const held = (await book(headers, 'Small fine line tattoo', days.at(-1)!.start)).json().result;
    expect(held.cancellation).toMatchObject({ allowed: true, outcome: 'release' });
    const cancelled = await app.inject({
      method: 'POST',
      url: `/v1/appointments/${held.id}/cancel`,
      headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().result).toMatchObject({ status: 'cancelled', cancelOutcome: 'release' });
    expect(
      (await freeSlots('Small fine line tattoo')).days.flatMap((d) => d.slots).map((s) => s.start),
    ).toContain(days.at(-1)!.start);
    const again = await app.inject({ method: 'POST', url: `/v1/appointments/${held.id}/cancel`, headers });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.code).toBe('CANNOT_CANCEL');

    // Paid (confirmed with a deposit) and more than 48 hours ahead: the deposit comes back.
    const paid = (await book(headers, 'Small fine line tattoo', days.at(-1)!.start)).json().result;
    await changeAppointment(app.db, 'payment.confirm', { id: paid.id }, { now: app.deps.clock.now() });
    const view = (await app.inject({ url: `/v1/appointments/${paid.id}`, headers })).json().result;
    expect(view.cancellation).toMatchObject({ allowed: true, outcome: 'refund' });
    const refund = await app.inject({ method: 'POST', url: `/v1/appointments/${paid.id}/cancel`, headers });
    expect(refund.json().result.cancelOutcome).toBe('refund');

    const stranger = await app.inject({
      method: 'POST',
      url: `/v1/appointments/${paid.id}/cancel`,
      headers: await customer(),
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('moves an appointment to another free time, frees the old one, and stops at the shop’s limit', async () => {
    const headers = await customer();
    // One time per day, far enough apart that their buffers never touch.
    const slots = (await freeSlots('Flash piece')).days
      .filter((d) => d.slots.length)
      .map((d) => d.slots[Math.floor(d.slots.length / 2)]!)
      .filter((s) => Date.parse(s.start) > app.deps.clock.now().getTime() + 3 * 86_400_000);
    const [first, second, third, fourth] = [slots[0]!, slots[1]!, slots[2]!, slots[3]!];
    const appt = (await book(headers, 'Flash piece', first.start)).json().result;
    expect(appt.reschedule.allowed).toBe(true);
    const move = (start: string, who = headers) =>
      app.inject({
        method: 'POST',
        url: `/v1/appointments/${appt.id}/reschedule`,
        headers: who,
        payload: { start },
      });

    const moved = await move(second.start);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().result).toMatchObject({ startsAt: second.start, rescheduleCount: 1, status: 'held' });
    const free = (await freeSlots('Flash piece')).days.flatMap((d) => d.slots).map((s) => s.start);
    expect(free).toContain(first.start);
    expect(free).not.toContain(second.start);

    // Someone else's appointment in the way: the move is refused and nothing changes.
    await book(await customer(), 'Flash piece', third.start);
    const blocked = await move(third.start);
    expect(blocked.statusCode).toBe(409);
    expect((await app.inject({ url: `/v1/appointments/${appt.id}`, headers })).json().result.startsAt).toBe(
      second.start,
    );

    expect((await move(fourth.start)).statusCode).toBe(200);
    const third_ = await move(first.start);
    expect(third_.statusCode).toBe(422); // Anchor Ink allows two moves
    expect(third_.json().error.message).toMatch(/already moved 2 times/);
    expect((await move(first.start, await customer())).statusCode).toBe(404);
  });

  it('refuses a move into time off, also time off with the very bounds of the appointment’s own time', async () => {
    const headers = await customer();
    const day = (await freeSlots('Flash piece')).days.filter(
      (d) => d.slots.length > 2 && Date.parse(d.date) > app.deps.clock.now().getTime() + 4 * 86_400_000,
    )[1]!;
    const appt = (await book(headers, 'Flash piece', day.slots[0]!.start)).json().result;
    const [row] = await app.db.select().from(appointments).where(eq(appointments.id, appt.id));
    const off = { id: newId(), artistId: ids.ada, startsAt: row!.blockedFrom, endsAt: row!.blockedUntil };
    await app.db.insert(timeOff).values(off);
    try {
      // The next start overlaps the time off (a new booking there is refused too).
      const move = await app.inject({
        method: 'POST',
        url: `/v1/appointments/${appt.id}/reschedule`,
        headers,
        payload: { start: day.slots[1]!.start },
      });
      expect(move.statusCode, move.body).toBe(409);
      expect(move.json().error.code).toBe('SLOT_TAKEN');
    } finally {
      await app.db.delete(timeOff).where(eq(timeOff.id, off.id));
    }
  });

  it('keeps one appointment when two moves of it race', async () => {
    const headers = await customer();
    const slots = (await freeSlots('Free consultation')).days
      .filter((d) => d.slots.length > 1)
      .map((d) => d.slots[1]!)
      .filter((s) => Date.parse(s.start) > app.deps.clock.now().getTime() + 3 * 86_400_000);
    const appt = (await book(headers, 'Free consultation', slots[0]!.start)).json().result;
    const targets = [slots[1]!.start, slots[2]!.start];
    const answers = await Promise.all(
      targets.map((start) =>
        app.inject({
          method: 'POST',
          url: `/v1/appointments/${appt.id}/reschedule`,
          headers,
          payload: { start },
        }),
      ),
    );
    expect(answers.every((a) => a.statusCode < 500)).toBe(true);
    const final = (await app.inject({ url: `/v1/appointments/${appt.id}`, headers })).json().result;
    expect(targets).toContain(final.startsAt);
    const free = (await freeSlots('Free consultation')).days.flatMap((d) => d.slots).map((s) => s.start);
    for (const t of [slots[0]!.start, ...targets]) expect(free.includes(t)).toBe(t !== final.startsAt);
  });
});
