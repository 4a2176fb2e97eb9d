import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  idToken,
  latestCode,
  signUpUnverified,
  type TestApp,
} from '../../test/app.ts';
import { createTestClock } from '../../test/clock.ts';
import { type BookingFixtures, insertBookingFixtures, newCustomer } from '../appointments/test-fixtures.ts';
import { appointments } from '../db/schema/appointments.ts';
import { idempotencyKeys } from '../db/schema/idempotency.ts';
import { runDueJobs } from '../worker/worker.ts';

// The shared Idempotency-Key mechanism (http/idempotency.ts), seen through POST /v1/appointments.

const clock = createTestClock(new Date());
let app: TestApp;
let ids: BookingFixtures;

beforeAll(async () => {
  app = await createTestApp({}, { clock });
  ids = await insertBookingFixtures(app);
});
afterAll(() => app.close());

/**
 * Free times of the flash piece a week or more ahead (so a day later they are still ahead), each
 * at least four hours after the one before, so no two of them overlap.
 */
async function laterSlots() {
  const res = await app.inject({
    url: `/v1/availability?shopUrl=anchor-ink&artistId=${ids.ada}&serviceId=${ids.flash}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const days = res.json().result.days as { slots: { start: string }[] }[];
  const apart: { start: string }[] = [];
  for (const slot of days.slice(7).flatMap((d) => d.slots)) {
    const last = apart.at(-1);
    if (!last || Date.parse(slot.start) - Date.parse(last.start) >= 4 * 60 * 60_000) apart.push(slot);
  }
  return apart;
}

const book = (headers: Record<string, string>, start: string, key: string) =>
  app.inject({
    method: 'POST',
    url: '/v1/appointments',
    headers: { ...headers, 'idempotency-key': key },
    payload: { shopUrl: 'anchor-ink', artistId: ids.ada, serviceId: ids.flash, start },
  });

const appointmentsOf = (customerId: string) =>
  app.db.select().from(appointments).where(eq(appointments.customerId, customerId));

describe('Idempotency-Key', () => {
  it('answers 20 simultaneous bookings with one key with the one appointment, never SLOT_TAKEN', async () => {
    const { headers, user } = await newCustomer(app);
    const [slot] = await laterSlots();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => book(headers, slot!.start, 'twenty-at-once')),
    );
    const byStatus = answers.map((r) => (r.statusCode === 409 ? r.json().error.code : r.statusCode));
    for (const status of byStatus) expect([201, 'IDEMPOTENCY_IN_PROGRESS']).toContain(status);
    const created = answers.filter((r) => r.statusCode === 201);
    expect(created.length).toBeGreaterThan(0);
    expect(new Set(created.map((r) => r.json().result.id)).size).toBe(1);
    expect(await appointmentsOf(user.id)).toHaveLength(1);
  });

  it('answers a later retry with the first answer, status and body alike', async () => {
    const { headers, user } = await newCustomer(app);
    const [slot] = (await laterSlots()).slice(1);
    const first = await book(headers, slot!.start, 'retry-later-0001');
    const again = await book(headers, slot!.start, 'retry-later-0001');
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await appointmentsOf(user.id)).toHaveLength(1);
  });

  it('keeps an error answer too, and refuses the same key with another request (422)', async () => {
    const { headers } = await newCustomer(app);
    const [a, b] = (await laterSlots()).slice(2);
    const first = await book(headers, a!.start, 'reused-key-0001');
    expect(first.statusCode).toBe(201);
    const other = await book(headers, b!.start, 'reused-key-0001');
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');

    // A refusal is the answer a retry gets: the same SLOT_TAKEN, not a booking made later.
    const someoneElse = await newCustomer(app);
    const taken = await book(someoneElse.headers, a!.start, 'lost-race-0001');
    expect(taken.statusCode).toBe(409);
    const retried = await book(someoneElse.headers, a!.start, 'lost-race-0001');
    expect(retried.statusCode).toBe(409);
    expect(retried.json()).toEqual(taken.json());
  });

  it('keeps one person’s keys apart from another’s', async () => {
    const one = await newCustomer(app);
    const two = await newCustomer(app);
    const [a, b] = (await laterSlots()).slice(4);
    const first = await book(one.headers, a!.start, 'shared-key-0001');
    const second = await book(two.headers, b!.start, 'shared-key-0001');
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().result.id).not.toBe(first.json().result.id);
  });

  it('treats a key as new after 24 hours, and the worker purges it', async () => {
    const { headers, user } = await newCustomer(app);
    const [a, b] = (await laterSlots()).slice(6);
    expect((await book(headers, a!.start, 'day-old-key-0001')).statusCode).toBe(201);
    clock.advance(24 * 60 * 60_000 + 60_000);
    const later = await book(headers, b!.start, 'day-old-key-0001');
    expect(later.statusCode, later.body).toBe(201);
    expect(await appointmentsOf(user.id)).toHaveLength(2);

    clock.advance(24 * 60 * 60_000 + 60_000);
    await runDueJobs(app.deps);
    const kept = await app.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'day-old-key-0001'));
    expect(kept).toHaveLength(0);
  });

  it('refuses a malformed key with a clear message', async () => {
    const { headers } = await newCustomer(app);
    const [slot] = await laterSlots();
    const res = await book(headers, slot!.start, 'bad key!');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/Idempotency-Key/);
  });

  it('does not keep a refusal before the work: confirming the email, the same key books (201)', async () => {
    const person = await signUpUnverified(app);
    const [slot] = await laterSlots();
    const refused = await book(bearer(person.token), slot!.start, 'confirm-then-book');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('EMAIL_NOT_VERIFIED');

    const verify = await app.inject({
      method: 'POST',
      url: '/auth/email-otp/verify-email',
      headers: { cookie: person.cookie },
      payload: { email: person.email, otp: await latestCode(app, person.email) },
    });
    expect(verify.statusCode, verify.body).toBe(200);
    const booked = await book(bearer(await idToken(app, person.cookie)), slot!.start, 'confirm-then-book');
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.headers['idempotent-replayed']).toBeUndefined();
  });

  it('does not keep a validation error: the corrected request with the same key runs', async () => {
    const { headers, user } = await newCustomer(app);
    const [slot] = await laterSlots();
    const wrong = await app.inject({
      method: 'POST',
      url: '/v1/appointments',
      headers: { ...headers, 'idempotency-key': 'fix-the-notes-01' },
      payload: {
        shopUrl: 'anchor-ink',
        artistId: ids.ada,
        serviceId: ids.flash,
        start: slot!.start,
        notes: 'x'.repeat(100_000),
      },
    });
    expect(wrong.statusCode).toBe(400);
    const right = await book(headers, slot!.start, 'fix-the-notes-01');
    expect(right.statusCode, right.body).toBe(201);
    expect(await appointmentsOf(user.id)).toHaveLength(1);
  });
});
