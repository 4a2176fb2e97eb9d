import type { SubscriptionTopic } from '@linework/contract/subscriptions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type BookingFixtures, insertBookingFixtures, newMember } from '../appointments/test-fixtures.ts';
import { newId } from '../db/ids.ts';
import { businessMembers } from '../db/schema/catalog.ts';
import { mailMessages } from '../db/schema/mail.ts';
import { announcements, subscriptions } from '../db/schema/subscriptions.ts';

let app: TestApp;
let ids: BookingFixtures;
let staff: Record<string, string>;
beforeAll(async () => {
  app = await createTestApp();
  ids = await insertBookingFixtures(app);
  staff = (await newMember(app, ids.anchor, 'staff')).headers;
  // Anchor Ink's followers: two confirmed for books opening, one for flash only, one who left, one
  // who never confirmed; and Ben's own follower.
  const follower = (
    topics: SubscriptionTopic[],
    change: Partial<typeof subscriptions.$inferInsert> = {},
  ): typeof subscriptions.$inferInsert => ({
    id: newId(),
    businessId: ids.anchor,
    email: `${newId()}@example.test`,
    topics,
    token: newId(),
    consentText: 'test',
    consentedAt: new Date(),
    confirmedAt: new Date(),
    ...change,
  });
  await app.db
    .insert(subscriptions)
    .values([
      follower(['books_open']),
      follower(['books_open', 'flash_drop']),
      follower(['flash_drop']),
      follower(['books_open'], { unsubscribedAt: new Date() }),
      follower(['books_open'], { confirmedAt: null }),
      follower(['books_open'], { businessId: null, artistId: ids.ben }),
    ]);
});
afterAll(() => app?.close());

const base = () => `/v1/business/${ids.anchor}/announcements`;
const reach = (query: string, headers = staff) => app.inject({ url: `${base()}/reach?${query}`, headers });
const preview = (payload: Record<string, unknown>, headers = staff) =>
  app.inject({ method: 'POST', url: `${base()}/preview`, headers, payload });

describe('announcement reach and preview', () => {
  it('counts the confirmed, still subscribed followers of the topic, for the shop or one artist', async () => {
    expect((await reach('topic=books_open')).json().result).toEqual({ recipientCount: 2 });
    expect((await reach('topic=flash_drop')).json().result).toEqual({ recipientCount: 2 });
    expect((await reach('topic=news')).json().result).toEqual({ recipientCount: 0 });
    expect((await reach(`topic=books_open&artistId=${ids.ben}`)).json().result).toEqual({
      recipientCount: 1,
    });
    expect((await reach('topic=whatever')).statusCode).toBe(400);
  });

  it('renders the email followers would get, with its reach, and stores and sends nothing', async () => {
    const res = await preview({
      topic: 'books_open',
      title: 'Books open for spring',
      message: 'March and April are open.\n\nCustom pieces first.',
      opensOn: '2027-03-01',
      closesOn: '2027-04-30',
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().result;
    expect(result.recipientCount).toBe(2);
    expect(result.subject).toBe('Anchor Ink: Books open for spring');
    expect(result.html).toContain('<html');
    expect(result.html).toContain('Custom pieces first.');
    expect(result.text).toContain('Books open 1 March 2027 to 30 April 2027.');
    expect(result.text).toContain('http://localhost:3000/shop/anchor-ink');
    expect(await app.db.select().from(announcements)).toHaveLength(0);
    expect(await app.db.select().from(mailMessages).where(eq(mailMessages.subject, result.subject))).toEqual(
      [],
    );
  });

  it('checks the draft like posting does: dates in order, images uploaded, artists of the shop', async () => {
    const backwards = await preview({
      topic: 'books_open',
      title: 'Backwards',
      message: 'Oops',
      opensOn: '2027-04-01',
      closesOn: '2027-03-01',
    });
    expect(backwards.statusCode).toBe(400);
    const image = await preview({
      topic: 'flash_drop',
      title: 'Flash',
      message: 'New sheet',
      imagePaths: ['public/announcements/never-uploaded.webp'],
    });
    expect(image.statusCode).toBe(400);
    expect(image.json().error.details.fields).toHaveProperty(['body.imagePaths.0']);
    const stranger = await preview({ topic: 'news', title: 'Hi', message: 'Hello', artistId: 'nobody' });
    expect(stranger.statusCode).toBe(404);
  });

  it('is the front of house’s: an artist neither counts nor previews, other shops learn nothing', async () => {
    // Followers is a front-of-house section (the role table, docs/decisions/032): not even an
    // artist's own followers are theirs to write to from the studio.
    const artist = await newMember(app, ids.anchor, 'artist');
    await app.db
      .update(businessMembers)
      .set({ artistId: ids.ben })
      .where(eq(businessMembers.userId, artist.user.id));
    expect((await reach('topic=books_open', artist.headers)).statusCode).toBe(403);
    const own = await preview(
      { topic: 'books_open', title: 'Open', message: 'Come', opensOn: '2027-03-01' },
      artist.headers,
    );
    expect(own.statusCode).toBe(403);

    const outsider = await newMember(app, ids.harbour, 'owner');
    expect((await reach('topic=books_open', outsider.headers)).statusCode).toBe(404);
  });
});
