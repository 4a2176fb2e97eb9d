import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestClock } from '../../test/clock.ts';
import { type BookingFixtures, insertBookingFixtures, newMember } from '../appointments/test-fixtures.ts';
import { newId } from '../db/ids.ts';
import { mailMessages } from '../db/schema/mail.ts';
import { payments, refunds } from '../db/schema/payments.ts';
import { ProviderRequestError } from '../payments/provider.ts';
import {
  type AppliesTo,
  checkRecordRules,
  day,
  hour,
  MoneyModel,
  pdfText,
  projectApi,
} from './test-fixtures.ts';

// Every money rule of a project, through the real API and database, each checked against the
// balances MoneyModel works out by hand from the same operations (never projectMoney).

let app: TestApp;
let ids: BookingFixtures;
let api: ReturnType<typeof projectApi>;
const clock = createTestClock();

beforeAll(async () => {
  app = await createTestApp({}, { clock });
  ids = await insertBookingFixtures(app);
  api = projectApi(app, ids, await newMember(app, ids.anchor, 'staff'), clock);
});
afterAll(() => app.close());

type Started = Awaited<ReturnType<typeof api.startedProject>>;

/** The customer's view and the studio's read the model's balances, and keep the record's rules. */
async function expectModel(s: Started, model: MoneyModel) {
  const view = await api.project(s.c.headers, s.projectId);
  const want = model.expected();
  expect(view.money).toMatchObject(want.money);
  expect(view.sessions.map((x: Record<string, unknown>) => pick(x, want.sessions[0]!))).toEqual(
    want.sessions,
  );
  checkRecordRules(view);
  expect((await api.studioProject(s.projectId)).money).toEqual(view.money);
  return view;
}
const pick = (x: Record<string, unknown>, like: object) =>
  Object.fromEntries(Object.keys(like).map((k) => [k, x[k]]));

/** Session n booked (after the healing gap), its time come, its balance paid with a tip, done. */
async function serve(s: Started, model: MoneyModel, n: number, appointmentId?: string, tip = 0) {
  const id =
    appointmentId ??
    (await api.book(s.c.headers, s.projectId, await api.nextFreeTime(s.c.headers, s.projectId, 0)));
  const a = await api.appointment(s.c.headers, id);
  expect(a.sessionNumber ?? n).toBe(n);
  clock.set(new Date(new Date(a.startsAt).getTime() + 60_000));
  const expected = model.due(n);
  const p = await api.pay(s.c.headers, id, 'balance', tip ? { tip: { amount: tip } } : {});
  expect(p.amount).toBe(expected);
  expect(p.totalAmount).toBe(expected + tip);
  model.checkout(n, tip);
  expect((await api.shopAct('complete', id)).statusCode).toBe(200);
  return { appointmentId: id, paymentId: p.id };
}

async function started(appliesTo: AppliesTo, extra: Record<string, unknown> = {}) {
  const s = await api.startedProject({ depositAppliesTo: appliesTo, ...extra });
  const model = new MoneyModel(60000, 3, appliesTo);
  model.depositPaid = 15000;
  await expectModel(s, model);
  return { s, model };
}

describe('the deposit held as credit and applied at checkout', () => {
  for (const appliesTo of ['first', 'last', 'spread'] as const) {
    it(`applies it to the ${appliesTo === 'spread' ? 'sessions spread evenly' : `${appliesTo} session`}, session by session`, async () => {
      const { s, model } = await started(appliesTo);
      await serve(s, model, 1, s.s1);
      await expectModel(s, model);
      await serve(s, model, 2);
      await expectModel(s, model);
      await serve(s, model, 3);
      const view = await expectModel(s, model);
      expect(view.money).toMatchObject({
        paidAmount: 60000,
        creditHeldAmount: 0,
        creditAppliedAmount: 15000,
        dueAmount: 0,
      });
      const applied = view.money.entries.filter((e: { kind: string }) => e.kind === 'credit_applied');
      expect(applied.map((e: { sessionNumber: number }) => e.sessionNumber)).toEqual(
        appliesTo === 'first' ? [1] : appliesTo === 'last' ? [3] : [1, 2, 3],
      );
    });
  }
});

