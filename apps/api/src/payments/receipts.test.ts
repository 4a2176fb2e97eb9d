import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  type BookingFixtures,
  bookingPolicies,
  insertBookingFixtures,
  newCustomer,
} from '../appointments/test-fixtures.ts';
import { newId } from '../db/ids.ts';
import { artistShops, businesses, serviceArtists, services, workingHours } from '../db/schema/catalog.ts';
import { mailMessages } from '../db/schema/mail.ts';
import { runDueJobs } from '../worker/worker.ts';
import { bookHeld, payWithCard, startCheckout } from './test-fixtures.ts';

let app: TestApp;
let ids: BookingFixtures;
const kumo = { shop: newId(), link: newId(), service: newId() };

beforeAll(async () => {
  app = await createTestApp();
  ids = await insertBookingFixtures(app);
  // A Tokyo shop that charges in yen, which have no minor unit.
  await app.db.insert(businesses).values({
    id: kumo.shop,
    shopUrl: 'kumo-ink',
    name: 'Kumo Ink',
    addressLine: '2-14 Jingumae',
    city: 'Tokyo',
    country: 'JP',
    latitude: 35.67,
    longitude: 139.7,
    timeZone: 'Asia/Tokyo',
    currency: 'JPY',
    policies: bookingPolicies,
  });
  await app.db
    .insert(artistShops)
    .values({ id: kumo.link, artistId: ids.ada, businessId: kumo.shop, artistUrl: 'ada' });
  await app.db.insert(workingHours).values(
    [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      id: newId(),
      artistShopId: kumo.link,
      weekday,
      startTime: '10:00',
      endTime: '18:00',
    })),
  );
  await app.db.insert(services).values({
    id: kumo.service,
    businessId: kumo.shop,
    name: 'Irezumi session',
    durationMinutes: 120,
    priceKind: 'fixed',
    priceAmount: 42345,
    depositAmount: 10000,
  });
  await app.db.insert(serviceArtists).values({ serviceId: kumo.service, artistId: ids.ada });
});
afterAll(() => app.close());

async function paidReceipt() {
  const customer = await newCustomer(app);
  const held = await bookHeld(app, ids, customer.headers);
  const payment = await startCheckout(app, customer.headers, held.id);
  await payWithCard(app, customer.headers, payment.id, '4242424242424242');
  await runDueJobs(app.deps);
  const mails = await app.db
    .select()
    .from(mailMessages)
    .where(eq(mailMessages.to, customer.email))
    .orderBy(asc(mailMessages.createdAt));
  const mail = mails.find((m) => m.subject.startsWith('Your receipt'))!;
  const link = new URL(/http:\/\/localhost:3000\/receipt\/\S+/.exec(mail.text)![0]);
  return { ...customer, paymentId: payment.id, key: link.searchParams.get('key')!, link };
}

