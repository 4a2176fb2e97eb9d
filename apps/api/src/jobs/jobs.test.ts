import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { changeAppointment } from '../appointments/lifecycle.ts';
import { type BookingFixtures, insertBookingFixtures, newCustomer } from '../appointments/test-fixtures.ts';
import { appointmentHistory, appointments } from '../db/schema/appointments.ts';
import { jobs } from '../db/schema/jobs.ts';
import { mailMessages } from '../db/schema/mail.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { maxAttempts, runDueJobs } from '../worker/worker.ts';

let app: TestApp;
let ids: BookingFixtures;

beforeAll(async () => {
  app = await createTestApp();
  ids = await insertBookingFixtures(app);
});
afterAll(() => app.close());

/** Free times of Ada at Anchor Ink more than three days ahead, one per day. */
async function freeTimes(serviceId: string) {
  const res = await app.inject({
    url: `/v1/availability?shopUrl=anchor-ink&artistId=${ids.ada}&serviceId=${serviceId}`,
  });
  return (res.json().result.days as { slots: { start: string }[] }[])
    .filter((d) => d.slots.length > 2)
    .map((d) => d.slots[d.slots.length - 2]!.start)
    .filter((s) => Date.parse(s) > app.deps.clock.now().getTime() + 3 * 86_400_000);
}

const book = async (headers: Record<string, string>, serviceId: string, start: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/appointments',
    headers,
    payload: { shopUrl: 'anchor-ink', artistId: ids.ada, serviceId, start },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result as { id: string; startsAt: string; status: string };
};

const mailTo = (email: string) =>
  app.db.select().from(mailMessages).where(eq(mailMessages.to, email)).orderBy(asc(mailMessages.createdAt));

const attachmentText = (m: { attachments: { contentBase64: string }[] }) =>
  Buffer.from(m.attachments[0]!.contentBase64, 'base64').toString('utf8');

/** Lets every scheduled job come due, as if the clock had moved on. */
const makeAllDue = () =>
  app.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(sql`done_at IS NULL`);