describe('a session’s appointment page', () => {
  it('says what is due as the project’s record does, wherever the deposit counts', async () => {
    const { s, model } = await started('last');
    // Session 1 holds the deposit's payment, but the deposit counts towards session 3.
    const dueOnPage = async (id: string) => (await api.appointment(s.c.headers, id)).money.balanceDue;
    expect(await dueOnPage(s.s1)).toBe(model.due(1));
    expect(model.due(1)).toBe(20000);
    await serve(s, model, 1, s.s1);
    expect(await dueOnPage(s.s1)).toBe(0);
    await serve(s, model, 2);
    const s3 = await api.book(s.c.headers, s.projectId, await api.nextFreeTime(s.c.headers, s.projectId, 0));
    // Session 3 took no deposit of its own, yet the deposit is credited to it.
    expect(await dueOnPage(s3)).toBe(model.due(3));
    expect(model.due(3)).toBe(5000);
    const view = await expectModel(s, model);
    expect(view.sessions[2].dueAmount).toBe(5000);
    // The checkout asks the same.
    const a3 = await api.appointment(s.c.headers, s3);
    clock.set(new Date(new Date(a3.startsAt).getTime() + 60_000));
    const started3 = await api.checkout(s.c.headers, s3, 'balance');
    expect(started3.json().result.amount).toBe(5000);
  });
});

describe('the shop asks for a session’s balance', () => {
  it('asks for what its checkout takes, by the project’s record, in the answer and the email', async () => {
    const { s, model } = await started('last');
    const asked = await api.shopAct('balance-request', s.s1);
    expect(asked.statusCode, asked.body).toBe(200);
    // Session 1's whole $200: the $150 deposit paid with its booking counts towards session 3, so
    // the appointment's own sums ($200 less $150) would ask for too little.
    expect(asked.json().result.amountDue).toBe(model.due(1));
    expect(model.due(1)).toBe(20000);
    await api.runJobs();
    const [mail] = await app.db
      .select({ subject: mailMessages.subject })
      .from(mailMessages)
      .where(eq(mailMessages.to, s.c.email.toLowerCase()))
      .orderBy(desc(mailMessages.createdAt))
      .limit(1);
    expect(mail?.subject).toMatch(/: \$200\.00 left to pay for /);
    const checkout = await api.checkout(s.c.headers, s.s1, 'balance');
    expect(checkout.json().result.amount).toBe(20000);
  });
});

describe('a reschedule inside the policy', () => {
  it('carries the credit to the new time, and the checkout still applies it', async () => {
    const { s, model } = await started('first');
    const later = new Date(new Date(s.s1Start).getTime() + 2 * day).toISOString();
    const moved = await api.reschedule(s.c.headers, s.s1, later);
    expect(moved.statusCode, moved.body).toBe(200);
    const view = await expectModel(s, model);
    expect(view.sessions[0]).toMatchObject({ startsAt: later, creditPlannedAmount: 15000, dueAmount: 5000 });
    await serve(s, model, 1, s.s1);
    await expectModel(s, model);
  });
});

