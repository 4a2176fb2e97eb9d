import { asc, eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  type BookingFixtures,
  insertBookingFixtures,
  newCustomer,
  newMember,
} from '../appointments/test-fixtures.ts';
import { appointmentHistory, appointments } from '../db/schema/appointments.ts';
import { artistShops } from '../db/schema/catalog.ts';
import { mailMessages } from '../db/schema/mail.ts';
import { appointmentOffers, tattooRequestEvents, tattooRequests } from '../db/schema/requests.ts';
import { runDueJobs } from '../worker/worker.ts';

let app: TestApp;
let ids: BookingFixtures;
let staffHeaders: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp();
  ids = await insertBookingFixtures(app);
  staffHeaders = (await newMember(app, ids.anchor, 'staff')).headers;
});
afterAll(() => app.close());

type Customer = Awaited<ReturnType<typeof newCustomer>>;

const requestBody = (c: Customer, change: Record<string, unknown> = {}) => ({
  idea: 'A koi fish swimming up the forearm, waves around it',
  placement: 'forearm',
  size: { unit: 'cm', widthCm: 8, heightCm: 20 },
  style: 'Japanese',
  colour: 'colour',
  budgetMinAmount: 30000,
  budgetMaxAmount: 60000,
  preferredArtistId: ids.ada,
  serviceId: ids.custom,
  preferredWeekdays: [6, 2],
  contactName: 'Robin Ink',
  contactEmail: c.email,
  adultConfirmed: true,
  ...change,
});

const sendRequest = (
  c: Customer,
  change: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/v1/shops/anchor-ink/requests',
    headers: { ...c.headers, ...headers },
    payload: requestBody(c, change),
  });

async function newRequest(c?: Customer) {
  const customer = c ?? (await newCustomer(app));
  const res = await sendRequest(customer);
  expect(res.statusCode, res.body).toBe(201);
  return { customer, request: res.json().result as { id: string; status: string } };
}

const staff = (method: 'GET' | 'POST', path: string, payload?: unknown, headers = staffHeaders) =>
  app.inject({
    method,
    url: `/v1/business/${ids.anchor}/requests${path}`,
    headers,
    payload: payload as never,
  });

