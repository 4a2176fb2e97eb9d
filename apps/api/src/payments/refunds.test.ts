import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  type BookingFixtures,
  insertBookingFixtures,
  newCustomer,
  newMember,
} from '../appointments/test-fixtures.ts';
import { appointments } from '../db/schema/appointments.ts';
import { mailMessages } from '../db/schema/mail.ts';
import { payments, refunds } from '../db/schema/payments.ts';
import { sandboxPaymentIntents } from '../db/schema/sandbox.ts';
import { runDueJobs } from '../worker/worker.ts';
import { authenticate, bookHeld, payWithCard, startCheckout } from './test-fixtures.ts';

let app: TestApp;
let ids: BookingFixtures;
let staff: Awaited<ReturnType<typeof newMember>>;

beforeAll(async () => {
  app = await createTestApp();
  ids = await insertBookingFixtures(app);
  staff = await newMember(app, ids.anchor, 'staff');
});
afterAll(() => app.close());

/** A customer with a paid deposit ($50 of a $180 tattoo). */
async function paidDeposit(dayIndex?: number) {
  const customer = await newCustomer(app);
  const held = await bookHeld(app, ids, customer.headers, { dayIndex });
  const payment = await startCheckout(app, customer.headers, held.id);
  const paid = await payWithCard(app, customer.headers, payment.id, '4242424242424242');
  expect(paid.status).toBe('succeeded');
  return { ...customer, appointmentId: held.id, paymentId: payment.id };
}

const refund = (
  paymentId: string,
  body: Record<string, unknown>,
  headers = staff.headers,
  businessId = ids.anchor,
) =>
  app.inject({
    method: 'POST',
    url: `/v1/business/${businessId}/payments/${paymentId}/refunds`,
    headers,
    payload: body,
  });

const mailsTo = (email: string) =>
  app.db.select().from(mailMessages).where(eq(mailMessages.to, email)).orderBy(asc(mailMessages.createdAt));

const refundedAtProvider = async (paymentId: string) => {
  const [p] = await app.db.select().from(payments).where(eq(payments.id, paymentId));
  const [intent] = await app.db
    .select()
    .from(sandboxPaymentIntents)
    .where(eq(sandboxPaymentIntents.id, p!.providerPaymentId!));
  return intent!.amountRefunded;
};