describe('a session ended unserved: the shop’s named rule, with when', () => {
  const cases = [
    {
      name: 'cancelled in time, kept as credit',
      event: 'in_time',
      rule: 'keep_credit',
      label: 'Cancelled in time: deposit kept as credit',
      kind: 'credit_carried',
    },
    {
      name: 'cancelled in time, refunded',
      event: 'in_time',
      rule: 'refund',
      label: 'Cancelled in time: deposit refunded',
      kind: 'credit_refunded',
    },
    {
      name: 'cancelled in time, forfeited',
      event: 'in_time',
      rule: 'forfeit',
      label: 'Cancelled in time: deposit forfeited',
      kind: 'credit_forfeited',
    },
    {
      name: 'cancelled late, forfeited',
      event: 'late',
      rule: 'forfeit',
      label: 'Cancelled late: deposit forfeited',
      kind: 'credit_forfeited',
    },
    {
      name: 'cancelled late, kept as credit',
      event: 'late',
      rule: 'keep_credit',
      label: 'Cancelled late: deposit kept as credit',
      kind: 'credit_carried',
    },
    {
      name: 'a no-show, forfeited',
      event: 'no_show',
      rule: 'forfeit',
      label: 'No-show: deposit forfeited',
      kind: 'credit_forfeited',
    },
    {
      name: 'a no-show, refunded',
      event: 'no_show',
      rule: 'refund',
      label: 'No-show: deposit refunded',
      kind: 'credit_refunded',
    },
  ] as const;
  for (const c of cases) {
    it(`${c.name}: the record names the rule and the time`, async () => {
      const rules = {
        inTimeCancelRule: 'keep_credit',
        lateCancelRule: 'keep_credit',
        noShowRule: 'keep_credit',
      };
      const key =
        c.event === 'in_time' ? 'inTimeCancelRule' : c.event === 'late' ? 'lateCancelRule' : 'noShowRule';
      const { s, model } = await started('last', { ...rules, [key]: c.rule });
      const startsAt = new Date(s.s1Start).getTime();
      if (c.event === 'late') clock.set(new Date(startsAt - 2 * hour));
      if (c.event === 'no_show') clock.set(new Date(startsAt + 3 * hour));
      const when = clock.now().toISOString();
      const res =
        c.event === 'no_show' ? await api.shopAct('no-show', s.s1) : await api.cancel(s.c.headers, s.s1);
      expect(res.statusCode, res.body).toBe(200);
      await api.runJobs();
      await api.runJobs(); // run twice, written once
      model.rule(c.rule);
      const view = await expectModel(s, model);
      const ruled = view.money.entries.filter((e: { rule: string | null }) => e.rule);
      expect(ruled).toEqual([expect.objectContaining({ kind: c.kind, amount: 15000, rule: c.label })]);
      // When: the time it happened (the test clock runs on from where it was set).
      const after = new Date(ruled[0].at).getTime() - new Date(when).getTime();
      expect(after).toBeGreaterThanOrEqual(0);
      expect(after).toBeLessThan(60_000);
      if (c.rule === 'refund') {
        const [p] = await app.db.select().from(payments).where(eq(payments.id, s.depositPaymentId));
        expect(p!.refundedAmount).toBe(15000);
      }
    });
  }

  it('a late cancel of a session with no deposit of its own still applies the late rule to the credit', async () => {
    const { s, model } = await started('last', {
      inTimeCancelRule: 'keep_credit',
      lateCancelRule: 'forfeit',
    });
    await serve(s, model, 1, s.s1);
    const s2 = await api.book(s.c.headers, s.projectId, await api.nextFreeTime(s.c.headers, s.projectId, 0));
    const a2 = await api.appointment(s.c.headers, s2);
    clock.set(new Date(new Date(a2.startsAt).getTime() - 2 * hour));
    expect((await api.cancel(s.c.headers, s2)).statusCode).toBe(200);
    await api.runJobs();
    model.rule('forfeit');
    const view = await expectModel(s, model);
    expect(view.money.entries.at(-1)).toMatchObject({
      kind: 'credit_forfeited',
      rule: 'Cancelled late: deposit forfeited',
    });
  });
});

describe('refunds', () => {
  it('never give back more than was paid, of a payment or of the deposit', async () => {
    const { s, model } = await started('last');
    const { paymentId } = await serve(s, model, 1, s.s1);
    const tooMuch = await api.refund(paymentId, 20001);
    expect(tooMuch.statusCode).toBe(422);
    const part = await api.refund(paymentId, 5000);
    expect(part.statusCode, part.body).toBeLessThan(300);
    model.refund(1, 5000, 0);
    await expectModel(s, model);
    expect((await api.refund(paymentId, 15001)).statusCode).toBe(422);
    expect((await api.refund(s.depositPaymentId, 15001)).statusCode).toBe(422);
    const deposit = await api.refund(s.depositPaymentId, 4000);
    expect(deposit.statusCode, deposit.body).toBeLessThan(300);
    model.creditRefunded += 4000;
    const view = await expectModel(s, model);
    expect(view.money.refundedAmount).toBe(9000);
  });

  it('a retried refund (same key) gives back once', async () => {
    const { s, model } = await started('last');
    const { paymentId } = await serve(s, model, 1, s.s1);
    const key = newId();
    const [a, b] = await Promise.all([api.refund(paymentId, 3000, key), api.refund(paymentId, 3000, key)]);
    expect(
      [a.statusCode, b.statusCode].every((x) => x < 300),
      `${a.body} ${b.body}`,
    ).toBe(true);
    model.refund(1, 3000, 0);
    await expectModel(s, model);
  });
});

