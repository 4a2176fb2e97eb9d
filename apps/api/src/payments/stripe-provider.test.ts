import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { startStripeStandIn } from '../../test/stripe-stand-in.ts';
import { type BookingFixtures, insertBookingFixtures, newCustomer } from '../appointments/test-fixtures.ts';
import { payments } from '../db/schema/payments.ts';
import { createStripeProvider } from './stripe-provider.ts';
import { bookHeld, confirmWith, startCheckout } from './test-fixtures.ts';

// The Stripe adapter against a local stand-in of Stripe's API: no network, the real SDK.

let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
const secrets = {
  STRIPE_SECRET_KEY: 'sk_test_linework_stand_in',
  STRIPE_WEBHOOK_SECRET: 'whsec_linework_stand_in',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_linework_stand_in',
};

beforeAll(async () => {
  stripe = await startStripeStandIn();
});
afterAll(() => stripe.close());

const adapter = () =>
  createStripeProvider({
    secretKey: secrets.STRIPE_SECRET_KEY,
    webhookSecret: secrets.STRIPE_WEBHOOK_SECRET,
    apiUrl: stripe.url,
  });

const lastRequest = (path: string) => stripe.requests.filter((r) => r.path === path).at(-1)!;

describe('Stripe adapter', () => {
  it('creates a PaymentIntent with our ids in its metadata and our idempotency key', async () => {
    const intent = await adapter().createIntent({
      amount: 5000,
      currency: 'USD',
      description: 'Deposit: Small fine line tattoo',
      metadata: { paymentId: 'pay_1', appointmentId: 'appt_1' },
      idempotencyKey: 'linework-create-pay_1',
    });
    expect(intent).toMatchObject({
      status: 'requires_payment_method',
      amount: 5000,
      currency: 'USD',
      card: null,
    });
    const req = lastRequest('/v1/payment_intents');
    expect(req.method).toBe('POST');
    expect(req.authorization).toBe(`Bearer ${secrets.STRIPE_SECRET_KEY}`);
    expect(req.idempotencyKey).toBe('linework-create-pay_1');
    expect(req.body).toMatchObject({
      amount: '5000',
      currency: 'usd',
      metadata: { paymentId: 'pay_1', appointmentId: 'appt_1' },
      allowed_payment_method_types: { '0': 'card' },
    });
  });

  it('saves a card as Stripe documents it: a Customer, the intent made for it, setup_future_usage on confirm', async () => {
    const p = adapter();
    const customer = await p.createCustomer({
      email: 'sam@example.test',
      idempotencyKey: 'linework-customer-u1',
    });
    expect(customer).toMatch(/^cus_/);
    expect(lastRequest('/v1/customers')).toMatchObject({
      method: 'POST',
      idempotencyKey: 'linework-customer-u1',
      body: { email: 'sam@example.test' },
    });
    const intent = await p.createIntent({
      amount: 5000,
      currency: 'USD',
      description: 'Deposit',
      metadata: {},
      customerId: customer,
      idempotencyKey: 'linework-create-pay_save',
    });
    expect(lastRequest('/v1/payment_intents').body).toMatchObject({ customer });
    const paid = await p.confirm(intent.id, {
      paymentMethodId: 'pm_card_visa',
      returnUrl: 'http://localhost:3000/payment-redirect?paymentId=pay_save',
      idempotencyKey: 'k-save',
      saveCard: true,
    });
    expect(lastRequest(`/v1/payment_intents/${intent.id}/confirm`).body).toMatchObject({
      payment_method: 'pm_card_visa',
      setup_future_usage: 'on_session',
    });
    // What is kept of it: the payment method's id, brand and last four.
    expect(paid).toMatchObject({
      status: 'succeeded',
      paymentMethodId: 'pm_card_visa',
      card: { last4: '4242' },
    });
    // A card not asked to be saved is not.
    const other = await p.createIntent({
      amount: 5000,
      currency: 'USD',
      description: 'Deposit',
      metadata: {},
      idempotencyKey: 'linework-create-pay_nosave',
    });
    await p.confirm(other.id, {
      paymentMethodId: 'pm_card_visa',
      returnUrl: 'http://x.test/',
      idempotencyKey: 'k-ns',
    });
    expect(lastRequest(`/v1/payment_intents/${other.id}/confirm`).body).not.toHaveProperty(
      'setup_future_usage',
    );
    expect(lastRequest('/v1/payment_intents').body).not.toHaveProperty('customer');
  });

  it('confirms with the payment method: a success with the card, a decline as an answer, 3-D Secure as a redirect', async () => {
    const p = adapter();
    const create = (key: string) =>
      p.createIntent({ amount: 1000, currency: 'GBP', description: 'x', metadata: {}, idempotencyKey: key });
    const returnUrl = 'http://localhost:3000/payment-redirect?paymentId=pay_2';

    const ok = await create('c-ok');
    const paid = await p.confirm(ok.id, {
      paymentMethodId: 'pm_card_visa',
      returnUrl,
      idempotencyKey: 'k-ok',
    });
    expect(paid).toMatchObject({
      status: 'succeeded',
      card: { brand: 'visa', last4: '4242' },
      lastError: null,
    });
    expect(lastRequest(`/v1/payment_intents/${ok.id}/confirm`)).toMatchObject({
      idempotencyKey: 'k-ok',
      body: { payment_method: 'pm_card_visa', return_url: returnUrl, use_stripe_sdk: 'false' },
    });

    const poor = await create('c-poor');
    const declined = await p.confirm(poor.id, {
      paymentMethodId: 'pm_card_chargeDeclinedInsufficientFunds',
      returnUrl,
      idempotencyKey: 'k-poor',
    });
    expect(declined).toMatchObject({
      status: 'requires_payment_method',
      lastError: {
        code: 'card_declined',
        declineCode: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    });

    const secure = await create('c-3ds');
    const pending = await p.confirm(secure.id, {
      paymentMethodId: 'pm_card_authenticationRequired',
      returnUrl,
      idempotencyKey: 'k-3ds',
    });
    expect(pending.status).toBe('requires_action');
    expect(pending.nextActionUrl).toMatch(/^https:\/\/hooks\.stripe\.com\/3d_secure_2\//);
  });

  it('refunds part of a payment with the refund’s idempotency key and our ids', async () => {
    const p = adapter();
    const intent = await p.createIntent({
      amount: 3000,
      currency: 'JPY',
      description: 'x',
      metadata: {},
      idempotencyKey: 'c-re',
    });
    await p.confirm(intent.id, {
      paymentMethodId: 'pm_card_visa',
      returnUrl: 'http://x.test/r',
      idempotencyKey: 'k-re',
    });
    const refund = await p.refund({
      intentId: intent.id,
      amount: 1200,
      metadata: { refundId: 'ref_1', paymentId: 'pay_3' },
      idempotencyKey: 'linework-refund-ref_1',
    });
    expect(refund.status).toBe('succeeded');
    expect(lastRequest('/v1/refunds')).toMatchObject({
      idempotencyKey: 'linework-refund-ref_1',
      body: {
        payment_intent: intent.id,
        amount: '1200',
        metadata: { refundId: 'ref_1', paymentId: 'pay_3' },
      },
    });
  });

  it('accepts a webhook signed the Stripe way and refuses a forged one', () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_1' } },
    });
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: secrets.STRIPE_WEBHOOK_SECRET,
    });
    expect(adapter().verifyEvent(Buffer.from(payload), header)).toMatchObject({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
    });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_forged' });
    expect(() => adapter().verifyEvent(Buffer.from(payload), forged)).toThrow();
  });
});

