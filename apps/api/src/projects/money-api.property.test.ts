import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestClock } from '../../test/clock.ts';
import { type BookingFixtures, insertBookingFixtures, newMember } from '../appointments/test-fixtures.ts';
import { newId } from '../db/ids.ts';
import { appointments } from '../db/schema/appointments.ts';
import { payments } from '../db/schema/payments.ts';
import {
  type AppliesTo,
  type CreditRule,
  checkRecordRules,
  day,
  hour,
  MoneyModel,
  projectApi,
} from './test-fixtures.ts';

// Random sequences of what the customer and the shop do to a project, each step through the real API
// and database: book, pay the deposit, reschedule, cancel in time or late, a no-show, the checkout
// (with a tip, its request sent twice at once with one key), refunds. After every step the project's
// record keeps its rules (never negative, the deposit all accounted for, nothing charged twice: the
// card payments and the record agree) and reads what MoneyModel, worked out by hand, says.
// A few runs only, so it stays quick; each run is a new project of a new customer.

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

type Op =
  | { op: 'book' }
  | { op: 'reschedule' }
  | { op: 'cancel_in_time' }
  | { op: 'cancel_late' }
  | { op: 'no_show' }
  | { op: 'checkout'; tip: number }
  | { op: 'refund'; pick: number; amount: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.constant<Op>({ op: 'book' }), weight: 3 },
  fc.constant<Op>({ op: 'reschedule' }),
  fc.constant<Op>({ op: 'cancel_in_time' }),
  fc.constant<Op>({ op: 'cancel_late' }),
  fc.constant<Op>({ op: 'no_show' }),
  {
    arbitrary: fc.record({ op: fc.constant('checkout' as const), tip: fc.constantFrom(0, 0, 500, 1500) }),
    weight: 3,
  },
  fc.record({
    op: fc.constant('refund' as const),
    pick: fc.nat(),
    amount: fc.integer({ min: 1, max: 25000 }),
  }),
);
const ruleArb = fc.constantFrom<CreditRule>('keep_credit', 'refund', 'forfeit');
const projectArb = fc.record({
  appliesTo: fc.constantFrom<AppliesTo>('first', 'last', 'spread'),
  inTime: ruleArb,
  late: ruleArb,
  noShow: ruleArb,
});

type Paid = { id: string; kind: 'deposit' | 'balance'; session: number; amount: number; tip: number };

type Live = { id: string; session: number; startsAt: number; held: boolean } | null;
type Setup = { appliesTo: AppliesTo; inTime: CreditRule; late: CreditRule; noShow: CreditRule };