describe('a refund the payment provider refuses', () => {
  /** The provider says no to the next refund asked of it, as a bank refusing it would. */
  const refuseNextRefund = () =>
    vi
      .spyOn(app.deps.payments, 'refund')
      .mockRejectedValueOnce(new ProviderRequestError('charge_disputed', 'The charge is disputed.'));
  afterEach(() => vi.restoreAllMocks());

  it('of a session’s payment and tip: the record takes it back, the session is paid again', async () => {
    const { s, model } = await started('first');
    const { paymentId } = await serve(s, model, 1, s.s1, 2500);
    refuseNextRefund();
    const res = await api.refund(paymentId, 7500);
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(res.json().result.refunds).toEqual([expect.objectContaining({ status: 'failed' })]);
    await api.runJobs();
    // Nothing left the shop: the model is as it was before the refund.
    const view = await expectModel(s, model);
    expect(view.sessions[0]).toMatchObject({ paidAmount: 5000, tipsAmount: 2500, dueAmount: 0 });
    expect(view.money.entries.map((e: { kind: string; amount: number }) => [e.kind, e.amount])).toEqual(
      expect.arrayContaining([
        ['refund', 5000],
        ['tip_refunded', 2500],
        ['refund_failed', 5000],
        ['tip_refund_failed', 2500],
      ]),
    );
    // The same money can still be given back, and then it is.
    const again = await api.refund(paymentId, 6000);
    expect(again.statusCode, again.body).toBeLessThan(300);
    model.refund(1, 5000, 1000);
    await expectModel(s, model);
  });

  it('of the deposit by a cancellation’s rule: the credit is held again', async () => {
    const { s, model } = await started('last', { inTimeCancelRule: 'refund' });
    refuseNextRefund();
    expect((await api.cancel(s.c.headers, s.s1)).statusCode).toBe(200);
    await api.runJobs();
    await api.runJobs();
    const [r] = await app.db.select().from(refunds).where(eq(refunds.paymentId, s.depositPaymentId));
    expect(r!.status).toBe('failed');
    const view = await expectModel(s, model);
    expect(view.money).toMatchObject({ creditHeldAmount: 15000, refundedAmount: 0 });
    expect(view.money.entries.filter((e: { rule: string | null }) => e.rule)).toEqual([
      expect.objectContaining({ kind: 'credit_refunded', amount: 15000 }),
      expect.objectContaining({ kind: 'credit_refund_failed', amount: 15000 }),
    ]);
  });
});

