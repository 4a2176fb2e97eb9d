import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestClock } from '../../test/clock.ts';
import {
  type BookingFixtures,
  insertBookingFixtures,
  newCustomer,
  newMember,
} from '../appointments/test-fixtures.ts';
import { newId } from '../db/ids.ts';
import { businessMembers } from '../db/schema/catalog.ts';

// The studio's edits of flash and drops (issue 29 item 5).

const clock = createTestClock();
let app: TestApp;
let ids: BookingFixtures;
let owner: Awaited<ReturnType<typeof newMember>>;
let ben: Awaited<ReturnType<typeof newCustomer>>;
let picture: string;

beforeAll(async () => {
  app = await createTestApp({}, { clock });
  ids = await insertBookingFixtures(app);
  owner = await newMember(app, ids.anchor, 'owner');
  ben = await newCustomer(app);
  await app.db
    .insert(businessMembers)
    .values({ id: newId(), businessId: ids.anchor, userId: ben.user.id, role: 'artist', artistId: ids.ben });
  picture = `users/${owner.user.id}/flash/rose.png`;
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: 'blue' } })
    .png()
    .toBuffer();
  const declared = await app.inject({
    method: 'POST',
    url: '/v1/uploads',
    headers: owner.headers,
    payload: { path: picture, contentType: 'image/png', size: png.length, public: true },
  });
  expect(declared.statusCode, declared.body).toBe(201);
  const url = new URL(declared.json().result.uploadUrl);
  const put = await app.inject({
    method: 'PUT',
    url: url.pathname,
    headers: { ...owner.headers, 'content-type': 'image/png' },
    payload: png,
  });
  expect(put.statusCode, put.body).toBe(200);
});
afterAll(() => app?.close());

const studio = (path: string, businessId = ids.anchor) => `/v1/business/${businessId}${path}`;
const minutes = (n: number) => new Date(clock.now().getTime() + n * 60_000).toISOString();

const designBody = (title: string, repeatable = true) => ({
  serviceId: ids.flash,
  title,
  picturePath: picture,
  placementNotes: 'Forearm',
  repeatable,
  sizes: [
    { label: 'Small', durationMinutes: 60, priceAmount: 10000 },
    { label: 'Large', durationMinutes: 120, priceAmount: 18000 },
  ],
});

