import { and, eq } from 'drizzle-orm';
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
import { paymentHistory, payments } from '../db/schema/payments.ts';
import { sandboxPaymentIntents } from '../db/schema/sandbox.ts';
import { users } from '../db/schema/users.ts';
import { csvAmount, csvField } from './csv.ts';
import { bookHeld, payWithCard, startCheckout, tokenise } from './test-fixtures.ts';

// The shop's books and the counter: a day's takings in the shop's zone (Anchor Ink is in New York),
// the CSV export, the balance taken by the front desk, refunds within what was paid, and who may.

let app: TestApp;
let ids: BookingFixtures;
let staff: Awaited<ReturnType<typeof newMember>>;
let artist: Awaited<ReturnType<typeof newMember>>;
let otherShopStaff: Awaited<ReturnType<typeof newMember>>;
const clock = createTestClock();

beforeAll(async () => {
  app = await createTestApp({ LOG_LEVEL: 'error' }, { clock });
  ids = await insertBookingFixtures(app);
  staff = await newMember(app, ids.anchor, 'staff');
  artist = await newMember(app, ids.anchor, 'artist');
  otherShopStaff = await newMember(app, ids.harbour, 'staff');
});
afterAll(() => app.close());

const business = (path: string, businessId = ids.anchor) => `/v1/business/${businessId}${path}`;

/** A customer whose $50 deposit (of a $180 tattoo) went through at the clock's present. */
async function paidDeposit() {
  const customer = await newCustomer(app);
  const held = await bookHeld(app, ids, customer.headers, { dayIndex: 3 });
  const payment = await startCheckout(app, customer.headers, held.id);
  expect((await payWithCard(app, customer.headers, payment.id, '4242424242424242')).status).toBe('succeeded');
  return { ...customer, appointmentId: held.id, paymentId: payment.id };
}

const takings = async (date: string, headers = staff.headers) => {
  const res = await app.inject({ url: business(`/takings?date=${date}`), headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
};

const exportCsv = (from: string, to: string, headers = staff.headers) =>
  app.inject({ url: business(`/takings.csv?from=${from}&to=${to}`), headers });

const refund = (paymentId: string, payload: Record<string, unknown>, headers = staff.headers) =>
  app.inject({ method: 'POST', url: business(`/payments/${paymentId}/refunds`), headers, payload });

const counterPayment = (appointmentId: string, payload: Record<string, unknown>, headers = staff.headers) =>
  app.inject({
    method: 'POST',
    url: business(`/appointments/${appointmentId}/counter-payment`),
    headers: { ...headers, 'idempotency-key': newId() },
    payload,
  });

const confirmCounter = (paymentId: string, paymentMethodId: string, key = newId()) =>
  app.inject({
    method: 'POST',
    url: business(`/payments/${paymentId}/confirm`),
    headers: { ...staff.headers, 'idempotency-key': key },
    payload: { paymentMethodId },
  });

describe('the balance at the counter', () => {
  it('takes the balance with a tip for the customer, charges what the server computed, once', async () => {
    clock.set('2030-02-05T16:00:00Z');
    const customer = await paidDeposit();
    const started = await counterPayment(customer.appointmentId, { tip: { percent: 20 } });
    expect(started.statusCode, started.body).toBe(201);
    const payment = started.json().result;
    expect(payment).toMatchObject({ kind: 'balance', amount: 13000, tipAmount: 2600, totalAmount: 15600 });

    // The tip changes its mind to a custom amount: the same open payment, computed again.
    const again = await counterPayment(customer.appointmentId, { tip: { amount: 1000 } });
    expect(again.statusCode).toBe(200);
    expect(again.json().result).toMatchObject({ id: payment.id, tipAmount: 1000, totalAmount: 14000 });

    const method = await tokenise(app, '4242424242424242');
    const key = newId();
    const paid = await confirmCounter(payment.id, method, key);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().result).toMatchObject({ status: 'succeeded', totalAmount: 14000 });
    const retried = await confirmCounter(payment.id, method, key);
    expect(retried.json().result.status).toBe('succeeded');

    const [row] = await app.db.select().from(payments).where(eq(payments.id, payment.id));
    const [intent] = await app.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, row!.providerPaymentId!));
    expect(intent!.amount).toBe(14000);
    const history = await app.db
      .select()
      .from(paymentHistory)
      .where(and(eq(paymentHistory.paymentId, payment.id), eq(paymentHistory.source, 'staff')));
    expect(history.map((h) => h.actorUserId)).toEqual(history.map(() => staff.user.id));
    expect(history.length).toBeGreaterThanOrEqual(2); // created and paid, both by the front desk

    // Nothing is left: the counter says so instead of making an empty payment.
    const nothing = await counterPayment(customer.appointmentId, {});
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().error.code).toBe('NOTHING_TO_PAY');
  });

  it('refuses a tip larger than the balance and a balance before the deposit', async () => {
    clock.set('2030-02-06T16:00:00Z');
    const customer = await paidDeposit();
    const tooMuch = await counterPayment(customer.appointmentId, { tip: { amount: 13001 } });
    expect(tooMuch.statusCode).toBe(400);
    const held = await bookHeld(app, ids, customer.headers, { dayIndex: 4 });
    const early = await counterPayment(held.id, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('NOTHING_TO_PAY');
  });
});

