import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  type BookingFixtures,
  insertBookingFixtures,
  newCustomer,
  newMember,
} from '../appointments/test-fixtures.ts';
import { newId } from '../db/ids.ts';
import { booksWindows } from '../db/schema/books-windows.ts';
import { businessMembers } from '../db/schema/catalog.ts';
import { tattooRequests } from '../db/schema/requests.ts';

// Books open with a cap (issue 29): a window of requests that closes itself when full.

let app: TestApp;
let ids: BookingFixtures;
let owner: Awaited<ReturnType<typeof newMember>>;
let ada: Awaited<ReturnType<typeof newMember>>;

beforeAll(async () => {
  app = await createTestApp();
  ids = await insertBookingFixtures(app);
  owner = await newMember(app, ids.anchor, 'owner');
  ada = await newCustomer(app);
  await app.db
    .insert(businessMembers)
    .values({ id: newId(), businessId: ids.anchor, userId: ada.user.id, role: 'artist', artistId: ids.ada });
});
afterAll(() => app?.close());

type Customer = Awaited<ReturnType<typeof newCustomer>>;
const minutes = (n: number) => new Date(app.deps.clock.now().getTime() + n * 60_000).toISOString();

const open = (payload: Record<string, unknown>, headers = owner.headers, businessId = ids.anchor) =>
  app.inject({ method: 'POST', url: `/v1/business/${businessId}/books-windows`, headers, payload });

async function openWindow(artistId: string, cap: number, headers = owner.headers) {
  const res = await open({ artistId, opensAt: minutes(-1), closesAt: minutes(24 * 60), cap }, headers);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result as { id: string; state: string; placesLeft: number };
}

const close = (windowId: string, headers = owner.headers) =>
  app.inject({
    method: 'POST',
    url: `/v1/business/${ids.anchor}/books-windows/${windowId}/close`,
    headers,
  });

const sendRequest = (c: Customer, artistId: string) =>
  app.inject({
    method: 'POST',
    url: '/v1/shops/anchor-ink/requests',
    headers: c.headers,
    payload: {
      idea: 'A swallow over the heart, old school',
      placement: 'chest',
      size: { unit: 'class', sizeClass: 'medium' },
      style: 'Traditional',
      colour: 'colour',
      budgetMinAmount: 20000,
      budgetMaxAmount: 40000,
      preferredArtistId: artistId,
      contactName: 'Robin Ink',
      contactEmail: c.email,
      adultConfirmed: true,
    },
  });

const books = async (artistId: string) => {
  const res = await app.inject({ url: `/v1/shops/anchor-ink/artists/${artistId}/books` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.window as { state: string; placesLeft: number; cap: number } | null;
};

describe('books open with a cap', () => {
  it('refuses a window that makes no sense, field by field', async () => {
    const backwards = await open({ artistId: ids.ada, opensAt: minutes(60), closesAt: minutes(30), cap: 5 });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.details.fields['body.closesAt']).toBe('The books close after they open');
    const noCap = await open({ artistId: ids.ada, opensAt: minutes(1), closesAt: minutes(30), cap: 0 });
    expect(noCap.statusCode).toBe(400);
    expect(noCap.json().error.details.fields['body.cap']).toBe('Take one request at least');
    const past = await open({ artistId: ids.ada, opensAt: minutes(-60), closesAt: minutes(-30), cap: 3 });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.details.fields['body.closesAt']).toBe('Choose a closing time still to come.');
  });

  it('lets an artist open only their own books, and keeps another shop out', async () => {
    const bens = await open(
      { artistId: ids.ben, opensAt: minutes(1), closesAt: minutes(30), cap: 3 },
      ada.headers,
    );
    expect(bens.statusCode).toBe(403);
    const desk = await newMember(app, ids.anchor, 'staff');
    const byDesk = await open(
      { artistId: ids.ada, opensAt: minutes(1), closesAt: minutes(30), cap: 3 },
      desk.headers,
    );
    expect(byDesk.statusCode).toBe(403);
    const otherShop = await open(
      { artistId: ids.ada, opensAt: minutes(1), closesAt: minutes(30), cap: 3 },
      owner.headers,
      ids.harbour,
    );
    expect(otherShop.statusCode).toBe(404);
    // A window of Ben's that an artist cannot close, nor list.
    const window = await openWindow(ids.ben, 2);
    expect((await close(window.id, ada.headers)).statusCode).toBe(404);
    const list = await app.inject({ url: `/v1/business/${ids.anchor}/books-windows`, headers: ada.headers });
    expect(list.statusCode).toBe(200);
    expect((list.json().result as { artistId: string }[]).every((w) => w.artistId === ids.ada)).toBe(true);
    expect((await close(window.id)).json().result.state).toBe('ended');
    expect(await books(ids.ben)).toBeNull();
  });

  it('never takes more requests than its cap when a crowd sends them at once, and closes itself', async () => {
    const window = await openWindow(ids.ada, 5, ada.headers);
    expect(window).toMatchObject({ state: 'open', placesLeft: 5 });
    expect(await books(ids.ada)).toMatchObject({ state: 'open', placesLeft: 5, cap: 5 });
    const overlapping = await open({
      artistId: ids.ada,
      opensAt: minutes(10),
      closesAt: minutes(90),
      cap: 3,
    });
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json().error.details.fields['body.opensAt']).toMatch(/overlap/);

    const customers = await Promise.all(Array.from({ length: 12 }, () => newCustomer(app)));
    const answers = await Promise.all(customers.map((c) => sendRequest(c, ids.ada)));
    const sent = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(sent).toHaveLength(5);
    expect(refused).toHaveLength(7);
    for (const r of refused) expect(r.json().error).toMatchObject({ code: 'BOOKS_FULL' });
    // Each sent request has its own place, 1 to 5, and the database holds exactly those.
    const places = sent.map((a) => a.json().result.booksPlace as { place: number; cap: number });
    expect(places.map((p) => p.place).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(places.every((p) => p.cap === 5)).toBe(true);
    const [row] = await app.db.select().from(booksWindows).where(eq(booksWindows.id, window.id));
    expect(row).toMatchObject({ taken: 5, cap: 5 });
    const stored = await app.db
      .select()
      .from(tattooRequests)
      .where(eq(tattooRequests.preferredArtistId, ids.ada));
    expect(stored).toHaveLength(5);

    expect(await books(ids.ada)).toMatchObject({ state: 'full', placesLeft: 0 });
    // The customer's request page tells them their place.
    const first = sent[0]!.json().result as { id: string };
    const sender = customers[answers.indexOf(sent[0]!)]!;
    const mine = await app.inject({ url: `/v1/requests/${first.id}`, headers: sender.headers });
    expect(mine.json().result.booksPlace).toEqual(places[0]);
    // A request to another artist of the shop is not counted.
    expect((await sendRequest(await newCustomer(app), ids.ben)).statusCode).toBe(201);
    // The database itself refuses a counter past the cap.
    await expect(
      app.db.update(booksWindows).set({ taken: 6 }).where(eq(booksWindows.id, window.id)),
    ).rejects.toThrow();
    // Closed by hand, the books no longer show, and a request is taken uncapped again.
    expect((await close(window.id, ada.headers)).json().result.state).toBe('ended');
    expect(await books(ids.ada)).toBeNull();
    const after = await sendRequest(await newCustomer(app), ids.ada);
    expect(after.statusCode, after.body).toBe(201);
    expect(after.json().result.booksPlace).toBeNull();
  });
});
