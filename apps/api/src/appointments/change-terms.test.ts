import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestClock } from '../../test/clock.ts';
import { artistShops } from '../db/schema/catalog.ts';
import { changeTerms } from '../domain/appointment-policy.ts';
import {
  type BookingFixtures,
  bookingPolicies,
  insertBookingFixtures,
  newCustomer,
} from './test-fixtures.ts';

// Until when a time can be cancelled with a refund and moved: computed on the server from the shop's
// notice windows, in every answer that shows a time before it is paid (availability, the hold, the
// checkout), in New York and in London across the change to summer time.

// Thursday 27 March 2031, 12:00 UTC: London moves its clocks on Sunday the 30th, New York did on the 9th.
const clock = createTestClock('2031-03-27T12:00:00Z');
let app: TestApp;
let ids: BookingFixtures;

beforeAll(async () => {
  app = await createTestApp({}, { clock });
  ids = await insertBookingFixtures(app);
});
afterAll(() => app.close());

type Terms = { refundableUntil: string | null; movableUntil: string | null };
type Slot = { start: string; localTime: string; terms: Terms };

async function slots(shopUrl: string, serviceId: string, from?: string, to?: string) {
  const range = from ? `&from=${from}&to=${to}` : '';
  const res = await app.inject({
    url: `/v1/availability?shopUrl=${shopUrl}&artistId=${ids.ada}&serviceId=${serviceId}${range}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().result.days as { date: string; slots: Slot[] }[]).flatMap((d) =>
    d.slots.map((s) => ({ ...s, date: d.date })),
  );
}

const hoursBefore = (iso: string, h: number) => new Date(Date.parse(iso) - h * 3_600_000).toISOString();

describe('the terms of a time, before it is booked', () => {
  it('gives New York times a refund deadline 48 h and a move deadline 24 h before, or none inside the notice', async () => {
    const all = await slots('anchor-ink', ids.small);
    const now = clock.now().getTime();
    expect(all.length).toBeGreaterThan(10);
    for (const s of all) {
      const refundEnds = hoursBefore(s.start, bookingPolicies.cancellationNoticeHours);
      expect(s.terms.refundableUntil).toBe(Date.parse(refundEnds) >= now ? refundEnds : null);
      expect(s.terms.movableUntil).toBe(hoursBefore(s.start, bookingPolicies.rescheduleNoticeHours));
    }
    // The first free times (a day ahead, the artist's lead time) are inside the 48-hour notice: no
    // refund once paid, but still movable, as the policy says; later ones have both.
    expect(all[0]!.terms.refundableUntil).toBeNull();
    expect(all[0]!.terms.movableUntil).not.toBeNull();
    expect(all.at(-1)!.terms.refundableUntil).not.toBeNull();
  });

  it('counts the notice in real hours across London’s change to summer time, and says a shop that moves nothing cannot move it', async () => {
    const monday = await slots('harbour-lights', ids.guestFlash, '2031-03-31', '2031-03-31');
    const ten = monday.find((s) => s.localTime === '10:00')!;
    // 10:00 BST on Monday is 09:00 UTC; 48 real hours before is Saturday 09:00 UTC (09:00 GMT).
    expect(ten.start).toBe('2031-03-31T09:00:00.000Z');
    expect(ten.terms).toEqual({ refundableUntil: '2031-03-29T09:00:00.000Z', movableUntil: null });
  });

  it('has no refund and no move for a time inside both notice windows', async () => {
    await app.db.update(artistShops).set({ leadTimeMinutes: 60 }).where(eq(artistShops.id, ids.adaAtAnchor));
    const soon = (await slots('anchor-ink', ids.small, '2031-03-27', '2031-03-27'))[0]!;
    expect(Date.parse(soon.start) - clock.now().getTime()).toBeLessThan(24 * 3_600_000);
    expect(soon.terms).toEqual({ refundableUntil: null, movableUntil: null });
  });

  it('stops offering a refund deadline the moment it passes, though the calendar did not change', async () => {
    const before = (await slots('anchor-ink', ids.small)).find((s) => s.terms.refundableUntil)!;
    clock.set(new Date(Date.parse(before.terms.refundableUntil!) + 60_000));
    try {
      const after = (await slots('anchor-ink', ids.small)).find((s) => s.start === before.start)!;
      expect(after.terms.refundableUntil).toBeNull();
      expect(after.terms.movableUntil).toBe(before.terms.movableUntil);
    } finally {
      clock.set('2031-03-27T12:00:00Z');
    }
  });
});

describe('the terms of a held time and its checkout', () => {
  it('tell the customer before paying that a deposit inside the notice is not refundable', async () => {
    const { headers } = await newCustomer(app);
    const first = (await slots('anchor-ink', ids.small)).find((s) => !s.terms.refundableUntil)!;
    const held = await app.inject({
      method: 'POST',
      url: '/v1/appointments',
      headers,
      payload: { shopUrl: 'anchor-ink', artistId: ids.ada, serviceId: ids.small, start: first.start },
    });
    expect(held.statusCode, held.body).toBe(201);
    const appointment = held.json().result;
    expect(appointment.terms).toEqual(first.terms);
    expect(appointment.service.priceKind).toBe('fixed');
    const checkout = await app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers,
      payload: { appointmentId: appointment.id, kind: 'deposit' },
    });
    expect(checkout.statusCode, checkout.body).toBeLessThan(300);
    expect(checkout.json().result.terms).toEqual(first.terms);
  });

  it('counts a move already made against the moves the shop allows', () => {
    const startsAt = new Date('2031-04-10T14:00:00Z');
    const now = new Date('2031-03-27T12:00:00Z');
    const once = { ...bookingPolicies, reschedulesAllowed: 1 };
    expect(changeTerms(startsAt, once, now, 0).movableUntil).toBe('2031-04-09T14:00:00.000Z');
    expect(changeTerms(startsAt, once, now, 1).movableUntil).toBeNull();
  });
});
