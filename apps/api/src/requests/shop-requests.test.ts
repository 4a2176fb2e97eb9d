import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  type BookingFixtures,
  insertBookingFixtures,
  newCustomer,
  newMember,
} from '../appointments/test-fixtures.ts';
import { businessMembers } from '../db/schema/catalog.ts';

// The shop's side of requests as the studio shows it: who of the team sees which request, and each
// offered time followed to the appointment it became.

let app: TestApp;
let ids: BookingFixtures;
let staff: Record<string, string>;
let adaHeaders: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp();
  ids = await insertBookingFixtures(app);
  staff = (await newMember(app, ids.anchor, 'staff')).headers;
  const ada = await newMember(app, ids.anchor, 'artist');
  await app.db
    .update(businessMembers)
    .set({ artistId: ids.ada })
    .where(eq(businessMembers.userId, ada.user.id));
  adaHeaders = ada.headers;
});
afterAll(() => app.close());

type Customer = Awaited<ReturnType<typeof newCustomer>>;

async function newRequest(change: Record<string, unknown> = {}) {
  const customer = await newCustomer(app);
  const res = await app.inject({
    method: 'POST',
    url: '/v1/shops/anchor-ink/requests',
    headers: customer.headers,
    payload: {
      idea: 'A lighthouse on the ribs, fine line, waves below',
      placement: 'ribs',
      size: { unit: 'class', sizeClass: 'medium' },
      style: 'Fine line',
      colour: 'black_and_grey',
      budgetMinAmount: 20000,
      budgetMaxAmount: 40000,
      preferredArtistId: ids.ada,
      contactName: 'Robin Ink',
      contactEmail: customer.email,
      adultConfirmed: true,
      ...change,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { customer, id: res.json().result.id as string };
}

const shop = (method: 'GET' | 'POST', path: string, headers: Record<string, string>, payload?: unknown) =>
  app.inject({
    method,
    url: `/v1/business/${ids.anchor}/requests${path}`,
    headers,
    payload: payload as never,
  });

/** The first free start of Ada's `count` next free days for the custom piece. */
async function freeStarts(count: number) {
  const zone = 'America/New_York';
  const today = DateTime.fromJSDate(app.deps.clock.now()).setZone(zone);
  const res = await app.inject({
    url: `/v1/availability?shopUrl=anchor-ink&artistId=${ids.ada}&serviceId=${ids.custom}&from=${today.toISODate()}&to=${today.plus({ days: 40 }).toISODate()}`,
  });
  const days = (res.json().result.days as { slots: { start: string }[] }[]).filter((d) => d.slots.length);
  return days.slice(0, count).map((d) => d.slots[0]!.start);
}

const accept = (c: Customer, appointmentId: string, start: string) =>
  app.inject({
    method: 'POST',
    url: `/v1/appointments/${appointmentId}/accept-offer`,
    headers: c.headers,
    payload: { start },
  });

describe('who sees a request', () => {
  it('shows an artist only the requests that name them or were offered with them; the front desk all', async () => {
    const forAda = await newRequest();
    const forBen = await newRequest({ preferredArtistId: ids.ben });
    const forAnyone = await newRequest({ preferredArtistId: null });

    const seenBy = async (headers: Record<string, string>) =>
      ((await shop('GET', '', headers)).json().result as { id: string }[]).map((r) => r.id);
    expect(await seenBy(staff)).toEqual(expect.arrayContaining([forAda.id, forBen.id, forAnyone.id]));
    const adaSees = await seenBy(adaHeaders);
    expect(adaSees).toContain(forAda.id);
    expect(adaSees).not.toContain(forBen.id);
    expect(adaSees).not.toContain(forAnyone.id);

    // Another artist's request is not there for Ada, to read or to answer.
    expect((await shop('GET', `/${forBen.id}`, adaHeaders)).statusCode).toBe(404);
    const ask = await shop('POST', `/${forBen.id}/question`, adaHeaders, { question: 'Which rib?' });
    expect(ask.statusCode).toBe(404);
    const decline = await shop('POST', `/${forBen.id}/decline`, adaHeaders, { reason: 'Not mine' });
    expect(decline.statusCode).toBe(404);

    // Her own she answers herself.
    const own = await shop('POST', `/${forAda.id}/question`, adaHeaders, { question: 'Left or right side?' });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().result.status).toBe('question_asked');

    // Once the front desk offers an "any artist" request with Ada, it is hers to follow.
    const starts = await freeStarts(1);
    const offered = await shop('POST', `/${forAnyone.id}/offer`, staff, {
      artistId: ids.ada,
      serviceId: ids.custom,
      starts,
    });
    expect(offered.statusCode, offered.body).toBe(201);
    expect((await shop('GET', `/${forAnyone.id}`, adaHeaders)).statusCode).toBe(200);
  });

  it('lets an artist offer only their own times', async () => {
    const forAda = await newRequest();
    const asBen = await shop('POST', `/${forAda.id}/offer`, adaHeaders, {
      artistId: ids.ben,
      serviceId: ids.consult,
      starts: await freeStarts(1),
    });
    expect(asBen.statusCode).toBe(403);
    const own = await shop('POST', `/${forAda.id}/offer`, adaHeaders, {
      artistId: ids.ada,
      serviceId: ids.custom,
      starts: await freeStarts(1),
    });
    expect(own.statusCode, own.body).toBe(201);
  });
});

describe('following an offer to the appointment', () => {
  it('shows each offered time, which one the customer chose, and the appointment it became', async () => {
    const { customer, id } = await newRequest();
    const starts = await freeStarts(2);
    const offered = await shop('POST', `/${id}/offer`, staff, {
      artistId: ids.ada,
      serviceId: ids.custom,
      starts,
      message: 'Either works for Ada.',
    });
    expect(offered.statusCode, offered.body).toBe(201);
    const open = offered.json().result;
    expect(open.offerTimes).toMatchObject({
      artist: { id: ids.ada, displayName: 'Ada Stone' },
      service: { id: ids.custom, name: 'Custom large piece' },
      priceAmount: 20000,
      depositAmount: 10000,
      message: 'Either works for Ada.',
      times: [
        { start: starts[0], outcome: 'open' },
        { start: starts[1], outcome: 'open' },
      ],
    });
    expect(open.appointment).toBeNull();

    // The customer takes the later time: the primary row moves onto it, yet the first stays listed.
    const accepted = await accept(customer, open.offer.appointmentId, starts[1]!);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const booked = (await shop('GET', `/${id}`, staff)).json().result;
    expect(booked.status).toBe('booked');
    expect(booked.offerTimes.times).toEqual([
      { start: starts[0], outcome: 'not_chosen' },
      { start: starts[1], outcome: 'chosen' },
    ]);
    expect(booked.appointment).toMatchObject({
      id: open.offer.appointmentId,
      status: 'pending_deposit',
      startsAt: starts[1],
    });
  });

  it('marks the times of a declined request as withdrawn', async () => {
    const { id } = await newRequest();
    const starts = await freeStarts(2);
    await shop('POST', `/${id}/offer`, staff, { artistId: ids.ada, serviceId: ids.custom, starts });
    const declined = await shop('POST', `/${id}/decline`, staff, { reason: 'Ada is fully booked.' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().result.offerTimes.times.map((t: { outcome: string }) => t.outcome)).toEqual([
      'withdrawn',
      'withdrawn',
    ]);
    expect(declined.json().result.appointment).toBeNull();
  });
});
