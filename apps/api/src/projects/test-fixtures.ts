import { inflateSync } from 'node:zlib';
import { expect } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import type { createTestClock } from '../../test/clock.ts';
import { type BookingFixtures, newCustomer, type newMember } from '../appointments/test-fixtures.ts';
import { newId } from '../db/ids.ts';
import { runDueJobs } from '../worker/worker.ts';

// Helpers for the money tests of projects, all through the API: a returning customer, a quoted and
// accepted project, its sessions booked, paid, cancelled, missed and refunded as the app does it; and
// `MoneyModel`, the money record worked out by hand from the operations alone (plain arithmetic on
// the quote, never the contract's projectMoney), which the API's answers are checked against.

type Headers = Record<string, string>;
type Member = Awaited<ReturnType<typeof newMember>>;
export const day = 86_400_000;
export const hour = 3_600_000;
export const testCard = '4242424242424242';

export type CreditRule = 'keep_credit' | 'refund' | 'forfeit';
export type AppliesTo = 'first' | 'last' | 'spread';

export type MoneyEntryView = {
  kind: string;
  amount: number;
  sessionNumber: number | null;
  rule: string | null;
  at: string;
};

export function projectApi(
  app: TestApp,
  ids: BookingFixtures,
  staff: Member,
  clock: ReturnType<typeof createTestClock>,
) {
  /** A customer who has been to Anchor Ink before (a consultation), so the shop may start a project for them. */
  async function returningCustomer() {
    const c = await newCustomer(app);
    const avail = await app.inject({
      url: `/v1/availability?shopUrl=anchor-ink&artistId=${ids.ada}&serviceId=${ids.consult}`,
    });
    const start = avail.json().result.days.find((d: { slots: unknown[] }) => d.slots.length).slots[0].start;
    const res = await app.inject({
      method: 'POST',
      url: '/v1/appointments',
      headers: c.headers,
      payload: { shopUrl: 'anchor-ink', artistId: ids.ada, serviceId: ids.consult, start },
    });
    expect(res.statusCode, res.body).toBe(201);
    return c;
  }

  /** The shop quotes a sleeve of three sessions ($600, a $150 deposit towards the last), once per key. */
  async function quote(customerId: string, extra: Record<string, unknown> = {}, key = newId()) {
    const res = await app.inject({
      method: 'POST',
      url: `/v1/business/${ids.anchor}/projects`,
      headers: { ...staff.headers, 'idempotency-key': key },
      payload: {
        customerId,
        artistId: ids.ada,
        serviceId: ids.small,
        title: 'Sleeve',
        sessionCount: 3,
        quote: { kind: 'fixed', amount: 60000 },
        depositAmount: 15000,
        depositAppliesTo: 'last',
        healingGapDays: 21,
        ...extra,
      },
    });
    expect([200, 201], res.body).toContain(res.statusCode);
    return res.json().result as { id: string };
  }

  const project = async (headers: Headers, id: string) => {
    const res = await app.inject({ url: `/v1/projects/${id}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result;
  };

  const studioProject = async (id: string) => {
    const res = await app.inject({
      url: `/v1/business/${ids.anchor}/projects/${id}`,
      headers: staff.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result;
  };

  const accept = (headers: Headers, projectId: string) =>
    app.inject({ method: 'POST', url: `/v1/projects/${projectId}/accept`, headers });

  /** The next session's first free time from the day `from` (or the earliest allowed), and that earliest. */
  async function firstFreeTime(headers: Headers, projectId: string, from?: string) {
    const res = await app.inject({
      url: `/v1/projects/${projectId}/free-times${from ? `?from=${from}` : ''}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const times = res.json().result;
    const start = times.days[0]?.slots[0]?.start as string | undefined;
    expect(start, 'a free time for the next session').toBeTruthy();
    return { start: start!, earliest: times.earliest as string };
  }

  /** The first free time of the next session, at least `daysAhead` days from now. */
  const nextFreeTime = async (headers: Headers, projectId: string, daysAhead = 7) =>
    (
      await firstFreeTime(
        headers,
        projectId,
        new Date(clock.now().getTime() + daysAhead * day).toISOString().slice(0, 10),
      )
    ).start;

  /** The customer books the next session (the API's answer, refused or not). */
  const bookSession = (headers: Headers, projectId: string, start: string, key = newId()) =>
    app.inject({
      method: 'POST',
      url: `/v1/projects/${projectId}/sessions`,
      headers: { ...headers, 'idempotency-key': key },
      payload: { start },
    });

  /** The customer books the next session; its appointment. */
  async function book(headers: Headers, projectId: string, start: string) {
    const res = await bookSession(headers, projectId, start);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().result.appointmentId as string;
  }

  const appointment = async (headers: Headers, id: string) =>
    (await app.inject({ url: `/v1/appointments/${id}`, headers })).json().result;

  /** The customer's checkout of a kind for an appointment (201, or the error's answer). */
  const checkout = (
    headers: Headers,
    appointmentId: string,
    kind: 'deposit' | 'balance',
    extra = {},
    key = newId(),
  ) =>
    app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: { ...headers, 'idempotency-key': key },
      payload: { appointmentId, kind, ...extra },
    });

  async function paymentMethod() {
    const method = await app.inject({
      method: 'POST',
      url: '/sandbox/v1/payment_methods',
      payload: { number: testCard, expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123' },
    });
    return method.json().result.id as string;
  }

  const confirm = (headers: Headers, paymentId: string, pm: string, key = newId()) =>
    app.inject({
      method: 'POST',
      url: `/v1/payments/${paymentId}/confirm`,
      headers: { ...headers, 'idempotency-key': key },
      payload: { paymentMethodId: pm },
    });

  /** Starts the checkout and pays it with the test card; the payment as it ends. */
  async function pay(headers: Headers, appointmentId: string, kind: 'deposit' | 'balance', extra = {}) {
    const started = await checkout(headers, appointmentId, kind, extra);
    expect(started.statusCode, started.body).toBe(201);
    const payment = started.json().result as {
      id: string;
      amount: number;
      tipAmount: number;
      totalAmount: number;
    };
    const res = await confirm(headers, payment.id, await paymentMethod());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.status).toBe('succeeded');
    await runDueJobs(app.deps);
    return payment;
  }

  const shopAct = (action: string, appointmentId: string) =>
    app.inject({
      method: 'POST',
      url: `/v1/business/${ids.anchor}/appointments/${appointmentId}/${action}`,
      headers: staff.headers,
      payload: {},
    });

  const cancel = (headers: Headers, appointmentId: string) =>
    app.inject({ method: 'POST', url: `/v1/appointments/${appointmentId}/cancel`, headers });

  const reschedule = (headers: Headers, appointmentId: string, start: string) =>
    app.inject({
      method: 'POST',
      url: `/v1/appointments/${appointmentId}/reschedule`,
      headers,
      payload: { start },
    });

  const refund = (paymentId: string, amount: number, key = newId()) =>
    app.inject({
      method: 'POST',
      url: `/v1/business/${ids.anchor}/payments/${paymentId}/refunds`,
      headers: { ...staff.headers, 'idempotency-key': key },
      payload: { amount, reason: 'Goodwill' },
    });

  /** Quoted, accepted, session 1 booked a week ahead (or later) and its deposit paid. */
  async function startedProject(extra: Record<string, unknown> = {}) {
    const c = await returningCustomer();
    const p = await quote(c.user.id, extra);
    const accepted = await accept(c.headers, p.id);
    expect(accepted.statusCode, accepted.body).toBe(200);
    // A week ahead: far enough for a cancellation in time (the shop asks 48 hours).
    const start = await nextFreeTime(c.headers, p.id);
    const s1 = await book(c.headers, p.id, start);
    const deposit = await pay(c.headers, s1, 'deposit');
    return { c, projectId: p.id, s1, s1Start: start, depositPaymentId: deposit.id };
  }

  return {
    returningCustomer,
    quote,
    accept,
    project,
    studioProject,
    firstFreeTime,
    nextFreeTime,
    bookSession,
    book,
    appointment,
    checkout,
    paymentMethod,
    confirm,
    pay,
    shopAct,
    cancel,
    reschedule,
    refund,
    startedProject,
    runJobs: () => runDueJobs(app.deps),
  };
}