async function design(title: string, repeatable = true) {
  const res = await app.inject({
    method: 'POST',
    url: studio('/flash'),
    headers: owner.headers,
    payload: { artistId: ids.ada, ...designBody(title, repeatable) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result as { id: string; sizes: { id: string; label: string }[] };
}

const dropBody = (items: { designId: string; stock: number }[], opensAt = minutes(60)) => ({
  artistId: ids.ada,
  title: 'Rose day',
  opensAt,
  perCustomerLimit: 1,
  items,
});

async function drop(items: { designId: string; stock: number }[], opensAt = minutes(60)) {
  const res = await app.inject({
    method: 'POST',
    url: studio('/drops'),
    headers: owner.headers,
    payload: dropBody(items, opensAt),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result as { id: string; items: { id: string }[] };
}

describe('editing flash designs', () => {
  it('changes a design in place: kept sizes keep their ids, a left-out size goes, a new one comes', async () => {
    const rose = await design('Rose');
    const [small, large] = rose.sizes;
    const res = await app.inject({
      method: 'PATCH',
      url: studio(`/flash/${rose.id}`),
      headers: owner.headers,
      payload: {
        ...designBody('Rose with thorns', false),
        sizes: [
          { id: large!.id, label: 'Large', durationMinutes: 150, priceAmount: 21000 },
          { label: 'Sleeve', durationMinutes: 240, priceAmount: 40000 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const changed = res.json().result;
    expect(changed).toMatchObject({ title: 'Rose with thorns', repeatable: false });
    expect(changed.sizes.map((s: { label: string }) => s.label)).toEqual(['Large', 'Sleeve']);
    expect(changed.sizes[0]).toMatchObject({ id: large!.id, durationMinutes: 150, priceAmount: 21000 });
    expect(changed.sizes.map((s: { id: string }) => s.id)).not.toContain(small!.id);
  });

  it('answers bad input with field messages, and refuses a size of another design', async () => {
    const rose = await design('Rose 2');
    const other = await design('Peony');
    const bad = await app.inject({
      method: 'PATCH',
      url: studio(`/flash/${rose.id}`),
      headers: owner.headers,
      payload: { ...designBody(''), sizes: [] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields).toMatchObject({
      'body.title': 'The title is required',
      'body.sizes': 'Add one size at least',
    });
    const stolen = await app.inject({
      method: 'PATCH',
      url: studio(`/flash/${rose.id}`),
      headers: owner.headers,
      payload: {
        ...designBody('Rose 2'),
        sizes: [{ id: other.sizes[0]!.id, label: 'S', durationMinutes: 60, priceAmount: 1 }],
      },
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error.details.fields['body.sizes.0.id']).toBeTruthy();
  });

  it("keeps an artist to their own designs: another artist's, like another shop's, is 404", async () => {
    const rose = await design('Rose 3');
    const asBen = await app.inject({
      method: 'PATCH',
      url: studio(`/flash/${rose.id}`),
      headers: ben.headers,
      payload: designBody('Mine now'),
    });
    expect(asBen.statusCode).toBe(404);
    const list = await app.inject({ url: studio('/flash'), headers: ben.headers });
    expect(list.json().result.designs.map((d: { id: string }) => d.id)).not.toContain(rose.id);
    const harbourOwner = await newMember(app, ids.harbour, 'owner');
    const elsewhere = await app.inject({
      method: 'PATCH',
      url: studio(`/flash/${rose.id}`, ids.harbour),
      headers: harbourOwner.headers,
      payload: designBody('Mine now'),
    });
    expect(elsewhere.statusCode).toBe(404);
    const sales = await app.inject({ url: studio('/drops/nope/sales'), headers: owner.headers });
    expect(sales.statusCode).toBe(404);
  });
});

describe('editing drops', () => {
  it('changes and calls off a drop before it opens, and not once it has opened', async () => {
    const lily = await design('Lily');
    const iris = await design('Iris', false);
    const upcoming = await drop([{ designId: lily.id, stock: 3 }]);
    const changed = await app.inject({
      method: 'PATCH',
      url: studio(`/drops/${upcoming.id}`),
      headers: owner.headers,
      payload: {
        ...dropBody(
          [
            { designId: lily.id, stock: 5 },
            { designId: iris.id, stock: 1 },
          ],
          minutes(120),
        ),
        title: 'Flower day',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().result).toMatchObject({ title: 'Flower day', items: [{ stock: 5 }, { stock: 1 }] });
    const oneOff = await app.inject({
      method: 'PATCH',
      url: studio(`/drops/${upcoming.id}`),
      headers: owner.headers,
      payload: dropBody([{ designId: iris.id, stock: 4 }]),
    });
    expect(oneOff.statusCode).toBe(400);
    expect(oneOff.json().error.details.fields['body.items.0.stock']).toMatch(/one-off/);
    const byBen = await app.inject({
      method: 'POST',
      url: studio(`/drops/${upcoming.id}/cancel`),
      headers: ben.headers,
    });
    expect(byBen.statusCode).toBe(404);
    const cancelled = await app.inject({
      method: 'POST',
      url: studio(`/drops/${upcoming.id}/cancel`),
      headers: owner.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await app.inject({ url: `/v1/drops/${upcoming.id}` })).statusCode).toBe(404);

    const opened = await drop([{ designId: lily.id, stock: 2 }], minutes(-1));
    const late = await app.inject({
      method: 'PATCH',
      url: studio(`/drops/${opened.id}`),
      headers: owner.headers,
      payload: dropBody([{ designId: lily.id, stock: 9 }]),
    });
    expect(late.statusCode).toBe(409);
    const lateCancel = await app.inject({
      method: 'POST',
      url: studio(`/drops/${opened.id}/cancel`),
      headers: owner.headers,
    });
    expect(lateCancel.statusCode).toBe(409);
  });

  it("shows a drop's sales: claimed, held and what remains, holds given back once they lapse", async () => {
    const tulip = await design('Tulip');
    const d = await drop([{ designId: tulip.id, stock: 3 }], minutes(-1));
    const buyers = await Promise.all([newCustomer(app), newCustomer(app)]);
    for (const b of buyers) {
      const claim = await app.inject({
        method: 'POST',
        url: `/v1/drops/${d.id}/claims`,
        headers: b.headers,
        payload: { dropItemId: d.items[0]!.id },
      });
      expect(claim.statusCode, claim.body).toBe(201);
    }
    const sales = async () => {
      const res = await app.inject({ url: studio(`/drops/${d.id}/sales`), headers: owner.headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result;
    };
    expect((await sales()).items).toEqual([
      expect.objectContaining({ title: 'Tulip', stock: 3, claimed: 2, held: 2, paid: 0, remaining: 1 }),
    ]);
    clock.advance(60 * 60_000);
    expect((await sales()).items[0]).toMatchObject({ claimed: 0, held: 0, remaining: 3 });
  });
});