describe('refunds', () => {
  it('refunds part with a reason, never more than is left, then nothing once all is back', async () => {
    clock.set('2030-02-07T16:00:00Z');
    const customer = await paidDeposit();
    const part = await refund(customer.paymentId, { amount: 2000, reason: 'Smaller design' });
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json().result).toMatchObject({
      refundedAmount: 2000,
      refunds: [{ amount: 2000, reason: 'Smaller design' }],
    });
    const over = await refund(customer.paymentId, { amount: 3001 });
    expect(over.statusCode).toBe(422);
    expect(over.json().error).toMatchObject({ code: 'REFUND_TOO_LARGE', details: { refundable: 3000 } });
    expect((await refund(customer.paymentId, {})).json().result.refundedAmount).toBe(5000);
    const more = await refund(customer.paymentId, { amount: 1 });
    expect(more.json().error.code).toBe('NOT_REFUNDABLE');
  });
});

describe("a day's takings", () => {
  it('adds up payments, tips and refunds of the day, with each line', async () => {
    clock.set('2030-03-05T15:00:00Z'); // 10:00 in New York
    const empty = await takings('2030-03-05');
    expect(empty).toMatchObject({
      paymentsCount: 0,
      netAmount: 0,
      timeZone: 'America/New_York',
      currency: 'USD',
    });

    const customer = await paidDeposit();
    const counter = (await counterPayment(customer.appointmentId, { tip: { percent: 15 } })).json().result;
    await confirmCounter(counter.id, await tokenise(app, '4242424242424242'));
    expect((await refund(customer.paymentId, { amount: 1500, reason: 'Touch-up skipped' })).statusCode).toBe(
      201,
    );
    const day = await takings('2030-03-05');
    expect(day).toMatchObject({
      date: '2030-03-05',
      paymentsCount: 2,
      paymentsAmount: 18000,
      tipsAmount: 1950,
      refundsAmount: 1500,
      netAmount: 18000 + 1950 - 1500,
    });
    expect(day.lines.map((l: { type: string; amount: number }) => [l.type, l.amount])).toEqual([
      ['payment', 5000],
      ['payment', 13000],
      ['refund', -1500],
    ]);
    expect(day.lines[2]).toMatchObject({ reason: 'Touch-up skipped', localTime: '10:00', kind: 'deposit' });
    // A refund belongs to the day it is made: the day before and after are untouched.
    expect((await takings('2030-03-04')).paymentsCount).toBe(0);
    expect((await takings('2030-03-06')).refundsAmount).toBe(0);
  });

  it('puts a refund on the day it is made, apart from its payment, each refund on its own line', async () => {
    clock.set('2030-05-06T15:00:00Z'); // 11:00 on 6 May in New York
    const customer = await paidDeposit();
    clock.set('2030-05-07T14:00:00Z'); // 10:00 the next day
    expect((await refund(customer.paymentId, { amount: 1000, reason: 'Smaller piece' })).statusCode).toBe(
      201,
    );
    clock.set('2030-05-07T18:00:00Z');
    expect((await refund(customer.paymentId, { amount: 500, reason: 'Goodwill' })).statusCode).toBe(201);

    const paidDay = await takings('2030-05-06');
    expect(paidDay.lines.map((l: { type: string; amount: number }) => [l.type, l.amount])).toEqual([
      ['payment', 5000],
    ]);
    const refundDay = await takings('2030-05-07');
    expect(refundDay).toMatchObject({ paymentsCount: 0, refundsAmount: 1500, netAmount: -1500 });
    expect(
      refundDay.lines.map((l: { type: string; amount: number; reason: string }) => [
        l.type,
        l.amount,
        l.reason,
      ]),
    ).toEqual([
      ['refund', -1000, 'Smaller piece'],
      ['refund', -500, 'Goodwill'],
    ]);
  });

  it("counts by the shop's day: 23:30 in New York is still that day, 00:30 the next", async () => {
    clock.set('2030-04-10T03:30:00Z'); // 23:30 on 9 April in New York (EDT)
    const late = await paidDeposit();
    clock.set('2030-04-10T04:30:00Z'); // 00:30 on 10 April
    const early = await paidDeposit();

    const ninth = await takings('2030-04-09');
    expect(ninth.lines.map((l: { paymentId: string }) => l.paymentId)).toEqual([late.paymentId]);
    expect(ninth.lines[0].localTime).toBe('23:30');
    const tenth = await takings('2030-04-10');
    expect(tenth.lines.map((l: { paymentId: string }) => l.paymentId)).toEqual([early.paymentId]);

    const csv = await exportCsv('2030-04-10', '2030-04-10');
    expect(csv.body).toContain(early.paymentId);
    expect(csv.body).not.toContain(late.paymentId);
    const both = await exportCsv('2030-04-09', '2030-04-10');
    expect(both.body.split('\r\n').filter(Boolean)).toHaveLength(3); // the header and two payments
    expect(both.body).toMatch(/\r\n2030-04-09,23:30,payment,deposit,/);
  });
});

