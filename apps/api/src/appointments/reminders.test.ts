import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp, testConfig } from '../../test/app.ts';
import { createTestClock } from '../../test/clock.ts';
import { newId } from '../db/ids.ts';
import { appointments } from '../db/schema/appointments.ts';
import { jobs } from '../db/schema/jobs.ts';
import { mailMessages } from '../db/schema/mail.ts';
import { smsMessages } from '../db/schema/sms.ts';
import { textAllowedAt } from '../sms/quiet-hours.ts';
import { createTwilioSms } from '../sms/sms.ts';
import { jobHandlers } from '../worker/registry.ts';
import { type BookingFixtures, insertBookingFixtures } from './test-fixtures.ts';

const clock = createTestClock('2031-03-10T12:00:00Z');
let app: TestApp;
let ids: BookingFixtures;

beforeAll(async () => {
  app = await createTestApp({}, { clock });
  ids = await insertBookingFixtures(app);
});
afterAll(() => app.close());

/** A confirmed appointment at Anchor Ink (New York) for a new customer with this phone. */
async function visit(startsAt: string, phoneNumber?: string) {
  const person = await signUp(app, phoneNumber ? { phoneNumber } : {});
  const headers = { authorization: `Bearer ${person.token}` };
  const me = (await app.inject({ url: '/v1/users/me', headers })).json().result;
  const id = newId();
  const starts = new Date(startsAt);
  const ends = new Date(starts.getTime() + 1_800_000);
  await app.db.insert(appointments).values({
    id,
    businessId: ids.anchor,
    artistId: ids.ben,
    serviceId: ids.consult,
    customerId: me.userId,
    startsAt: starts,
    endsAt: ends,
    blockedFrom: starts,
    blockedUntil: ends,
    status: 'confirmed',
    confirmationCode: `R${newId().slice(0, 7).toUpperCase()}`,
    priceAmount: 0,
    depositAmount: 0,
    currency: 'USD',
  });
  return { id, startsAt: starts.toISOString(), email: person.email, phoneNumber, headers };
}

const remind = (v: { id: string; startsAt: string }, leadHours: number) =>
  jobHandlers['appointment.reminder'](app.deps, { appointmentId: v.id, startsAt: v.startsAt, leadHours });
const textsTo = (phone: string) => app.db.select().from(smsMessages).where(eq(smsMessages.to, phone));
const mailsTo = (email: string) => app.db.select().from(mailMessages).where(eq(mailMessages.to, email));
const textJobs = (appointmentId: string) =>
  app.db
    .select()
    .from(jobs)
    .where(
      and(eq(jobs.kind, 'appointment.reminder_text'), sql`payload->>'appointmentId' = ${appointmentId}`),
    );

describe('quiet hours', () => {
  it('lets a text go from 08:00 to 21:00 in the zone, and holds it for 08:00 otherwise', () => {
    const ny = 'America/New_York';
    expect(textAllowedAt(new Date('2031-03-10T14:00:00Z'), ny)).toEqual(new Date('2031-03-10T14:00:00Z'));
    // 21:30 in New York: the next morning at 08:00 (EDT since 9 March).
    expect(textAllowedAt(new Date('2031-03-11T01:30:00Z'), ny)).toEqual(new Date('2031-03-11T12:00:00Z'));
    // 05:00 in New York: 08:00 the same morning.
    expect(textAllowedAt(new Date('2031-03-11T09:00:00Z'), ny)).toEqual(new Date('2031-03-11T12:00:00Z'));
    // Across the change to summer time the morning is still 08:00 on the wall clock.
    expect(textAllowedAt(new Date('2031-03-09T04:00:00Z'), ny)).toEqual(new Date('2031-03-09T12:00:00Z'));
  });
});

