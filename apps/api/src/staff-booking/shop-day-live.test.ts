import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { openSse } from '../../test/sse-client.ts';
import { type BookingFixtures, insertBookingFixtures, newCustomer } from '../appointments/test-fixtures.ts';
import { newId } from '../db/ids.ts';
import { appointmentHistory, appointments } from '../db/schema/appointments.ts';
import { mailMessages } from '../db/schema/mail.ts';
import { refunds } from '../db/schema/payments.ts';
import { bookHeld, freeStart, payWithCard, startCheckout } from '../payments/test-fixtures.ts';
import { runDueJobs } from '../worker/worker.ts';
import { insertAppointment, memberOf } from './test-fixtures.ts';

// The shop's day as the studio shows it: each appointment's deposit, waiver and arrival, a week at
// once, the refund a cancellation gives before it is made, moving an appointment as the shop, and
// the live stream that tells the day's screens to read again. Ada and Ben work at Anchor Ink.

let app: TestApp;
let baseUrl: string;
let ids: BookingFixtures;
let owner: Record<string, string>;
let ben: Record<string, string>;
let harbourStaff: Record<string, string>;
let customer: Awaited<ReturnType<typeof newCustomer>>;

beforeAll(async () => {
  app = await createTestApp();
  ids = await insertBookingFixtures(app);
  owner = (await memberOf(app, ids.anchor, 'owner')).headers;
  ben = (await memberOf(app, ids.anchor, 'artist', ids.ben)).headers;
  harbourStaff = (await memberOf(app, ids.harbour, 'staff')).headers;
  customer = await newCustomer(app);
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app?.close());

const zone = 'America/New_York';
const nyDateOf = (iso: string) => DateTime.fromISO(iso).setZone(zone).toISODate()!;
const business = (path: string, businessId = ids.anchor) => `/v1/business/${businessId}${path}`;

/** Ada's appointment, booked and its deposit paid by card through the real checkout. */
async function paidAppointment() {
  const held = await bookHeld(app, ids, customer.headers);
  const payment = await startCheckout(app, customer.headers, held.id);
  expect((await payWithCard(app, customer.headers, payment.id, '4242424242424242')).status).toBe('succeeded');
  return held;
}

describe('the day with its money, waiver and arrival', () => {
  it('says per appointment whether the deposit is paid or due, the waiver signed, the customer here', async () => {
    const paid = await paidAppointment();
    const waiting = await bookHeld(app, ids, customer.headers, {
      start: await freeStart(app, ids, ids.small),
    });
    const date = nyDateOf(paid.startsAt);
    const here = await insertAppointment(app, {
      businessId: ids.anchor,
      artistId: ids.ben,
      serviceId: ids.consult,
      customerId: customer.user.id,
      startsAt: DateTime.fromISO(`${date}T08:00`, { zone }).toJSDate(),
      status: 'checked_in',
      depositAmount: 0,
    });
    await app.db
      .insert(appointmentHistory)
      .values({ id: newId(), appointmentId: here, fromStatus: 'confirmed', toStatus: 'checked_in' });

    const res = await app.inject({ url: business(`/appointments?date=${date}&days=7`), headers: owner });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().result.appointments as {
      id: string;
      money: { depositState: string; paidAmount: number; balanceDue: number };
      waiver: { state: string };
      checkIn: { arrived: boolean; at: string | null };
    }[];
    const byId = new Map(list.map((a) => [a.id, a]));
    expect(byId.get(paid.id)).toMatchObject({
      money: { depositState: 'paid', paidAmount: 5000, balanceDue: 13000 },
      waiver: { state: 'none' },
      checkIn: { arrived: false, at: null },
    });
    // The second booking is on another day of the same week: a week's answer holds both.
    expect(byId.get(waiting.id)).toMatchObject({ money: { depositState: 'due', balanceDue: 0 } });
    expect(byId.get(here)).toMatchObject({ money: { depositState: 'none' }, checkIn: { arrived: true } });
    expect(byId.get(here)!.checkIn.at).not.toBeNull();
  });

  it('refuses more than a week at once', async () => {
    const res = await app.inject({ url: business('/appointments?date=2030-02-01&days=8'), headers: owner });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields['querystring.days']).toBe('Ask for 1 to 7 days');
  });
});