async function run(setup: Setup, ops: Op[]) {
  const log: string[] = [];
  const c = await api.returningCustomer();
  const p = await api.quote(c.user.id, {
    depositAppliesTo: setup.appliesTo,
    inTimeCancelRule: setup.inTime,
    lateCancelRule: setup.late,
    noShowRule: setup.noShow,
  });
  await api.accept(c.headers, p.id);
  const model = new MoneyModel(60000, 3, setup.appliesTo);
  const paid: Paid[] = [];
  /** What each card payment has given back so far: of the payment's part, of the tip. */
  const back = new Map<string, { amount: number; tip: number }>();
  let live: Live = null;
  let served = 0;

  const check = async () => {
    const view = await api.project(c.headers, p.id);
    const want = model.expected();
    expect(view.money, log.join(' → ')).toMatchObject(want.money);
    for (const s of want.sessions)
      expect(view.sessions[s.sessionNumber - 1], log.join(' → ')).toMatchObject(s);
    checkRecordRules(view);
    // Never charged twice: the card payments that went through are exactly what the record holds.
    const rows = await app.db
      .select({
        amount: payments.amount,
        tip: payments.tipAmount,
        refunded: payments.refundedAmount,
        status: payments.status,
      })
      .from(payments)
      .innerJoin(appointments, eq(appointments.id, payments.appointmentId))
      .where(eq(appointments.projectId, p.id));
    const charged = rows.filter((r) => r.status === 'succeeded');
    const kept = charged.reduce((s, r) => s + r.amount + r.tip - r.refunded, 0);
    expect(kept, log.join(' → ')).toBe(view.money.paidAmount + view.money.tipsAmount);
    expect((await api.studioProject(p.id)).money).toEqual(view.money);
  };

  const ended = async (rule: CreditRule) => {
    await api.runJobs();
    model.rule(rule);
    live = null;
  };

  for (const o of ops) {
    if (served === 3) break;
    const current: Live = live;
    // A time held for the deposit: whatever else comes, the deposit is paid first (or it is cancelled).
    if (current?.held && o.op !== 'cancel_in_time') {
      log.push('deposit');
      const d = await api.pay(c.headers, current.id, 'deposit');
      paid.push({ id: d.id, kind: 'deposit', session: current.session, amount: d.amount, tip: 0 });
      model.depositPaid += d.amount;
      current.held = false;
      await check();
      continue;
    }
    log.push(o.op);
    if (o.op === 'book') {
      if (current) continue;
      const id = await api.book(c.headers, p.id, await api.nextFreeTime(c.headers, p.id, 7));
      const a = await api.appointment(c.headers, id);
      live = {
        id,
        session: a.sessionNumber ?? served + 1,
        startsAt: new Date(a.startsAt).getTime(),
        held: a.status !== 'confirmed',
      };
    } else if (o.op === 'reschedule') {
      if (!current) continue;
      const later = new Date(current.startsAt + day).toISOString();
      const res = await api.reschedule(c.headers, current.id, later);
      // Moved inside the policy, or refused (the time taken, too late, moved too often): money unchanged.
      if (res.statusCode === 200) current.startsAt += day;
      else expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    } else if (o.op === 'cancel_in_time') {
      if (!current || clock.now().getTime() > current.startsAt - 49 * hour) continue;
      expect((await api.cancel(c.headers, current.id)).statusCode).toBe(200);
      await ended(current.held ? 'keep_credit' : setup.inTime);
    } else if (o.op === 'cancel_late') {
      if (!current) continue;
      clock.set(new Date(Math.max(clock.now().getTime(), current.startsAt - 2 * hour)));
      expect((await api.cancel(c.headers, current.id)).statusCode).toBe(200);
      await ended(setup.late);
    } else if (o.op === 'no_show') {
      if (!current) continue;
      clock.set(new Date(current.startsAt + 3 * hour));
      expect((await api.shopAct('no-show', current.id)).statusCode).toBe(200);
      await ended(setup.noShow);
    } else if (o.op === 'checkout') {
      if (!current) continue;
      clock.set(new Date(current.startsAt + 60_000));
      const due = model.due(current.session);
      if (due === 0) {
        const none = await api.checkout(c.headers, current.id, 'balance');
        expect(none.json().error?.code, none.body).toBe('NOTHING_TO_PAY');
        model.checkout(current.session, 0);
      } else {
        // The same request twice at once (a retry), then two confirms at once: one payment, charged once.
        const key = newId();
        const extra = o.tip ? { tip: { amount: o.tip } } : {};
        const [x, y] = await Promise.all([
          api.checkout(c.headers, current.id, 'balance', extra, key),
          api.checkout(c.headers, current.id, 'balance', extra, key),
        ]);
        const payment = x.json().result;
        expect(y.json().result.id).toBe(payment.id);
        expect(payment.amount).toBe(due);
        const pm = await api.paymentMethod();
        await Promise.all([api.confirm(c.headers, payment.id, pm), api.confirm(c.headers, payment.id, pm)]);
        await api.runJobs();
        model.checkout(current.session, o.tip);
        paid.push({ id: payment.id, kind: 'balance', session: current.session, amount: due, tip: o.tip });
      }
      expect((await api.shopAct('complete', current.id)).statusCode).toBe(200);
      served++;
      live = null;
    } else if (o.op === 'refund') {
      if (!paid.length) continue;
      const payment = paid[o.pick % paid.length]!;
      const given = back.get(payment.id) ?? { amount: 0, tip: 0 };
      const left = payment.amount + payment.tip - given.amount - given.tip;
      // A deposit's refund is held credit given back: refused once the credit is applied.
      const allowed = o.amount <= left && (payment.kind === 'balance' || o.amount <= model.held);
      const res = await api.refund(payment.id, o.amount);
      if (!allowed) {
        expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      } else {
        expect(res.statusCode, res.body).toBeLessThan(300);
        if (payment.kind === 'deposit') {
          model.creditRefunded += o.amount;
          back.set(payment.id, { amount: given.amount + o.amount, tip: 0 });
        } else {
          const ofPayment = Math.min(o.amount, payment.amount - given.amount);
          model.refund(payment.session, ofPayment, o.amount - ofPayment);
          back.set(payment.id, { amount: given.amount + ofPayment, tip: given.tip + o.amount - ofPayment });
        }
        await api.runJobs();
      }
    }
    await check();
  }
}

describe('a project’s money record under random sequences of API operations', () => {
  it('keeps its rules and reads as the hand-worked model after every step', async () => {
    await fc.assert(fc.asyncProperty(projectArb, fc.array(opArb, { minLength: 4, maxLength: 12 }), run), {
      numRuns: 4,
      endOnFailure: true,
    });
  }, 600_000);
});
