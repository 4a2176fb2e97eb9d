import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type BookingFixtures, insertBookingFixtures, newCustomer } from '../appointments/test-fixtures.ts';
import { appointmentHistory, appointments } from '../db/schema/appointments.ts';
import { jobs } from '../db/schema/jobs.ts';
import { mailMessages } from '../db/schema/mail.ts';
import { paymentHistory, payments } from '../db/schema/payments.ts';
import { sandboxPaymentIntents, sandboxPaymentMethods } from '../db/schema/sandbox.ts';
import { runDueJobs } from '../worker/worker.ts';
import {
  authenticate,
  bookHeld,
  confirmWith,
  payWithCard,
  startCheckout,
  tokenise,
} from './test-fixtures.ts';

let app: TestApp;
let ids: BookingFixtures;

beforeAll(async () => {
  app = await createTestApp();
  ids = await insertBookingFixtures(app);
});
afterAll(() => app.close());

const appointmentOf = async (headers: Record<string, string>, id: string) =>
  (await app.inject({ url: `/v1/appointments/${id}`, headers })).json().result;

const paymentOf = async (headers: Record<string, string>, id: string) =>
  (await app.inject({ url: `/v1/payments/${id}`, headers })).json().result;

const sync = (headers: Record<string, string>, id: string) =>
  app.inject({ method: 'POST', url: `/v1/payments/${id}/sync`, headers });