describe('receipts', () => {
  it('shows the payer their receipt: number, time in the shop’s zone, shop, lines, total and card', async () => {
    const { headers, paymentId } = await paidReceipt();
    const res = await app.inject({ url: `/v1/payments/${paymentId}/receipt`, headers });
    expect(res.statusCode).toBe(200);
    const r = res.json().result;
    expect(r).toMatchObject({
      paymentId,
      kind: 'deposit',
      payerName: 'Robin Ink',
      shop: { name: 'Anchor Ink', addressLine: '12 Orchard St', city: 'New York' },
      currency: 'USD',
      lineItems: [{ label: 'Deposit for Small fine line tattoo', amount: 5000 }],
      tipAmount: 0,
      taxAmount: null,
      totalAmount: 5000,
      card: { brand: 'visa', last4: '4242' },
      refunds: [],
    });
    expect(r.receiptNumber).toMatch(/^LW-\d+$/);
    expect(r.paidAtLocal).toMatch(/\(New York time\)$/);
  });

  it('opens from the emailed link signed out, and not with a wrong key or for another customer', async () => {
    const { paymentId, key, link } = await paidReceipt();
    expect(link.pathname).toBe(`/receipt/${paymentId}`);
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const signedOut = await app.inject({ url: `/v1/payments/${paymentId}/receipt?key=${key}` });
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.json().result.paymentId).toBe(paymentId);
    const wrongKey = await app.inject({ url: `/v1/payments/${paymentId}/receipt?key=${key.slice(0, -1)}x` });
    expect(wrongKey.statusCode).toBe(404);
    expect((await app.inject({ url: `/v1/payments/${paymentId}/receipt` })).statusCode).toBe(404);
    const stranger = await newCustomer(app);
    const res = await app.inject({ url: `/v1/payments/${paymentId}/receipt`, headers: stranger.headers });
    expect(res.statusCode).toBe(404);
  });

  it('has no receipt before the payment went through', async () => {
    const customer = await newCustomer(app);
    const payment = await startCheckout(
      app,
      customer.headers,
      (await bookHeld(app, ids, customer.headers)).id,
    );
    const res = await app.inject({ url: `/v1/payments/${payment.id}/receipt`, headers: customer.headers });
    expect(res.statusCode).toBe(404);
  });

  it('prints as a PDF from the link, signed out', async () => {
    const { paymentId, key } = await paidReceipt();
    const res = await app.inject({ url: `/v1/payments/${paymentId}/receipt.pdf?key=${key}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await app.inject({ url: `/v1/payments/${paymentId}/receipt.pdf` })).statusCode).toBe(404);
  });

  it('emails the receipt again to the payer’s own address when asked', async () => {
    const { headers, paymentId, email } = await paidReceipt();
    const res = await app.inject({ method: 'POST', url: `/v1/payments/${paymentId}/receipt/email`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.sentTo).toBe(`${email[0]}•••@example.test`);
    await runDueJobs(app.deps);
    const receipts = (await app.db.select().from(mailMessages).where(eq(mailMessages.to, email))).filter(
      (m) => m.subject.startsWith('Your receipt'),
    );
    expect(receipts).toHaveLength(2);
  });
});

describe('yen', () => {
  it('charges a JPY deposit and balance in whole yen, with a 15 % tip rounded to the yen', async () => {
    const { headers, email } = await newCustomer(app);
    const slots = await app.inject({
      url: `/v1/availability?shopUrl=kumo-ink&artistId=${ids.ada}&serviceId=${kumo.service}`,
    });
    const start = (slots.json().result.days as { slots: { start: string }[] }[]).find((d) => d.slots.length)!
      .slots[0]!.start;
    const booked = await app.inject({
      method: 'POST',
      url: '/v1/appointments',
      headers,
      payload: { shopUrl: 'kumo-ink', artistId: ids.ada, serviceId: kumo.service, start },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const appointmentId = booked.json().result.id;
    const deposit = await startCheckout(app, headers, appointmentId);
    expect(deposit).toMatchObject({ currency: 'JPY', amount: 10000, totalAmount: 10000 });
    await payWithCard(app, headers, deposit.id, '4242424242424242');

    const balance = await startCheckout(app, headers, appointmentId, 'balance', { tip: { percent: 15 } });
    // ¥32,345 × 15 % = ¥4,851.75 → ¥4,852
    expect(balance).toMatchObject({ currency: 'JPY', amount: 32345, tipAmount: 4852, totalAmount: 37197 });
    await payWithCard(app, headers, balance.id, '4242424242424242');
    await runDueJobs(app.deps);
    const mail = (await app.db.select().from(mailMessages).where(eq(mailMessages.to, email))).find(
      (m) => m.subject.startsWith('Your receipt') && m.subject.endsWith('¥37,197'),
    );
    expect(mail?.text).toContain('Tip (15%): ¥4,852');
    expect(mail?.text).toMatch(/Paid: .*\(Tokyo time\)/);
  });
});
