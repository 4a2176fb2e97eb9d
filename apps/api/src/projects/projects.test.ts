import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestClock } from '../../test/clock.ts';
import {
  type BookingFixtures,
  insertBookingFixtures,
  newCustomer,
  newMember,
} from '../appointments/test-fixtures.ts';
import { newId } from '../db/ids.ts';
import { payments } from '../db/schema/payments.ts';
import { payWithCard, startCheckout } from '../payments/test-fixtures.ts';
import { runDueJobs } from '../worker/worker.ts';
import { day, projectApi } from './test-fixtures.ts';

// Projects and their money record, end to end through the API: every money rule is checked against
// balances worked out here by hand (plain arithmetic on the quote), never against projectMoney.

type Headers = Record<string, string>;
let app: TestApp;
let ids: BookingFixtures;
let staff: Awaited<ReturnType<typeof newMember>>;
let api: ReturnType<typeof projectApi>;
const clock = createTestClock();

beforeAll(async () => {
  app = await createTestApp({}, { clock });
  ids = await insertBookingFixtures(app);
  staff = await newMember(app, ids.anchor, 'staff');
  api = projectApi(app, ids, staff, clock);
});
afterAll(() => app.close());

describe('a sleeve of three sessions, the deposit counting towards the last', () => {
  it('quotes, takes the deposit as credit, applies it at the last checkout and names the session', async () => {
    const { c, projectId, s1, s1Start } = await api.startedProject();
    let view = await api.project(c.headers, projectId);
    expect(view.state).toBe('in_progress');
    expect(view.money).toMatchObject({
      depositPaidAmount: 15000,
      creditHeldAmount: 15000,
      paidAmount: 15000,
    });
    // 60000 over three sessions: 20000 each; the deposit counts towards session 3 only.
    expect(view.sessions.map((s: { dueAmount: number }) => s.dueAmount)).toEqual([20000, 20000, 5000]);

    // Session 1: its balance is its whole price (the deposit is the last session's).
    clock.set(new Date(new Date(s1Start).getTime() + 60_000));
    const b1 = await startCheckout(app, c.headers, s1, 'balance');
    expect(b1.totalAmount).toBe(20000);
    expect((await payWithCard(app, c.headers, b1.id, '4242424242424242')).status).toBe('succeeded');
    expect((await api.shopAct('complete', s1)).statusCode).toBe(200);

    // Session 2 waits for the healing gap: 21 days after session 1 ends.
    view = await api.project(c.headers, projectId);
    expect(view.state).toBe('next_session_to_book');
    const { start: s2Start, earliest } = await api.firstFreeTime(c.headers, projectId);
    const s1End = new Date(s1Start).getTime() + 90 * 60_000;
    expect(new Date(earliest).getTime()).toBe(s1End + 21 * day);
    expect(new Date(s2Start).getTime()).toBeGreaterThanOrEqual(s1End + 21 * day);
    const tooSoon = await api.bookSession(c.headers, projectId, new Date(s1End + 7 * day).toISOString());
    expect(tooSoon.statusCode).toBe(422);
    const key = newId();
    const [b2a, b2b] = await Promise.all([
      api.bookSession(c.headers, projectId, s2Start, key),
      api.bookSession(c.headers, projectId, s2Start, key),
    ]);
    expect([b2a.statusCode, b2b.statusCode]).toEqual([201, 201]); // the retry answers as the first did
    const s2 = b2a.json().result.appointmentId as string;
    expect(b2b.json().result.appointmentId).toBe(s2);
    const a2 = (await app.inject({ url: `/v1/appointments/${s2}`, headers: c.headers })).json().result;
    expect(a2.status).toBe('confirmed'); // no second deposit
    expect(a2.project).toEqual({ id: projectId, sessionNumber: 2 }); // the page links the project

    // Moved inside the policy: the deposit stays credited to session 3.
    const later = new Date(new Date(s2Start).getTime() + 2 * day).toISOString();
    const moved = await app.inject({
      method: 'POST',
      url: `/v1/appointments/${s2}/reschedule`,
      headers: c.headers,
      payload: { start: later },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    view = await api.project(c.headers, projectId);
    expect(view.sessions[1]).toMatchObject({ state: 'booked', startsAt: later, dueAmount: 20000 });
    expect(view.sessions[2]).toMatchObject({ creditPlannedAmount: 15000, dueAmount: 5000 });

    clock.set(new Date(new Date(later).getTime() + 60_000));
    const b2 = await startCheckout(app, c.headers, s2, 'balance');
    expect(b2.totalAmount).toBe(20000);
    expect((await payWithCard(app, c.headers, b2.id, '4242424242424242')).status).toBe('succeeded');
    expect((await api.shopAct('complete', s2)).statusCode).toBe(200);

    // Session 3: the deposit applied, 5000 left, with a tip; the receipt names the project and session.
    const { start: s3Start } = await api.firstFreeTime(c.headers, projectId);
    const s3 = (await api.bookSession(c.headers, projectId, s3Start)).json().result.appointmentId as string;
    clock.set(new Date(new Date(s3Start).getTime() + 60_000));
    const b3 = (await startCheckout(app, c.headers, s3, 'balance', { tip: { amount: 1000 } })) as unknown as {
      id: string;
      amount: number;
      totalAmount: number;
      lineItems: { kind: string; label: string; amount: number }[];
    };
    expect(b3.amount).toBe(5000);
    expect(b3.totalAmount).toBe(6000);
    expect(b3.lineItems).toEqual([
      { kind: 'service', label: 'Sleeve — session 3 of 3', amount: 20000 },
      { kind: 'deposit_paid', label: 'Deposit credited', amount: -15000 },
      { kind: 'tip', label: 'Tip', amount: 1000 },
    ]);
    expect((await payWithCard(app, c.headers, b3.id, '4242424242424242')).status).toBe('succeeded');
    // Paying again is nothing to pay: never charged twice.
    const again = await app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: { ...c.headers, 'idempotency-key': newId() },
      payload: { appointmentId: s3, kind: 'balance' },
    });
    expect(again.json().error?.code).toBe('NOTHING_TO_PAY');
    expect((await api.shopAct('complete', s3)).statusCode).toBe(200);

    view = await api.project(c.headers, projectId);
    expect(view.state).toBe('complete');
    expect(view.money).toMatchObject({
      paidAmount: 60000,
      dueAmount: 0,
      creditHeldAmount: 0,
      creditAppliedAmount: 15000,
      tipsAmount: 1000,
    });
    expect(view.sessions.map((s: { dueAmount: number }) => s.dueAmount)).toEqual([0, 0, 0]);
    // The studio reads the very same record.
    const shop = await app.inject({
      url: `/v1/business/${ids.anchor}/projects/${projectId}`,
      headers: staff.headers,
    });
    expect(shop.json().result.money).toEqual(view.money);
  });
});

