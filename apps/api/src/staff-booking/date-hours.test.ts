import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type BookingFixtures, newCustomer } from '../appointments/test-fixtures.ts';
import { artistShops } from '../db/schema/catalog.ts';
import { insertAnchorTeam, memberOf } from './test-fixtures.ts';

// Different hours on a date, as the shop's members set them, and what customers then see in
// GET /v1/availability and may book. Ben (Anchor Ink, New York, every day 10:00–18:00, a 30-minute
// consultation, 30-minute steps) is the artist whose dates these tests change.

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
const base = (artistId: string, businessId = ids.anchor) =>
  `/v1/business/${businessId}/artists/${artistId}/date-hours`;

const localDate = (daysAhead: number) =>
  DateTime.fromJSDate(app.deps.clock.now()).setZone(zone).plus({ days: daysAhead }).toISODate()!;

type Slot = { start: string; localTime: string };

/** The local times Ben offers for the consultation on one date. */
async function benTimes(date: string): Promise<Slot[]> {
  const res = await app.inject({
    url: `/v1/availability?shopUrl=anchor-ink&artistId=${ids.ben}&serviceId=${ids.consult}&from=${date}&to=${date}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.days[0].slots;
}
const localTimes = async (date: string) => (await benTimes(date)).map((s) => s.localTime);

const putDate = (headers: Record<string, string>, date: string, intervals: unknown, artistId = ids.ben) =>
  app.inject({ method: 'PUT', url: `${base(artistId)}/${date}`, headers, payload: { intervals } });

const listDates = async () => {
  const res = await app.inject({ url: base(ids.ben), headers: owner });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
};

describe('different hours on a date', () => {
  it('offers the date’s own hours instead of the weekday’s, and the week’s again once removed', async () => {
    const date = localDate(8);
    expect((await localTimes(date))[0]).toBe('10:00');

    const set = await putDate(owner, date, [
      { opens: '19:00', closes: '21:00' },
      { opens: '14:00', closes: '15:30' },
    ]);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().result).toEqual({
      date,
      intervals: [
        { opens: '14:00', closes: '15:30' },
        { opens: '19:00', closes: '21:00' },
      ],
    });
    expect(await localTimes(date)).toEqual(['14:00', '14:30', '15:00', '19:00', '19:30', '20:00', '20:30']);
    // The days around it keep the week.
    expect((await localTimes(localDate(7)))[0]).toBe('10:00');
    expect((await localTimes(localDate(15)))[0]).toBe('10:00');
    expect(await listDates()).toEqual({ artistId: ids.ben, timeZone: zone, dates: [set.json().result] });

    // Setting the date again replaces its hours as a whole.
    expect((await putDate(benHimself, date, [{ opens: '16:00', closes: '17:00' }])).statusCode).toBe(200);
    expect(await localTimes(date)).toEqual(['16:00', '16:30']);

    const removed = await app.inject({ method: 'DELETE', url: `${base(ids.ben)}/${date}`, headers: owner });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await localTimes(date))[0]).toBe('10:00');
    expect((await listDates()).dates).toEqual([]);
    const again = await app.inject({ method: 'DELETE', url: `${base(ids.ben)}/${date}`, headers: owner });
    expect(again.statusCode).toBe(404);
  });

  it('makes a day off in the week a working date that customers can book, and only at its hours', async () => {
    const date = localDate(10);
    const weekday = DateTime.fromISO(date, { zone }).weekday;
    const hoursUrl = `/v1/business/${ids.anchor}/artists/${ids.ben}/hours`;
    const week = (await app.inject({ url: hoursUrl, headers: owner })).json().result.intervals;
    const withoutThatDay = week.filter((i: { weekday: number }) => i.weekday !== weekday);
    const putWeek = (intervals: unknown) =>
      app.inject({ method: 'PUT', url: hoursUrl, headers: owner, payload: { intervals } });
    expect((await putWeek(withoutThatDay)).statusCode).toBe(200);
    try {
      expect(await benTimes(date)).toEqual([]);
      expect((await putDate(owner, date, [{ opens: '12:00', closes: '13:00' }])).statusCode).toBe(200);
      const slots = await benTimes(date);
      expect(slots.map((s) => s.localTime)).toEqual(['12:00', '12:30']);

      const book = async (start: string) =>
        app.inject({
          method: 'POST',
          url: '/v1/appointments',
          headers: (await newCustomer(app)).headers,
          payload: { shopUrl: 'anchor-ink', artistId: ids.ben, serviceId: ids.consult, start },
        });
      const usualTen = DateTime.fromISO(`${date}T10:00`, { zone }).toUTC().toISO()!;
      const refused = await book(usualTen);
      expect(refused.statusCode, refused.body).toBe(409);
      const booked = await book(slots[0]!.start);
      expect(booked.statusCode, booked.body).toBe(201);
      expect((await localTimes(date)).includes('12:00')).toBe(false);
    } finally {
      await putWeek(week);
      await app.inject({ method: 'DELETE', url: `${base(ids.ben)}/${date}`, headers: owner });
    }
  });

  it('refuses a past date, overlaps, an end before the start, 12-hour times and no times at all, changing nothing', async () => {
    const date = localDate(12);
    const before = await localTimes(date);

    const past = await putDate(owner, localDate(-1), [{ opens: '12:00', closes: '14:00' }]);
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe('This date has passed. Pick today or a later date.');
    expect(past.json().error.details.fields).toHaveProperty(['params.date']);

    const overlap = await putDate(owner, date, [
      { opens: '10:00', closes: '14:00' },
      { opens: '13:00', closes: '18:00' },
    ]);
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().error.message).toBe('13:00–18:00 overlaps 10:00–14:00');
    expect(overlap.json().error.details.fields).toHaveProperty(['body.intervals.1']);

    const backwards = await putDate(owner, date, [{ opens: '18:00', closes: '10:00' }]);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.details.fields['body.intervals.0.closes']).toBe(
      'The closing time must come after the opening time',
    );
    const twelveHour = await putDate(owner, date, [{ opens: '9:00 AM', closes: '17:00' }]);
    expect(twelveHour.statusCode).toBe(400);
    expect(twelveHour.json().error.message).toBe('Use 24-hour time, e.g. 09:30');
    const none = await putDate(owner, date, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('Add at least one time. For a day off, add time off instead.');
    const noSuchDate = await putDate(owner, '2030-02-30', [{ opens: '12:00', closes: '14:00' }]);
    expect(noSuchDate.statusCode).toBe(400);

    expect((await listDates()).dates).toEqual([]);
    expect(await localTimes(date)).toEqual(before);
  });

  it('takes a guest’s dates inside their guest spot only', async () => {
    const spot = { startsOn: localDate(3), endsOn: localDate(5) };
    await app.db.update(artistShops).set(spot).where(eq(artistShops.id, ids.adaAtHarbour));
    const harbourOwner = (await memberOf(app, ids.harbour, 'owner')).headers;
    const put = (date: string) =>
      app.inject({
        method: 'PUT',
        url: `${base(ids.ada, ids.harbour)}/${date}`,
        headers: harbourOwner,
        payload: { intervals: [{ opens: '12:00', closes: '14:00' }] },
      });
    const outside = await put(localDate(9));
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.message).toBe(
      `This guest spot runs from ${spot.startsOn} to ${spot.endsOn}: pick a date in it.`,
    );
    expect((await put(localDate(4))).statusCode).toBe(200);
  });

  it('takes today, and lists only dates from today on', async () => {
    const today = localDate(0);
    const res = await putDate(owner, today, [{ opens: '20:00', closes: '22:00' }]);
    expect(res.statusCode, res.body).toBe(200);
    expect((await listDates()).dates.map((d: { date: string }) => d.date)).toEqual([today]);
    await app.inject({ method: 'DELETE', url: `${base(ids.ben)}/${today}`, headers: owner });
  });
});

describe('who may set an artist’s hours on a date', () => {
  it('lets an artist member set their own dates but not a colleague’s', async () => {
    const date = localDate(20);
    const own = await putDate(benHimself, date, [{ opens: '12:00', closes: '14:00' }]);
    expect(own.statusCode, own.body).toBe(200);
    const colleague = await putDate(benHimself, date, [{ opens: '12:00', closes: '14:00' }], ids.ada);
    expect(colleague.statusCode).toBe(403);
    expect(colleague.json().error.code).toBe('FORBIDDEN');
    const removeColleague = await app.inject({
      method: 'DELETE',
      url: `${base(ids.ada)}/${date}`,
      headers: benHimself,
    });
    expect(removeColleague.statusCode).toBe(403);
    await app.inject({ method: 'DELETE', url: `${base(ids.ben)}/${date}`, headers: benHimself });
  });

  it('answers 404 to another business’s members and for an artist who does not work at the shop', async () => {
    const date = localDate(21);
    expect((await app.inject({ url: base(ids.ben), headers: otherShopStaff })).statusCode).toBe(404);
    const stranger = await putDate(otherShopStaff, date, [{ opens: '12:00', closes: '14:00' }]);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().error.message).toBe('This business could not be found.');

    // Harbour's owner naming Ben, who works at Anchor only.
    const harbourOwner = (await memberOf(app, ids.harbour, 'owner')).headers;
    const notTheirs = await app.inject({
      method: 'PUT',
      url: `${base(ids.ben, ids.harbour)}/${date}`,
      headers: harbourOwner,
      payload: { intervals: [{ opens: '12:00', closes: '14:00' }] },
    });
    expect(notTheirs.statusCode).toBe(404);
    expect((await app.inject({ url: base(ids.ben) })).statusCode).toBe(401);
    expect((await listDates()).dates).toEqual([]);
  });
});
