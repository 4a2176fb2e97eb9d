import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestClock } from '../../test/clock.ts';
import { type BookingFixtures, insertBookingFixtures, newCustomer } from '../appointments/test-fixtures.ts';
import { newId } from '../db/ids.ts';
import { payWithCard, startCheckout } from '../payments/test-fixtures.ts';
import { memberOf } from '../staff-booking/test-fixtures.ts';

// The studio's side of projects: the shop's defaults for a new project, changing and cancelling one
// (who may, and what may no longer change), the artist/service check, past customers, and each open
// project's balance in Money, checked against sums worked out here by hand.

type Person = Awaited<ReturnType<typeof newCustomer>>;
type Headers = Record<string, string>;
const clock = createTestClock();
const day = 86_400_000;
let app: TestApp;
let ids: BookingFixtures;
let owner: Person;
let frontDesk: Person;
let ada: Person;
let ben: Person;
let otherShop: Person;

beforeAll(async () => {
  app = await createTestApp({}, { clock });
  ids = await insertBookingFixtures(app);
  owner = await memberOf(app, ids.anchor, 'owner');
  frontDesk = await memberOf(app, ids.anchor, 'staff');
  ada = await memberOf(app, ids.anchor, 'artist', ids.ada);
  ben = await memberOf(app, ids.anchor, 'artist', ids.ben);
  otherShop = await memberOf(app, ids.harbour, 'owner');
});
afterAll(() => app?.close());

const base = () => `/v1/business/${ids.anchor}`;

/** A customer who has been to Anchor Ink (a free consultation with Ada). */
async function returningCustomer() {
  const c = await newCustomer(app);
  const avail = await app.inject({
    url: `/v1/availability?shopUrl=anchor-ink&artistId=${ids.ada}&serviceId=${ids.consult}`,
  });
  const start = avail.json().result.days.find((d: { slots: unknown[] }) => d.slots.length).slots[0].start;
  const res = await app.inject({
    method: 'POST',
    url: '/v1/appointments',
    headers: c.headers,
    payload: { shopUrl: 'anchor-ink', artistId: ids.ada, serviceId: ids.consult, start },
  });
  expect(res.statusCode, res.body).toBe(201);
  return c;
}

const create = (headers: Headers, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `${base()}/projects`,
    headers: { ...headers, 'idempotency-key': newId() },
    payload: {
      artistId: ids.ada,
      serviceId: ids.small,
      title: 'Back piece',
      sessionCount: 3,
      quote: { kind: 'fixed', amount: 60000 },
      depositAmount: 15000,
      ...payload,
    },
  });

const update = (headers: Headers, projectId: string, payload: unknown, businessId = ids.anchor) =>
  app.inject({
    method: 'PATCH',
    url: `/v1/business/${businessId}/projects/${projectId}`,
    headers,
    payload: payload as Record<string, unknown>,
  });

