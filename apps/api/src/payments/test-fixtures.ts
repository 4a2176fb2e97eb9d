import { expect } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import type { BookingFixtures } from '../appointments/test-fixtures.ts';
import { newId } from '../db/ids.ts';

// Helpers for payment tests: book a held time, start a checkout, pay with a sandbox test card the
// way the browser does (card details to the sandbox, the payment method to our API).

type Headers = Record<string, string>;

let dayOffset = 2;

/**
 * A free time of Ada at Anchor Ink for the service, a different day for every call in a file, or
 * the first free time `dayIndex` days with free times ahead.
 */
export async function freeStart(app: TestApp, ids: BookingFixtures, serviceId: string, dayIndex?: number) {
  const res = await app.inject({
    url: `/v1/availability?shopUrl=anchor-ink&artistId=${ids.ada}&serviceId=${serviceId}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const days = (res.json().result.days as { slots: { start: string }[] }[]).filter((d) => d.slots.length);
  const day = days[dayIndex ?? dayOffset++ % days.length]!;
  return day.slots[0]!.start;
}

export async function bookHeld(
  app: TestApp,
  ids: BookingFixtures,
  headers: Headers,
  opts: { serviceId?: string; start?: string; dayIndex?: number } = {},
) {
  const serviceId = opts.serviceId ?? ids.small;
  const start = opts.start ?? (await freeStart(app, ids, serviceId, opts.dayIndex));
  const res = await app.inject({
    method: 'POST',
    url: '/v1/appointments',
    headers,
    payload: { shopUrl: 'anchor-ink', artistId: ids.ada, serviceId, start },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result as { id: string; status: string; startsAt: string };
}

export async function startCheckout(
  app: TestApp,
  headers: Headers,
  appointmentId: string,
  kind: 'deposit' | 'balance' = 'deposit',
  extra: Record<string, unknown> = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/payments',
    headers: { ...headers, 'idempotency-key': newId() },
    payload: { appointmentId, kind, ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result as { id: string; totalAmount: number; status: string };
}

/** What the sandbox card form does: the card goes to the sandbox, which answers with a payment method. */
export async function tokenise(app: TestApp, number: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/sandbox/v1/payment_methods',
    payload: { number, expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result.id as string;
}

export const confirmWith = (
  app: TestApp,
  headers: Headers,
  paymentId: string,
  paymentMethodId: string,
  key = newId(),
) =>
  app.inject({
    method: 'POST',
    url: `/v1/payments/${paymentId}/confirm`,
    headers: { ...headers, 'idempotency-key': key },
    payload: { paymentMethodId },
  });

export async function payWithCard(app: TestApp, headers: Headers, paymentId: string, number: string) {
  const res = await confirmWith(app, headers, paymentId, await tokenise(app, number));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as {
    status: string;
    nextActionUrl: string | null;
    lastError: { code: string; message: string } | null;
    receiptNumber: string | null;
    card: { brand: string; last4: string } | null;
  };
}

/** The 3-D Secure page's answer, as the card holder's browser would post it; returns where it redirects. */
export async function authenticate(app: TestApp, nextActionUrl: string, decision: 'approve' | 'fail') {
  const url = new URL(nextActionUrl);
  const page = await app.inject({ url: url.pathname + url.search });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/text\/html/);
  const res = await app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      client_secret: url.searchParams.get('client_secret')!,
      decision,
    }).toString(),
  });
  expect(res.statusCode, res.body).toBe(303);
  return new URL(res.headers.location as string);
}