describe('checkout of a deposit', () => {
  it('computes the deposit on the server, with the shop, the time and the policy', async () => {
    const { headers } = await newCustomer(app);
    const held = await bookHeld(app, ids, headers);
    const res = await app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers,
      // Whatever a client might add, the price is not its to say.
      payload: { appointmentId: held.id, kind: 'deposit', amount: 1 },
    });
    expect(res.statusCode).toBe(400);
    const payment = await startCheckout(app, headers, held.id);
    expect(payment).toMatchObject({
      kind: 'deposit',
      status: 'requires_payment_method',
      provider: 'sandbox',
      currency: 'USD',
      amount: 5000,
      tipAmount: 0,
      totalAmount: 5000,
      lineItems: [{ kind: 'deposit', label: 'Deposit for Small fine line tattoo', amount: 5000 }],
      shop: { name: 'Anchor Ink', timeZone: 'America/New_York' },
      appointment: { id: held.id, serviceName: 'Small fine line tattoo', artistName: 'Ada Stone' },
    });
    expect((payment as unknown as { id: string }).id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((payment as unknown as { policy: string[] }).policy.join(' ')).toMatch(/Cancel at least 2 days/);
  });

  it('pays with 4242 4242 4242 4242: confirmed, receipt number, Visa ending 4242, emails', async () => {
    const { headers, email } = await newCustomer(app);
    const held = await bookHeld(app, ids, headers);
    const payment = await startCheckout(app, headers, held.id);
    const paid = await payWithCard(app, headers, payment.id, '4242 4242 4242 4242');
    expect(paid).toMatchObject({ status: 'succeeded', nextActionUrl: null, lastError: null });
    expect(paid.card).toEqual({ brand: 'visa', last4: '4242' });
    expect(paid.receiptNumber).toMatch(/^LW-\d{4,}$/);

    const a = await appointmentOf(headers, held.id);
    expect(a.status).toBe('confirmed');
    expect(a.money).toMatchObject({ paidAmount: 5000, depositDue: 0, balanceDue: 13000 });
    expect(a.money.payments[0]).toMatchObject({ id: payment.id, kind: 'deposit', status: 'succeeded' });

    await runDueJobs(app.deps);
    const mails = await app.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.to, email))
      .orderBy(asc(mailMessages.createdAt));
    const subjects = mails.map((m) => m.subject);
    expect(subjects.some((s) => s.startsWith('Confirmed: Small fine line tattoo'))).toBe(true);
    const receipt = mails.find((m) =>
      m.subject.startsWith(`Your receipt ${paid.receiptNumber} from Anchor Ink: $50.00`),
    );
    expect(receipt?.text).toContain(`http://localhost:3000/receipt/${payment.id}?key=`);
    expect(receipt?.attachments[0]).toMatchObject({ contentType: 'application/pdf' });
  });

  it('declines 4000 0000 0000 0002 with the reason, keeps the hold, and takes 4242 on the next try', async () => {
    const { headers } = await newCustomer(app);
    const held = await bookHeld(app, ids, headers);
    const payment = await startCheckout(app, headers, held.id);
    const declined = await payWithCard(app, headers, payment.id, '4000000000000002');
    expect(declined.status).toBe('requires_payment_method');
    expect(declined.lastError).toEqual({
      code: 'card_declined',
      message: 'Your card was declined. Try another card.',
    });
    expect((await appointmentOf(headers, held.id)).status).toBe('held');

    const paid = await payWithCard(app, headers, payment.id, '4242424242424242');
    expect(paid.status).toBe('succeeded');
    expect(paid.lastError).toBeNull();
    expect((await appointmentOf(headers, held.id)).status).toBe('confirmed');
    const history = await app.db
      .select({ event: paymentHistory.event })
      .from(paymentHistory)
      .where(eq(paymentHistory.paymentId, payment.id))
      .orderBy(asc(paymentHistory.at));
    expect(history.map((h) => h.event)).toEqual(['created', 'declined', 'succeeded']);
  });

  it('declines 4000 0000 0000 9995 for insufficient funds', async () => {
    const { headers } = await newCustomer(app);
    const payment = await startCheckout(app, headers, (await bookHeld(app, ids, headers)).id);
    const declined = await payWithCard(app, headers, payment.id, '4000 0000 0000 9995');
    expect(declined.status).toBe('requires_payment_method');
    expect(declined.lastError).toEqual({
      code: 'card_declined',
      message: 'Your card has insufficient funds. Try another card.',
    });
  });

  it('sends 4000 0027 6000 3184 through 3-D Secure; approved, it comes back with Stripe’s parameters and pays', async () => {
    const { headers } = await newCustomer(app);
    const held = await bookHeld(app, ids, headers);
    const payment = await startCheckout(app, headers, held.id);
    const pending = await payWithCard(app, headers, payment.id, '4000002760003184');
    expect(pending.status).toBe('requires_action');
    expect(pending.nextActionUrl).toMatch(
      /^http:\/\/localhost:3000\/sandbox\/authenticate\/pi_\w+\?client_secret=/,
    );
    expect((await appointmentOf(headers, held.id)).status).toBe('held');

    const back = await authenticate(app, pending.nextActionUrl!, 'approve');
    expect(back.pathname).toBe('/payment-redirect');
    expect(back.searchParams.get('paymentId')).toBe(payment.id);
    expect(back.searchParams.get('payment_intent')).toMatch(/^pi_/);
    expect(back.searchParams.get('payment_intent_client_secret')).toMatch(/_secret_/);
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');

    const synced = await sync(headers, payment.id);
    expect(synced.json().result).toMatchObject({
      status: 'succeeded',
      card: { brand: 'visa', last4: '3184' },
    });
    expect((await appointmentOf(headers, held.id)).status).toBe('confirmed');
  });

  it('leaves the card uncharged when 3-D Secure fails, and says why on the way back', async () => {
    const { headers } = await newCustomer(app);
    const held = await bookHeld(app, ids, headers);
    const payment = await startCheckout(app, headers, held.id);
    const pending = await payWithCard(app, headers, payment.id, '4000 0027 6000 3184');
    const back = await authenticate(app, pending.nextActionUrl!, 'fail');
    expect(back.searchParams.get('redirect_status')).toBe('failed');
    const synced = (await sync(headers, payment.id)).json().result;
    expect(synced.status).toBe('requires_payment_method');
    expect(synced.lastError.code).toBe('payment_intent_authentication_failure');
    expect(synced.lastError.message).toMatch(/bank could not confirm it was you/);
    expect((await appointmentOf(headers, held.id)).status).toBe('held');
  });

  it('never trusts redirect_status: a forged "succeeded" in the URL changes nothing', async () => {
    const { headers } = await newCustomer(app);
    const held = await bookHeld(app, ids, headers);
    const payment = await startCheckout(app, headers, held.id);
    await payWithCard(app, headers, payment.id, '4000002760003184');
    // The customer never authenticated; the page asks our API, which asks the provider.
    expect((await sync(headers, payment.id)).json().result.status).toBe('requires_action');
    expect((await appointmentOf(headers, held.id)).status).toBe('held');
  });
});

describe('attribution', () => {
  it('stores a valid attribution of the session with the payment it led to', async () => {
    const { headers } = await newCustomer(app);
    const held = await bookHeld(app, ids, headers);
    const attribution = { id: 'utm-7', sourceCampaignId: 'spring-flash', businessId: ids.anchor };
    const payment = await startCheckout(app, headers, held.id, 'deposit', { attribution });
    const [row] = await app.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row!.attribution).toEqual(attribution);
    const invalid = await app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers,
      payload: {
        appointmentId: held.id,
        kind: 'deposit',
        attribution: { id: 'utm-8', sourceCampaignId: 'x' },
      },
    });
    expect(invalid.statusCode).toBe(400);
  });
});

