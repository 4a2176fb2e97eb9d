import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/app.ts';
import { type BookingFixtures, insertBookingFixtures, newCustomer } from '../appointments/test-fixtures.ts';
import { newId } from '../db/ids.ts';
import { appointments } from '../db/schema/appointments.ts';
import { authUser } from '../db/schema/identity.ts';
import { payments } from '../db/schema/payments.ts';
import { users } from '../db/schema/users.ts';
import { insertDemoHistory } from '../seed/demo-history.ts';

let app: TestApp;
let ids: BookingFixtures;

beforeAll(async () => {
  app = await createTestApp();
  ids = await insertBookingFixtures(app);
});
afterAll(() => app.close());

/** Two finished visits with paid deposits and balances and a cancelled one refunded, as the demo has. */
async function giveHistory(customerId: string) {
  await app.db.transaction((tx) =>
    insertDemoHistory(tx, {
      businessId: ids.anchor,
      timeZone: 'America/New_York',
      currency: 'USD',
      customerId,
      seededAt: app.deps.clock.now(),
      artistIds: new Map([
        ['jules', ids.ada],
        ['dex', ids.ada],
        ['rina', ids.ben],
      ]),
      services: new Map([
        [
          'Small fine line tattoo',
          { id: ids.small, durationMinutes: 90, priceAmount: 18000, depositAmount: 5000 },
        ],
        ['Flash piece', { id: ids.flash, durationMinutes: 120, priceAmount: 15000, depositAmount: 5000 }],
      ]),
    }),
  );
}

/** `count` completed visits of this customer, one a day going back from a week ago. */
async function pastVisits(customerId: string, count: number) {
  for (let i = 0; i < count; i++) {
    const startsAt = new Date(app.deps.clock.now().getTime() - (7 + i) * 86_400_000);
    const endsAt = new Date(startsAt.getTime() + 3_600_000);
    await app.db.insert(appointments).values({
      id: newId(),
      businessId: ids.anchor,
      artistId: ids.ben,
      serviceId: ids.consult,
      customerId,
      startsAt,
      endsAt,
      blockedFrom: startsAt,
      blockedUntil: endsAt,
      status: 'completed',
      confirmationCode: `P${newId().slice(0, 7).toUpperCase()}`,
      priceAmount: 0,
      depositAmount: 0,
      currency: 'USD',
    });
  }
}

const list = (headers: Record<string, string>, query: string) =>
  app.inject({ url: `/v1/appointments?${query}`, headers });

