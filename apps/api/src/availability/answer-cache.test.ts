import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type BookingFixtures, insertBookingFixtures, newCustomer } from '../appointments/test-fixtures.ts';
import { insertAppointment } from '../staff-booking/test-fixtures.ts';

// Availability answers are kept per instance and revalidated by ETag: anyone may store one, nobody
// may reuse it without asking, so a new hold shows on the very next read.

let app: TestApp;
let ids: BookingFixtures;
beforeAll(async () => {
  app = await createTestApp();
  ids = await insertBookingFixtures(app);
});
afterAll(() => app.close());

const url = () => `/v1/availability?shopUrl=anchor-ink&artistId=${ids.ada}&serviceId=${ids.flash}`;
const starts = (body: string) =>
  (JSON.parse(body).result.days as { slots: { start: string }[] }[]).flatMap((d) =>
    d.slots.map((s) => s.start),
  );

describe('availability over HTTP', () => {
  it('lets anyone keep the answer but asks them to revalidate it, and answers 304 while it holds', async () => {
    const first = await app.inject({ url: url(), headers: { 'accept-encoding': 'br, gzip' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.vary).toMatch(/Authorization/);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['content-encoding']).toBe('br');
    const again = await app.inject({ url: url(), headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const plain = await app.inject({ url: url() });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toBe(first.headers.etag);
  });

  it('takes a time held a moment ago out of the very next answer, with a new ETag', async () => {
    const before = await app.inject({ url: url() });
    const slot = starts(before.body)[3]!;
    const customer = await newCustomer(app);
    const held = await app.inject({
      method: 'POST',
      url: '/v1/appointments',
      headers: customer.headers,
      payload: { shopUrl: 'anchor-ink', artistId: ids.ada, serviceId: ids.flash, start: slot },
    });
    expect(held.statusCode, held.body).toBe(201);
    const after = await app.inject({ url: url(), headers: { 'if-none-match': String(before.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(starts(after.body)).not.toContain(slot);
  });

  it('reuses the computed answer until a change to that artist is announced', async () => {
    const customer = await newCustomer(app);
    const slot = starts((await app.inject({ url: url() })).body)[5]!;
    // Written with the database's triggers off: no instance hears of it…
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await insertAppointment({ db: tx } as never, {
        businessId: ids.anchor,
        artistId: ids.ada,
        serviceId: ids.flash,
        customerId: customer.user.id,
        startsAt: new Date(slot),
      });
    });
    expect(starts((await app.inject({ url: url() })).body)).toContain(slot);
    // …until it is announced for this artist, as the triggers do.
    await app.db.execute(sql`select pg_notify('availability_changed', ${ids.ada})`);
    await expect.poll(async () => starts((await app.inject({ url: url() })).body)).not.toContain(slot);
  });

  it('keeps a signed-in reader’s answer out of shared caches', async () => {
    const customer = await newCustomer(app);
    const res = await app.inject({ url: url(), headers: customer.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });
});
