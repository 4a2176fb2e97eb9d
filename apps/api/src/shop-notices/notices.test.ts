import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type BookingFixtures, insertBookingFixtures, newCustomer } from '../appointments/test-fixtures.ts';
import { mailMessages } from '../db/schema/mail.ts';
import { bookHeld, payWithCard, startCheckout } from '../payments/test-fixtures.ts';
import { memberOf } from '../staff-booking/test-fixtures.ts';
import { runDueJobs } from '../worker/worker.ts';

// The shop hears of each new booking: Anchor Ink's owner of every one, its artist Ben of his own
// only (this one is Ada's), each by email and in the studio as they chose.

let app: TestApp;
let ids: BookingFixtures;
let owner: Awaited<ReturnType<typeof memberOf>>;
let ben: Awaited<ReturnType<typeof memberOf>>;
let otherShop: Awaited<ReturnType<typeof memberOf>>;

beforeAll(async () => {
  app = await createTestApp();
  ids = await insertBookingFixtures(app);
  owner = await memberOf(app, ids.anchor, 'owner');
  ben = await memberOf(app, ids.anchor, 'artist', ids.ben);
  otherShop = await memberOf(app, ids.harbour, 'staff');
});
afterAll(() => app?.close());

const notices = (person: { headers: Record<string, string> }, businessId = ids.anchor) =>
  app.inject({ url: `/v1/business/${businessId}/notices`, headers: person.headers });
const mailTo = (email: string) => app.db.select().from(mailMessages).where(eq(mailMessages.to, email));

/** A customer books Ada and pays the deposit: a new booking for the shop. */
async function newBooking() {
  const customer = await newCustomer(app);
  const held = await bookHeld(app, ids, customer.headers);
  const payment = await startCheckout(app, customer.headers, held.id);
  await payWithCard(app, customer.headers, payment.id, '4242424242424242');
  await runDueJobs(app.deps);
  return { customer, appointmentId: held.id };
}

describe('a new booking, told to the shop', () => {
  it('emails the owner and leaves a notice in the studio; an artist hears only of their own', async () => {
    const { customer, appointmentId } = await newBooking();
    const mails = await mailTo(owner.email);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^New booking: Small fine line tattoo with Ada/),
    ]);
    expect(mails[0]!.text).toContain(`${customer.user.firstName} ${customer.user.lastName}`.trim());

    const list = await notices(owner);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().result).toMatchObject({
      unread: 1,
      notices: [{ kind: 'new_booking', read: false, appointment: { id: appointmentId } }],
    });
    expect((await notices(ben)).json().result).toEqual({ unread: 0, notices: [] });
    expect(await mailTo(ben.email)).toEqual([]);
    // Someone of another shop learns nothing of this one.
    expect((await notices(otherShop)).statusCode).toBe(404);
  });

  it('marks the notices read, and follows each member’s choice of email and notice', async () => {
    const read = await app.inject({
      method: 'POST',
      url: `/v1/business/${ids.anchor}/notices/read`,
      headers: owner.headers,
    });
    expect(read.json().result).toEqual({ unread: 0 });
    expect((await notices(owner)).json().result.unread).toBe(0);

    const url = `/v1/business/${ids.anchor}/notices/preferences`;
    expect((await app.inject({ url, headers: owner.headers })).json().result).toEqual({
      newBookingEmail: true,
      newBookingNotice: true,
    });
    const set = await app.inject({
      method: 'PUT',
      url,
      headers: owner.headers,
      payload: { newBookingEmail: false, newBookingNotice: true },
    });
    expect(set.json().result).toEqual({ newBookingEmail: false, newBookingNotice: true });
    const bad = await app.inject({
      method: 'PUT',
      url,
      headers: owner.headers,
      payload: { newBookingEmail: 'no' },
    });
    expect(bad.statusCode).toBe(400);

    const emailsBefore = (await mailTo(owner.email)).length;
    await newBooking();
    expect(await mailTo(owner.email)).toHaveLength(emailsBefore);
    expect((await notices(owner)).json().result.unread).toBe(1);
  });
});
