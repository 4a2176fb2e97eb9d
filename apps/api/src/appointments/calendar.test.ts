import { and, asc, eq, like, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { jobs } from '../db/schema/jobs.ts';
import { mailMessages } from '../db/schema/mail.ts';
import { runDueJobs } from '../worker/worker.ts';
import { type BookingFixtures, insertBookingFixtures, newCustomer } from './test-fixtures.ts';

// Every calendar file Linework hands out, from the emails and from the appointment page, parsed by
// a real iCalendar parser: one event per appointment (same UID everywhere), a SEQUENCE that grows
// with each change, the shop as ORGANIZER, and REQUEST/CANCEL as RFC 5546 wants them.

let app: TestApp;
let ids: BookingFixtures;

beforeAll(async () => {
  app = await createTestApp();
  ids = await insertBookingFixtures(app);
});
afterAll(() => app.close());

type Parsed = {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  organizer: string;
  organizerName: string;
  start: string;
};

function parse(ics: string): Parsed {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  const event = events[0]!;
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    uid: String(event.getFirstPropertyValue('uid')),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    status: String(event.getFirstPropertyValue('status')),
    organizer: String(event.getFirstPropertyValue('organizer')),
    organizerName: String(event.getFirstProperty('organizer')?.getParameter('cn')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
  };
}

async function freeTimes() {
  const res = await app.inject({
    url: `/v1/availability?shopUrl=anchor-ink&artistId=${ids.ada}&serviceId=${ids.consult}`,
  });
  return (res.json().result.days as { slots: { start: string }[] }[])
    .filter((d) => d.slots.length > 2)
    .map((d) => d.slots[1]!.start)
    .filter((s) => Date.parse(s) > app.deps.clock.now().getTime() + 3 * 86_400_000);
}

/** The calendar file of the newest email to `email` whose subject starts with `prefix`. */
async function emailedCalendar(email: string, prefix: string) {
  await app.db.update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(sql`done_at IS NULL`);
  await runDueJobs(app.deps);
  const mails = await app.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.to, email), like(mailMessages.subject, `${prefix}%`)))
    .orderBy(asc(mailMessages.createdAt));
  const mail = mails.at(-1);
  expect(mail, `an email "${prefix}…"`).toBeDefined();
  const file = mail!.attachments.find((a) => a.filename.endsWith('.ics'))!;
  return {
    contentType: file.contentType,
    ...parse(Buffer.from(file.contentBase64, 'base64').toString('utf8')),
  };
}

async function pageCalendar(headers: Record<string, string>, id: string) {
  const res = await app.inject({ url: `/v1/appointments/${id}/calendar.ics`, headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/calendar/);
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="linework-\w+\.ics"$/);
  return parse(res.body);
}

describe('calendar files', () => {
  it('are one event from the page and the email, updated on each change and cancelled at the end', async () => {
    const person = await newCustomer(app);
    const times = await freeTimes();
    const booked = await app.inject({
      method: 'POST',
      url: '/v1/appointments',
      headers: person.headers,
      payload: { shopUrl: 'anchor-ink', artistId: ids.ada, serviceId: ids.consult, start: times[0] },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().result.id as string;

    const confirmed = await emailedCalendar(person.email, 'Confirmed:');
    const fromPage = await pageCalendar(person.headers, id);
    expect(confirmed).toMatchObject({ method: 'REQUEST', status: 'CONFIRMED', uid: `${id}@linework` });
    expect(confirmed.contentType).toContain('method=REQUEST');
    expect(confirmed.organizer).toMatch(/^mailto:\S+@/i);
    expect(confirmed.organizerName).toBe('Anchor Ink');
    // The page's file is the same event at the same revision: a calendar app keeps one.
    expect(fromPage).toEqual({ ...confirmed, contentType: undefined, start: times[0] });

    const moved = await app.inject({
      method: 'POST',
      url: `/v1/appointments/${id}/reschedule`,
      headers: person.headers,
      payload: { start: times[2] },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const rescheduled = await emailedCalendar(person.email, 'Moved:');
    expect(rescheduled).toMatchObject({ method: 'REQUEST', uid: confirmed.uid, start: times[2] });
    expect(rescheduled.sequence).toBeGreaterThan(confirmed.sequence);
    expect(await pageCalendar(person.headers, id)).toMatchObject({
      uid: confirmed.uid,
      sequence: rescheduled.sequence,
      start: times[2],
    });

    const cancel = await app.inject({
      method: 'POST',
      url: `/v1/appointments/${id}/cancel`,
      headers: person.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelled = await emailedCalendar(person.email, 'Cancelled:');
    expect(cancelled).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: confirmed.uid });
    expect(cancelled.contentType).toContain('method=CANCEL');
    expect(cancelled.organizer).toBe(confirmed.organizer);
    expect(cancelled.sequence).toBeGreaterThan(rescheduled.sequence);
    expect(await pageCalendar(person.headers, id)).toMatchObject({
      method: 'CANCEL',
      sequence: cancelled.sequence,
    });
  });

  it('of someone else’s appointment are not found', async () => {
    const owner = await newCustomer(app);
    const [start] = await freeTimes();
    const booked = await app.inject({
      method: 'POST',
      url: '/v1/appointments',
      headers: owner.headers,
      payload: { shopUrl: 'anchor-ink', artistId: ids.ada, serviceId: ids.consult, start },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const other = await newCustomer(app);
    const res = await app.inject({
      url: `/v1/appointments/${booked.json().result.id}/calendar.ics`,
      headers: other.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    const anonymous = await app.inject({ url: `/v1/appointments/${booked.json().result.id}/calendar.ics` });
    expect(anonymous.statusCode).toBe(401);
  });
});
