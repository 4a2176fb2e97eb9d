import { waiverTemplateBody } from '@linework/contract/waivers';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { newCustomer, newMember } from '../appointments/test-fixtures.ts';
import { appointmentHistory, appointments } from '../db/schema/appointments.ts';
import { artists, businesses } from '../db/schema/catalog.ts';
import { mailMessages } from '../db/schema/mail.ts';
import { users } from '../db/schema/users.ts';
import {
  filledForm,
  insertAppointmentToday,
  insertWaiverWorld,
  testWaiverBody,
  uploadSessionPhoto,
  type WaiverWorld,
} from '../waivers/test-fixtures.ts';
import { runDueJobs } from '../worker/worker.ts';
import { maxCodeEmailsPerHour } from './jobs.ts';

let app: TestApp;
let ids: WaiverWorld;
const body = waiverTemplateBody.parse(testWaiverBody);

beforeAll(async () => {
  app = await createTestApp();
  ids = await insertWaiverWorld(app);
  await app.db.update(businesses).set({ email: 'desk@anchor-ink.test' }).where(eq(businesses.id, ids.anchor));
});
afterAll(() => app.close());

const post = (url: string, payload: object = {}) => app.inject({ method: 'POST', url, payload });
const lookup = (payload: object, shop = 'anchor-ink') => post(`/v1/shops/${shop}/check-in/lookups`, payload);
const find = (payload: object, shop = 'anchor-ink') => post(`/v1/shops/${shop}/check-in/find`, payload);
const mailsTo = (to: string) =>
  app.db.select().from(mailMessages).where(eq(mailMessages.to, to)).orderBy(desc(mailMessages.createdAt));

async function customerToday(opts: Parameters<typeof insertAppointmentToday>[3] = {}) {
  const customer = await newCustomer(app);
  await app.db.update(users).set({ phoneNumber: '+12125550142' }).where(eq(users.id, customer.user.id));
  const appointment = await insertAppointmentToday(app, ids, customer.user.id, opts);
  return { ...customer, appointment };
}

/** Signs the waiver of a found appointment through the door's own session. */
async function signAtTheDoor(ticket: string) {
  const opened = await post(`/v1/shops/anchor-ink/check-in/tickets/${ticket}/waiver-session`);
  expect(opened.statusCode, opened.body).toBe(200);
  const { sessionId } = opened.json().result;
  const front = await uploadSessionPhoto(app, 'anchor-ink', sessionId, 'id-front');
  const signed = await post(
    `/v1/shops/anchor-ink/waiver-sessions/${sessionId}/sign`,
    await filledForm(body, { front }),
  );
  expect(signed.statusCode, signed.body).toBe(201);
}