/**
 * The money record of a fixed-quote project, worked out by hand as operations happen: the quote is
 * split evenly over the sessions (the remainder on the last), the deposit is credit held until the
 * checkout of the session(s) it counts towards, and each rule moves it as the shop named it.
 */
export class MoneyModel {
  readonly prices: number[];
  depositPaid = 0;
  creditRefunded = 0;
  forfeited = 0;
  applied: number[];
  payments: number[];
  refunds: number[];
  tips: number[];

  constructor(
    readonly quote: number,
    readonly sessionCount: number,
    readonly appliesTo: AppliesTo,
    readonly deposit = 15000,
  ) {
    const base = Math.floor(quote / sessionCount);
    this.prices = Array.from({ length: sessionCount }, (_, i) =>
      i === sessionCount - 1 ? quote - base * (sessionCount - 1) : base,
    );
    this.applied = this.prices.map(() => 0);
    this.payments = this.prices.map(() => 0);
    this.refunds = this.prices.map(() => 0);
    this.tips = this.prices.map(() => 0);
  }

  get held() {
    return this.depositPaid - this.total(this.applied) - this.creditRefunded - this.forfeited;
  }

  total(xs: number[]) {
    return xs.reduce((a, b) => a + b, 0);
  }

  /** How much of the deposit session n (1-based) is meant to get in all. */
  share(n: number) {
    if (this.appliesTo === 'first') return n === 1 ? this.depositPaid : 0;
    if (this.appliesTo === 'last') return n === this.sessionCount ? this.depositPaid : 0;
    const part = Math.floor(this.depositPaid / this.sessionCount);
    return n === this.sessionCount ? this.depositPaid - part * (this.sessionCount - 1) : part;
  }

  paid(n: number) {
    return this.payments[n - 1]! - this.refunds[n - 1]!;
  }