describe('cancelling as the shop', () => {
  it('shows the refund before cancelling, and the cancellation refunds exactly that', async () => {
    const paid = await paidAppointment();
    const preview = await app.inject({
      url: business(`/appointments/${paid.id}/cancel-preview`),
      headers: owner,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().result).toMatchObject({
      allowed: true,
      currency: 'USD',
      refundAmount: 5000,
      refunds: [{ kind: 'deposit', amount: 5000 }],
    });
    // Looking changes nothing.
    const [still] = await app.db.select().from(appointments).where(eq(appointments.id, paid.id));
    expect(still!.status).toBe('confirmed');

    const cancel = await app.inject({
      method: 'POST',
      url: business(`/appointments/${paid.id}/cancel`),
      headers: owner,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await runDueJobs(app.deps);
    const sent = await app.db.select().from(refunds);
    const forThis = sent.filter((r) => r.reason === 'Cancelled by the shop');
    expect(forThis.reduce((s, r) => s + r.amount, 0)).toBe(5000);

    const after = await app.inject({
      url: business(`/appointments/${paid.id}/cancel-preview`),
      headers: owner,
    });
    expect(after.json().result).toMatchObject({ allowed: false, refundAmount: 0 });
    expect(after.json().result.message).toMatch(/cancelled/);
  });

  it('gives nothing back when nothing was paid', async () => {
    const held = await bookHeld(app, ids, customer.headers);
    const preview = await app.inject({
      url: business(`/appointments/${held.id}/cancel-preview`),
      headers: owner,
    });
    expect(preview.json().result).toMatchObject({ allowed: true, refundAmount: 0, refunds: [] });
  });

  it("keeps another artist's appointment from an artist, and another shop's from everyone", async () => {
    const held = await bookHeld(app, ids, customer.headers);
    const url = `/appointments/${held.id}/cancel-preview`;
    expect((await app.inject({ url: business(url), headers: ben })).statusCode).toBe(403);
    expect((await app.inject({ url: business(url), headers: harbourStaff })).statusCode).toBe(404);
    expect((await app.inject({ url: business(url, ids.harbour), headers: harbourStaff })).statusCode).toBe(
      404,
    );
  });
});

describe('moving an appointment as the shop', () => {
  const move = (id: string, start: string, headers = owner, businessId = ids.anchor) =>
    app.inject({
      method: 'POST',
      url: business(`/appointments/${id}/reschedule`, businessId),
      headers,
      payload: { start, reason: 'Ada is ill that morning' },
    });

  it("moves it to a free time of the artist without using the customer's own moves", async () => {
    const paid = await paidAppointment();
    const to = await freeStart(app, ids, ids.small);
    const res = await move(paid.id, to);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      id: paid.id,
      startsAt: new Date(to).toISOString(),
      status: 'confirmed',
    });
    const [row] = await app.db.select().from(appointments).where(eq(appointments.id, paid.id));
    expect(row!.rescheduleCount).toBe(0);
    const history = await app.db
      .select()
      .from(appointmentHistory)
      .where(eq(appointmentHistory.appointmentId, paid.id));
    expect(history.map((h) => h.reason)).toContain('moved by the shop: Ada is ill that morning');
  });

  it('tells the customer the shop moved it and why, and keeps their right to a refund and to move it', async () => {
    // A paid visit well outside the notice, moved by the shop into its 48-hour cancellation notice.
    const res = await app.inject({
      url: `/v1/availability?shopUrl=anchor-ink&artistId=${ids.ada}&serviceId=${ids.small}`,
    });
    type Slot = { start: string; terms: { refundableUntil: string | null } };
    const slots = (res.json().result.days as { slots: Slot[] }[]).flatMap((d) => d.slots);
    const inside = slots.find((slot) => !slot.terms.refundableUntil);
    const outside = [...slots].reverse().find((slot) => slot.terms.refundableUntil);
    expect(inside && outside, 'free times inside and outside the notice').toBeTruthy();
    const held = await bookHeld(app, ids, customer.headers, { start: outside!.start });
    const payment = await startCheckout(app, customer.headers, held.id);
    await payWithCard(app, customer.headers, payment.id, '4242424242424242');
    expect((await move(held.id, inside!.start)).statusCode).toBe(200);

    await runDueJobs(app.deps);
    const mail = (await app.db.select().from(mailMessages).where(eq(mailMessages.to, customer.email))).find(
      (m) => m.subject.startsWith('Moved by Anchor Ink: Small fine line tattoo'),
    );
    expect(mail, 'the "Moved" email names the shop as the one who moved it').toBeDefined();
    expect(mail!.text).toContain('The shop says: Ada is ill that morning');
    expect(mail!.text).toMatch(
      /move it to another free time or cancel it with your deposit refunded until it starts/,
    );
    expect(mail!.text).not.toMatch(/not refundable|can no longer be moved/);

    const view = (await app.inject({ url: `/v1/appointments/${held.id}`, headers: customer.headers })).json()
      .result;
    expect(view.cancellation).toMatchObject({ allowed: true, outcome: 'refund' });
    expect(view.reschedule.allowed).toBe(true);
    expect(view.rescheduleCount).toBe(0);
    expect(view.terms.refundableUntil).toBe(new Date(inside!.start).toISOString());
    const cancelled = await app.inject({
      method: 'POST',
      url: `/v1/appointments/${held.id}/cancel`,
      headers: customer.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [row] = await app.db.select().from(appointments).where(eq(appointments.id, held.id));
    expect(row!.cancelOutcome).toBe('refund');
  });

  it('refuses a time that is taken, outside the hours, or an appointment that is not the artist’s', async () => {
    const first = await paidAppointment();
    const second = await paidAppointment();
    const taken = await move(first.id, second.startsAt);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('SLOT_TAKEN');
    const night = DateTime.fromISO(first.startsAt).setZone(zone).set({ hour: 3 }).toUTC().toISO()!;
    expect((await move(first.id, night)).json().error.code).toBe('SLOT_TAKEN');
    expect((await move(first.id, await freeStart(app, ids, ids.small), ben)).statusCode).toBe(403);
    expect((await move(first.id, await freeStart(app, ids, ids.small), harbourStaff)).statusCode).toBe(404);
  });

  it('refuses to move an appointment that has begun', async () => {
    const begun = await insertAppointment(app, {
      businessId: ids.anchor,
      artistId: ids.ada,
      serviceId: ids.small,
      customerId: customer.user.id,
      startsAt: new Date(app.deps.clock.now().getTime() - 30 * 60_000),
    });
    const res = await move(begun, await freeStart(app, ids, ids.small));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('CANNOT_RESCHEDULE');
  });
});

describe("the shop's live stream", () => {
  async function openFor(headers: Record<string, string>) {
    const res = await app.inject({ method: 'POST', url: business('/events/ticket'), headers });
    expect(res.statusCode, res.body).toBe(200);
    const stream = await openSse(
      `${baseUrl}/v1/events/business?ticket=${encodeURIComponent(res.json().result.ticket)}`,
    );
    await stream.ready;
    return stream;
  }

  it('tells the shop of a new booking at once, and an artist only of their own', async () => {
    const ownerStream = await openFor(owner);
    const benStream = await openFor(ben);
    const held = await bookHeld(app, ids, customer.headers);
    const news = await ownerStream.waitFor((e) => e.event === 'appointment');
    expect(news.data).toEqual({ appointmentId: held.id, artistId: ids.ada });

    const bens = await insertAppointment(app, {
      businessId: ids.anchor,
      artistId: ids.ben,
      serviceId: ids.consult,
      customerId: customer.user.id,
      startsAt: new Date('2030-03-01T15:00:00Z'),
    });
    await benStream.waitFor((e) => (e.data as { appointmentId?: string }).appointmentId === bens);
    await ownerStream.waitFor((e) => (e.data as { appointmentId?: string }).appointmentId === bens);
    expect(
      benStream.events.some((e) => (e.data as { appointmentId?: string }).appointmentId === held.id),
    ).toBe(false);
    ownerStream.close();
    benStream.close();
  });

  it('refuses a forged ticket, and a ticket for a shop one is not on the team of', async () => {
    const res = await fetch(
      `${baseUrl}/v1/events/business?ticket=${newId()}.${ids.anchor}.9999999999999.forged`,
    );
    expect(res.status).toBe(401);
    const ticket = await app.inject({
      method: 'POST',
      url: business('/events/ticket'),
      headers: harbourStaff,
    });
    expect(ticket.statusCode).toBe(404);
  });
});
