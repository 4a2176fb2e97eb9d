import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type BookingFixtures, newCustomer } from '../appointments/test-fixtures.ts';
import { newId } from '../db/ids.ts';
import { timeOff } from '../db/schema/appointments.ts';
import { insertAnchorTeam, memberOf } from './test-fixtures.ts';

// Hours, time off and booking settings of an artist at a shop, as the shop's members change them,
// and what customers then see in GET /v1/availability. Ben (Anchor Ink, New York, every day
// 10:00–18:00, a 30-minute consultation) is the artist whose week these tests rewrite.

let app: TestApp;
let ids: BookingFixtures;
let owner: Record<string, string>;
let benHimself: Record<string, string>;
let otherShopStaff: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp();
  ({ ids, owner, benHimself, otherShopStaff } = await insertAnchorTeam(app));
});
afterAll(() => app.close());

const zone = 'America/New_York';
const base = (artistId: string) => `/v1/business/${ids.anchor}/artists/${artistId}`;

type Day = { date: string; slots: { start: string; localTime: string }[] };

async function benFreeDays(from?: string, to?: string): Promise<Day[]> {
  const range = from ? `&from=${from}&to=${to ?? from}` : '';
  const res = await app.inject({
    url: `/v1/availability?shopUrl=anchor-ink&artistId=${ids.ben}&serviceId=${ids.consult}${range}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.days;
}

const putHours = (headers: Record<string, string>, intervals: unknown[], artistId = ids.ben) =>
  app.inject({ method: 'PUT', url: `${base(artistId)}/hours`, headers, payload: { intervals } });

const localDate = (daysAhead: number) =>
  DateTime.fromJSDate(app.deps.clock.now()).setZone(zone).plus({ days: daysAhead }).toISODate()!;

describe('weekly hours', () => {
  it("reads the artist's week in the shop's time zone", async () => {
    const res = await app.inject({ url: `${base(ids.ben)}/hours`, headers: owner });
    expect(res.statusCode, res.body).toBe(200);
    const week = res.json().result;
    expect(week.timeZone).toBe(zone);
    expect(week.intervals).toHaveLength(7);
    expect(week.intervals[0]).toEqual({ weekday: 1, opens: '10:00', closes: '18:00' });
  });

  it('shows a new week in the free times at once: only Mondays 12:00–14:00 remain', async () => {
    const res = await putHours(owner, [
      { weekday: 1, opens: '12:00', closes: '13:00' },
      { weekday: 1, opens: '13:00', closes: '14:00' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.intervals).toHaveLength(2);

    const days = await benFreeDays();
    const open = days.filter((d) => d.slots.length > 0);
    expect(open.length).toBeGreaterThan(0);
    for (const day of days) {
      const weekday = DateTime.fromISO(day.date, { zone }).weekday;
      if (weekday !== 1) expect(day.slots, day.date).toEqual([]);
    }
    const times = new Set(open.flatMap((d) => d.slots.map((s) => s.localTime)));
    expect([...times].sort()).toEqual(['12:00', '12:30', '13:00', '13:30']);

    // Back to every day, for the tests that follow.
    const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens: '10:00', closes: '18:00' }));
    expect((await putHours(owner, everyDay)).statusCode).toBe(200);
    expect((await benFreeDays()).filter((d) => d.slots.length > 0).length).toBeGreaterThan(7);
  });

  it('takes an empty week as no bookings at this shop', async () => {
    const before = await app.inject({ url: `${base(ids.ben)}/hours`, headers: owner });
    expect((await putHours(owner, [])).statusCode).toBe(200);
    expect((await benFreeDays()).every((d) => d.slots.length === 0)).toBe(true);
    expect((await putHours(owner, before.json().result.intervals)).statusCode).toBe(200);
  });

  it('refuses overlapping intervals, a close before the open, weekday 8 and 12-hour times, changing nothing', async () => {
    const overlap = await putHours(owner, [
      { weekday: 3, opens: '10:00', closes: '14:00' },
      { weekday: 3, opens: '13:00', closes: '18:00' },
    ]);
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().error.message).toBe('Wednesday 13:00–18:00 overlaps 10:00–14:00');
    expect(overlap.json().error.details.fields).toHaveProperty(['body.intervals.1']);

    const backwards = await putHours(owner, [{ weekday: 2, opens: '18:00', closes: '10:00' }]);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.details.fields['body.intervals.0.closes']).toBe(
      'The closing time must come after the opening time',
    );
    expect((await putHours(owner, [{ weekday: 8, opens: '10:00', closes: '18:00' }])).statusCode).toBe(400);
    const twelveHour = await putHours(owner, [{ weekday: 1, opens: '9:00 AM', closes: '17:00' }]);
    expect(twelveHour.statusCode).toBe(400);
    expect(twelveHour.json().error.message).toBe('Use 24-hour time, e.g. 09:30');

    const week = await app.inject({ url: `${base(ids.ben)}/hours`, headers: owner });
    expect(week.json().result.intervals).toHaveLength(7);
  });

  it('accepts an interval that runs to midnight (24:00)', async () => {
    const res = await putHours(benHimself, [{ weekday: 5, opens: '20:00', closes: '24:00' }]);
    expect(res.statusCode, res.body).toBe(200);
    const friday = (await benFreeDays()).find((d) => DateTime.fromISO(d.date, { zone }).weekday === 5)!;
    expect(friday.slots.at(-1)!.localTime).toBe('23:30');
    const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens: '10:00', closes: '18:00' }));
    expect((await putHours(owner, everyDay)).statusCode).toBe(200);
  });
});

describe('who may change an artist’s booking', () => {
  it('lets an artist member change their own hours but not a colleague’s', async () => {
    const own = await app.inject({ url: `${base(ids.ben)}/hours`, headers: benHimself });
    expect(own.statusCode).toBe(200);
    const colleague = await putHours(benHimself, [{ weekday: 1, opens: '10:00', closes: '11:00' }], ids.ada);
    expect(colleague.statusCode).toBe(403);
    expect(colleague.json().error.code).toBe('FORBIDDEN');
    const settings = await app.inject({
      method: 'PATCH',
      url: `${base(ids.ada)}/booking-settings`,
      headers: benHimself,
      payload: { leadTimeMinutes: 0 },
    });
    expect(settings.statusCode).toBe(403);
  });

  it('answers 404 to someone who is not a member of the shop, and 401 to nobody', async () => {
    const paths = ['hours', 'time-off', 'booking-settings'].map((p) => `${base(ids.ben)}/${p}`);
    for (const url of paths) {
      const res = await app.inject({ url, headers: otherShopStaff });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.message).toBe('This business could not be found.');
    }
    expect((await putHours(otherShopStaff, [])).statusCode).toBe(404);
    expect((await app.inject({ url: paths[0]! })).statusCode).toBe(401);
    const customer = await newCustomer(app);
    expect((await app.inject({ url: paths[0]!, headers: customer.headers })).statusCode).toBe(404);
    // The shop's week is untouched.
    const week = await app.inject({ url: `${base(ids.ben)}/hours`, headers: owner });
    expect(week.json().result.intervals).toHaveLength(7);
  });

  it('answers 404 for an artist who does not work at this shop', async () => {
    const stranger = `/v1/business/${ids.harbour}/artists/${ids.ben}/hours`;
    const harbourOwner = (await memberOf(app, ids.harbour, 'owner')).headers;
    expect((await app.inject({ url: stranger, headers: harbourOwner })).statusCode).toBe(404);
  });
});

describe('time off', () => {
  it('removes the free times inside it, says which booked appointments it covers, and gives them back when removed', async () => {
    const date = localDate(4);
    expect((await benFreeDays(date))[0]!.slots.length).toBeGreaterThan(0);
    const slot = (await benFreeDays(date))[0]!.slots[3]!;
    const booked = await app.inject({
      method: 'POST',
      url: '/v1/appointments',
      headers: (await newCustomer(app)).headers,
      payload: { shopUrl: 'anchor-ink', artistId: ids.ben, serviceId: ids.consult, start: slot.start },
    });
    expect(booked.statusCode, booked.body).toBe(201);

    const dayStart = DateTime.fromISO(date, { zone });
    const added = await app.inject({
      method: 'POST',
      url: `${base(ids.ben)}/time-off`,
      headers: benHimself,
      payload: {
        startsAt: dayStart.toISO(),
        endsAt: dayStart.plus({ days: 1 }).toISO(),
        reason: 'Convention in Berlin',
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().result).toMatchObject({
      reason: 'Convention in Berlin',
      recordedHere: true,
      overlappingAppointmentIds: [booked.json().result.id],
    });
    expect((await benFreeDays(date))[0]!.slots).toEqual([]);
    // The days around it keep their times.
    expect((await benFreeDays(localDate(5)))[0]!.slots.length).toBeGreaterThan(0);

    const list = await app.inject({ url: `${base(ids.ben)}/time-off`, headers: owner });
    expect(list.json().result).toEqual([
      {
        id: added.json().result.id,
        startsAt: dayStart.toUTC().toISO(),
        endsAt: dayStart.plus({ days: 1 }).toUTC().toISO(),
        reason: 'Convention in Berlin',
        recordedHere: true,
      },
    ]);

    const removed = await app.inject({
      method: 'DELETE',
      url: `${base(ids.ben)}/time-off/${added.json().result.id}`,
      headers: owner,
    });
    expect(removed.statusCode).toBe(200);
    expect((await benFreeDays(date))[0]!.slots.length).toBeGreaterThan(0);
    const again = await app.inject({
      method: 'DELETE',
      url: `${base(ids.ben)}/time-off/${added.json().result.id}`,
      headers: owner,
    });
    expect(again.statusCode).toBe(404);
  });

  it("shows another shop's time off as busy without its reason, and does not let this shop remove it", async () => {
    const startsAt = DateTime.fromISO(localDate(6), { zone: 'Europe/London' });
    const id = newId();
    await app.db.insert(timeOff).values({
      id,
      artistId: ids.ada,
      businessId: ids.harbour,
      startsAt: startsAt.toJSDate(),
      endsAt: startsAt.plus({ hours: 8 }).toJSDate(),
      reason: 'Private: dentist',
    });
    const list = await app.inject({ url: `${base(ids.ada)}/time-off`, headers: owner });
    expect(list.json().result).toContainEqual(
      expect.objectContaining({ id, reason: null, recordedHere: false }),
    );
    const remove = await app.inject({
      method: 'DELETE',
      url: `${base(ids.ada)}/time-off/${id}`,
      headers: owner,
    });
    expect(remove.statusCode).toBe(404);
  });

  it('refuses an end before the start, time off that is already over, and more than a year at once', async () => {
    const post = (payload: object) =>
      app.inject({ method: 'POST', url: `${base(ids.ben)}/time-off`, headers: owner, payload });
    const backwards = await post({ startsAt: '2030-01-02T10:00:00Z', endsAt: '2030-01-01T10:00:00Z' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.details.fields['body.endsAt']).toBe('The end must come after the start');
    const past = await post({ startsAt: '2020-01-01T10:00:00Z', endsAt: '2020-01-02T10:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toMatch(/already over/);
    const long = await post({ startsAt: '2030-01-01T00:00:00Z', endsAt: '2031-06-01T00:00:00Z' });
    expect(long.statusCode).toBe(400);
    const noZone = await post({ startsAt: '2030-01-01T10:00', endsAt: '2030-01-01T12:00' });
    expect(noZone.statusCode).toBe(400);
    const list = await app.inject({ url: `${base(ids.ben)}/time-off`, headers: owner });
    expect(list.json().result).toEqual([]);
  });
});

describe('booking settings', () => {
  it('reads the defaults and applies a longer lead time to the free times at once', async () => {
    const read = await app.inject({ url: `${base(ids.ben)}/booking-settings`, headers: owner });
    expect(read.json().result).toEqual({
      artistId: ids.ben,
      leadTimeMinutes: 1440,
      horizonDays: 90,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 15,
      slotStepMinutes: 30,
    });
    const firstBefore = Date.parse((await benFreeDays()).flatMap((d) => d.slots)[0]!.start);
    expect(firstBefore).toBeLessThan(app.deps.clock.now().getTime() + 3 * 86_400_000);

    const changed = await app.inject({
      method: 'PATCH',
      url: `${base(ids.ben)}/booking-settings`,
      headers: benHimself,
      payload: { leadTimeMinutes: 5 * 1440, slotStepMinutes: 60 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().result).toMatchObject({ leadTimeMinutes: 7200, slotStepMinutes: 60 });
    const slots = (await benFreeDays()).flatMap((d) => d.slots);
    expect(Date.parse(slots[0]!.start)).toBeGreaterThanOrEqual(
      app.deps.clock.now().getTime() + 5 * 86_400_000 - 60_000,
    );
    expect(slots.every((s) => s.localTime.endsWith(':00'))).toBe(true);

    const back = await app.inject({
      method: 'PATCH',
      url: `${base(ids.ben)}/booking-settings`,
      headers: owner,
      payload: { leadTimeMinutes: 1440, slotStepMinutes: 30 },
    });
    expect(back.statusCode).toBe(200);
  });

  it('keeps every setting inside sensible bounds', async () => {
    const patch = (payload: object) =>
      app.inject({ method: 'PATCH', url: `${base(ids.ben)}/booking-settings`, headers: owner, payload });
    for (const payload of [
      { slotStepMinutes: 7 },
      { slotStepMinutes: 0 },
      { bufferAfterMinutes: -5 },
      { bufferBeforeMinutes: 600 },
      { horizonDays: 0 },
      { horizonDays: 5000 },
      { leadTimeMinutes: 1.5 },
      {},
      { color: 'red' },
    ]) {
      const res = await patch(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const leadPastHorizon = await patch({ leadTimeMinutes: 10 * 1440, horizonDays: 10 });
    expect(leadPastHorizon.statusCode).toBe(400);
    expect(leadPastHorizon.json().error.message).toMatch(/shorter than the booking horizon/);
    const read = await app.inject({ url: `${base(ids.ben)}/booking-settings`, headers: owner });
    expect(read.json().result).toMatchObject({ leadTimeMinutes: 1440, horizonDays: 90, slotStepMinutes: 30 });
  });
});
