import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  type BookingFixtures,
  bookingPolicies,
  insertBookingFixtures,
} from '../appointments/test-fixtures.ts';
import { newId } from '../db/ids.ts';
import { businesses } from '../db/schema/catalog.ts';
import { insertAppointment, memberOf } from './test-fixtures.ts';

// Guest spots as the host shop runs them: Harbour Lights (London) hosts Ben Ward, who works at
// Anchor Ink, for some days; a third shop (Dock Street) then tries to host him on overlapping days.

let app: TestApp;
let ids: BookingFixtures;
let harbourStaff: Record<string, string>;
let harbourArtist: Record<string, string>;
let dockOwner: Record<string, string>;
let anchorOwner: Record<string, string>;
const dock = newId();

beforeAll(async () => {
  app = await createTestApp();
  ids = await insertBookingFixtures(app);
  await app.db.insert(businesses).values({
    id: dock,
    shopUrl: 'dock-street',
    name: 'Dock Street',
    addressLine: '1 Dock St',
    city: 'Bristol',
    country: 'GB',
    latitude: 51.45,
    longitude: -2.59,
    timeZone: 'Europe/London',
    currency: 'GBP',
    policies: bookingPolicies,
    hours: [
      { weekday: 2, opens: '11:00', closes: '19:00' },
      { weekday: 5, opens: '20:00', closes: '02:00' },
    ],
  });
  harbourStaff = (await memberOf(app, ids.harbour, 'staff')).headers;
  harbourArtist = (await memberOf(app, ids.harbour, 'artist', ids.ada)).headers;
  dockOwner = (await memberOf(app, dock, 'owner')).headers;
  anchorOwner = (await memberOf(app, ids.anchor, 'owner')).headers;
});
afterAll(() => app.close());

const day = (n: number) =>
  DateTime.fromJSDate(app.deps.clock.now()).setZone('Europe/London').plus({ days: n }).toISODate()!;
const spots = (businessId: string) => `/v1/business/${businessId}/guest-spots`;
const add = (businessId: string, headers: Record<string, string>, payload: Record<string, string>) =>
  app.inject({ method: 'POST', url: spots(businessId), headers, payload });

describe('guest spots', () => {
  it('hosts an artist for some days and lists the spot', async () => {
    const res = await add(ids.harbour, harbourStaff, {
      artistUrlPath: 'ben-ward',
      startsOn: day(10),
      endsOn: day(14),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().result).toMatchObject({
      artistId: ids.ben,
      displayName: 'Ben Ward',
      artistUrl: 'ben-ward',
      startsOn: day(10),
      endsOn: day(14),
    });
    const list = await app.inject({ url: spots(ids.harbour), headers: harbourArtist });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().result.map((s: { artistId: string }) => s.artistId)).toEqual([ids.ben]);
  });

  it('refuses a second spot of the same artist at the shop, and an artist who works there', async () => {
    const again = await add(ids.harbour, harbourStaff, {
      artistUrlPath: 'ben-ward',
      startsOn: day(20),
      endsOn: day(22),
    });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error.message).toMatch(/already has a guest spot here/);
    const resident = await add(ids.anchor, anchorOwner, {
      artistUrlPath: 'ben-ward',
      startsOn: day(20),
      endsOn: day(22),
    });
    expect(resident.statusCode).toBe(409);
    expect(resident.json().error.message).toMatch(/already works at this shop/);
  });

  it("refuses days that overlap the artist's guest spot elsewhere, and takes the days after it", async () => {
    const overlap = await add(dock, dockOwner, {
      artistUrlPath: 'ben-ward',
      startsOn: day(14),
      endsOn: day(16),
    });
    expect(overlap.statusCode, overlap.body).toBe(409);
    expect(overlap.json().error.message).toContain(`Harbour Lights from ${day(10)} to ${day(14)}`);

    const after = await add(dock, dockOwner, {
      artistUrlPath: 'ben-ward',
      startsOn: day(15),
      endsOn: day(16),
    });
    expect(after.statusCode, after.body).toBe(201);
    // The guest starts with the shop's hours that lie within one day (the night shift is left out).
    const hours = await app.inject({
      url: `/v1/business/${dock}/artists/${ids.ben}/hours`,
      headers: dockOwner,
    });
    expect(hours.json().result.intervals).toEqual([{ weekday: 2, opens: '11:00', closes: '19:00' }]);
  });

  it('explains dates out of order, days already over and an unknown artist', async () => {
    const reversed = await add(dock, dockOwner, {
      artistUrlPath: 'ada-stone',
      startsOn: day(30),
      endsOn: day(29),
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.details.fields['body.endsOn']).toBe(
      'The last day must be on or after the first day',
    );
    const over = await add(dock, dockOwner, {
      artistUrlPath: 'ada-stone',
      startsOn: day(-5),
      endsOn: day(-1),
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.details.fields['body.endsOn']).toMatch(/already over/);
    const unknown = await add(dock, dockOwner, {
      artistUrlPath: 'nobody-here',
      startsOn: day(30),
      endsOn: day(31),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details.fields['body.artistUrlPath']).toMatch(/No artist/);
  });

  it("lets only the shop's owner and staff add or remove spots; another shop learns nothing", async () => {
    const byArtist = await add(ids.harbour, harbourArtist, {
      artistUrlPath: 'ada-stone',
      startsOn: day(40),
      endsOn: day(41),
    });
    expect(byArtist.statusCode).toBe(403);
    const removeByArtist = await app.inject({
      method: 'DELETE',
      url: `${spots(ids.harbour)}/${ids.ben}`,
      headers: harbourArtist,
    });
    expect(removeByArtist.statusCode).toBe(403);
    const byStranger = await app.inject({
      method: 'DELETE',
      url: `${spots(ids.harbour)}/${ids.ben}`,
      headers: dockOwner,
    });
    expect(byStranger.statusCode).toBe(404);
    const list = await app.inject({ url: spots(ids.harbour), headers: dockOwner });
    expect(list.statusCode).toBe(404);
  });

  it('keeps a spot that has appointments ahead, removes it once they are gone, and never removes a resident', async () => {
    const customer = (await memberOf(app, ids.anchor, 'staff')).user;
    const startsAt = DateTime.fromISO(`${day(15)}T12:00`, { zone: 'Europe/London' }).toJSDate();
    const appointmentId = await insertAppointment(app, {
      businessId: dock,
      artistId: ids.ben,
      serviceId: ids.small,
      customerId: customer.id,
      startsAt,
    });
    const blocked = await app.inject({
      method: 'DELETE',
      url: `${spots(dock)}/${ids.ben}`,
      headers: dockOwner,
    });
    expect(blocked.statusCode, blocked.body).toBe(409);
    expect(blocked.json().error.message).toMatch(/1 appointment ahead/);

    const cancel = await app.inject({
      method: 'POST',
      url: `/v1/business/${dock}/appointments/${appointmentId}/cancel`,
      headers: dockOwner,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const removed = await app.inject({
      method: 'DELETE',
      url: `${spots(dock)}/${ids.ben}`,
      headers: dockOwner,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await app.inject({ url: spots(dock), headers: dockOwner })).json().result).toEqual([]);

    const resident = await app.inject({
      method: 'DELETE',
      url: `${spots(ids.anchor)}/${ids.ben}`,
      headers: anchorOwner,
    });
    expect(resident.statusCode).toBe(404);
  });
});