/** Free starts of Ada at Anchor Ink for a service over the next two months, the first of each free day. */
async function freeDays(serviceId: string, count: number) {
  const from = DateTime.fromJSDate(app.deps.clock.now()).setZone('America/New_York').toISODate();
  const to = DateTime.fromJSDate(app.deps.clock.now())
    .setZone('America/New_York')
    .plus({ days: 60 })
    .toISODate();
  const res = await app.inject({
    url: `/v1/availability?shopUrl=anchor-ink&artistId=${ids.ada}&serviceId=${serviceId}&from=${from}&to=${to}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const days = (res.json().result.days as { slots: { start: string }[] }[]).filter((d) => d.slots.length);
  expect(days.length).toBeGreaterThanOrEqual(count);
  return days.slice(0, count).map((d) => d.slots[0]!.start);
}

async function availableStarts(serviceId: string) {
  const from = DateTime.fromJSDate(app.deps.clock.now()).setZone('America/New_York').toISODate();
  const to = DateTime.fromJSDate(app.deps.clock.now())
    .setZone('America/New_York')
    .plus({ days: 60 })
    .toISODate();
  const res = await app.inject({
    url: `/v1/availability?shopUrl=anchor-ink&artistId=${ids.ada}&serviceId=${serviceId}&from=${from}&to=${to}`,
  });
  return (res.json().result.days as { slots: { start: string }[] }[]).flatMap((d) =>
    d.slots.map((s) => s.start),
  );
}

const offer = (requestId: string, starts: string[], change: Record<string, unknown> = {}) =>
  staff('POST', `/${requestId}/offer`, { artistId: ids.ada, serviceId: ids.custom, starts, ...change });

/** A request answered with an offer of `count` times on different days. */
async function offeredRequest(count = 3, change: Record<string, unknown> = {}) {
  const { customer, request } = await newRequest();
  const starts = await freeDays((change.serviceId as string) ?? ids.custom, count);
  const res = await offer(request.id, starts, change);
  expect(res.statusCode, res.body).toBe(201);
  const answered = res.json().result as { offer: { id: string; appointmentId: string }; status: string };
  return { customer, request, starts, offer: answered.offer };
}

const accept = (c: Customer, appointmentId: string, start: string) =>
  app.inject({
    method: 'POST',
    url: `/v1/appointments/${appointmentId}/accept-offer`,
    headers: c.headers,
    payload: { start },
  });

const rowsOf = (offerId: string) =>
  app.db
    .select()
    .from(appointments)
    .where(eq(appointments.offerId, offerId))
    .orderBy(asc(appointments.startsAt));

/** The receipt every new request gets; the tests of later steps look past it. */
const receivedSubject = 'Anchor Ink received your tattoo request';

const mailTo = (email: string) =>
  app.db.select().from(mailMessages).where(eq(mailMessages.to, email)).orderBy(asc(mailMessages.createdAt));

async function uploadImage(c: Customer) {
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
  const path = `users/${c.user.id}/requests/koi-${Date.now()}.png`;
  const declared = await app.inject({
    method: 'POST',
    url: '/v1/uploads',
    headers: c.headers,
    payload: { path, contentType: 'image/png', size: bytes.length },
  });
  expect(declared.statusCode, declared.body).toBe(201);
  const put = await app.inject({
    method: 'PUT',
    url: new URL(declared.json().result.uploadUrl).pathname,
    headers: { ...c.headers, 'content-type': 'image/png' },
    payload: bytes,
  });
  expect(put.statusCode, put.body).toBe(200);
  return path;
}

describe('sending a tattoo request', () => {
  it('takes a request with a reference image in the shop’s currency and shows it to its customer only', async () => {
    const customer = await newCustomer(app);
    const image = await uploadImage(customer);
    const res = await sendRequest(customer, {
      referenceImagePaths: [image],
      preferredDates: [
        DateTime.fromJSDate(app.deps.clock.now()).setZone('America/New_York').plus({ days: 9 }).toISODate(),
      ],
      contactPhone: '+12125550123',
    });
    expect(res.statusCode, res.body).toBe(201);
    const view = res.json().result;
    expect(view).toMatchObject({
      status: 'submitted',
      shop: { shopUrl: 'anchor-ink', currency: 'USD' },
      currency: 'USD',
      service: { id: ids.custom, name: 'Custom large piece' },
      preferredArtist: { id: ids.ada, displayName: 'Ada Stone' },
      placement: 'forearm',
      size: { unit: 'cm', widthCm: 8, heightCm: 20 },
      preferredWeekdays: [2, 6],
      contactPhone: '+12125550123',
      events: [{ kind: 'submitted', by: 'customer' }],
      offer: null,
    });
    expect(view.referenceImages).toHaveLength(1);
    expect(view.referenceImages[0].url).toMatch(/sig=/);

    const list = await app.inject({ url: '/v1/requests', headers: customer.headers });
    expect(list.json().result.map((r: { id: string }) => r.id)).toEqual([view.id]);
    const one = await app.inject({ url: `/v1/requests/${view.id}`, headers: customer.headers });
    expect(one.statusCode).toBe(200);

    const stranger = await newCustomer(app);
    expect((await app.inject({ url: `/v1/requests/${view.id}`, headers: stranger.headers })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ url: '/v1/requests', headers: stranger.headers })).json().result).toEqual([]);
    expect((await app.inject({ url: `/v1/requests/${view.id}` })).statusCode).toBe(401);
  });

  it('tells the customer by email that the request arrived, with its link, once', async () => {
    const { customer, request } = await newRequest();
    expect(await mailTo(customer.email)).toEqual([]); // nothing leaves before the worker runs
    await runDueJobs(app.deps);
    await runDueJobs(app.deps);
    const mails = await mailTo(customer.email);
    expect(mails.map((m) => m.subject)).toEqual([receivedSubject]);
    const link = `http://localhost:3000/shop/anchor-ink/request?request=${request.id}`;
    expect(mails[0]!.text).toContain(`See your request: ${link}`);
    expect(mails[0]!.html).toContain(`href="${link}"`);
    expect(mails[0]!.html).toContain('<h1');
  });

  it('requires the 18+ confirmation and a budget that is not upside down, field by field', async () => {
    const customer = await newCustomer(app);
    const res = await sendRequest(customer, {
      adultConfirmed: false,
      budgetMinAmount: 9000,
      budgetMaxAmount: 5000,
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.details.fields;
    expect(fields['body.adultConfirmed']).toBe('Confirm that you are 18 or over');
    const missing = await app.inject({
      method: 'POST',
      url: '/v1/shops/anchor-ink/requests',
      headers: customer.headers,
      payload: { ...requestBody(customer), adultConfirmed: undefined },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details.fields['body.adultConfirmed']).toBeDefined();

    const upsideDown = await sendRequest(customer, { budgetMinAmount: 9000, budgetMaxAmount: 5000 });
    expect(upsideDown.statusCode).toBe(400);
    expect(upsideDown.json().error.details.fields['body.budgetMaxAmount']).toBe(
      'The highest budget must be at least the lowest',
    );
    const vague = await sendRequest(customer, {
      idea: 'koi',
      placement: 'everywhere',
      size: { unit: 'cm', widthCm: 8 },
    });
    expect(Object.keys(vague.json().error.details.fields)).toEqual(
      expect.arrayContaining(['body.idea', 'body.placement']),
    );
    expect(
      await app.db.select().from(tattooRequests).where(eq(tattooRequests.customerId, customer.user.id)),
    ).toEqual([]);
  });

  it('refuses an artist from elsewhere, someone else’s upload and a date that has passed', async () => {
    const customer = await newCustomer(app);
    const stranger = await newCustomer(app);
    const theirs = await uploadImage(stranger);
    const field = async (change: Record<string, unknown>) => {
      const res = await sendRequest(customer, change);
      expect(res.statusCode, res.body).toBe(400);
      return Object.keys(res.json().error.details.fields)[0];
    };
    expect(await field({ preferredArtistId: 'not-an-artist-here' })).toBe('body.preferredArtistId');
    expect(await field({ referenceImagePaths: [theirs] })).toBe('body.referenceImagePaths');
    expect(await field({ preferredDates: ['2020-01-01'] })).toBe('body.preferredDates');
    expect(await field({ serviceId: ids.guestFlash })).toBe('body.serviceId');
    const anyArtist = await sendRequest(customer, {
      preferredArtistId: null,
      size: { unit: 'class', sizeClass: 'small' },
    });
    expect(anyArtist.statusCode, anyArtist.body).toBe(201);
    expect(anyArtist.json().result).toMatchObject({
      preferredArtist: null,
      size: { unit: 'class', sizeClass: 'small' },
    });
  });

  it('needs a signed-in customer, answers 404 for an unknown shop, and applies a retry once', async () => {
    const customer = await newCustomer(app);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/v1/shops/anchor-ink/requests',
      payload: requestBody(customer),
    });
    expect(anonymous.statusCode).toBe(401);
    const nowhere = await app.inject({
      method: 'POST',
      url: '/v1/shops/nowhere/requests',
      headers: customer.headers,
      payload: requestBody(customer),
    });
    expect(nowhere.statusCode).toBe(404);
    const key = { 'idempotency-key': 'request-retry-0001' };
    const first = await sendRequest(customer, {}, key);
    const again = await sendRequest(customer, {}, key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json().result.id).toBe(first.json().result.id);
  });
});