describe('a forfeited deposit: a new one is asked', () => {
  for (const event of ['no_show', 'late'] as const) {
    it(`after ${event === 'no_show' ? 'a no-show' : 'a late cancel'}, the next session waits for a new deposit, and the record shows both`, async () => {
      const { s, model } = await started('last', { noShowRule: 'forfeit', lateCancelRule: 'forfeit' });
      await serve(s, model, 1, s.s1);
      const s2 = await api.book(
        s.c.headers,
        s.projectId,
        await api.nextFreeTime(s.c.headers, s.projectId, 0),
      );
      const a2 = await api.appointment(s.c.headers, s2);
      expect(a2.status).toBe('confirmed');
      const startsAt = new Date(a2.startsAt).getTime();
      if (event === 'late') {
        clock.set(new Date(startsAt - 2 * hour));
        expect((await api.cancel(s.c.headers, s2)).statusCode).toBe(200);
      } else {
        clock.set(new Date(startsAt + 3 * hour));
        expect((await api.shopAct('no-show', s2)).statusCode).toBe(200);
      }
      await api.runJobs();
      model.rule('forfeit');
      let view = await expectModel(s, model);
      expect(view.state).toBe('awaiting_deposit');
      expect(view.money.depositDueAmount).toBe(15000);
      expect(view.nextSessionFrom).not.toBeNull();
      expect(view.sessions.map((x: { state: string }) => x.state)).toEqual(['done', 'to_book', 'to_book']);

      // Session 2 again: held for the new deposit, which the customer pays from the project.
      const again = await api.book(
        s.c.headers,
        s.projectId,
        await api.nextFreeTime(s.c.headers, s.projectId, 0),
      );
      const held = await api.appointment(s.c.headers, again);
      expect(held).toMatchObject({ status: 'held', depositAmount: 15000, project: { sessionNumber: 2 } });
      expect(held.money.depositDue).toBe(15000);
      const deposit = await api.pay(s.c.headers, again, 'deposit');
      expect(deposit.amount).toBe(15000);
      model.depositPaid += 15000;
      view = await expectModel(s, model);
      expect(view.state).toBe('in_progress');
      expect(view.money.depositDueAmount).toBe(0);
      expect(view.money.entries.map((e: { kind: string }) => e.kind)).toEqual([
        'deposit',
        'payment',
        'credit_forfeited',
        'deposit',
      ]);
      // And the new deposit counts towards the last session, as the first would have.
      await serve(s, model, 2, again);
      const last = await serve(s, model, 3);
      view = await expectModel(s, model);
      expect(view.money).toMatchObject({ creditHeldAmount: 0, creditAppliedAmount: 15000, dueAmount: 0 });
      expect(view.state).toBe('complete');
      expect(last.paymentId).toBeTruthy();
    });
  }

  it('a rule that keeps the credit asks no new deposit', async () => {
    const { s, model } = await started('last', { noShowRule: 'keep_credit' });
    clock.set(new Date(new Date(s.s1Start).getTime() + 3 * hour));
    expect((await api.shopAct('no-show', s.s1)).statusCode).toBe(200);
    await api.runJobs();
    model.rule('keep_credit');
    const view = await expectModel(s, model);
    expect(view.state).toBe('next_session_to_book');
    const next = await api.book(
      s.c.headers,
      s.projectId,
      await api.nextFreeTime(s.c.headers, s.projectId, 0),
    );
    expect((await api.appointment(s.c.headers, next)).status).toBe('confirmed');
  });
});

describe('tips', () => {
  it('are kept apart from the session’s price, and a tip given back never makes a session’s paid negative', async () => {
    const { s, model } = await started('first');
    // Session 1: 5000 due after the credit, 2500 tip.
    const { paymentId } = await serve(s, model, 1, s.s1, 2500);
    let view = await expectModel(s, model);
    expect(view.sessions[0]).toMatchObject({ paidAmount: 5000, tipsAmount: 2500, dueAmount: 0 });
    // The whole payment back, tip and all: the session's part first, then the tip.
    const res = await api.refund(paymentId, 7500);
    expect(res.statusCode, res.body).toBeLessThan(300);
    model.refund(1, 5000, 2500);
    view = await expectModel(s, model);
    expect(view.sessions[0]).toMatchObject({ paidAmount: 0, tipsAmount: 0, dueAmount: 5000 });
    const back = view.money.entries.filter(
      (e: { kind: string }) => e.kind === 'refund' || e.kind === 'tip_refunded',
    );
    expect(back).toHaveLength(2);
    expect(back).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'refund', amount: 5000, sessionNumber: 1 }),
        expect.objectContaining({ kind: 'tip_refunded', amount: 2500, sessionNumber: 1 }),
      ]),
    );
  });

  it('a tip refunded on its own, after part of the payment, comes off the tip only', async () => {
    const { s, model } = await started('first');
    const { paymentId } = await serve(s, model, 1, s.s1, 1000);
    expect((await api.refund(paymentId, 4000)).statusCode).toBeLessThan(300);
    model.refund(1, 4000, 0);
    expect((await api.refund(paymentId, 1500)).statusCode).toBeLessThan(300);
    model.refund(1, 1000, 500);
    const view = await expectModel(s, model);
    expect(view.sessions[0]).toMatchObject({ paidAmount: 0, tipsAmount: 500 });
  });
});