describe('the shop’s named rules for a session that ends unserved', () => {
  const entriesOf = async (headers: Headers, id: string) =>
    (await api.project(headers, id)).money.entries as { kind: string; amount: number; rule: string | null }[];

  it('a no-show forfeits the held deposit, and says which rule and when', async () => {
    const { c, projectId, s1, s1Start } = await api.startedProject({ depositAppliesTo: 'first' });
    clock.set(new Date(new Date(s1Start).getTime() + 3 * 3_600_000));
    expect((await api.shopAct('no-show', s1)).statusCode).toBe(200);
    await runDueJobs(app.deps);
    await runDueJobs(app.deps); // a job run twice writes once
    const entries = await entriesOf(c.headers, projectId);
    expect(entries.filter((e) => e.kind === 'credit_forfeited')).toEqual([
      expect.objectContaining({ amount: 15000, rule: 'No-show: deposit forfeited' }),
    ]);
    const view = await api.project(c.headers, projectId);
    expect(view.money).toMatchObject({ creditHeldAmount: 0, forfeitedAmount: 15000, dueAmount: 60000 });
  });

  it('a cancellation in time refunds the deposit when that is the rule, never more than was paid', async () => {
    const { c, projectId, s1, depositPaymentId } = await api.startedProject({ inTimeCancelRule: 'refund' });
    const res = await app.inject({
      method: 'POST',
      url: `/v1/appointments/${s1}/cancel`,
      headers: c.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    await runDueJobs(app.deps);
    const [p] = await app.db.select().from(payments).where(eq(payments.id, depositPaymentId));
    expect(p!.refundedAmount).toBe(15000);
    const view = await api.project(c.headers, projectId);
    expect(view.money).toMatchObject({ creditHeldAmount: 0, refundedAmount: 15000, paidAmount: 0 });
    expect(view.money.entries.at(-1)).toMatchObject({
      kind: 'credit_refunded',
      rule: 'Cancelled in time: deposit refunded',
    });
    // The desk cannot give the same money back again.
    const twice = await app.inject({
      method: 'POST',
      url: `/v1/business/${ids.anchor}/payments/${depositPaymentId}/refunds`,
      headers: staff.headers,
      payload: { amount: 100, reason: 'again' },
    });
    expect(twice.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('kept as credit: the next booking of the session carries the deposit to its checkout', async () => {
    const { c, projectId, s1 } = await api.startedProject({ depositAppliesTo: 'first' });
    expect(
      (await app.inject({ method: 'POST', url: `/v1/appointments/${s1}/cancel`, headers: c.headers }))
        .statusCode,
    ).toBe(200);
    await runDueJobs(app.deps);
    let view = await api.project(c.headers, projectId);
    expect(view.money.entries.at(-1)).toMatchObject({
      kind: 'credit_carried',
      rule: 'Cancelled in time: deposit kept as credit',
    });
    expect(view.money.creditHeldAmount).toBe(15000);
    expect(view.sessions[0]).toMatchObject({ state: 'to_book', creditPlannedAmount: 15000, dueAmount: 5000 });
    // Rebooked: no new deposit asked, confirmed at once, and the checkout applies the credit.
    const { start } = await api.firstFreeTime(c.headers, projectId);
    const again = (await api.bookSession(c.headers, projectId, start)).json().result.appointmentId as string;
    clock.set(new Date(new Date(start).getTime() + 60_000));
    const b = await startCheckout(app, c.headers, again, 'balance');
    expect(b.totalAmount).toBe(5000);
    view = await api.project(c.headers, projectId);
    expect(view.sessions[0].sessionNumber).toBe(1);
  });

  it('refunds of a deposit already applied are refused by the record', async () => {
    const { c, projectId, s1, s1Start, depositPaymentId } = await api.startedProject({
      depositAppliesTo: 'first',
    });
    clock.set(new Date(new Date(s1Start).getTime() + 60_000));
    const b = await startCheckout(app, c.headers, s1, 'balance');
    expect(b.totalAmount).toBe(5000);
    await payWithCard(app, c.headers, b.id, '4242424242424242');
    const res = await app.inject({
      method: 'POST',
      url: `/v1/business/${ids.anchor}/payments/${depositPaymentId}/refunds`,
      headers: staff.headers,
      payload: { amount: 15000, reason: 'goodwill' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect((await api.project(c.headers, projectId)).money).toMatchObject({
      paidAmount: 20000,
      creditAppliedAmount: 15000,
    });
  });
});

describe('who sees a project', () => {
  it('is a 404 for another customer and for another shop', async () => {
    const c = await api.returningCustomer();
    const p = await api.quote(c.user.id);
    const other = await newCustomer(app);
    expect((await app.inject({ url: `/v1/projects/${p.id}`, headers: other.headers })).statusCode).toBe(404);
    const harbour = await newMember(app, ids.harbour, 'staff');
    const res = await app.inject({
      url: `/v1/business/${ids.harbour}/projects/${p.id}`,
      headers: harbour.headers,
    });
    expect(res.statusCode).toBe(404);
    expect((await api.project(c.headers, p.id)).state).toBe('quoting');
  });

  it('creates once per idempotency key', async () => {
    const c = await api.returningCustomer();
    const key = newId();
    const a = await api.quote(c.user.id, {}, key);
    const b = await api.quote(c.user.id, {}, key);
    expect(b.id).toBe(a.id);
  });
});

describe('a request answered with a project', () => {
  async function request() {
    const customer = await newCustomer(app);
    const res = await app.inject({
      method: 'POST',
      url: '/v1/shops/anchor-ink/requests',
      headers: customer.headers,
      payload: {
        idea: 'A sleeve of peonies from shoulder to wrist',
        placement: 'upper_arm',
        size: { unit: 'class', sizeClass: 'large' },
        style: 'Japanese',
        colour: 'colour',
        budgetMinAmount: 100000,
        budgetMaxAmount: 200000,
        preferredArtistId: ids.ada,
        contactName: 'Sam Sleeve',
        contactEmail: customer.email,
        adultConfirmed: true,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { customer, id: res.json().result.id as string };
  }
  const quoteRequest = (requestId: string) =>
    app.inject({
      method: 'POST',
      url: `/v1/business/${ids.anchor}/projects`,
      headers: { ...staff.headers, 'idempotency-key': newId() },
      payload: {
        requestId,
        artistId: ids.ada,
        serviceId: ids.small,
        title: 'Peony sleeve',
        sessionCount: 3,
        quote: { kind: 'range', minAmount: 150000, maxAmount: 180000 },
        depositAmount: 30000,
        depositAppliesTo: 'last',
      },
    });

  it('leaves the to-answer queue, and the customer’s request links the project', async () => {
    const { customer, id } = await request();
    const res = await quoteRequest(id);
    expect(res.statusCode, res.body).toBe(201);
    const projectId = res.json().result.id as string;

    const mine = await app.inject({ url: `/v1/requests/${id}`, headers: customer.headers });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().result.status).toBe('quoted');
    expect(mine.json().result.project).toEqual({ id: projectId, title: 'Peony sleeve' });
    expect(mine.json().result.events.at(-1)).toMatchObject({
      kind: 'quoted',
      by: 'shop',
      message: 'Peony sleeve',
    });

    const queue = await app.inject({
      url: `/v1/business/${ids.anchor}/requests?status=submitted`,
      headers: staff.headers,
    });
    expect(queue.json().result.map((r: { id: string }) => r.id)).not.toContain(id);
    // The project carries the request's idea, and the customer can see it.
    const p = await api.project(customer.headers, projectId);
    expect(p).toMatchObject({
      requestId: id,
      description: 'A sleeve of peonies from shoulder to wrist',
      sessionCount: 3,
    });
  });

  it('quotes a request once: a second quote is refused with one clear message, and nothing is written', async () => {
    const { customer, id } = await request();
    expect((await quoteRequest(id)).statusCode).toBe(201);
    const again = await quoteRequest(id);
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error.message).toBe('This request was already answered with a project quote.');
    const mine = await app.inject({ url: '/v1/projects', headers: customer.headers });
    expect(mine.json().result).toHaveLength(1);
  });
});

describe('payments of a session at once', () => {
  it('two checkouts and two confirms at once charge the session once', async () => {
    const { c, projectId, s1, s1Start } = await api.startedProject({ depositAppliesTo: 'first' });
    clock.set(new Date(new Date(s1Start).getTime() + 60_000));
    const checkout = () => api.checkout(c.headers, s1, 'balance');
    const [x, y] = await Promise.all([checkout(), checkout()]);
    expect(x.json().result.id).toBe(y.json().result.id);
    expect(x.json().result.totalAmount).toBe(5000);
    const paymentId = x.json().result.id as string;
    const pm = await api.paymentMethod();
    const key = newId();
    const confirm = () => api.confirm(c.headers, paymentId, pm, key);
    await Promise.all([confirm(), confirm()]);
    await runDueJobs(app.deps);
    const view = await api.project(c.headers, projectId);
    expect(view.money.entries.filter((e: { kind: string }) => e.kind === 'payment')).toHaveLength(1);
    expect(view.money).toMatchObject({ paidAmount: 20000, creditAppliedAmount: 15000, creditHeldAmount: 0 });
    expect(view.sessions[0].dueAmount).toBe(0);
  });
});