describe('the product on Stripe', () => {
  let app: TestApp;
  let ids: BookingFixtures;

  beforeAll(async () => {
    app = await createTestApp({ ...secrets, STRIPE_API_URL: stripe.url });
    ids = await insertBookingFixtures(app);
  });
  afterAll(() => app.close());

  const deliver = (event: Record<string, unknown>, secret = secrets.STRIPE_WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    return app.inject({
      method: 'POST',
      url: '/v1/webhooks/payments',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload,
    });
  };

  it('tells the web app to load Stripe Elements with the publishable key, and has no sandbox', async () => {
    const config = await app.inject({ url: '/v1/payments/config' });
    expect(config.json().result).toEqual({
      provider: 'stripe',
      publishableKey: secrets.STRIPE_PUBLISHABLE_KEY,
    });
    expect(
      (await app.inject({ method: 'POST', url: '/sandbox/v1/payment_methods', payload: {} })).statusCode,
    ).toBe(404);
    const csp = (await app.inject({ url: '/healthz' })).headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
  });

  it('pays a deposit through Stripe and confirms the appointment', async () => {
    const { headers } = await newCustomer(app);
    const held = await bookHeld(app, ids, headers);
    const payment = await startCheckout(app, headers, held.id);
    const [row] = await app.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row!.provider).toBe('stripe');
    expect(stripe.intents.get(row!.providerPaymentId!)).toMatchObject({
      amount: 5000,
      currency: 'usd',
      metadata: { paymentId: payment.id, appointmentId: held.id },
    });
    const res = await confirmWith(app, headers, payment.id, 'pm_card_visa');
    expect(res.json().result).toMatchObject({ status: 'succeeded', card: { brand: 'visa', last4: '4242' } });
    const a = (await app.inject({ url: `/v1/appointments/${held.id}`, headers })).json().result;
    expect(a.status).toBe('confirmed');
  });

  it('takes Stripe’s signed webhook as the word on a 3-D Secure payment, once, and refuses a forged one', async () => {
    const { headers } = await newCustomer(app);
    const held = await bookHeld(app, ids, headers);
    const payment = await startCheckout(app, headers, held.id);
    const pending = (await confirmWith(app, headers, payment.id, 'pm_card_authenticationRequired')).json()
      .result;
    expect(pending.status).toBe('requires_action');
    expect(pending.nextActionUrl).toMatch(/^https:\/\/hooks\.stripe\.com\//);
    const [row] = await app.db.select().from(payments).where(eq(payments.id, payment.id));
    stripe.completeAuthentication(row!.providerPaymentId!);
    const event = {
      id: 'evt_3ds_succeeded_0001',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { ...stripe.intents.get(row!.providerPaymentId!) } },
    };
    const forged = await deliver(event, 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    expect((await app.inject({ url: `/v1/payments/${payment.id}`, headers })).json().result.status).toBe(
      'requires_action',
    );

    const first = await deliver(event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result.outcome).toBe('applied');
    expect((await deliver(event)).json().result.outcome).toBe('duplicate');
    expect((await app.inject({ url: `/v1/payments/${payment.id}`, headers })).json().result.status).toBe(
      'succeeded',
    );
    expect((await app.inject({ url: `/v1/appointments/${held.id}`, headers })).json().result.status).toBe(
      'confirmed',
    );
  });

  it('shows a Stripe decline to the customer in words, with the chance to try again', async () => {
    const { headers } = await newCustomer(app);
    const payment = await startCheckout(app, headers, (await bookHeld(app, ids, headers)).id);
    const res = await confirmWith(app, headers, payment.id, 'pm_card_chargeDeclined');
    expect(res.json().result).toMatchObject({
      status: 'requires_payment_method',
      lastError: { code: 'card_declined', message: 'Your card was declined. Try another card.' },
    });
    const retry = await confirmWith(app, headers, payment.id, 'pm_card_visa');
    expect(retry.json().result.status).toBe('succeeded');
  });
});