describe('the shop’s answers', () => {
  it('shows requests only to the shop’s staff: a stranger and another shop get 404, an artist 403', async () => {
    const { request } = await newRequest();
    const stranger = await newCustomer(app);
    expect((await staff('GET', '', undefined, stranger.headers)).statusCode).toBe(404);
    expect((await staff('GET', `/${request.id}`, undefined, stranger.headers)).statusCode).toBe(404);
    const starts = await freeDays(ids.custom, 1);
    const strangerOffer = await staff(
      'POST',
      `/${request.id}/offer`,
      { artistId: ids.ada, serviceId: ids.custom, starts },
      stranger.headers,
    );
    expect(strangerOffer.statusCode).toBe(404);
    const harbourStaff = await newMember(app, ids.harbour, 'staff');
    const elsewhere = await app.inject({
      url: `/v1/business/${ids.harbour}/requests/${request.id}`,
      headers: harbourStaff.headers,
    });
    expect(elsewhere.statusCode).toBe(404);
    // An artist of the shop with no artist profile linked sees no request (shop-requests.test.ts
    // covers an artist's own).
    const artist = await newMember(app, ids.anchor, 'artist');
    const artistList = await staff('GET', '', undefined, artist.headers);
    expect(artistList.statusCode).toBe(200);
    expect(artistList.json().result).toEqual([]);
    expect((await staff('GET', `/${request.id}`, undefined, artist.headers)).statusCode).toBe(404);
    expect((await staff('GET', `/${request.id}`)).statusCode).toBe(200);
  });

  it('lists the shop’s requests, filtered by status', async () => {
    const { request } = await newRequest();
    const all = (await staff('GET', '')).json().result as { id: string; status: string }[];
    expect(all.map((r) => r.id)).toContain(request.id);
    const submitted = (await staff('GET', '?status=submitted')).json().result as { status: string }[];
    expect(submitted.length).toBeGreaterThan(0);
    expect(new Set(submitted.map((r) => r.status))).toEqual(new Set(['submitted']));
    expect((await staff('GET', '?status=nonsense')).statusCode).toBe(400);
  });

  it('asks a question by email with a link to answer it; the answer goes back to the shop', async () => {
    const { customer, request } = await newRequest();
    const asked = await staff('POST', `/${request.id}/question`, {
      question: 'How wide is your forearm, roughly?',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().result.status).toBe('question_asked');
    await runDueJobs(app.deps);
    const mail = (await mailTo(customer.email)).find((m) => m.subject !== receivedSubject);
    expect(mail!.subject).toBe('Anchor Ink has a question about your tattoo request');
    expect(mail!.text).toContain('How wide is your forearm, roughly?');
    expect(mail!.text).toContain(`http://localhost:3000/shop/anchor-ink/request?request=${request.id}`);

    const answer = await app.inject({
      method: 'POST',
      url: `/v1/requests/${request.id}/answer`,
      headers: customer.headers,
      payload: { answer: 'About 7 cm at the wrist.' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().result.status).toBe('submitted');
    expect(
      answer.json().result.events.map((e: { kind: string; message: string | null }) => [e.kind, e.message]),
    ).toEqual([
      ['submitted', null],
      ['question', 'How wide is your forearm, roughly?'],
      ['answer', 'About 7 cm at the wrist.'],
    ]);
    const twice = await app.inject({
      method: 'POST',
      url: `/v1/requests/${request.id}/answer`,
      headers: customer.headers,
      payload: { answer: 'Again' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('REQUEST_CLOSED');
  });

  it('declines with a reason by email, once', async () => {
    const { customer, request } = await newRequest();
    const declined = await staff('POST', `/${request.id}/decline`, {
      reason: 'We do not tattoo koi this season.',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().result.status).toBe('declined');
    await runDueJobs(app.deps);
    const mail = (await mailTo(customer.email)).find((m) => m.subject !== receivedSubject);
    expect(mail!.subject).toBe('Your tattoo request to Anchor Ink');
    expect(mail!.text).toContain('We do not tattoo koi this season.');
    const again = await staff('POST', `/${request.id}/decline`, { reason: 'Still no.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('REQUEST_CLOSED');
    const empty = await staff('POST', `/${request.id}/question`, { question: '   ' });
    expect(empty.statusCode).toBe(400);
  });
});

describe('offers', () => {
  it('holds the offered times: gone from the free times, and a booking on one gets 409', async () => {
    const { customer, request, starts, offer: made } = await offeredRequest(3);
    const free = await availableStarts(ids.custom);
    for (const start of starts) expect(free).not.toContain(start);
    const booking = await app.inject({
      method: 'POST',
      url: '/v1/appointments',
      headers: (await newCustomer(app)).headers,
      payload: { shopUrl: 'anchor-ink', artistId: ids.ada, serviceId: ids.small, start: starts[1] },
    });
    expect(booking.statusCode).toBe(409);
    expect(booking.json().error.code).toBe('SLOT_TAKEN');

    const rows = await rowsOf(made.id);
    expect(rows.map((r) => [r.status, r.startsAt.toISOString(), r.depositAmount, r.currency])).toEqual(
      starts.map((s) => ['offered', s, 10000, 'USD']),
    );
    const page = await app.inject({
      url: `/v1/appointments/${made.appointmentId}`,
      headers: customer.headers,
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().result).toMatchObject({
      id: rows[0]!.id,
      status: 'offered',
      offer: { id: made.id, requestId: request.id },
      cancellation: { allowed: false },
      reschedule: { allowed: false },
    });
    expect(page.json().result.offer.times.map((t: { start: string }) => t.start)).toEqual(starts);
    expect(
      (
        await app.inject({
          url: `/v1/appointments/${made.appointmentId}`,
          headers: (await newCustomer(app)).headers,
        })
      ).statusCode,
    ).toBe(404);

    await runDueJobs(app.deps);
    const mail = (await mailTo(customer.email)).find((m) => m.subject !== receivedSubject);
    expect(mail!.subject).toBe('Anchor Ink offers you times for your tattoo');
    expect(mail!.text).toContain(`http://localhost:3000/booking/${made.appointmentId}`);
    // New York reads a 12-hour clock, in emails as on its screens.
    expect(mail!.text).toMatch(/- \w+day, \w+ \d+, \d{4} at 10:00 AM \(New York time\)/);
    const ics = Buffer.from(mail!.attachments[0]!.contentBase64, 'base64').toString('utf8');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(ics).toContain('STATUS:TENTATIVE');
  });

  it('accepting a time moves the offer’s page to it, frees the others and waits for the deposit', async () => {
    const { customer, request, starts, offer: made } = await offeredRequest(3);
    const res = await accept(customer, made.appointmentId, starts[1]!);
    expect(res.statusCode, res.body).toBe(200);
    const appointment = res.json().result;
    expect(appointment).toMatchObject({
      id: made.appointmentId,
      status: 'pending_deposit',
      startsAt: starts[1],
      depositAmount: 10000,
      offer: { times: [] },
    });
    const payWithin = Date.parse(appointment.holdExpiresAt) - app.deps.clock.now().getTime();
    expect(payWithin).toBeGreaterThan(23 * 3_600_000);
    expect(payWithin).toBeLessThanOrEqual(24 * 3_600_000);

    const rows = await rowsOf(made.id);
    expect(rows.filter((r) => r.status === 'pending_deposit').map((r) => r.id)).toEqual([made.appointmentId]);
    expect(rows.filter((r) => r.status === 'expired')).toHaveLength(2);
    const free = await availableStarts(ids.custom);
    expect(free).toContain(starts[0]);
    expect(free).toContain(starts[2]);
    expect(free).not.toContain(starts[1]);

    const history = await app.db
      .select()
      .from(appointmentHistory)
      .where(eq(appointmentHistory.appointmentId, made.appointmentId))
      .orderBy(asc(appointmentHistory.at));
    expect(history.map((h) => [h.fromStatus, h.toStatus])).toEqual([
      [null, 'offered'],
      ['offered', 'pending_deposit'],
    ]);
    expect(history[1]!.toStartsAt!.toISOString()).toBe(starts[1]);
    const mine = (await app.inject({ url: `/v1/requests/${request.id}`, headers: customer.headers })).json()
      .result;
    expect(mine.status).toBe('booked');
    const upcoming = await app.inject({ url: '/v1/appointments?scope=upcoming', headers: customer.headers });
    expect(upcoming.json().result.items.map((a: { id: string }) => a.id)).toEqual([made.appointmentId]);

    const again = await accept(customer, made.appointmentId, starts[0]!);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('OFFER_CLOSED');
  });

  it('confirms at once, with the confirmation email, when the offer takes no deposit', async () => {
    const { customer, starts, offer: made } = await offeredRequest(2, { serviceId: ids.consult });
    const res = await accept(customer, made.appointmentId, starts[0]!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ status: 'confirmed', depositAmount: 0, holdExpiresAt: null });
    await runDueJobs(app.deps);
    const subjects = (await mailTo(customer.email)).map((m) => m.subject);
    expect(subjects.some((s) => s.startsWith('Confirmed: Free consultation with Ada Stone'))).toBe(true);
  });

  it('refuses a time that was not offered, and someone else’s offer is not found', async () => {
    const { customer, starts, offer: made } = await offeredRequest(2);
    const other = DateTime.fromISO(starts[0]!).plus({ hours: 1 }).toUTC().toISO()!;
    const wrong = await accept(customer, made.appointmentId, other);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details.fields['body.start']).toBe('Choose one of the offered times.');
    const stranger = await newCustomer(app);
    expect((await accept(stranger, made.appointmentId, starts[0]!)).statusCode).toBe(404);
    const rows = await rowsOf(made.id);
    expect(rows.map((r) => r.status)).toEqual(['offered', 'offered']);
  });

  it('lets exactly one of two accepts at once win, whichever time each chose', async () => {
    const { customer, starts, offer: made } = await offeredRequest(3);
    const rows = await rowsOf(made.id);
    const answers = await Promise.all([
      accept(customer, made.appointmentId, starts[0]!),
      accept(customer, rows[1]!.id, starts[1]!),
      accept(customer, rows[2]!.id, starts[2]!),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    const after = await rowsOf(made.id);
    expect(after.filter((r) => r.status === 'pending_deposit')).toHaveLength(1);
    expect(after.filter((r) => r.status === 'expired')).toHaveLength(2);
  });

  it('frees the times of an offer that ran out; the shop may offer again', async () => {
    const { customer, request, starts, offer: made } = await offeredRequest(2);
    await app.db
      .update(appointmentOffers)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(appointmentOffers.id, made.id));
    await app.db
      .update(appointments)
      .set({ holdExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(appointments.offerId, made.id));
    await runDueJobs(app.deps);
    expect((await rowsOf(made.id)).map((r) => r.status)).toEqual(['expired', 'expired']);
    const free = await availableStarts(ids.custom);
    for (const start of starts) expect(free).toContain(start);
    const late = await accept(customer, made.appointmentId, starts[0]!);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('OFFER_EXPIRED');
    const mine = (await app.inject({ url: `/v1/requests/${request.id}`, headers: customer.headers })).json()
      .result;
    expect(mine.status).toBe('offer_expired');
    // The offer email that had not gone out yet says nothing about times that are gone.
    expect((await mailTo(customer.email)).filter((m) => m.subject.includes('offers you times'))).toEqual([]);
    const again = await offer(request.id, starts.slice(0, 1));
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().result.status).toBe('offered');
  });

  it('refuses taken or overlapping times, a deposit above the price, five times, and a second offer', async () => {
    const { request } = await newRequest();
    const [day1, day2] = await freeDays(ids.custom, 2);
    const held = await app.inject({
      method: 'POST',
      url: '/v1/appointments',
      headers: (await newCustomer(app)).headers,
      payload: { shopUrl: 'anchor-ink', artistId: ids.ada, serviceId: ids.small, start: day1 },
    });
    expect(held.statusCode, held.body).toBe(201);
    const taken = await offer(request.id, [day1!, day2!]);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('SLOT_TAKEN');
    // The taken time as the shop's clock reads it, not an instant in UTC.
    const takenAt = DateTime.fromISO(day1!).setZone('America/New_York');
    expect(taken.json().error.message).toBe(
      `${takenAt.setLocale('en-US').toFormat("cccc, LLLL d, yyyy 'at' h:mm a")} (New York time) is not free for this artist any more. Choose other times.`,
    );
    const soon = DateTime.fromISO(day2!).plus({ hours: 1 }).toUTC().toISO()!;
    const overlap = await offer(request.id, [day2!, soon]);
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().error.details.fields['body.starts']).toMatch(/overlap/);
    const greedy = await offer(request.id, [day2!], { depositAmount: 20001 });
    expect(greedy.statusCode).toBe(400);
    expect(greedy.json().error.details.fields['body.depositAmount']).toMatch(/more than the price/);
    const five = await offer(
      request.id,
      [1, 2, 3, 4, 5].map((d) => DateTime.fromISO(day2!).plus({ days: d }).toUTC().toISO()!),
    );
    expect(five.statusCode).toBe(400);
    const notTheirs = await offer(request.id, [day2!], { serviceId: ids.guestFlash });
    expect(notTheirs.statusCode).toBe(400);
    expect(
      await app.db.select().from(appointmentOffers).where(eq(appointmentOffers.requestId, request.id)),
    ).toEqual([]);

    const made = await offer(request.id, [day2!], { depositAmount: 2500 });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().result.offer.depositAmount).toBe(2500);
    const second = await offer(request.id, [day2!]);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('REQUEST_CLOSED');
  });

  it('refuses to offer a time outside the artist’s dates at the shop (a guest spot)', async () => {
    const { request } = await newRequest();
    const [first] = await freeDays(ids.custom, 1);
    const day = DateTime.fromISO(first!, { zone: 'America/New_York' });
    const link = eq(artistShops.id, ids.adaAtAnchor);
    await app.db
      .update(artistShops)
      .set({ startsOn: day.plus({ days: 1 }).toISODate() })
      .where(link);
    try {
      const early = await offer(request.id, [first!]);
      expect(early.statusCode, early.body).toBe(409);
      expect(early.json().error.code).toBe('SLOT_TAKEN');
    } finally {
      await app.db.update(artistShops).set({ startsOn: null }).where(link);
    }
    await app.db
      .update(artistShops)
      .set({ endsOn: day.minus({ days: 1 }).toISODate() })
      .where(link);
    try {
      expect((await offer(request.id, [first!])).statusCode).toBe(409);
    } finally {
      await app.db.update(artistShops).set({ endsOn: null }).where(link);
    }
  });

  it('withdraws the offered times when the shop declines a request it had offered', async () => {
    const { customer, request, starts, offer: made } = await offeredRequest(2);
    const declined = await staff('POST', `/${request.id}/decline`, { reason: 'Ada is away after all.' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await rowsOf(made.id)).map((r) => r.status)).toEqual(['cancelled', 'cancelled']);
    expect(await availableStarts(ids.custom)).toContain(starts[0]);
    expect((await accept(customer, made.appointmentId, starts[0]!)).statusCode).toBe(409);
    const events = await app.db
      .select({ kind: tattooRequestEvents.kind })
      .from(tattooRequestEvents)
      .where(eq(tattooRequestEvents.requestId, request.id))
      .orderBy(asc(tattooRequestEvents.at));
    expect(events.map((e) => e.kind)).toEqual(['submitted', 'offer', 'declined']);
  });
});