describe('lookup by email or phone', () => {
  it('answers the same whether or not an appointment matched, and emails a code only on a match', async () => {
    const person = await customerToday();
    const stranger = await newCustomer(app); // has an account but no appointment today
    const hit = await lookup({ by: 'email', value: person.email.toUpperCase() });
    const miss = await lookup({ by: 'email', value: stranger.email });
    const nobody = await lookup({ by: 'email', value: 'nobody@example.test' });
    for (const res of [hit, miss, nobody]) {
      expect(res.statusCode).toBe(202);
      expect(Object.keys(res.json().result).sort()).toEqual(['expiresAt', 'lookupId']);
      expect(res.headers['content-length']).toBe(hit.headers['content-length']);
    }

    await runDueJobs(app.deps);
    expect(await mailsTo(stranger.email)).toEqual([]);
    const [mail] = await mailsTo(person.email);
    const code = /(\d{6}) is your check-in code at Anchor Ink/.exec(mail!.subject)![1]!;

    // The code of a lookup that matched nothing never works, not even a right-looking one.
    const missed = await post(`/v1/shops/anchor-ink/check-in/lookups/${miss.json().result.lookupId}/verify`, {
      code,
    });
    expect(missed.statusCode).toBe(422);
    expect(missed.json().error.code).toBe('CHECK_IN_CODE_INVALID');

    const found = await post(`/v1/shops/anchor-ink/check-in/lookups/${hit.json().result.lookupId}/verify`, {
      code,
    });
    expect(found.statusCode, found.body).toBe(200);
    const ticket = found.json().result;
    expect(Object.keys(ticket).sort()).toEqual(
      ['checkedIn', 'expiresAt', 'firstName', 'localTime', 'startsAt', 'ticket', 'timeZone', 'waiver'].sort(),
    );
    expect(ticket).toMatchObject({
      firstName: 'Robin',
      localTime: person.appointment.localTime,
      checkedIn: false,
      waiver: { required: true, signed: false },
    });
  });

  it('mails a customer a few codes an hour at most, however many lookups strangers start, answering each the same', async () => {
    const person = await customerToday();
    for (let i = 0; i < maxCodeEmailsPerHour + 4; i++) {
      // From other addresses each time, as a stranger spreading a flood would send them.
      const res = await app.inject({
        method: 'POST',
        url: '/v1/shops/anchor-ink/check-in/lookups',
        remoteAddress: `198.51.100.${i + 1}`,
        payload: { by: i % 2 ? 'phone' : 'email', value: i % 2 ? '2125550142' : person.email },
      });
      expect(res.statusCode).toBe(202);
    }
    await runDueJobs(app.deps);
    expect(await mailsTo(person.email)).toHaveLength(maxCodeEmailsPerHour);
  });

  it('finds by the phone number typed without the country code', async () => {
    const person = await customerToday();
    const res = await lookup({ by: 'phone', value: '(212) 555-0142' });
    expect(res.statusCode).toBe(202);
    await runDueJobs(app.deps);
    expect((await mailsTo(person.email))[0]!.subject).toMatch(/is your check-in code/);
  });

  it("refuses numbers that are no one's (all zeros, one digit repeated, too short) instead of matching everyone", async () => {
    await customerToday();
    for (const value of ['0000000', '000 000 0000', '+00 0000000', '1111111', '012-3456']) {
      const res = await lookup({ by: 'phone', value });
      expect(res.statusCode, value).toBe(400);
      expect(res.json().error.details.fields).toEqual({
        'body.value': 'Enter the phone number you booked with',
      });
    }
    expect((await lookup({ by: 'phone', value: '0212 555 0142' })).statusCode).toBe(202);
  });

  it('spends a lookup after five wrong codes, even before the right one', async () => {
    const person = await customerToday();
    const { lookupId } = (await lookup({ by: 'email', value: person.email })).json().result;
    await runDueJobs(app.deps);
    const code = /(\d{6})/.exec((await mailsTo(person.email))[0]!.subject)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect(
        (await post(`/v1/shops/anchor-ink/check-in/lookups/${lookupId}/verify`, { code: wrong })).statusCode,
      ).toBe(422);
    }
    const late = await post(`/v1/shops/anchor-ink/check-in/lookups/${lookupId}/verify`, { code });
    expect(late.statusCode).toBe(422);
  });

  it('does not find a customer whose appointment is on another day or was cancelled', async () => {
    const tomorrow = await customerToday({ daysFromToday: 1 });
    const cancelled = await customerToday({ status: 'cancelled' });
    await lookup({ by: 'email', value: tomorrow.email });
    await lookup({ by: 'email', value: cancelled.email });
    await runDueJobs(app.deps);
    expect(await mailsTo(tomorrow.email)).toEqual([]);
    expect(await mailsTo(cancelled.email)).toEqual([]);
  });
});

