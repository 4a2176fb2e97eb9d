import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoInstances } from '../../test/two-instances.ts';
import { type BookingFixtures, insertBookingFixtures, newCustomer } from '../appointments/test-fixtures.ts';
import { appointments } from '../db/schema/appointments.ts';
import { insertAppointment, memberOf } from '../staff-booking/test-fixtures.ts';

// Two API instances behind a load balancer, each keeping its own computed availability answers:
// whatever happens on A (or in the database, or simply with time) must show on B without a write
// through B. NOTIFY is asynchronous, so B is polled until the condition holds, within a bound.

let pair: Awaited<ReturnType<typeof twoInstances>>;
let ids: BookingFixtures;
let owner: Record<string, string>;
const zone = 'America/New_York';

beforeAll(async () => {
  pair = await twoInstances('lw_avail');
  ids = await insertBookingFixtures(pair.a);
  owner = (await memberOf(pair.a, ids.anchor, 'owner')).headers;
});
afterAll(async () => pair?.stop());

/** Start times Ada offers for the small tattoo (or Ben his consultation), as one instance answers them now. */
async function offered(app: FastifyInstance, from?: string, who: 'ada' | 'ben' = 'ada', to = from) {
  const range = from ? `&from=${from}&to=${to}` : '';
  const service = who === 'ada' ? ids.small : ids.consult;
  const res = await app.inject({
    url: `/v1/availability?shopUrl=anchor-ink&artistId=${ids[who]}&serviceId=${service}${range}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().result.days as { slots: { start: string }[] }[]).flatMap((d) =>
    d.slots.map((s) => s.start),
  );
}

const poll = { timeout: 10_000, interval: 50 };

describe('availability on two instances of one database', () => {
  it('stops offering on B a time just held on A, and offers it again once the hold is released', async () => {
    const slot = (await offered(pair.b))[4]!;
    expect(await offered(pair.a)).toContain(slot);
    const customer = (await newCustomer(pair.a)).headers;
    const held = await pair.a.inject({
      method: 'POST',
      url: '/v1/appointments',
      headers: customer,
      payload: { shopUrl: 'anchor-ink', artistId: ids.ada, serviceId: ids.small, start: slot },
    });
    expect(held.statusCode, held.body).toBe(201);
    // The instance that took the hold never offers it again, not even once.
    expect(await offered(pair.a)).not.toContain(slot);
    await expect.poll(() => offered(pair.b), poll).not.toContain(slot);

    const cancelled = await pair.a.inject({
      method: 'POST',
      url: `/v1/appointments/${held.json().result.id}/cancel`,
      headers: customer,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await expect.poll(() => offered(pair.b), poll).toContain(slot);
  });

  it('changes only the booked artist’s answers, on both instances', async () => {
    const adaSlot = (await offered(pair.a))[8]!;
    // Ben's kept answers on both instances, and a time of his taken behind their backs (triggers off).
    const benSlot = (await offered(pair.a, undefined, 'ben'))[2]!;
    expect(await offered(pair.b, undefined, 'ben')).toContain(benSlot);
    await pair.a.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await insertAppointment({ db: tx } as never, {
        businessId: ids.anchor,
        artistId: ids.ben,
        serviceId: ids.consult,
        customerId: (await newCustomer(pair.a)).user.id,
        startsAt: new Date(benSlot),
      });
    });

    const held = await pair.a.inject({
      method: 'POST',
      url: '/v1/appointments',
      headers: (await newCustomer(pair.a)).headers,
      payload: { shopUrl: 'anchor-ink', artistId: ids.ada, serviceId: ids.small, start: adaSlot },
    });
    expect(held.statusCode, held.body).toBe(201);
    expect(await offered(pair.a)).not.toContain(adaSlot);
    await expect.poll(() => offered(pair.b), poll).not.toContain(adaSlot);
    // Ada's change did not throw away Ben's answers: both still show what they showed before…
    expect(await offered(pair.a, undefined, 'ben')).toContain(benSlot);
    expect(await offered(pair.b, undefined, 'ben')).toContain(benSlot);
    // …until a change to Ben is announced.
    await pair.a.db.execute(sql`select pg_notify('availability_changed', ${ids.ben})`);
    await expect.poll(() => offered(pair.a, undefined, 'ben'), poll).not.toContain(benSlot);
    await expect.poll(() => offered(pair.b, undefined, 'ben'), poll).not.toContain(benSlot);
  });

  it('offers a race lost on B right after a booking on A only times that are still free', async () => {
    const slot = (await offered(pair.b))[10]!;
    const day = DateTime.fromISO(slot, { zone }).toISODate()!;
    const twoWeeks = DateTime.fromISO(day, { zone }).plus({ days: 13 }).toISODate()!;
    // B keeps the answer its nearest free times come from, still offering the slot.
    expect(await offered(pair.b, day, 'ada', twoWeeks)).toContain(slot);
    const book = (app: FastifyInstance, headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/v1/appointments',
        headers,
        payload: { shopUrl: 'anchor-ink', artistId: ids.ada, serviceId: ids.small, start: slot },
      });
    const [winner, loser] = [(await newCustomer(pair.a)).headers, (await newCustomer(pair.b)).headers];
    expect((await book(pair.a, winner)).statusCode).toBe(201);
    const lost = await book(pair.b, loser);
    expect(lost.statusCode, lost.body).toBe(409);
    const alternatives = (lost.json().error.details.alternatives as { start: string }[]).map((s) => s.start);
    expect(alternatives.length).toBeGreaterThan(0);
    expect(alternatives).not.toContain(slot);
    expect(alternatives).toEqual(
      (await offered(pair.b, day, 'ada', twoWeeks))
        .filter((s) => Date.parse(s) >= Date.parse(slot) - 3_600_000)
        .slice(0, 5),
    );
  });

  it('frees on B the time of a hold whose expiry passed, whether the database says so or the clock', async () => {
    const times = await offered(pair.b);
    const first = times[6]!;
    // Far enough from the first that the two never overlap.
    const second = times.find((t) => Date.parse(t) >= Date.parse(first) + 4 * 3_600_000)!;
    // A hold someone's expiry was moved into the past (as the sweep or an operator might).
    const customer = (await newCustomer(pair.a)).headers;
    const held = await pair.a.inject({
      method: 'POST',
      url: '/v1/appointments',
      headers: customer,
      payload: { shopUrl: 'anchor-ink', artistId: ids.ada, serviceId: ids.small, start: first },
    });
    expect(held.statusCode, held.body).toBe(201);
    await expect.poll(() => offered(pair.b), poll).not.toContain(first);
    await pair.a.db
      .update(appointments)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(appointments.id, held.json().result.id));
    await expect.poll(() => offered(pair.b), poll).toContain(first);

    // A hold that simply runs out, with no write at all: B's kept answer ends at its expiry.
    const id = await insertAppointment(pair.a, {
      businessId: ids.anchor,
      artistId: ids.ada,
      serviceId: ids.small,
      customerId: (await newCustomer(pair.a)).user.id,
      startsAt: new Date(second),
      status: 'held',
    });
    await pair.a.db
      .update(appointments)
      .set({ holdExpiresAt: sql`now() + interval '4 seconds'` })
      .where(eq(appointments.id, id));
    await expect.poll(() => offered(pair.b), poll).not.toContain(second);
    await expect.poll(() => offered(pair.b), poll).toContain(second);
  });

  it('shows on B time off and new hours set on A', async () => {
    const date = DateTime.now().setZone(zone).plus({ days: 5 }).toISODate()!;
    expect((await offered(pair.b, date)).length).toBeGreaterThan(0);
    const dayStart = DateTime.fromISO(date, { zone });
    const away = await pair.a.inject({
      method: 'POST',
      url: `/v1/business/${ids.anchor}/artists/${ids.ada}/time-off`,
      headers: owner,
      payload: {
        startsAt: dayStart.toISO(),
        endsAt: dayStart.plus({ days: 1 }).toISO(),
        reason: 'Guest spot',
      },
    });
    expect(away.statusCode, away.body).toBe(201);
    await expect.poll(() => offered(pair.b, date), poll).toEqual([]);

    const later = DateTime.now().setZone(zone).plus({ days: 6 }).toISODate()!;
    expect((await offered(pair.b, later)).length).toBeGreaterThan(1);
    const hours = await pair.a.inject({
      method: 'PUT',
      url: `/v1/business/${ids.anchor}/artists/${ids.ada}/hours`,
      headers: owner,
      payload: {
        intervals: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens: '12:00', closes: '13:30' })),
      },
    });
    expect(hours.statusCode, hours.body).toBe(200);
    await expect
      .poll(
        async () =>
          (await offered(pair.b, later)).map((s) => DateTime.fromISO(s, { zone }).toFormat('HH:mm')),
        poll,
      )
      .toEqual(['12:00']);
  });

  it('shows on B different hours on a date set on A, and the week again once they are removed', async () => {
    const date = DateTime.now().setZone(zone).plus({ days: 7 }).toISODate()!;
    const url = `/v1/business/${ids.anchor}/artists/${ids.ada}/date-hours/${date}`;
    const localTimes = async () =>
      (await offered(pair.b, date)).map((s) => DateTime.fromISO(s, { zone }).toFormat('HH:mm'));
    const usual = await localTimes();
    const set = await pair.a.inject({
      method: 'PUT',
      url,
      headers: owner,
      payload: { intervals: [{ opens: '15:00', closes: '16:30' }] },
    });
    expect(set.statusCode, set.body).toBe(200);
    await expect.poll(localTimes, poll).toEqual(['15:00']);
    const removed = await pair.a.inject({ method: 'DELETE', url, headers: owner });
    expect(removed.statusCode, removed.body).toBe(200);
    await expect.poll(localTimes, poll).toEqual(usual);
  });
});
