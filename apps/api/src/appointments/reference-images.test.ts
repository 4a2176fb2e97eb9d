import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { appointments } from '../db/schema/appointments.ts';
import { uploads } from '../db/schema/uploads.ts';
import { type BookingFixtures, insertBookingFixtures, newCustomer } from './test-fixtures.ts';

let app: TestApp;
let ids: BookingFixtures;
beforeAll(async () => {
  app = await createTestApp();
  ids = await insertBookingFixtures(app);
});
afterAll(() => app.close());

/** A picture whose bytes arrived, owned by this user. */
async function storedPicture(ownerId: string, name: string, contentType = 'image/png') {
  const path = `users/${ownerId}/${name}`;
  await app.db.insert(uploads).values({
    id: `up-${name}-${ownerId}`,
    ownerId,
    path,
    contentType,
    declaredSize: 10,
    size: 10,
    status: 'stored',
    expiresAt: new Date(),
  });
  return path;
}

async function firstFreeStart() {
  const res = await app.inject({
    url: `/v1/availability?shopUrl=anchor-ink&artistId=${ids.ada}&serviceId=${ids.consult}`,
  });
  return res.json().result.days.flatMap((d: { slots: { start: string }[] }) => d.slots)[0].start as string;
}

const book = (headers: Record<string, string>, referenceImagePaths: string[]) =>
  firstFreeStart().then((start) =>
    app.inject({
      method: 'POST',
      url: '/v1/appointments',
      headers,
      payload: {
        shopUrl: 'anchor-ink',
        artistId: ids.ada,
        serviceId: ids.consult,
        start,
        referenceImagePaths,
      },
    }),
  );

describe("a booking's reference images", () => {
  it("refuses another customer's picture with 400 naming the field, booking nothing", async () => {
    const me = await newCustomer(app);
    const someoneElse = await newCustomer(app);
    const theirs = await storedPicture(someoneElse.user.id, 'their-idea.png');
    const res = await book(me.headers, [theirs]);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.details.fields)).toEqual(['body.referenceImagePaths']);
    const mine = await app.db.select().from(appointments).where(eq(appointments.customerId, me.user.id));
    expect(mine).toEqual([]);
  });

  it('refuses a path that climbs out of a folder, or one never uploaded, with 400 naming the field', async () => {
    const me = await newCustomer(app);
    const climbing = await book(me.headers, [`users/${me.user.id}/../x.png`]);
    expect(climbing.statusCode).toBe(400);
    expect(Object.keys(climbing.json().error.details.fields)).toEqual(['body.referenceImagePaths.0']);
    const missing = await book(me.headers, [`users/${me.user.id}/never.png`]);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.details.fields)).toEqual(['body.referenceImagePaths']);
  });

  it('refuses a file that is not a picture', async () => {
    const me = await newCustomer(app);
    const pdf = await storedPicture(me.user.id, 'brief.pdf', 'application/pdf');
    const res = await book(me.headers, [pdf]);
    expect(res.statusCode).toBe(400);
  });

  it("keeps the customer's own pictures, once each", async () => {
    const me = await newCustomer(app);
    const mine = await storedPicture(me.user.id, 'idea.png');
    const res = await book(me.headers, [mine, mine]);
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await app.db.select().from(appointments).where(eq(appointments.id, res.json().result.id));
    expect(row?.referenceImages).toEqual([mine]);
  });
});