describe('concurrent payments and retried requests', () => {
  it('two checkouts and two confirms at once, and a retry with the same key, charge the session once', async () => {
    const { s, model } = await started('first');
    clock.set(new Date(new Date(s.s1Start).getTime() + 60_000));
    const key = newId();
    const answers = await Promise.all([
      api.checkout(s.c.headers, s.s1, 'balance', {}, key),
      api.checkout(s.c.headers, s.s1, 'balance', {}, key),
      api.checkout(s.c.headers, s.s1, 'balance'),
    ]);
    const paymentIds = new Set(answers.map((r) => r.json().result.id));
    expect(paymentIds.size).toBe(1);
    const [paymentId] = [...paymentIds] as string[];
    expect(answers[0]!.json().result.totalAmount).toBe(model.due(1));
    const pm = await api.paymentMethod();
    const confirmKey = newId();
    await Promise.all([
      api.confirm(s.c.headers, paymentId!, pm, confirmKey),
      api.confirm(s.c.headers, paymentId!, pm, confirmKey),
      api.confirm(s.c.headers, paymentId!, pm),
    ]);
    await api.runJobs();
    model.checkout(1, 0);
    // The same request again after it went through: the same payment, nothing new charged.
    const retry = await api.checkout(s.c.headers, s.s1, 'balance', {}, key);
    expect(retry.json().result.id).toBe(paymentId);
    const more = await api.checkout(s.c.headers, s.s1, 'balance');
    expect(more.json().error?.code).toBe('NOTHING_TO_PAY');
    const view = await expectModel(s, model);
    expect(view.money.entries.filter((e: { kind: string }) => e.kind === 'payment')).toHaveLength(1);
    const rows = await app.db.select().from(payments).where(eq(payments.appointmentId, s.s1));
    expect(
      rows
        .filter((p) => p.status === 'succeeded')
        .map((p) => p.kind)
        .sort(),
    ).toEqual(['balance', 'deposit']);
  });

  it('two deposit payments at once for the first session are one deposit', async () => {
    const c = await api.returningCustomer();
    const p = await api.quote(c.user.id, { depositAppliesTo: 'first' });
    await api.accept(c.headers, p.id);
    const s1 = await api.book(c.headers, p.id, await api.nextFreeTime(c.headers, p.id));
    const [x, y] = await Promise.all([
      api.checkout(c.headers, s1, 'deposit'),
      api.checkout(c.headers, s1, 'deposit'),
    ]);
    expect(x.json().result.id).toBe(y.json().result.id);
    const pm = await api.paymentMethod();
    await Promise.all([
      api.confirm(c.headers, x.json().result.id, pm),
      api.confirm(c.headers, x.json().result.id, pm),
    ]);
    await api.runJobs();
    const model = new MoneyModel(60000, 3, 'first');
    model.depositPaid = 15000;
    await expectModel({ c, projectId: p.id, s1, s1Start: '', depositPaymentId: x.json().result.id }, model);
  });
});

describe('receipts of a project’s sessions', () => {
  it('name the project and the session, show the credit applied, in the receipt, its PDF and the payments list', async () => {
    const { s, model } = await started('last');
    await serve(s, model, 1, s.s1);
    await serve(s, model, 2);
    const { paymentId } = await serve(s, model, 3);
    const view = await expectModel(s, model);
    const receipt = await app.inject({ url: `/v1/payments/${paymentId}/receipt`, headers: s.c.headers });
    expect(receipt.statusCode, receipt.body).toBe(200);
    const r = receipt.json().result;
    expect(r.project).toMatchObject({
      projectId: s.projectId,
      label: 'Sleeve — session 3 of 3',
      creditAppliedAmount: 15000,
      paidAmount: view.money.paidAmount,
      creditHeldAmount: view.money.creditHeldAmount,
      dueAmount: view.money.dueAmount,
    });
    const pdf = await app.inject({ url: r.pdfPath });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Sleeve — session 3 of 3');
    expect(text).toContain('Deposit credited to this session: $150.00');
    expect(text).toContain('Sleeve to date: paid $600.00 of $600.00, credit held $0.00, due $0.00');
    const deposit = await app.inject({
      url: `/v1/payments/${s.depositPaymentId}/receipt`,
      headers: s.c.headers,
    });
    const depositPdf = pdfText((await app.inject({ url: deposit.json().result.pdfPath })).rawPayload);
    expect(depositPdf).toContain('Sleeve — session 1 of 3');
    expect(depositPdf).toContain('Deposit held as credit for the project');
    const list = await app.inject({ url: '/v1/payments', headers: s.c.headers });
    expect(list.statusCode, list.body).toBe(200);
    const labels = list
      .json()
      .result.items.map((i: { project: { label: string } | null }) => i.project?.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Sleeve — session 3 of 3',
        'Sleeve — session 2 of 3',
        'Sleeve — session 1 of 3',
      ]),
    );
  });
});
