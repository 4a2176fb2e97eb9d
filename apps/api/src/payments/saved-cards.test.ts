import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type BookingFixtures, insertBookingFixtures, newCustomer } from '../appointments/test-fixtures.ts';
import { newId } from '../db/ids.ts';
import { paymentCustomers, savedCards } from '../db/schema/payments.ts';
import { sandboxPaymentIntents } from '../db/schema/sandbox.ts';
import { bookHeld, startCheckout, tokenise } from './test-fixtures.ts';

// Issue 25, point 15: "Book again" offers the card the customer saved when they paid before.

let app: TestApp;
let ids: BookingFixtures;

beforeAll(async () => {
  app = await createTestApp();
  ids = await insertBookingFixtures(app);
});
afterAll(() => app.close());

type Headers = Record<string, string>;
const confirm = (headers: Headers, paymentId: string, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `/v1/payments/${paymentId}/confirm`,
    headers: { ...headers, 'idempotency-key': newId() },
    payload,
  });
const savedOf = async (headers: Headers) => {
  const res = await app.inject({ url: '/v1/payments/saved-cards', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as { id: string; brand: string; last4: string }[];
};

describe('saved cards', () => {
  it('a card saved when paying pays the next deposit by its brand and last four, and only for its owner', async () => {
    const { headers, user } = await newCustomer(app);
    const userId = user.id;
    expect(await savedOf(headers)).toEqual([]);

    // First visit: pays with a new card and asks to keep it.
    const first = await startCheckout(app, headers, (await bookHeld(app, ids, headers)).id);
    const paid = await confirm(headers, first.id, {
      paymentMethodId: await tokenise(app, '4242 4242 4242 4242'),
      saveCard: true,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().result.status).toBe('succeeded');
    const saved = await savedOf(headers);
    expect(saved).toEqual([{ id: expect.any(String), brand: 'visa', last4: '4242' }]);
    // What we keep: the provider's ids, brand and last four; the intent was made for the customer.
    const [row] = await app.db.select().from(savedCards).where(eq(savedCards.userId, userId));
    expect(row!.providerPaymentMethodId).toMatch(/^pm_/);
    expect(Object.keys(row!)).not.toContain('number');
    const [customer] = await app.db
      .select()
      .from(paymentCustomers)
      .where(eq(paymentCustomers.userId, userId));
    expect(customer!.providerCustomerId).toMatch(/^cus_/);

    // Book again: the saved card pays the new deposit, no card form.
    const again = await startCheckout(app, headers, (await bookHeld(app, ids, headers)).id);
    const paidAgain = await confirm(headers, again.id, { savedCardId: saved[0]!.id });
    expect(paidAgain.statusCode, paidAgain.body).toBe(200);
    expect(paidAgain.json().result).toMatchObject({
      status: 'succeeded',
      card: { brand: 'visa', last4: '4242' },
    });
    const intents = await app.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.customerId, customer!.providerCustomerId));
    expect(intents.map((i) => i.status).sort()).toEqual(['succeeded', 'succeeded']);

    // Someone else cannot pay with it: not found, and nothing charged.
    const other = await newCustomer(app);
    const theirs = await startCheckout(app, other.headers, (await bookHeld(app, ids, other.headers)).id);
    const refused = await confirm(other.headers, theirs.id, { savedCardId: saved[0]!.id });
    expect(refused.statusCode).toBe(404);
    expect(await savedOf(other.headers)).toEqual([]);
  });

  it('a card paid with but not saved is not offered again', async () => {
    const { headers } = await newCustomer(app);
    const payment = await startCheckout(app, headers, (await bookHeld(app, ids, headers)).id);
    const paid = await confirm(headers, payment.id, {
      paymentMethodId: await tokenise(app, '4242 4242 4242 4242'),
    });
    expect(paid.json().result.status).toBe('succeeded');
    expect(await savedOf(headers)).toEqual([]);
  });

  it('a declined card is not saved', async () => {
    const { headers } = await newCustomer(app);
    const payment = await startCheckout(app, headers, (await bookHeld(app, ids, headers)).id);
    const declined = await confirm(headers, payment.id, {
      paymentMethodId: await tokenise(app, '4000 0000 0000 0002'),
      saveCard: true,
    });
    expect(declined.json().result.status).toBe('requires_payment_method');
    expect(await savedOf(headers)).toEqual([]);
  });

  it('a deleted account’s saved cards are gone: nobody can pay with them again', async () => {
    const { headers, user, email } = await newCustomer(app);
    const held = await bookHeld(app, ids, headers);
    const payment = await startCheckout(app, headers, held.id);
    await confirm(headers, payment.id, {
      paymentMethodId: await tokenise(app, '4242 4242 4242 4242'),
      saveCard: true,
    });
    expect(await savedOf(headers)).toHaveLength(1);
    const cancelled = await app.inject({
      method: 'POST',
      url: `/v1/appointments/${held.id}/cancel`,
      headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const deleted = await app.inject({
      method: 'POST',
      url: '/v1/users/me/delete',
      headers,
      payload: { confirmEmail: email },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await app.db.select().from(savedCards).where(eq(savedCards.userId, user.id))).toEqual([]);
    expect(await app.db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, user.id))).toEqual(
      [],
    );
  });
});