describe('the CSV export', () => {
  it('quotes commas, quotes and line breaks, and never starts a cell with a formula', async () => {
    clock.set('2030-05-14T16:00:00Z');
    const customer = await paidDeposit();
    await app.db
      .update(users)
      .set({ firstName: '=HYPERLINK("http://x")', lastName: 'Smith, Jr' })
      .where(eq(users.id, customer.user.id));
    await refund(customer.paymentId, { amount: 1250, reason: 'Ink "smudged"\nsorry, redo' });

    const res = await exportCsv('2030-05-14', '2030-05-14');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="takings-2030-05-14-to-2030-05-14.csv"',
    );
    const [header, payment, refunded] = res.body.split(/\r\n(?=2030|$)/);
    expect(header).toBe(
      'Date,Time,Type,Kind,Receipt,Customer,Service,Artist,Amount,Tip,Total,Currency,Reason,Payment ID',
    );
    const name = '"\'=HYPERLINK(""http://x"") Smith, Jr"';
    expect(payment).toMatch(
      new RegExp(
        `^2030-05-14,12:00,payment,deposit,LW-\\d+,${escapeRegExp(name)},Small fine line tattoo,Ada Stone,50\\.00,0\\.00,50\\.00,USD,,`,
      ),
    );
    expect(refunded).toContain(
      `${name},Small fine line tattoo,Ada Stone,-12.50,0.00,-12.50,USD,"Ink ""smudged""\nsorry, redo",`,
    );
  });

  it('refuses a backwards or too long range', async () => {
    expect((await exportCsv('2030-05-14', '2030-05-13')).statusCode).toBe(400);
    const long = await exportCsv('2030-01-01', '2031-01-02');
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toMatch(/at most 366 days/);
  });

  it('writes fields and amounts as a spreadsheet reads them', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('-1+1')).toBe("'-1+1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField(null)).toBe('');
    expect(csvField('-12.50')).toBe('-12.50');
    expect(csvAmount(-1250, 2)).toBe('-12.50');
    expect(csvAmount(5, 2)).toBe('0.05');
    expect(csvAmount(30000, 0)).toBe('30000');
  });
});

describe('who may see the money', () => {
  it('refuses artists and answers another shop’s staff as if nothing were there', async () => {
    clock.set('2030-06-04T16:00:00Z');
    const customer = await paidDeposit();
    for (const res of [
      await app.inject({ url: business('/takings?date=2030-06-04'), headers: artist.headers }),
      await exportCsv('2030-06-04', '2030-06-04', artist.headers),
      await counterPayment(customer.appointmentId, {}, artist.headers),
      await refund(customer.paymentId, { amount: 100 }, artist.headers),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
    }
    const elsewhere = await app.inject({
      method: 'POST',
      url: business(`/appointments/${customer.appointmentId}/counter-payment`, ids.harbour),
      headers: { ...otherShopStaff.headers, 'idempotency-key': newId() },
      payload: {},
    });
    expect(elsewhere.statusCode).toBe(404);
    const theirBooks = await app.inject({
      url: business('/takings?date=2030-06-04'),
      headers: otherShopStaff.headers,
    });
    expect(theirBooks.statusCode).toBe(404);
    // The customer's own token is no staff pass either.
    expect((await exportCsv('2030-06-04', '2030-06-04', customer.headers)).statusCode).toBe(404);
  });
});

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