describe('staff refunds', () => {
  it('refunds a payment in full, shows it on the receipt and tells the customer', async () => {
    const customer = await paidDeposit();
    const res = await refund(customer.paymentId, { reason: 'Artist is ill' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().result).toMatchObject({
      id: customer.paymentId,
      refundedAmount: 5000,
      refunds: [{ amount: 5000, status: 'succeeded', reason: 'Artist is ill' }],
    });
    expect(await refundedAtProvider(customer.paymentId)).toBe(5000);

    const receipt = await app.inject({
      url: `/v1/payments/${customer.paymentId}/receipt`,
      headers: customer.headers,
    });
    expect(receipt.json().result).toMatchObject({
      refundedAmount: 5000,
      refunds: [{ amount: 5000, status: 'succeeded' }],
    });

    await runDueJobs(app.deps);
    const mail = (await mailsTo(customer.email)).find((m) =>
      m.subject.startsWith('Refund of $50.00 from Anchor Ink'),
    );
    expect(mail?.text).toContain('refunded $50.00 to your visa card ending 4242');
    expect(mail?.text).toContain('Reason: Artist is ill.');
  });

  it('settles the refund of a demo payment no provider ever held, and tells the customer', async () => {
    const customer = await paidDeposit();
    // As the demo seed writes a paid deposit: a sandbox payment with no provider reference.
    await app.db.update(payments).set({ providerPaymentId: null }).where(eq(payments.id, customer.paymentId));
    const res = await refund(customer.paymentId, { reason: 'Demo refund' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().result.refunds).toMatchObject([{ amount: 5000, status: 'succeeded' }]);
    await runDueJobs(app.deps);
    const mails = await mailsTo(customer.email);
    expect(mails.map((m) => m.subject)).toContain('Refund of $50.00 from Anchor Ink');
  });

  it('refunds part, then the rest, and never more than what was paid', async () => {
    const customer = await paidDeposit();
    expect((await refund(customer.paymentId, { amount: 2000 })).statusCode).toBe(201);
    const tooMuch = await refund(customer.paymentId, { amount: 3001 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error).toMatchObject({ code: 'REFUND_TOO_LARGE', details: { refundable: 3000 } });
    const rest = await refund(customer.paymentId, {});
    expect(rest.json().result.refundedAmount).toBe(5000);
    const nothingLeft = await refund(customer.paymentId, { amount: 1 });
    expect(nothingLeft.statusCode).toBe(422);
    expect(nothingLeft.json().error.code).toBe('NOT_REFUNDABLE');
    expect(await refundedAtProvider(customer.paymentId)).toBe(5000);
  });

  it('lets only one of two refunds racing for the same money through', async () => {
    const customer = await paidDeposit();
    const answers = await Promise.all([
      refund(customer.paymentId, { amount: 3000 }),
      refund(customer.paymentId, { amount: 3000 }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const [p] = await app.db.select().from(payments).where(eq(payments.id, customer.paymentId));
    expect(p!.refundedAmount).toBe(3000);
  });

  it('makes one refund of a retried request with the same Idempotency-Key', async () => {
    const customer = await paidDeposit();
    const headers = { ...staff.headers, 'idempotency-key': 'refund-request-0001' };
    await refund(customer.paymentId, { amount: 1000 }, headers);
    const again = await refund(customer.paymentId, { amount: 1000 }, headers);
    expect(again.json().result.refundedAmount).toBe(1000);
    expect(await app.db.select().from(refunds).where(eq(refunds.paymentId, customer.paymentId))).toHaveLength(
      1,
    );
  });

  it('refuses what is not paid yet, and hides payments from other shops and non-members', async () => {
    const customer = await newCustomer(app);
    const open = await startCheckout(app, customer.headers, (await bookHeld(app, ids, customer.headers)).id);
    const unpaid = await refund(open.id, {});
    expect(unpaid.statusCode).toBe(422);
    expect(unpaid.json().error.code).toBe('NOT_REFUNDABLE');

    const paid = await paidDeposit();
    const harbourStaff = await newMember(app, ids.harbour, 'staff');
    expect((await refund(paid.paymentId, {}, harbourStaff.headers, ids.harbour)).statusCode).toBe(404);
    expect((await refund(paid.paymentId, {}, harbourStaff.headers, ids.anchor)).statusCode).toBe(404);
    expect((await refund(paid.paymentId, {}, paid.headers)).statusCode).toBe(404);
    const artist = await newMember(app, ids.anchor, 'artist');
    expect((await refund(paid.paymentId, {}, artist.headers)).statusCode).toBe(403);
    const [p] = await app.db.select().from(payments).where(eq(payments.id, paid.paymentId));
    expect(p!.refundedAmount).toBe(0);
  });

  it('lists an appointment’s payments for the shop', async () => {
    const customer = await paidDeposit();
    const res = await app.inject({
      url: `/v1/business/${ids.anchor}/appointments/${customer.appointmentId}/payments`,
      headers: staff.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject([
      {
        id: customer.paymentId,
        kind: 'deposit',
        status: 'succeeded',
        totalAmount: 5000,
        card: { last4: '4242' },
      },
    ]);
  });
});

describe('refunds from cancellations', () => {
  it('refunds the deposit through the payment port when the customer cancels in time', async () => {
    const customer = await paidDeposit(9);
    const cancel = await app.inject({
      method: 'POST',
      url: `/v1/appointments/${customer.appointmentId}/cancel`,
      headers: customer.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().result.cancelOutcome).toBe('refund');
    await runDueJobs(app.deps); // reserve the refund
    await runDueJobs(app.deps); // send it to the provider, then the email
    await runDueJobs(app.deps);
    expect(await refundedAtProvider(customer.paymentId)).toBe(5000);
    const a = (
      await app.inject({ url: `/v1/appointments/${customer.appointmentId}`, headers: customer.headers })
    ).json().result;
    expect(a.money.refundedAmount).toBe(5000);
    const subjects = (await mailsTo(customer.email)).map((m) => m.subject);
    expect(subjects.some((s) => s.startsWith('Refund of $50.00 from Anchor Ink'))).toBe(true);
    // Running the jobs again refunds nothing more.
    await runDueJobs(app.deps);
    expect(await app.db.select().from(refunds).where(eq(refunds.paymentId, customer.paymentId))).toHaveLength(
      1,
    );
  });
});

describe('a deposit that arrives too late', () => {
  it('is refunded in full when the hold ran out and someone else took the time, and the customer is told', async () => {
    const late = await newCustomer(app);
    const held = await bookHeld(app, ids, late.headers);
    const payment = await startCheckout(app, late.headers, held.id);
    const pending = await payWithCard(app, late.headers, payment.id, '4000002760003184');
    // The customer is slow at the bank; the hold runs out and the time goes to someone else.
    await app.db
      .update(appointments)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(appointments.id, held.id));
    await runDueJobs(app.deps);
    const quick = await newCustomer(app);
    const taken = await bookHeld(app, ids, quick.headers, { start: held.startsAt });
    expect(taken.status).toBe('held');

    await authenticate(app, pending.nextActionUrl!, 'approve');
    const synced = (
      await app.inject({ method: 'POST', url: `/v1/payments/${payment.id}/sync`, headers: late.headers })
    ).json().result;
    expect(synced.status).toBe('succeeded');
    expect(synced.notice).toMatch(
      /hold ran out, and the time went to someone else. We refunded your deposit in full/,
    );
    const a = (await app.inject({ url: `/v1/appointments/${held.id}`, headers: late.headers })).json().result;
    expect(a.status).toBe('expired');

    await runDueJobs(app.deps);
    await runDueJobs(app.deps);
    expect(await refundedAtProvider(payment.id)).toBe(5000);
    const receipt = (
      await app.inject({ url: `/v1/payments/${payment.id}/receipt`, headers: late.headers })
    ).json().result;
    expect(receipt).toMatchObject({ refundedAmount: 5000, notice: synced.notice });
    const refundMail = (await mailsTo(late.email)).find((m) => m.subject.startsWith('Refund of $50.00'));
    expect(refundMail?.text).toContain('the time went to someone else');
    // The one who took the time keeps it.
    const theirs = (await app.inject({ url: `/v1/appointments/${taken.id}`, headers: quick.headers })).json()
      .result;
    expect(theirs.status).toBe('held');
  });
});

describe('asking for the balance', () => {
  it('emails the customer a checkout link for what is left, and only while something is left', async () => {
    const customer = await paidDeposit();
    const view = async () =>
      (
        await app.inject({ url: `/v1/appointments/${customer.appointmentId}`, headers: customer.headers })
      ).json().result;
    // Until the shop asks, the balance is information: due, but not asked for.
    expect((await view()).money).toMatchObject({ balanceDue: 13000, balanceRequestedAt: null });
    const url = `/v1/business/${ids.anchor}/appointments/${customer.appointmentId}/balance-request`;
    const res = await app.inject({ method: 'POST', url, headers: staff.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect((await view()).money.balanceRequestedAt).toEqual(expect.any(String));
    expect(res.json().result).toMatchObject({ amountDue: 13000, currency: 'USD', sentTo: customer.email });
    await runDueJobs(app.deps);
    const mail = (await mailsTo(customer.email)).find((m) => m.subject.includes('$130.00 left to pay'));
    expect(mail?.text).toContain(
      `http://localhost:3000/checkout?appointmentId=${customer.appointmentId}&kind=balance`,
    );

    const balance = await startCheckout(app, customer.headers, customer.appointmentId, 'balance');
    await payWithCard(app, customer.headers, balance.id, '4242424242424242');
    const again = await app.inject({ method: 'POST', url, headers: staff.headers });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('NOTHING_TO_PAY');
    const stranger = await newCustomer(app);
    expect((await app.inject({ method: 'POST', url, headers: stranger.headers })).statusCode).toBe(404);
  });
});
