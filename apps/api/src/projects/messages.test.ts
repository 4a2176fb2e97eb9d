import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/app.ts';
import { createTestClock } from '../../test/clock.ts';
import { type BookingFixtures, insertBookingFixtures, newMember } from '../appointments/test-fixtures.ts';
import { newId } from '../db/ids.ts';
import { mailMessages } from '../db/schema/mail.ts';
import { smsMessages } from '../db/schema/sms.ts';
import { users } from '../db/schema/users.ts';
import { payWithCard, startCheckout } from '../payments/test-fixtures.ts';
import { runDueJobs } from '../worker/worker.ts';

// The messages of a project (issue 27): the quote, a session booked, the next session due after
// healing, and what is due before a session, each by email and by text as the customer chose, each
// with the project's link. Read from the mail store and the SMS outbox, as the customer would.

// Noon in New York: no quiet hours hold the texts back.
const clock = createTestClock('2031-03-10T17:00:00Z');
const day = 86_400_000;
let app: TestApp;
let ids: BookingFixtures;
let staff: Awaited<ReturnType<typeof newMember>>;

beforeAll(async () => {
  app = await createTestApp({}, { clock });
  ids = await insertBookingFixtures(app);
  staff = await newMember(app, ids.anchor, 'staff');
});
afterAll(() => app.close());

const allOn = { email: true, sms: true };
const allOff = { email: false, sms: false };

/** A returning customer of Anchor Ink (a free consultation) with a phone, taking every message or none. */
async function customer(takes: typeof allOn) {
  const phoneNumber = `+1212555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
  const person = await signUp(app, { phoneNumber });
  const headers = { authorization: `Bearer ${person.token}` };
  const me = (await app.inject({ url: '/v1/users/me', headers })).json().result as { userId: string };
  await app.db
    .update(users)
    .set({
      notificationPreferences: { appointments: takes, reminders: takes, chat: takes, marketing: allOff },
    })
    .where(eq(users.id, me.userId));
  const avail = await app.inject({
    url: `/v1/availability?shopUrl=anchor-ink&artistId=${ids.ada}&serviceId=${ids.consult}`,
  });
  const start = avail.json().result.days.find((d: { slots: unknown[] }) => d.slots.length).slots[0].start;
  const consult = await app.inject({
    method: 'POST',
    url: '/v1/appointments',
    headers,
    payload: { shopUrl: 'anchor-ink', artistId: ids.ada, serviceId: ids.consult, start },
  });
  expect(consult.statusCode, consult.body).toBe(201);
  return { headers, userId: me.userId, email: person.email.toLowerCase(), phoneNumber };
}

async function quote(customerId: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/v1/business/${ids.anchor}/projects`,
    headers: { ...staff.headers, 'idempotency-key': newId() },
    payload: {
      customerId,
      artistId: ids.ada,
      serviceId: ids.small,
      title: 'Wave sleeve',
      sessionCount: 2,
      quote: { kind: 'fixed', amount: 40000 },
      depositAmount: 10000,
      depositAppliesTo: 'last',
      healingGapDays: 0,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result.id as string;
}

const mailsTo = (email: string) => app.db.select().from(mailMessages).where(eq(mailMessages.to, email));
const textsTo = (phone: string) => app.db.select().from(smsMessages).where(eq(smsMessages.to, phone));

/** Session 1 booked a week ahead, its deposit paid (so the time is held for good). */
async function bookSession(headers: Record<string, string>, projectId: string) {
  const from = new Date(clock.now().getTime() + 7 * day).toISOString().slice(0, 10);
  const times = await app.inject({ url: `/v1/projects/${projectId}/free-times?from=${from}`, headers });
  const start = times.json().result.days[0].slots[0].start as string;
  const res = await app.inject({
    method: 'POST',
    url: `/v1/projects/${projectId}/sessions`,
    headers: { ...headers, 'idempotency-key': newId() },
    payload: { start },
  });
  expect(res.statusCode, res.body).toBe(201);
  const appointmentId = res.json().result.appointmentId as string;
  const deposit = await startCheckout(app, headers, appointmentId, 'deposit');
  expect((await payWithCard(app, headers, deposit.id, '4242424242424242')).status).toBe('succeeded');
  return { appointmentId, start };
}

describe('the messages of a project', () => {
  it('the quote, a session booked and what is due before it reach the customer by email and text, with the link', async () => {
    const c = await customer(allOn);
    const projectId = await quote(c.userId);
    await runDueJobs(app.deps);
    const link = `/account/projects/${projectId}`;
    let mails = await mailsTo(c.email);
    const quoted = mails.find((m) => m.subject === 'Anchor Ink quoted your Wave sleeve');
    expect(quoted?.text).toContain(link);
    let texts = await textsTo(c.phoneNumber);
    const quoteText = texts.find((t) =>
      t.body.includes('your Wave sleeve is quoted, $400.00 for 2 sessions'),
    );
    expect(quoteText?.body).toContain(link);

    expect(
      (await app.inject({ method: 'POST', url: `/v1/projects/${projectId}/accept`, headers: c.headers }))
        .statusCode,
    ).toBe(200);
    const s1 = await bookSession(c.headers, projectId);
    await runDueJobs(app.deps);
    mails = await mailsTo(c.email);
    expect(mails.some((m) => /is booked for/.test(m.subject) && m.text.includes(link))).toBe(true);
    texts = await textsTo(c.phoneNumber);
    expect(texts.some((t) => /is booked for/.test(t.body) && t.body.includes(link))).toBe(true);

    // Two days before the session: what its checkout asks (session 1: its whole $200; the deposit is session 2's).
    clock.set(new Date(new Date(s1.start).getTime() - 2 * day + 60_000));
    await runDueJobs(app.deps);
    // Found by its subject: PostgreSQL returns rows in no set order, so no slice of "the new ones".
    const due = (await mailsTo(c.email)).find((m) => /: \$200\.00 due$/.test(m.subject));
    expect(due?.text).toContain('Due at checkout');
    expect(due?.text).toContain(link);
    expect((await textsTo(c.phoneNumber)).some((t) => t.body.includes('Due at checkout: $200.00'))).toBe(
      true,
    );
    clock.set(new Date('2031-03-10T17:00:00Z'));
  });

  it('a customer who takes none of these messages gets none, by email or text', async () => {
    const c = await customer(allOff);
    const projectId = await quote(c.userId);
    await runDueJobs(app.deps);
    expect(
      (await app.inject({ method: 'POST', url: `/v1/projects/${projectId}/accept`, headers: c.headers }))
        .statusCode,
    ).toBe(200);
    const s1 = await bookSession(c.headers, projectId);
    await runDueJobs(app.deps);
    clock.set(new Date(new Date(s1.start).getTime() - 2 * day + 60_000));
    await runDueJobs(app.deps);
    clock.set(new Date('2031-03-10T17:00:00Z'));
    const projectMails = (await mailsTo(c.email)).filter((m) =>
      m.text.includes(`/account/projects/${projectId}`),
    );
    expect(projectMails).toEqual([]);
    expect(await textsTo(c.phoneNumber)).toEqual([]);
  });
});
