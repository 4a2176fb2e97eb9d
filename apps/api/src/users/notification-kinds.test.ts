import { defaultNotificationPreferences, type NotificationPreferences } from '@linework/contract/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp } from '../../test/app.ts';
import { createTestClock } from '../../test/clock.ts';
import { type BookingFixtures, insertBookingFixtures, newMember } from '../appointments/test-fixtures.ts';
import { send, startConversation } from '../chat/test-fixtures.ts';
import { newId } from '../db/ids.ts';
import { appointments } from '../db/schema/appointments.ts';
import { mailMessages } from '../db/schema/mail.ts';
import { smsMessages } from '../db/schema/sms.ts';
import { announcementDeliveries, announcements, subscriptions } from '../db/schema/subscriptions.ts';
import { jobHandlers } from '../worker/registry.ts';

// Every message to a customer obeys what they chose at /account, per kind and channel: appointment
// news (confirmations, balance requests), chat, marketing; reminders have their own tests.

// 10:00 in New York (summer time since 9 March): no quiet hours hold a text back.
const clock = createTestClock('2031-03-10T14:00:00Z');
let app: TestApp;
let ids: BookingFixtures;

beforeAll(async () => {
  app = await createTestApp({}, { clock });
  ids = await insertBookingFixtures(app);
});
afterAll(() => app.close());

type Change = { [K in keyof NotificationPreferences]?: Partial<NotificationPreferences[K]> };

/** A new customer with a phone, who chose these preferences (the rest as the defaults). */
async function customer(change: Change = {}) {
  const phoneNumber = `+1555${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`;
  const person = await signUp(app, { phoneNumber });
  const headers = bearer(person.token);
  const preferences = Object.fromEntries(
    Object.entries(defaultNotificationPreferences).map(([kind, channels]) => [
      kind,
      { ...channels, ...change[kind as keyof Change] },
    ]),
  );
  const res = await app.inject({
    method: 'PUT',
    url: '/v1/users/me/notifications',
    headers,
    payload: preferences,
  });
  expect(res.statusCode, res.body).toBe(200);
  const me = (await app.inject({ url: '/v1/users/me', headers })).json().result;
  return { userId: me.userId as string, email: person.email, phoneNumber, headers };
}

let nextStart = Date.parse('2031-03-20T14:00:00Z');
/** A confirmed visit with Ben at Anchor Ink (New York), $180 with nothing paid yet. */
async function visit(customerId: string) {
  const id = newId();
  const starts = new Date(nextStart);
  nextStart += 2 * 3_600_000;
  const ends = new Date(starts.getTime() + 1_800_000);
  await app.db.insert(appointments).values({
    id,
    businessId: ids.anchor,
    artistId: ids.ben,
    serviceId: ids.consult,
    customerId,
    startsAt: starts,
    endsAt: ends,
    blockedFrom: starts,
    blockedUntil: ends,
    status: 'confirmed',
    confirmationCode: `P${newId().slice(0, 7).toUpperCase()}`,
    priceAmount: 18000,
    depositAmount: 0,
    currency: 'USD',
  });
  return { id, startsAt: starts.toISOString() };
}

const mailsTo = (email: string) => app.db.select().from(mailMessages).where(eq(mailMessages.to, email));
const textsTo = (phone: string) => app.db.select().from(smsMessages).where(eq(smsMessages.to, phone));

describe('appointment news', () => {
  it('emails a confirmation only to a customer who takes appointment news by email', async () => {
    const byDefault = await customer();
    const textOnly = await customer({ appointments: { email: false, sms: true } });
    for (const person of [byDefault, textOnly]) {
      const v = await visit(person.userId);
      await jobHandlers['appointment.confirmed'](app.deps, { appointmentId: v.id, startsAt: v.startsAt });
    }
    expect(await mailsTo(byDefault.email)).toHaveLength(1);
    expect(await textsTo(byDefault.phoneNumber)).toHaveLength(0);
    expect(await mailsTo(textOnly.email)).toHaveLength(0);
    const [text] = await textsTo(textOnly.phoneNumber);
    expect(text?.body).toContain("Anchor Ink: you're booked for Free consultation with Ben Ward");
  });

  it('sends the shop’s balance request by email only when appointment news is wanted by email', async () => {
    const wants = await customer();
    const declines = await customer({ appointments: { email: false } });
    for (const person of [wants, declines]) {
      const v = await visit(person.userId);
      await jobHandlers['payment.balance_requested'](app.deps, { appointmentId: v.id });
    }
    const [request] = await mailsTo(wants.email);
    expect(request?.subject).toContain('Anchor Ink');
    expect(await mailsTo(declines.email)).toHaveLength(0);
  });
});

describe('chat', () => {
  it('emails unread replies only to a customer who takes chat news by email', async () => {
    const staff = await newMember(app, ids.anchor, 'staff');
    const wants = await customer();
    const declines = await customer({ chat: { email: false } });
    for (const person of [wants, declines]) {
      const { id } = await startConversation(app, person.headers);
      await send(
        app,
        `/v1/business/${ids.anchor}/conversations/${id}/messages`,
        staff.headers,
        'Your stencil is ready.',
      );
      await jobHandlers['chat.unread'](app.deps, { conversationId: id, side: 'customer' });
    }
    expect(await mailsTo(wants.email)).toHaveLength(1);
    expect(await mailsTo(declines.email)).toHaveLength(0);
  });
});

describe('marketing', () => {
  it('sends announcements to followers whose account takes marketing, and to followers without one', async () => {
    const declines = await customer({ marketing: { email: false } });
    const sameEmailDeclines = await customer({ marketing: { email: false } });
    const wants = await customer();
    const anonymous = `follower-${newId()}@example.test`;
    const follow = (email: string, userId: string | null) => ({
      id: newId(),
      businessId: ids.anchor,
      email,
      userId,
      topics: ['news' as const],
      token: newId(),
      consentText: 'News from Anchor Ink',
      consentedAt: clock.now(),
      confirmedAt: clock.now(),
    });
    const follows = [
      follow(declines.email, declines.userId),
      // Followed before signing up: the account with that email decides.
      follow(sameEmailDeclines.email, null),
      follow(wants.email, wants.userId),
      follow(anonymous, null),
    ];
    await app.db.insert(subscriptions).values(follows);
    const announcementId = newId();
    await app.db.insert(announcements).values({
      id: announcementId,
      businessId: ids.anchor,
      topic: 'news',
      title: 'Open house on Saturday',
      message: 'Come and see the new studio.',
      recipientCount: follows.length,
    });
    await jobHandlers['announcement.send'](app.deps, { announcementId });
    expect(await mailsTo(declines.email)).toHaveLength(0);
    expect(await mailsTo(sameEmailDeclines.email)).toHaveLength(0);
    expect(await mailsTo(wants.email)).toHaveLength(1);
    expect(await mailsTo(anonymous)).toHaveLength(1);
    // Everyone is done with, so the next batch does not pick the ones left out again.
    const delivered = await app.db
      .select()
      .from(announcementDeliveries)
      .where(eq(announcementDeliveries.announcementId, announcementId));
    expect(delivered).toHaveLength(follows.length);
  });
});