describe('booking emails', () => {
  it('sends the confirmation with a calendar file and the appointment link, once', async () => {
    const person = await newCustomer(app);
    const [start] = await freeTimes(ids.consult);
    const appt = await book(person.headers, ids.consult, start!);
    expect(await mailTo(person.email)).toEqual([]); // nothing leaves before the worker runs

    await runDueJobs(app.deps);
    const mails = await mailTo(person.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toMatch(/^Confirmed: Free consultation with Ada Stone/);
    expect(mail.text).toContain(`http://localhost:3000/booking/${appt.id}`);
    expect(mail.text).toMatch(/\(New York time\)/);
    expect(mail.attachments.map((a) => a.filename)).toEqual(['appointment.ics', 'check-in-qr.png']);
    // The QR code to check in with at the door, as a real PNG.
    expect(Buffer.from(mail.attachments[1]!.contentBase64, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(mail.text).toContain('scan the attached QR code');
    const ics = attachmentText(mail);
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`UID:${appt.id}@linework`);
    const utc = appt.startsAt.replace(/[-:]/g, '').replace('.000', '');
    expect(ics).toContain(`DTSTART:${utc}`);

    await runDueJobs(app.deps);
    expect(await mailTo(person.email)).toHaveLength(1);
  });

  it('emails a held booking only once its deposit confirms it, then reminds 48 and 3 hours before', async () => {
    const person = await newCustomer(app);
    const [start] = await freeTimes(ids.small);
    const appt = await book(person.headers, ids.small, start!);
    await runDueJobs(app.deps);
    expect(await mailTo(person.email)).toEqual([]);

    await app.db.transaction((tx) =>
      changeAppointment(tx, 'payment.confirm', { id: appt.id }, { now: app.deps.clock.now() }),
    );
    await runDueJobs(app.deps);
    expect((await mailTo(person.email)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Confirmed: Small fine line tattoo/),
    ]);
    const reminders = await app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'appointment.reminder'), sql`payload->>'appointmentId' = ${appt.id}`))
      .orderBy(asc(jobs.runAt));
    expect(reminders.map((r) => Date.parse(appt.startsAt) - r.runAt.getTime())).toEqual([
      48 * 3_600_000,
      3 * 3_600_000,
    ]);
    expect(reminders.every((r) => r.doneAt === null)).toBe(true); // not due yet

    await makeAllDue();
    await runDueJobs(app.deps);
    const mails = await mailTo(person.email);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Confirmed: Small fine line tattoo/),
      expect.stringMatching(/^Reminder: Small fine line tattoo/),
      expect.stringMatching(/^Reminder: Small fine line tattoo/),
    ]);
    expect(
      mails
        .slice(1)
        .map((m) => m.text.match(/your appointment is (in \d+ \w+)/)?.[1])
        .sort(),
    ).toEqual(['in 2 days', 'in 3 hours']);
    // No waiver was signed: each reminder says so, with the page to sign it from.
    expect(mails[1]!.text).toContain(
      `You have not signed the shop's waiver yet. Sign it before you come: http://localhost:3000/booking/${appt.id}`,
    );
  });

  it('tells about a move with the new time, and reminds only of the new time', async () => {
    const person = await newCustomer(app);
    const times = await freeTimes(ids.consult);
    const appt = await book(person.headers, ids.consult, times[1]!);
    const moved = await app.inject({
      method: 'POST',
      url: `/v1/appointments/${appt.id}/reschedule`,
      headers: person.headers,
      payload: { start: times[3] },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await makeAllDue();
    await runDueJobs(app.deps);
    const mails = await mailTo(person.email);
    const moveMail = mails.find((m) => m.subject.startsWith('Moved:'))!;
    const utc = times[3]!.replace(/[-:]/g, '').replace('.000', '');
    expect(attachmentText(moveMail)).toContain(`DTSTART:${utc}`);
    expect(attachmentText(moveMail)).toContain('SEQUENCE:1');
    // Reminders were scheduled for the old time and the new; only those of the new time are sent.
    const reminders = mails.filter((m) => m.subject.startsWith('Reminder:'));
    expect(reminders).toHaveLength(2);
    for (const reminder of reminders) expect(attachmentText(reminder)).toContain(`DTSTART:${utc}`);
  });

  it('sends the cancellation with a calendar cancel, and no reminder afterwards', async () => {
    const person = await newCustomer(app);
    const [start] = await freeTimes(ids.consult);
    const appt = await book(person.headers, ids.consult, start!);
    const res = await app.inject({
      method: 'POST',
      url: `/v1/appointments/${appt.id}/cancel`,
      headers: person.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    await makeAllDue();
    await runDueJobs(app.deps);
    const subjects = (await mailTo(person.email)).map((m) => m.subject);
    // The confirmation was still written before the cancel; the reminder finds it cancelled.
    expect(subjects.filter((s) => s.startsWith('Reminder:'))).toEqual([]);
    const cancelMail = (await mailTo(person.email)).find((m) => m.subject.startsWith('Cancelled:'))!;
    expect(cancelMail.text).toContain('Nothing had been paid');
    expect(attachmentText(cancelMail)).toContain('METHOD:CANCEL');
    expect(attachmentText(cancelMail)).toContain('STATUS:CANCELLED');
  });

  it('writes no job for a booking that lost its race', async () => {
    const [start] = await freeTimes(ids.consult);
    await book((await newCustomer(app)).headers, ids.consult, start!);
    const before = await app.db.select().from(jobs);
    const loser = await app.inject({
      method: 'POST',
      url: '/v1/appointments',
      headers: (await newCustomer(app)).headers,
      payload: { shopUrl: 'anchor-ink', artistId: ids.ada, serviceId: ids.consult, start },
    });
    expect(loser.statusCode).toBe(409);
    expect(await app.db.select().from(jobs)).toHaveLength(before.length);
  });
});

describe('the worker', () => {
  it('expires unpaid holds whose time ran out and frees their time', async () => {
    const person = await newCustomer(app);
    const [start] = await freeTimes(ids.flash);
    const appt = await book(person.headers, ids.flash, start!);
    await app.db
      .update(appointments)
      .set({ holdExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(appointments.id, appt.id));
    const { expired } = await runDueJobs(app.deps);
    expect(expired).toBeGreaterThanOrEqual(1);
    const [row] = await app.db.select().from(appointments).where(eq(appointments.id, appt.id));
    expect(row!.status).toBe('expired');
    const history = await app.db
      .select()
      .from(appointmentHistory)
      .where(eq(appointmentHistory.appointmentId, appt.id));
    expect(history.map((h) => h.toStatus)).toEqual(['held', 'expired']);
    // Paying now is too late: the compare-and-swap finds no hold to confirm.
    const late = changeAppointment(app.db, 'payment.confirm', { id: appt.id }, { now: app.deps.clock.now() });
    await expect(late).rejects.toMatchObject({ code: 'PAYMENT_CLOSED' });
  });
});

describe('retries', () => {
  it('retries a failed email later with backoff, and gives up after the last attempt', async () => {
    let failing = true;
    const sent: MailMessage[] = [];
    const flaky = await createTestApp(
      {},
      {
        mailer: {
          kind: 'smtp',
          async send(m) {
            if (failing) throw new Error('mail server unreachable');
            sent.push(m);
          },
        },
      },
    );
    try {
      const fixtures = await insertBookingFixtures(flaky);
      const person = await newCustomer(flaky);
      const slots = (
        await flaky.inject({
          url: `/v1/availability?shopUrl=anchor-ink&artistId=${fixtures.ada}&serviceId=${fixtures.consult}`,
        })
      ).json().result.days as { slots: { start: string }[] }[];
      const start = slots.flatMap((d) => d.slots).at(-1)!.start;
      const res = await flaky.inject({
        method: 'POST',
        url: '/v1/appointments',
        headers: person.headers,
        payload: { shopUrl: 'anchor-ink', artistId: fixtures.ada, serviceId: fixtures.consult, start },
      });
      expect(res.statusCode).toBe(201);

      await runDueJobs(flaky.deps);
      const [job] = await flaky.db.select().from(jobs).where(eq(jobs.kind, 'appointment.confirmed'));
      expect(job).toMatchObject({ attempts: 1, lastError: 'mail server unreachable', doneAt: null });
      expect(job!.runAt.getTime()).toBeGreaterThan(flaky.deps.clock.now().getTime() + 20_000);
      await runDueJobs(flaky.deps); // not due yet: nothing happens
      expect((await flaky.db.select().from(jobs).where(eq(jobs.id, job!.id)))[0]!.attempts).toBe(1);

      failing = false;
      await flaky.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, job!.id));
      await runDueJobs(flaky.deps);
      expect(sent.map((m) => m.subject)).toEqual([expect.stringMatching(/^Confirmed:/)]);
      expect((await flaky.db.select().from(jobs).where(eq(jobs.id, job!.id)))[0]!.doneAt).not.toBeNull();

      // A job that keeps failing stops after its last attempt, with the reason kept.
      failing = true;
      await flaky.db
        .update(jobs)
        .set({ doneAt: null, attempts: maxAttempts - 1, runAt: sql`now()` })
        .where(eq(jobs.id, job!.id));
      await runDueJobs(flaky.deps);
      const [gaveUp] = await flaky.db.select().from(jobs).where(eq(jobs.id, job!.id));
      expect(gaveUp!.failedAt).not.toBeNull();
      expect(gaveUp!.lastError).toBe('mail server unreachable');
    } finally {
      await flaky.close();
    }
  });
});