describe('reminders', () => {
  it('emails and texts by day, with the waiver to sign, in the shop’s zone', async () => {
    const v = await visit('2031-03-12T15:00:00Z', '+12125550101');
    clock.set('2031-03-10T15:00:00Z'); // 11:00 in New York
    await remind(v, 48);
    const [mail] = await mailsTo(v.email);
    expect(mail!.subject).toMatch(
      /^Reminder: Free consultation with Ben Ward, Wednesday, March 12, 2031 at 11:00 AM \(New York time\)/,
    );
    expect(mail!.text).toContain('your appointment is in 2 days');
    expect(mail!.text).toContain(`Sign it before you come: http://localhost:3000/booking/${v.id}`);
    const [text] = await textsTo('+12125550101');
    expect(text!.body).toContain('Anchor Ink: your Free consultation with Ben Ward is in 2 days');
    expect(text!.body).toContain('Please sign the waiver before you come.');
  });

  it('holds a text that would go at night for the morning, and drops it when the visit comes first', async () => {
    const v = await visit('2031-03-14T14:00:00Z', '+12125550102'); // 10:00 in New York
    clock.set('2031-03-13T02:00:00Z'); // 22:00 the evening before last
    await remind(v, 36);
    expect(await mailsTo(v.email)).toHaveLength(1); // the email does not wait
    expect(await textsTo('+12125550102')).toEqual([]);
    const [held] = await textJobs(v.id);
    expect(held!.runAt).toEqual(new Date('2031-03-13T12:00:00Z'));
    clock.set(held!.runAt);
    await jobHandlers['appointment.reminder_text'](app.deps, held!.payload as never);
    expect(await textsTo('+12125550102')).toHaveLength(1);

    // A 3-hour reminder at 06:00 for a 09:00 visit: 08:00 comes first, so it waits.
    const early = await visit('2031-03-20T13:00:00Z', '+12125550103');
    clock.set('2031-03-20T10:00:00Z');
    await remind(early, 3);
    expect(await textJobs(early.id)).toHaveLength(1);
    // At 06:30 for 07:45: 08:00 comes after the start, so there is no text at all.
    const dawn = await visit('2031-03-21T11:45:00Z', '+12125550104');
    clock.set('2031-03-21T10:30:00Z');
    await remind(dawn, 1);
    expect(await textJobs(dawn.id)).toEqual([]);
    expect(await textsTo('+12125550104')).toEqual([]);
  });

  it('follows the customer’s choices, and says nothing about a moved or cancelled visit', async () => {
    const v = await visit('2031-03-25T15:00:00Z', '+12125550105');
    await app.inject({
      method: 'PUT',
      url: '/v1/users/me/notifications',
      headers: v.headers,
      payload: {
        appointments: { email: true, sms: false },
        reminders: { email: false, sms: false },
        chat: { email: true, sms: false },
        marketing: { email: false, sms: false },
      },
    });
    clock.set('2031-03-23T15:00:00Z');
    await remind(v, 48);
    expect(await mailsTo(v.email)).toEqual([]);
    expect(await textsTo('+12125550105')).toEqual([]);

    const moved = await visit('2031-03-26T15:00:00Z', '+12125550106');
    await app.db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, moved.id));
    clock.set('2031-03-24T15:00:00Z');
    await remind(moved, 48);
    expect(await mailsTo(moved.email)).toEqual([]);
    expect(await textsTo('+12125550106')).toEqual([]);

    // Without a phone number there is nobody to text; the email still goes.
    const noPhone = await visit('2031-03-27T15:00:00Z');
    clock.set('2031-03-25T15:00:00Z');
    await remind(noPhone, 48);
    expect(await mailsTo(noPhone.email)).toHaveLength(1);
  });
});

/** A local stand-in for Twilio's Messages API, answering as its documentation shows. */
async function twilioStandIn() {
  const seen: { path: string; auth: string | undefined; form: URLSearchParams }[] = [];
  const read = async (req: IncomingMessage) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    return new URLSearchParams(body);
  };
  const server = createServer(async (req, res) => {
    const form = await read(req);
    seen.push({ path: req.url ?? '', auth: req.headers.authorization, form });
    res.setHeader('content-type', 'application/json');
    if (!/^\+[1-9]\d{6,14}$/.test(form.get('To') ?? '')) {
      res.statusCode = 400;
      res.end(
        JSON.stringify({
          code: 21211,
          message: `Invalid 'To' Phone Number: ${form.get('To')}`,
          more_info: 'https://www.twilio.com/docs/errors/21211',
          status: 400,
        }),
      );
      return;
    }
    res.statusCode = 201;
    res.end(
      JSON.stringify({ sid: `SM${newId()}`, status: 'queued', to: form.get('To'), body: form.get('Body') }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('the Twilio adapter', () => {
  it('sends with the account’s credentials and the configured sender, and fails loudly on a refusal', async () => {
    const twilio = await twilioStandIn();
    try {
      const config = testConfig(app.dataDir, {
        TWILIO_ACCOUNT_SID: 'AC0123456789abcdef',
        TWILIO_AUTH_TOKEN: 'secret-token',
        TWILIO_FROM: '+15005550006',
        TWILIO_API_URL: twilio.url,
      });
      if (config.sms.provider !== 'twilio') throw new Error('Twilio is not configured');
      const sms = createTwilioSms(config.sms);
      await sms.send({ to: '+12125550107', body: 'See you tomorrow' });
      expect(twilio.seen[0]!.path).toBe('/2010-04-01/Accounts/AC0123456789abcdef/Messages.json');
      expect(twilio.seen[0]!.auth).toBe(
        `Basic ${Buffer.from('AC0123456789abcdef:secret-token').toString('base64')}`,
      );
      expect(Object.fromEntries(twilio.seen[0]!.form)).toEqual({
        To: '+12125550107',
        From: '+15005550006',
        Body: 'See you tomorrow',
      });
      await expect(sms.send({ to: '555', body: 'x' })).rejects.toThrow(/21211/);
    } finally {
      await twilio.close();
    }
  });

  it('is used only when all three settings are given', () => {
    expect(testConfig(app.dataDir, { TWILIO_ACCOUNT_SID: 'AC1' }).sms.provider).toBe('outbox');
    expect(() => testConfig(app.dataDir, { TWILIO_ACCOUNT_SID: 'nope' })).toThrow(/TWILIO_ACCOUNT_SID/);
  });
});
