import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestClock, testStart } from '../../test/clock.ts';
import {
  type BookingFixtures,
  insertBookingFixtures,
  newCustomer,
  newMember,
} from '../appointments/test-fixtures.ts';

const clock = createTestClock();
let app: TestApp;
let ids: BookingFixtures;
let owner: Awaited<ReturnType<typeof newMember>>;
let picture: string;

beforeAll(async () => {
  app = await createTestApp({}, { clock });
  ids = await insertBookingFixtures(app);
  owner = await newMember(app, ids.anchor, 'owner');
  picture = `users/${owner.user.id}/flash/swallow.png`;
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: 'red' } })
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

const studio = (path: string) => `/v1/business/${ids.anchor}${path}`;

async function design(title: string, repeatable = true) {
  const res = await app.inject({
    method: 'POST',
    url: studio('/flash'),
    headers: owner.headers,
    payload: {
      artistId: ids.ada,
      serviceId: ids.flash,
      title,
      picturePath: picture,
      placementNotes: 'Forearm or calf',
      repeatable,
      sizes: [
        { label: 'Palm', durationMinutes: 60, priceAmount: 12000 },
        { label: 'Hand', durationMinutes: 120, priceAmount: 20000 },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result as { id: string; sizes: { id: string }[] };
}

async function drop(items: { designId: string; stock: number }[], extra: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: studio('/drops'),
    headers: owner.headers,
    payload: {
      artistId: ids.ada,
      title: 'Friday the 13th',
      opensAt: new Date(clock.now().getTime() - 60_000).toISOString(),
      items,
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result as { id: string; items: { id: string; left: number }[] };
}

const claim = (dropId: string, dropItemId: string, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: `/v1/drops/${dropId}/claims`, headers, payload: { dropItemId } });

const leftOf = async (dropId: string) =>
  (await app.inject({ url: `/v1/drops/${dropId}` })).json().result.items.map((i: { left: number }) => i.left);

describe('flash sheet', () => {
  it("shows a new design with its sizes on the shop's and the artist's sheet, and not once taken off", async () => {
    const swallow = await design('Swallow');
    const sheet = (await app.inject({ url: `/v1/shops/anchor-ink/flash/artists/${ids.ada}` })).json().result;
    const shown = sheet.designs.find((d: { id: string }) => d.id === swallow.id);
    expect(shown).toMatchObject({
      title: 'Swallow',
      placementNotes: 'Forearm or calf',
      sizes: [
        { label: 'Palm', durationMinutes: 60, priceAmount: 12000 },
        { label: 'Hand', durationMinutes: 120, priceAmount: 20000 },
      ],
    });
    expect(shown.pictureUrl).toContain(picture);
    const removed = await app.inject({
      method: 'DELETE',
      url: studio(`/flash/${swallow.id}`),
      headers: owner.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const after = (await app.inject({ url: '/v1/shops/anchor-ink/flash' })).json().result;
    expect(after.designs.map((d: { id: string }) => d.id)).not.toContain(swallow.id);
  });

  it("refuses a design on a service the artist does not offer, and another shop's studio learns nothing", async () => {
    const res = await app.inject({
      method: 'POST',
      url: studio('/flash'),
      headers: owner.headers,
      payload: {
        artistId: ids.ada,
        serviceId: ids.guestFlash,
        title: 'Rose',
        picturePath: picture,
        sizes: [{ label: 'Small', durationMinutes: 60, priceAmount: 9000 }],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields['body.serviceId']).toBeTruthy();
    const stranger = await newCustomer(app);
    const peek = await app.inject({ url: studio('/flash'), headers: stranger.headers });
    expect(peek.statusCode).toBe(404);
  });
});

describe('drops', () => {
  it('refuses a one-off design with a stock above 1', async () => {
    const dagger = await design('Dagger', false);
    const res = await app.inject({
      method: 'POST',
      url: studio('/drops'),
      headers: owner.headers,
      payload: {
        artistId: ids.ada,
        title: 'Too many',
        opensAt: clock.now().toISOString(),
        items: [{ designId: dagger.id, stock: 2 }],
      },
    });
    expect(res.statusCode).toBe(400);
  });

  it('answers a claim before the drop opens with "not open yet"', async () => {
    const moth = await design('Moth', false);
    const later = await drop([{ designId: moth.id, stock: 1 }], {
      opensAt: new Date(clock.now().getTime() + 3_600_000).toISOString(),
    });
    const customer = await newCustomer(app);
    const res = await claim(later.id, later.items[0]!.id, customer.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('DROP_NOT_OPEN');
    expect(await leftOf(later.id)).toEqual([1]);
  });

  it('gives a stock of 3 to exactly 3 of 12 customers claiming at once; the rest hear "Claimed"', async () => {
    const heart = await design('Heart');
    const d = await drop([{ designId: heart.id, stock: 3 }]);
    const customers = await Promise.all(Array.from({ length: 12 }, () => newCustomer(app)));
    const answers = await Promise.all(customers.map((c) => claim(d.id, d.items[0]!.id, c.headers)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(9);
    expect(new Set(answers.filter((a) => a.statusCode === 409).map((a) => a.json().error.code))).toEqual(
      new Set(['SOLD_OUT']),
    );
    expect(await leftOf(d.id)).toEqual([0]);
  });

  it('never lets one customer past the limit, even claiming several designs at the same moment', async () => {
    const designs = await Promise.all(['Snake', 'Panther', 'Eagle', 'Ship'].map((t) => design(t, false)));
    const d = await drop(
      designs.map((x) => ({ designId: x.id, stock: 1 })),
      { perCustomerLimit: 2 },
    );
    const greedy = await newCustomer(app);
    const answers = await Promise.all(d.items.map((i) => claim(d.id, i.id, greedy.headers)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(2);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused.map((a) => a.json().error.code)).toEqual(['CLAIM_LIMIT', 'CLAIM_LIMIT']);
    // The designs the limit refused are still there for others.
    expect((await leftOf(d.id)).filter((n: number) => n === 1)).toHaveLength(2);
  });

  it('returns an unbooked hold to stock when its minutes run out, for the next customer', async () => {
    const anchor = await design('Anchor', false);
    const d = await drop([{ designId: anchor.id, stock: 1 }], { holdMinutes: 5 });
    const first = await newCustomer(app);
    const second = await newCustomer(app);
    expect((await claim(d.id, d.items[0]!.id, first.headers)).statusCode).toBe(201);
    const lost = await claim(d.id, d.items[0]!.id, second.headers);
    expect(lost.json().error.code).toBe('SOLD_OUT');
    expect(await leftOf(d.id)).toEqual([0]);
    clock.advance(5 * 60_000 + 1_000);
    expect(await leftOf(d.id)).toEqual([1]);
    expect((await claim(d.id, d.items[0]!.id, second.headers)).statusCode).toBe(201);
    clock.set(testStart);
  });
});

/** The free starts of a size on the artist's real calendar. */
async function freeStarts(sizeId: string) {
  const res = await app.inject({
    url: `/v1/availability?shopUrl=anchor-ink&artistId=${ids.ada}&serviceId=${ids.flash}&flashSizeId=${sizeId}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const days = res.json().result.days as { slots: { start: string }[] }[];
  return days.flatMap((d) => d.slots).map((s) => s.start);
}
const firstFreeStart = async (sizeId: string) => (await freeStarts(sizeId))[0]!;

const book = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/v1/appointments',
    headers,
    payload: { shopUrl: 'anchor-ink', artistId: ids.ada, serviceId: ids.flash, ...payload },
  });

describe('booking flash', () => {
  it("books a size for the size's length and price on the artist's free times", async () => {
    const rose = await design('Rose');
    // The palm size: an hour, where the service it is booked through takes two.
    const palm = rose.sizes[0]!.id;
    const customer = await newCustomer(app);
    const start = await firstFreeStart(palm);
    const res = await book(customer.headers, { flashSizeId: palm, start });
    expect(res.statusCode, res.body).toBe(201);
    const a = res.json().result;
    expect(Date.parse(a.endsAt) - Date.parse(a.startsAt)).toBe(60 * 60_000);
    expect(a.priceAmount).toBe(12000);
    // The same time is gone for the next customer.
    const again = await book((await newCustomer(app)).headers, { flashSizeId: palm, start });
    expect(again.json().error.code).toBe('SLOT_TAKEN');
  });

  it("keeps the size's length and price when the appointment is moved", async () => {
    const star = await design('Star');
    const palm = star.sizes[0]!.id;
    const customer = await newCustomer(app);
    const [start, , , later] = await freeStarts(palm);
    const booked = await book(customer.headers, { flashSizeId: palm, start });
    expect(booked.statusCode, booked.body).toBe(201);
    const id = booked.json().result.id;
    const moved = await app.inject({
      method: 'POST',
      url: `/v1/appointments/${id}/reschedule`,
      headers: customer.headers,
      payload: { start: later },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const a = moved.json().result;
    expect(a.startsAt).toBe(later);
    // The palm size's hour, not the two hours of the service it is booked through.
    expect(Date.parse(a.endsAt) - Date.parse(a.startsAt)).toBe(60 * 60_000);
    expect(a.priceAmount).toBe(12000);
  });

  it('offers the times to move it to for its own length and its own time freed, to its customer only', async () => {
    const moon = await design('Moon');
    const palm = moon.sizes[0]!.id;
    const customer = await newCustomer(app);
    const start = await firstFreeStart(palm);
    const booked = await book(customer.headers, { flashSizeId: palm, start });
    expect(booked.statusCode, booked.body).toBe(201);
    const url = `/v1/appointments/${booked.json().result.id}/reschedule-times`;
    const res = await app.inject({ url, headers: customer.headers });
    expect(res.statusCode, res.body).toBe(200);
    const slots = (res.json().result.days as { slots: { start: string; end: string }[] }[]).flatMap(
      (d) => d.slots,
    );
    expect(slots.length).toBeGreaterThan(0);
    // The palm size's hour, not the two hours of the service it is booked through.
    expect(slots.filter((s) => Date.parse(s.end) - Date.parse(s.start) !== 60 * 60_000)).toEqual([]);
    // Its own time does not stand in its way, though it is taken for everyone else.
    expect(slots.map((s) => s.start)).toContain(start);
    expect(await freeStarts(palm)).not.toContain(start);
    const stranger = await app.inject({ url, headers: (await newCustomer(app)).headers });
    expect(stranger.statusCode).toBe(404);
  });

  it('books a drop design only with its claim, and gives it back to the drop when the booking is cancelled', async () => {
    const koi = await design('Koi', false);
    const d = await drop([{ designId: koi.id, stock: 1 }]);
    const size = koi.sizes[0]!.id;
    const customer = await newCustomer(app);
    const start = await firstFreeStart(size);
    const unclaimed = await book(customer.headers, { flashSizeId: size, start });
    expect(unclaimed.json().error.code).toBe('CLAIM_REQUIRED');
    const claimed = await claim(d.id, d.items[0]!.id, customer.headers);
    expect(claimed.statusCode, claimed.body).toBe(201);
    const booked = await book(customer.headers, {
      flashSizeId: size,
      flashClaimId: claimed.json().result.id,
      start,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    // Still claimed long after the claim's own minutes: the appointment keeps it.
    expect(await leftOf(d.id)).toEqual([0]);
    const cancelled = await app.inject({
      method: 'POST',
      url: `/v1/appointments/${booked.json().result.id}/cancel`,
      headers: customer.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // The drop page's copy is at most a second old (flash/drop-reads.ts): the design is back then.
    await expect.poll(() => leftOf(d.id), { timeout: 10_000 }).toEqual([1]);
  });
});

describe('an unpaid deposit', () => {
  it('gives a booked drop design back to stock when the deposit is not paid in time', async () => {
    const owl = await design('Owl', false);
    const d = await drop([{ designId: owl.id, stock: 1 }]);
    const size = owl.sizes[0]!.id;
    const customer = await newCustomer(app);
    const claimed = await claim(d.id, d.items[0]!.id, customer.headers);
    const start = await firstFreeStart(size);
    const booked = await book(customer.headers, {
      flashSizeId: size,
      flashClaimId: claimed.json().result.id,
      start,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().result.status).toBe('held');
    expect(await leftOf(d.id)).toEqual([0]);
    // The deposit's ten minutes pass unpaid: the design is back for the next customer.
    clock.advance(11 * 60_000);
    expect(await leftOf(d.id)).toEqual([1]);
    const next = await newCustomer(app);
    expect((await claim(d.id, d.items[0]!.id, next.headers)).statusCode).toBe(201);
    clock.set(testStart);
  });
});