async function newProject(extra: Record<string, unknown> = {}) {
  const c = await returningCustomer();
  const res = await create(owner.headers, { customerId: c.user.id, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return { c, project: res.json().result };
}

describe('the shop’s defaults for a new project', () => {
  it('starts from the built-in defaults; only the owner changes them; a new project takes them', async () => {
    const first = await app.inject({ url: `${base()}/project-defaults`, headers: ada.headers });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result).toEqual({
      depositAppliesTo: 'first',
      healingGapDays: 21,
      inTimeCancelRule: 'keep_credit',
      lateCancelRule: 'forfeit',
      noShowRule: 'forfeit',
    });

    const next = {
      depositAppliesTo: 'last',
      healingGapDays: 28,
      inTimeCancelRule: 'refund',
      lateCancelRule: 'keep_credit',
      noShowRule: 'forfeit',
    };
    for (const who of [frontDesk, ada]) {
      const refused = await app.inject({
        method: 'PUT',
        url: `${base()}/project-defaults`,
        headers: who.headers,
        payload: next,
      });
      expect(refused.statusCode).toBe(403);
    }
    const wrong = await app.inject({
      method: 'PUT',
      url: `${base()}/project-defaults`,
      headers: owner.headers,
      payload: { ...next, healingGapDays: -3 },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details.fields['body.healingGapDays']).toMatch(/cannot be negative/);

    const saved = await app.inject({
      method: 'PUT',
      url: `${base()}/project-defaults`,
      headers: owner.headers,
      payload: next,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result).toEqual(next);

    const { project } = await newProject();
    expect(project.depositAppliesTo).toBe('last');
    expect(project.healingGapDays).toBe(28);
    expect(project.rules).toEqual({ inTimeCancel: 'refund', lateCancel: 'keep_credit', noShow: 'forfeit' });

    // What the body says wins over the defaults.
    const { project: own } = await newProject({
      depositAppliesTo: 'spread',
      healingGapDays: 14,
      noShowRule: 'refund',
    });
    expect(own.depositAppliesTo).toBe('spread');
    expect(own.healingGapDays).toBe(14);
    expect(own.rules).toEqual({ inTimeCancel: 'refund', lateCancel: 'keep_credit', noShow: 'refund' });
  });
});

describe('quoting a project', () => {
  it('refuses a service the artist does not do as a field error, not a missing page', async () => {
    const c = await returningCustomer();
    const res = await create(owner.headers, {
      customerId: c.user.id,
      artistId: ids.ben,
      serviceId: ids.small,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields['body.serviceId']).toMatch(/does not do this service/);
  });

  it('refuses a deposit above the quote', async () => {
    const c = await returningCustomer();
    const res = await create(owner.headers, { customerId: c.user.id, depositAmount: 70000 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields['body.depositAmount']).toMatch(/more than the quote/);
  });
});

describe('changing a project', () => {
  it('changes its words, sessions, deposit and rules, and says which field is wrong', async () => {
    const { project } = await newProject();
    const res = await update(owner.headers, project.id, {
      title: 'Full back piece',
      placement: 'back',
      size: 'whole back',
      sessionCount: 4,
      depositAmount: 20000,
      depositAppliesTo: 'spread',
      healingGapDays: 30,
      lateCancelRule: 'refund',
      quote: { kind: 'range', minAmount: 80000, maxAmount: 100000 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json().result;
    expect(view).toMatchObject({
      title: 'Full back piece',
      placement: 'back',
      size: 'whole back',
      sessionCount: 4,
      depositAmount: 20000,
      depositAppliesTo: 'spread',
      healingGapDays: 30,
      quote: { kind: 'range', amount: 80000, maxAmount: 100000 },
    });
    expect(view.rules.lateCancel).toBe('refund');
    expect(view.sessions).toHaveLength(4);

    const bad = await update(owner.headers, project.id, { sessionCount: 0, title: ' ' });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().error.details.fields;
    expect(fields['body.sessionCount']).toMatch(/at least one session/);
    expect(fields['body.title']).toMatch(/title/);
    const range = await update(owner.headers, project.id, {
      quote: { kind: 'range', minAmount: 9000, maxAmount: 5000 },
    });
    expect(range.statusCode).toBe(400);
    expect(range.json().error.details.fields['body.quote.maxAmount']).toMatch(/top of the range/);
    const empty = await update(owner.headers, project.id, {});
    expect(empty.statusCode).toBe(400);
    const tooBig = await update(owner.headers, project.id, { depositAmount: 90000 });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.details.fields['body.depositAmount']).toMatch(/more than the quote/);
    // Nothing of the refused changes was written.
    const again = await app.inject({ url: `${base()}/projects/${project.id}`, headers: owner.headers });
    expect(again.json().result).toMatchObject({
      sessionCount: 4,
      depositAmount: 20000,
      title: 'Full back piece',
    });
  });

  it('keeps the quote the customer accepted', async () => {
    const { c, project } = await newProject();
    const accepted = await app.inject({
      method: 'POST',
      url: `/v1/projects/${project.id}/accept`,
      headers: c.headers,
    });
    expect(accepted.statusCode).toBe(200);
    const res = await update(owner.headers, project.id, { quote: { kind: 'fixed', amount: 1000 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields['body.quote']).toMatch(/accepted this quote/);
    const ok = await update(owner.headers, project.id, { depositAppliesTo: 'last' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().result.quote.amount).toBe(60000);
  });

  it('lets an artist change only their own projects, and no other shop at all', async () => {
    const { project } = await newProject();
    expect((await update(ada.headers, project.id, { title: 'Ada’s back piece' })).statusCode).toBe(200);
    expect((await update(ben.headers, project.id, { title: 'Ben’s now' })).statusCode).toBe(404);
    expect((await update(frontDesk.headers, project.id, { size: 'large' })).statusCode).toBe(200);
    // Another shop's owner: not a member here, and their own shop does not have this project.
    expect((await update(otherShop.headers, project.id, { title: 'x' })).statusCode).toBe(404);
    expect((await update(otherShop.headers, project.id, { title: 'x' }, ids.harbour)).statusCode).toBe(404);
    const view = await app.inject({ url: `${base()}/projects/${project.id}`, headers: owner.headers });
    expect(view.json().result).toMatchObject({ title: 'Ada’s back piece', size: 'large' });
  });

  it('cancels a project; a cancelled project refuses changes with a clear message', async () => {
    const { project } = await newProject();
    const cancel = () =>
      app.inject({ method: 'POST', url: `${base()}/projects/${project.id}/cancel`, headers: owner.headers });
    const res = await cancel();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.state).toBe('cancelled');
    expect((await cancel()).statusCode).toBe(200);
    const refused = await update(owner.headers, project.id, { title: 'Again' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/cancelled; it can no longer be changed/);
    const byBen = await app.inject({
      method: 'POST',
      url: `${base()}/projects/${project.id}/cancel`,
      headers: ben.headers,
    });
    expect(byBen.statusCode).toBe(404);
  });
});

describe('past customers and balances', () => {
  it('lists the shop’s past customers, matching a name or email', async () => {
    const c = await returningCustomer();
    const all = await app.inject({ url: `${base()}/past-customers`, headers: frontDesk.headers });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().result.map((p: { id: string }) => p.id)).toContain(c.user.id);
    const byEmail = await app.inject({
      url: `${base()}/past-customers?q=${encodeURIComponent(c.user.email)}`,
      headers: frontDesk.headers,
    });
    expect(byEmail.json().result).toEqual([
      expect.objectContaining({ id: c.user.id, email: c.user.email, visits: 1 }),
    ]);
    // Ben has seen none of them; the other shop knows none of them.
    const forBen = await app.inject({ url: `${base()}/past-customers`, headers: ben.headers });
    expect(forBen.json().result).toEqual([]);
    const other = await app.inject({
      url: `/v1/business/${ids.harbour}/past-customers`,
      headers: otherShop.headers,
    });
    expect(other.json().result.map((p: { id: string }) => p.id)).not.toContain(c.user.id);
  });

  it('shows each open project’s quote, paid, credit held and due in Money', async () => {
    const { c, project } = await newProject({ depositAppliesTo: 'last' });
    expect(
      (await app.inject({ method: 'POST', url: `/v1/projects/${project.id}/accept`, headers: c.headers }))
        .statusCode,
    ).toBe(200);
    const from = new Date(clock.now().getTime() + 7 * day).toISOString().slice(0, 10);
    const times = await app.inject({
      url: `/v1/projects/${project.id}/free-times?from=${from}`,
      headers: c.headers,
    });
    const start = times.json().result.days[0].slots[0].start as string;
    const booked = await app.inject({
      method: 'POST',
      url: `/v1/projects/${project.id}/sessions`,
      headers: { ...c.headers, 'idempotency-key': newId() },
      payload: { start },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const deposit = await startCheckout(app, c.headers, booked.json().result.appointmentId, 'deposit');
    expect((await payWithCard(app, c.headers, deposit.id, '4242424242424242')).status).toBe('succeeded');

    const res = await app.inject({ url: `${base()}/project-balances`, headers: frontDesk.headers });
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json().result.find((b: { projectId: string }) => b.projectId === project.id);
    // By hand: quoted 60000, the deposit of 15000 paid and held as credit, 60000 − 15000 still due.
    expect(mine).toMatchObject({
      quoteAmount: 60000,
      paidAmount: 15000,
      creditHeldAmount: 15000,
      dueAmount: 45000,
      currency: 'USD',
    });
    // The same numbers as the project's own money record.
    const view = await app.inject({ url: `${base()}/projects/${project.id}`, headers: owner.headers });
    expect(view.json().result.money).toMatchObject({
      paidAmount: 15000,
      creditHeldAmount: 15000,
      dueAmount: 45000,
    });
    // Money is the counter's: not an artist's.
    expect((await app.inject({ url: `${base()}/project-balances`, headers: ada.headers })).statusCode).toBe(
      403,
    );
    // The deposit is paid: its amount can no longer change.
    const late = await update(owner.headers, project.id, { depositAmount: 10000 });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.details.fields['body.depositAmount']).toMatch(/paid already/);
  });
});