describe('the customer’s appointments, paged', () => {
  it('pages past visits ten at a time, newest first, and keeps cancelled ones apart', async () => {
    const me = await newCustomer(app);
    await pastVisits(me.user.id, 12);
    await giveHistory(me.user.id);

    const first = (await list(me.headers, 'scope=past')).json().result;
    expect(first.items).toHaveLength(10);
    expect(first.nextPage).toBe(2);
    const starts = first.items.map((a: { startsAt: string }) => Date.parse(a.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    const second = (await list(me.headers, 'scope=past&page=2')).json().result;
    // 12 visits + the two finished demo visits; the cancelled one is not a past visit.
    expect(second.items).toHaveLength(4);
    expect(second.nextPage).toBeNull();
    expect(second.items.every((a: { status: string }) => a.status === 'completed')).toBe(true);

    const cancelled = (await list(me.headers, 'scope=cancelled')).json().result;
    expect(
      cancelled.items.map((a: { status: string; cancelOutcome: string }) => [a.status, a.cancelOutcome]),
    ).toEqual([['cancelled', 'refund']]);
    expect((await list(me.headers, 'scope=upcoming')).json().result).toEqual({ items: [], nextPage: null });
  });

  it('shows nobody else’s appointments, and names the field of a wrong page', async () => {
    const owner = await newCustomer(app);
    await pastVisits(owner.user.id, 1);
    const other = await newCustomer(app);
    expect((await list(other.headers, 'scope=past')).json().result.items).toEqual([]);
    const bad = await list(other.headers, 'scope=past&page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields['querystring.page']).toBeTruthy();
  });
});

describe('the customer’s payments', () => {
  it('lists every paid deposit and balance with its refunds and receipt, and no one else’s', async () => {
    const me = await newCustomer(app);
    await giveHistory(me.user.id);
    const res = await app.inject({ url: '/v1/payments', headers: me.headers });
    expect(res.statusCode, res.body).toBe(200);
    const { items, nextPage } = res.json().result;
    expect(nextPage).toBeNull();
    // Two visits paid in two parts, and the deposit of the cancelled one.
    expect(items.map((p: { kind: string }) => p.kind).sort()).toEqual([
      'balance',
      'balance',
      'deposit',
      'deposit',
      'deposit',
    ]);
    const refunded = items.filter((p: { refundedAmount: number }) => p.refundedAmount > 0);
    expect(refunded).toHaveLength(1);
    expect(refunded[0].refunds).toMatchObject([{ amount: 5000, status: 'succeeded' }]);
    const tipped = items.find((p: { totalAmount: number }) => p.totalAmount === 13000 + 1950);
    expect(tipped.appointment.serviceName).toBe('Small fine line tattoo');
    expect(items.every((p: { receiptNumber: string }) => /^LW-\d+$/.test(p.receiptNumber))).toBe(true);

    // The receipt and its PDF open from the list's links.
    const receipt = await app.inject({
      url: `/v1/payments/${tipped.paymentId}/receipt`,
      headers: me.headers,
    });
    expect(receipt.json().result.totalAmount).toBe(14950);
    const pdf = await app.inject({ url: tipped.pdfPath });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    const other = await newCustomer(app);
    expect((await app.inject({ url: '/v1/payments', headers: other.headers })).json().result.items).toEqual(
      [],
    );
    const theirs = await app.inject({
      url: `/v1/payments/${tipped.paymentId}/receipt`,
      headers: other.headers,
    });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('notification preferences', () => {
  it('starts from the defaults, keeps what the customer chose, and refuses a half-filled choice', async () => {
    const me = await newCustomer(app);
    const url = '/v1/users/me/notifications';
    const initial = (await app.inject({ url, headers: me.headers })).json().result;
    expect(initial.reminders).toEqual({ email: true, sms: true });
    const chosen = {
      ...initial,
      reminders: { email: false, sms: true },
      marketing: { email: false, sms: false },
    };
    const put = await app.inject({ method: 'PUT', url, headers: me.headers, payload: chosen });
    expect(put.statusCode, put.body).toBe(200);
    expect((await app.inject({ url, headers: me.headers })).json().result).toEqual(chosen);

    const half = await app.inject({
      method: 'PUT',
      url,
      headers: me.headers,
      payload: { reminders: { email: true } },
    });
    expect(half.statusCode).toBe(400);
    expect((await app.inject({ url, headers: me.headers })).json().result).toEqual(chosen);
  });
});

describe('export', () => {
  it('gives the customer everything of theirs in one document, and nothing of anyone else', async () => {
    const me = await newCustomer(app);
    await giveHistory(me.user.id);
    const other = await newCustomer(app);
    await giveHistory(other.user.id);
    const res = await app.inject({ url: '/v1/users/me/export', headers: me.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const doc = res.json().result;
    expect(doc.profile.email).toBe(me.email);
    expect(doc.appointments).toHaveLength(3);
    expect(doc.payments).toHaveLength(5);
    expect(doc.payments.some((p: { refunds: unknown[] }) => p.refunds.length === 1)).toBe(true);
    expect(JSON.stringify(doc)).not.toContain(other.email);
    // Keys that open receipts are not personal data to hand around.
    expect(JSON.stringify(doc)).not.toContain('receiptKey');
  });
});

describe('deleting the account', () => {
  it('asks for the account’s email, and waits until no visit is coming', async () => {
    const me = await newCustomer(app);
    const wrong = await app.inject({
      method: 'POST',
      url: '/v1/users/me/delete',
      headers: me.headers,
      payload: { confirmEmail: 'someone@else.test' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details.fields['body.confirmEmail']).toMatch(/email address of this account/);

    const starts = new Date(app.deps.clock.now().getTime() + 5 * 86_400_000);
    await app.db.insert(appointments).values({
      id: newId(),
      businessId: ids.anchor,
      artistId: ids.ben,
      serviceId: ids.consult,
      customerId: me.user.id,
      startsAt: starts,
      endsAt: new Date(starts.getTime() + 1_800_000),
      blockedFrom: starts,
      blockedUntil: new Date(starts.getTime() + 1_800_000),
      status: 'confirmed',
      confirmationCode: `U${newId().slice(0, 7).toUpperCase()}`,
      priceAmount: 0,
      depositAmount: 0,
      currency: 'USD',
    });
    const coming = await app.inject({
      method: 'POST',
      url: '/v1/users/me/delete',
      headers: me.headers,
      payload: { confirmEmail: me.email },
    });
    expect(coming.statusCode).toBe(422);
    expect(coming.json().error.message).toMatch(/Cancel it first/);
    const [still] = await app.db.select().from(users).where(eq(users.id, me.user.id));
    expect(still!.deletedAt).toBeNull();
  });

  it('deletes the login and who they were, and leaves the shop its receipts', async () => {
    const person = await signUp(app, { phoneNumber: '+12125550199' });
    const headers = { authorization: `Bearer ${person.token}` };
    const profile = (await app.inject({ url: '/v1/users/me', headers })).json().result;
    await giveHistory(profile.userId);
    const res = await app.inject({
      method: 'POST',
      url: '/v1/users/me/delete',
      headers,
      payload: { confirmEmail: person.email.toUpperCase() },
    });
    expect(res.statusCode, res.body).toBe(200);

    const [row] = await app.db.select().from(users).where(eq(users.id, profile.userId));
    expect(row).toMatchObject({ firstName: 'Deleted', lastName: 'customer', phoneNumber: null });
    expect(row!.email).not.toContain(person.email);
    expect(row!.deletedAt).not.toBeNull();
    expect(await app.db.select().from(authUser).where(eq(authUser.email, person.email))).toEqual([]);
    // The shop keeps its receipts, still pointing at the (now anonymous) customer.
    const kept = await app.db.select().from(payments).where(eq(payments.customerId, profile.userId));
    expect(kept).toHaveLength(5);
    const signIn = await app.inject({
      method: 'POST',
      url: '/auth/sign-in/email',
      payload: { email: person.email, password: person.password },
    });
    expect(signIn.statusCode).toBe(401);
  });
});

describe('password and devices (the identity service, as the account page calls it)', () => {
  it('says which field is wrong for a wrong current password, and signs out every device', async () => {
    const person = await signUp(app);
    const wrong = await app.inject({
      method: 'POST',
      url: '/auth/change-password',
      headers: { cookie: person.cookie },
      payload: { currentPassword: 'not-my-password', newPassword: 'another-long-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details.fields['body.currentPassword']).toBe('This password is not right');

    const revoke = await app.inject({
      method: 'POST',
      url: '/auth/revoke-sessions',
      headers: { cookie: person.cookie, 'content-type': 'application/json' },
      payload: {},
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    const session = await app.inject({ url: '/auth/get-session', headers: { cookie: person.cookie } });
    expect(session.json()).toBeNull();
  });
});