describe('the sandbox card form', () => {
  it('refuses a number that fails the Luhn check, a past expiry and a short CVC, each in words', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/sandbox/v1/payment_methods',
      payload: { number: '4242 4242 4242 4241', expMonth: 1, expYear: 2020, cvc: '12' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields).toEqual({
      'body.number': 'Your card number is invalid.',
      'body.expMonth': "Your card's expiration date is in the past.",
      'body.cvc': "Your card's security code is incomplete.",
    });
  });

  it('keeps only brand, last four and expiry: the card number is nowhere in the database', async () => {
    const { headers } = await newCustomer(app);
    const payment = await startCheckout(app, headers, (await bookHeld(app, ids, headers)).id);
    const pm = await tokenise(app, '5555 5555 5555 4444');
    await confirmWith(app, headers, payment.id, pm);
    const [stored] = await app.db
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.id, pm));
    expect(stored).toMatchObject({ brand: 'mastercard', last4: '4444' });
    const everything = JSON.stringify([
      await app.db.select().from(sandboxPaymentMethods),
      await app.db.select().from(sandboxPaymentIntents),
      await app.db.select().from(payments),
      await app.db.select().from(paymentHistory),
      await app.db.select().from(jobs),
    ]);
    expect(everything).not.toContain('5555555555554444');
    expect(everything).not.toContain('5555 5555 5555 4444');
  });
});

describe('exactly once', () => {
  it('answers two identical create requests (same Idempotency-Key, at once) with one payment', async () => {
    const { headers } = await newCustomer(app);
    const held = await bookHeld(app, ids, headers);
    const request = () =>
      app.inject({
        method: 'POST',
        url: '/v1/payments',
        headers: { ...headers, 'idempotency-key': 'checkout-attempt-0001' },
        payload: { appointmentId: held.id, kind: 'deposit' },
      });
    const answers = await Promise.all([request(), request()]);
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(new Set(answers.map((r) => r.json().result.id)).size).toBe(1);
    const rows = await app.db.select().from(payments).where(eq(payments.appointmentId, held.id));
    expect(rows).toHaveLength(1);
  });

  it('keeps one open payment per deposit even without a key (two tabs)', async () => {
    const { headers } = await newCustomer(app);
    const held = await bookHeld(app, ids, headers);
    const request = () =>
      app.inject({
        method: 'POST',
        url: '/v1/payments',
        headers,
        payload: { appointmentId: held.id, kind: 'deposit' },
      });
    const answers = await Promise.all([request(), request(), request()]);
    expect(answers.every((r) => r.statusCode < 300)).toBe(true);
    expect(new Set(answers.map((r) => r.json().result.id)).size).toBe(1);
  });

  it('charges a double-clicked Pay once: one charge, one confirmation, one receipt', async () => {
    const { headers } = await newCustomer(app);
    const held = await bookHeld(app, ids, headers);
    const payment = await startCheckout(app, headers, held.id);
    const pm = await tokenise(app, '4242424242424242');
    const answers = await Promise.all([
      confirmWith(app, headers, payment.id, pm, 'pay-click-000001'),
      confirmWith(app, headers, payment.id, pm, 'pay-click-000001'),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(answers.map((r) => r.json().result.status)).toEqual(['succeeded', 'succeeded']);
    // Another key later (a reload and another click) cannot charge a paid payment again either.
    const again = await confirmWith(app, headers, payment.id, await tokenise(app, '4242424242424242'));
    expect(again.json().result.status).toBe('succeeded');

    const [row] = await app.db.select().from(payments).where(eq(payments.id, payment.id));
    const [intent] = await app.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, row!.providerPaymentId!));
    expect(intent!.chargeCount).toBe(1);
    const confirmations = await app.db
      .select()
      .from(appointmentHistory)
      .where(
        and(eq(appointmentHistory.appointmentId, held.id), eq(appointmentHistory.toStatus, 'confirmed')),
      );
    expect(confirmations).toHaveLength(1);
    const receiptJobs = await app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'payment.receipt'), sql`${jobs.payload}->>'paymentId' = ${payment.id}`));
    expect(receiptJobs).toHaveLength(1);
  });
});