describe('find by confirmation code or QR pass', () => {
  it('finds today’s appointment by its code at its own shop only', async () => {
    const person = await customerToday();
    const res = await find({ by: 'code', value: person.appointment.confirmationCode.toLowerCase() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.firstName).toBe('Robin');
    expect(
      (await find({ by: 'code', value: person.appointment.confirmationCode }, 'harbour-lights')).statusCode,
    ).toBe(404);
    const later = await customerToday({ daysFromToday: 2 });
    expect((await find({ by: 'code', value: later.appointment.confirmationCode })).statusCode).toBe(404);
  });

  it('finds it by the pass in the QR code of the customer’s appointment page', async () => {
    const person = await customerToday();
    const arrival = await app.inject({
      url: `/v1/appointments/${person.appointment.id}/arrival`,
      headers: person.headers,
    });
    expect(arrival.statusCode).toBe(200);
    const { checkIn, waiver } = arrival.json().result;
    expect(waiver).toEqual({ required: true, signedAt: null });
    expect(checkIn.confirmationCode).toBe(person.appointment.confirmationCode);
    expect(checkIn.qrSvg).toMatch(/^<svg/);
    const pass = new URL(checkIn.url).searchParams.get('pass')!;
    expect(pass.length).toBeGreaterThanOrEqual(32);
    expect(checkIn.url).toBe(`http://localhost:3000/shop/anchor-ink/check-in?pass=${pass}`);
    const res = await find({ by: 'pass', value: pass });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.localTime).toBe(person.appointment.localTime);

    const other = await newCustomer(app);
    const theirs = await app.inject({
      url: `/v1/appointments/${person.appointment.id}/arrival`,
      headers: other.headers,
    });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('checking in', () => {
  it('asks for the waiver first, then checks in once, with history, and tells the artist', async () => {
    const person = await customerToday();
    const { ticket } = (await find({ by: 'code', value: person.appointment.confirmationCode })).json().result;
    const early = await post(`/v1/shops/anchor-ink/check-in/tickets/${ticket}/complete`);
    expect(early.statusCode).toBe(422);
    expect(early.json().error.code).toBe('WAIVER_NOT_SIGNED');

    await signAtTheDoor(ticket);
    const state = await app.inject({ url: `/v1/shops/anchor-ink/check-in/tickets/${ticket}` });
    expect(state.json().result.waiver).toEqual({ required: true, signed: true });

    const done = await post(`/v1/shops/anchor-ink/check-in/tickets/${ticket}/complete`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().result).toEqual({ firstName: 'Robin', localTime: person.appointment.localTime });
    const [row] = await app.db.select().from(appointments).where(eq(appointments.id, person.appointment.id));
    expect(row!.status).toBe('checked_in');
    const history = await app.db
      .select()
      .from(appointmentHistory)
      .where(
        and(
          eq(appointmentHistory.appointmentId, person.appointment.id),
          eq(appointmentHistory.toStatus, 'checked_in'),
        ),
      );
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ fromStatus: 'confirmed', reason: 'checked in at the door' });

    const again = await post(`/v1/shops/anchor-ink/check-in/tickets/${ticket}/complete`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/already checked in/);

    // Ada has no account of her own, so the shop's desk hears of it.
    await runDueJobs(app.deps);
    const notice = (await mailsTo('desk@anchor-ink.test')).find((m) =>
      m.subject.includes(person.appointment.localTime),
    );
    expect(notice!.subject).toBe(`Robin has checked in for ${person.appointment.localTime}`);
    expect(notice!.text).toContain('Their waiver is signed.');
  });

  it('lets exactly one of two screens checking in at once win', async () => {
    const person = await customerToday();
    const first = (await find({ by: 'code', value: person.appointment.confirmationCode })).json().result
      .ticket;
    await signAtTheDoor(first);
    const second = (await find({ by: 'code', value: person.appointment.confirmationCode })).json().result
      .ticket;
    const results = await Promise.all([
      post(`/v1/shops/anchor-ink/check-in/tickets/${first}/complete`),
      post(`/v1/shops/anchor-ink/check-in/tickets/${second}/complete`),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const history = await app.db
      .select()
      .from(appointmentHistory)
      .where(
        and(
          eq(appointmentHistory.appointmentId, person.appointment.id),
          eq(appointmentHistory.toStatus, 'checked_in'),
        ),
      );
    expect(history).toHaveLength(1);
  });

  it('emails the artist themself when the artist has an account', async () => {
    const artistUser = await newCustomer(app);
    await app.db.update(artists).set({ userId: artistUser.user.id }).where(eq(artists.id, ids.ada));
    try {
      const person = await customerToday();
      const { ticket } = (await find({ by: 'code', value: person.appointment.confirmationCode })).json()
        .result;
      await signAtTheDoor(ticket);
      expect((await post(`/v1/shops/anchor-ink/check-in/tickets/${ticket}/complete`)).statusCode).toBe(200);
      await runDueJobs(app.deps);
      const notice = (await mailsTo(artistUser.email)).find((m) =>
        m.subject.includes(person.appointment.localTime),
      );
      expect(notice!.subject).toBe(`Robin has checked in for ${person.appointment.localTime}`);
    } finally {
      await app.db.update(artists).set({ userId: null }).where(eq(artists.id, ids.ada));
    }
  });

  it('does not accept a ticket at another shop, or one that was never verified', async () => {
    const person = await customerToday();
    const { ticket } = (await find({ by: 'code', value: person.appointment.confirmationCode })).json().result;
    expect((await post(`/v1/shops/harbour-lights/check-in/tickets/${ticket}/complete`)).statusCode).toBe(404);
    const { lookupId } = (await lookup({ by: 'email', value: person.email })).json().result;
    expect((await post(`/v1/shops/anchor-ink/check-in/tickets/${lookupId}/complete`)).statusCode).toBe(404);
  });
});

describe('walk-ins', () => {
  it('takes a name and a wanted service, and shows them to the shop’s staff only', async () => {
    const res = await post('/v1/shops/anchor-ink/walk-ins', {
      name: 'Jamie',
      serviceId: ids.flash,
      note: 'A small swallow',
    });
    expect(res.statusCode, res.body).toBe(201);
    const staff = await newMember(app, ids.anchor, 'staff');
    const list = await app.inject({ url: `/v1/business/${ids.anchor}/walk-ins`, headers: staff.headers });
    expect(list.json().result[0]).toMatchObject({
      name: 'Jamie',
      service: { id: ids.flash, name: 'Flash piece' },
      note: 'A small swallow',
    });
    const foreign = await newMember(app, ids.harbour, 'owner');
    expect(
      (await app.inject({ url: `/v1/business/${ids.anchor}/walk-ins`, headers: foreign.headers })).statusCode,
    ).toBe(404);
  });

  it('refuses a service of another shop and an empty name', async () => {
    const other = await post('/v1/shops/anchor-ink/walk-ins', { name: 'Jamie', serviceId: ids.guestFlash });
    expect(other.statusCode).toBe(400);
    const empty = await post('/v1/shops/anchor-ink/walk-ins', { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details.fields['body.name']).toBe('Tell us your name');
  });
});

describe('rate limit', () => {
  it('answers the fourth search in a minute from one address with 429, whatever the way', async () => {
    const limited = await createTestApp({ RATE_LIMIT_CHECK_IN_PER_MINUTE: '3' });
    try {
      await insertWaiverWorld(limited);
      const at = (path: string, payload: object) =>
        limited.inject({ method: 'POST', url: `/v1/shops/anchor-ink/check-in/${path}`, payload });
      expect((await at('lookups', { by: 'email', value: 'a@example.test' })).statusCode).toBe(202);
      expect((await at('lookups', { by: 'phone', value: '2125550100' })).statusCode).toBe(202);
      expect((await at('find', { by: 'code', value: 'ABCDEF' })).statusCode).toBe(404);
      const fourth = await at('find', { by: 'code', value: 'ABCDEG' });
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().error.code).toBe('RATE_LIMITED');
      expect((await at('lookups', { by: 'email', value: 'b@example.test' })).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