  /** The held credit each session will take at its checkout, sessions in order. */
  planned(): number[] {
    let left = Math.max(0, this.held);
    return this.prices.map((price, i) => {
      const n = i + 1;
      const take = Math.max(
        0,
        Math.min(left, this.share(n) - this.applied[i]!, price - this.applied[i]! - this.paid(n)),
      );
      left -= take;
      return take;
    });
  }

  due(n: number) {
    const i = n - 1;
    return Math.max(0, this.prices[i]! - this.applied[i]! - this.planned()[i]! - this.paid(n));
  }

  /** Session n's checkout went through: its planned credit applied, its due paid, a tip. */
  checkout(n: number, tip: number) {
    const charge = this.due(n);
    this.applied[n - 1]! += this.planned()[n - 1]!;
    this.payments[n - 1]! += charge;
    this.tips[n - 1]! += tip;
    return charge;
  }

  /** A session ended unserved under a rule: the held credit kept, refunded or forfeited. */
  rule(rule: CreditRule) {
    const held = this.held;
    if (rule === 'refund') this.creditRefunded += held;
    if (rule === 'forfeit') this.forfeited += held;
  }

  /** A refund of a session's payment of `amount` (+ `tip`): the payment's part first, then the tip's. */
  refund(n: number, fromPayment: number, fromTip: number) {
    this.refunds[n - 1]! += fromPayment;
    this.tips[n - 1]! -= fromTip;
  }

  get paidTotal() {
    return this.depositPaid + this.total(this.payments) - this.total(this.refunds) - this.creditRefunded;
  }

  /** What the API's project view must say. */
  expected() {
    const planned = this.planned();
    return {
      money: {
        paidAmount: this.paidTotal,
        depositPaidAmount: this.depositPaid,
        // A deposit is asked while none stands: none paid yet, or the last one forfeited.
        depositDueAmount: this.depositPaid - this.forfeited < this.deposit ? this.deposit : 0,
        creditHeldAmount: this.held,
        creditAppliedAmount: this.total(this.applied),
        refundedAmount: this.total(this.refunds) + this.creditRefunded,
        forfeitedAmount: this.forfeited,
        tipsAmount: this.total(this.tips),
        dueAmount: Math.max(0, this.quote - (this.paidTotal - this.forfeited)),
      },
      sessions: this.prices.map((price, i) => ({
        sessionNumber: i + 1,
        priceAmount: price,
        creditAppliedAmount: this.applied[i],
        creditPlannedAmount: planned[i],
        paidAmount: this.paid(i + 1),
        tipsAmount: this.tips[i],
        dueAmount: this.due(i + 1),
      })),
    };
  }
}

/** The record's own rules, read from the view: never negative, credit never lost, nothing twice. */
export function checkRecordRules(view: {
  money: Record<string, number> & { entries: MoneyEntryView[] };
  sessions: { paidAmount: number; dueAmount: number; tipsAmount: number; creditPlannedAmount: number }[];
}) {
  const m = view.money;
  const of = (kind: string) => m.entries.filter((e) => e.kind === kind).reduce((s, e) => s + e.amount, 0);
  for (const e of m.entries) expect(e.amount, `${e.kind} entry`).toBeGreaterThan(0);
  // A refund the provider refused gave nothing back.
  const refunded = of('refund') - of('refund_failed');
  const creditRefunded = of('credit_refunded') - of('credit_refund_failed');
  // The deposit is all accounted for: applied, held, refunded or forfeited.
  expect(of('deposit')).toBe(
    of('credit_applied') + m.creditHeldAmount! + creditRefunded + of('credit_forfeited'),
  );
  // Money kept = deposits + payments − refunds, and never below zero anywhere.
  expect(m.paidAmount).toBe(of('deposit') + of('payment') - refunded - creditRefunded);
  for (const key of ['paidAmount', 'creditHeldAmount', 'tipsAmount', 'dueAmount', 'refundedAmount'])
    expect(m[key], key).toBeGreaterThanOrEqual(0);
  for (const s of view.sessions) {
    expect(s.paidAmount).toBeGreaterThanOrEqual(0);
    expect(s.dueAmount).toBeGreaterThanOrEqual(0);
    expect(s.tipsAmount).toBeGreaterThanOrEqual(0);
  }
  // Planned credit never more than what is held.
  expect(view.sessions.reduce((s, x) => s + x.creditPlannedAmount, 0)).toBeLessThanOrEqual(
    m.creditHeldAmount!,
  );
}

/** WinAnsi's own characters in 0x80–0x9F, which latin1 lacks. */
const winAnsi: Record<string, string> = {
  '\x80': '€',
  '\x91': '‘',
  '\x92': '’',
  '\x93': '“',
  '\x94': '”',
  '\x95': '•',
  '\x96': '–',
  '\x97': '—',
};

/** The text a receipt PDF shows: its content streams inflated, the strings of their text operators. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let body: string;
    try {
      body = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      body = m[1]!;
    }
    for (const t of body.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      const latin1 = Buffer.from(t[1]!, 'hex').toString('latin1');
      out.push(latin1.replace(/[\x80-\x9f]/g, (ch) => winAnsi[ch] ?? ch));
    }
  }
  return out.join('\n');
}