describe('whose payment', () => {
  it('is not found for another customer: read, tip, pay, sync or receipt', async () => {
    const owner = await newCustomer(app);
    const stranger = await newCustomer(app);
    const payment = await startCheckout(app, owner.headers, (await bookHeld(app, ids, owner.headers)).id);
    const h = stranger.headers;
    const answers = await Promise.all([
      app.inject({ url: `/v1/payments/${payment.id}`, headers: h }),
      app.inject({
        method: 'PUT',
        url: `/v1/payments/${payment.id}/tip`,
        headers: h,
        payload: { tip: null },
      }),
      confirmWith(app, h, payment.id, await tokenise(app, '4242424242424242')),
      sync(h, payment.id),
      app.inject({ url: `/v1/payments/${payment.id}/receipt`, headers: h }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect(answers[0]!.json().error.code).toBe('NOT_FOUND');
    expect((await paymentOf(owner.headers, payment.id)).status).toBe('requires_payment_method');
  });

  it('cannot start a checkout for someone else’s appointment, and asks a stranger to sign in', async () => {
    const owner = await newCustomer(app);
    const stranger = await newCustomer(app);
    const held = await bookHeld(app, ids, owner.headers);
    const res = await app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: stranger.headers,
      payload: { appointmentId: held.id, kind: 'deposit' },
    });
    expect(res.statusCode).toBe(404);
    const anonymous = await app.inject({ url: '/v1/payments/whatever-id' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('what can be paid when', () => {
  it('has no deposit to pay once confirmed, and no balance before the deposit', async () => {
    const { headers } = await newCustomer(app);
    const held = await bookHeld(app, ids, headers);
    const early = await app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers,
      payload: { appointmentId: held.id, kind: 'balance' },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('NOTHING_TO_PAY');
    await payWithCard(app, headers, (await startCheckout(app, headers, held.id)).id, '4242424242424242');
    const again = await app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers,
      payload: { appointmentId: held.id, kind: 'deposit' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('NOTHING_TO_PAY');
  });

  it('takes the balance with a 20 % tip: price − deposit paid, tip on top, lines that add up', async () => {
    const { headers } = await newCustomer(app);
    const held = await bookHeld(app, ids, headers);
    await payWithCard(app, headers, (await startCheckout(app, headers, held.id)).id, '4242424242424242');
    const balance = await startCheckout(app, headers, held.id, 'balance');
    expect(balance).toMatchObject({ amount: 13000, tipAmount: 0, totalAmount: 13000 });
    const tipped = await app.inject({
      method: 'PUT',
      url: `/v1/payments/${balance.id}/tip`,
      headers,
      payload: { tip: { percent: 20 } },
    });
    expect(tipped.json().result).toMatchObject({
      amount: 13000,
      tipAmount: 2600,
      tipPercent: 20,
      totalAmount: 15600,
    });
    expect(tipped.json().result.lineItems).toEqual([
      { kind: 'service', label: 'Small fine line tattoo', amount: 18000 },
      { kind: 'deposit_paid', label: 'Deposit paid', amount: -5000 },
      { kind: 'tip', label: 'Tip (20%)', amount: 2600 },
    ]);
    const tooMuch = await app.inject({
      method: 'PUT',
      url: `/v1/payments/${balance.id}/tip`,
      headers,
      payload: { tip: { amount: 13001 } },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.message).toBe('A tip can be at most the amount of the balance itself.');

    const paid = await payWithCard(app, headers, balance.id, '4242424242424242');
    expect(paid.status).toBe('succeeded');
    const [row] = await app.db.select().from(payments).where(eq(payments.id, balance.id));
    const [intent] = await app.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, row!.providerPaymentId!));
    expect(intent!.amount).toBe(15600); // the provider charged what the server computed, tip included
    const a = await appointmentOf(headers, held.id);
    expect(a.money).toMatchObject({ paidAmount: 18000, tipsAmount: 2600, balanceDue: 0 });
  });

  it('refuses a tip on a deposit', async () => {
    const { headers } = await newCustomer(app);
    const payment = await startCheckout(app, headers, (await bookHeld(app, ids, headers)).id);
    const res = await app.inject({
      method: 'PUT',
      url: `/v1/payments/${payment.id}/tip`,
      headers,
      payload: { tip: { percent: 15 } },
    });
    expect(res.statusCode).toBe(422);
  });

  it('takes a hold back that ran out while the time is still free, and pays it', async () => {
    const { headers } = await newCustomer(app);
    const held = await bookHeld(app, ids, headers);
    const payment = await startCheckout(app, headers, held.id);
    await app.db
      .update(appointments)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(appointments.id, held.id));
    await runDueJobs(app.deps); // the hold expires
    expect((await appointmentOf(headers, held.id)).status).toBe('expired');
    const paid = await payWithCard(app, headers, payment.id, '4242424242424242');
    expect(paid.status).toBe('succeeded');
    expect((await appointmentOf(headers, held.id)).status).toBe('confirmed');
  });
});
