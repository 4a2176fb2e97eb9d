import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  type BookingFixtures,
  insertBookingFixtures,
  newCustomer,
  newMember,
} from '../appointments/test-fixtures.ts';
import { jobs } from '../db/schema/jobs.ts';
import { mailMessages } from '../db/schema/mail.ts';
import { reviewLinks } from '../db/schema/review-links.ts';
import { recordCompletedVisit } from '../dev/completed-visit.ts';
import { runDueJobs } from '../worker/worker.ts';
import { createReviewLink } from './review-links.ts';

let app: TestApp;
let ids: BookingFixtures;
beforeAll(async () => {
  app = await createTestApp();
  ids = await insertBookingFixtures(app);
});
afterAll(() => app?.close());

/** A customer with a finished visit to Ada and the review link it produced. */
async function visit(artistUrlPath = 'ada-stone') {
  const customer = await newCustomer(app);
  const { appointmentId, reviewLinkId } = await recordCompletedVisit(app.deps, {
    customerId: customer.user.id,
    artistUrlPath,
  });
  return { customer, appointmentId, linkId: reviewLinkId };
}

const review = (linkId: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/v1/review-links/${linkId}/review`, payload });

const good = { rating: 5, text: 'Clean lines, healed perfectly. Would book again.' };

async function uploadPhoto(path: string) {
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: 'red' } })
    .png()
    .toBuffer();
  const declared = await app.inject({
    method: 'POST',
    url: '/v1/uploads',
    payload: { path, contentType: 'image/png', size: png.length, public: true },
  });
  expect(declared.statusCode, declared.body).toBe(201);
  const url = new URL(declared.json().result.uploadUrl);
  const put = await app.inject({
    method: 'PUT',
    url: url.pathname,
    headers: { 'content-type': 'image/png' },
    payload: png,
  });
  expect(put.statusCode, put.body).toBe(200);
}

describe('review links', () => {
  it('emails one link per completed appointment, however often it is asked for', async () => {
    const { customer, appointmentId, linkId } = await visit();
    const again = await app.db.transaction((tx) => createReviewLink(tx, appointmentId, app.deps.clock.now()));
    expect(again.id).toBe(linkId);
    await runDueJobs(app.deps);
    const mails = await app.db.select().from(mailMessages).where(eq(mailMessages.to, customer.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('How was your tattoo with Ada Stone?');
    expect(mails[0]!.text).toContain(`http://localhost:3000/review/${linkId}`);
    expect(linkId).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('refuses to create a link for an appointment that is not completed, leaving nothing behind', async () => {
    const { appointmentId } = await visit();
    await app.db.delete(reviewLinks).where(eq(reviewLinks.appointmentId, appointmentId));
    const { appointments } = await import('../db/schema/appointments.ts');
    await app.db.update(appointments).set({ status: 'confirmed' }).where(eq(appointments.id, appointmentId));
    const jobsBefore = (await app.db.select().from(jobs)).length;
    await expect(
      app.db.transaction((tx) => createReviewLink(tx, appointmentId, app.deps.clock.now())),
    ).rejects.toThrow(/not completed/);
    expect(
      await app.db.select().from(reviewLinks).where(eq(reviewLinks.appointmentId, appointmentId)),
    ).toEqual([]);
    expect((await app.db.select().from(jobs)).length).toBe(jobsBefore);
  });

  it('shows the visit behind the link: artist, shop, service and date', async () => {
    const { linkId } = await visit();
    const res = await app.inject({ url: `/v1/review-links/${linkId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      status: 'open',
      artist: { displayName: 'Ada Stone', urlPath: 'ada-stone' },
      shop: { name: 'Anchor Ink', shopUrl: 'anchor-ink' },
      appointment: { timeZone: 'America/New_York' },
      reviewId: null,
    });
    const unknown = await app.inject({ url: '/v1/review-links/AAAAAAAAAAAAAAAAAAAAAA' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('LINK_INVALID');
  });
});

describe('writing a review', () => {
  it('publishes a verified review once; the link then says it was used', async () => {
    const { linkId } = await visit();
    const res = await review(linkId, good);
    expect(res.statusCode).toBe(201);
    expect(res.json().result).toMatchObject({ rating: 5, verified: true });
    const second = await review(linkId, { ...good, rating: 1 });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('LINK_USED');
    const view = await app.inject({ url: `/v1/review-links/${linkId}` });
    expect(view.json().result).toMatchObject({ status: 'used', reviewId: res.json().result.id });
  });

  it('lets only one of two tabs submitting at the same moment publish', async () => {
    const { linkId } = await visit();
    const answers = await Promise.all([review(linkId, good), review(linkId, good), review(linkId, good)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('refuses an expired link and says so', async () => {
    const { linkId } = await visit();
    await app.db
      .update(reviewLinks)
      .set({ expiresAt: new Date(app.deps.clock.now().getTime() - 1000) })
      .where(eq(reviewLinks.id, linkId));
    const res = await review(linkId, good);
    expect(res.statusCode).toBe(410);
    expect(res.json().error.code).toBe('LINK_EXPIRED');
    expect((await app.inject({ url: `/v1/review-links/${linkId}` })).json().result.status).toBe('expired');
  });

  it('checks the rating, the text and the photos', async () => {
    const { linkId } = await visit();
    for (const rating of [0, 6, 4.5]) {
      const res = await review(linkId, { ...good, rating });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Choose a rating from 1 to 5 stars');
    }
    const short = await review(linkId, { ...good, text: 'ok' });
    expect(short.statusCode).toBe(400);
    const tooMany = await review(linkId, {
      ...good,
      photoPaths: Array.from({ length: 6 }, (_, i) => `public/reviews/${linkId}/p${i}.png`),
    });
    expect(tooMany.json().error.message).toBe('Add up to 5 photos');
    const notUploaded = await review(linkId, {
      ...good,
      photoPaths: [`public/reviews/${linkId}/missing.png`],
    });
    expect(notUploaded.statusCode).toBe(400);
    expect(notUploaded.json().error.details.fields['body.photoPaths.0']).toBeDefined();
    // The link is still unused after every refusal.
    expect((await app.inject({ url: `/v1/review-links/${linkId}` })).json().result.status).toBe('open');
  });

  it('keeps photos of the healed tattoo uploaded for this link, and refuses photos made for another', async () => {
    const { linkId } = await visit();
    const other = await visit();
    await uploadPhoto(`public/reviews/${linkId}/healed.png`);
    await uploadPhoto(`public/reviews/${other.linkId}/theirs.png`);
    const foreign = await review(linkId, {
      ...good,
      photoPaths: [`public/reviews/${other.linkId}/theirs.png`],
    });
    expect(foreign.statusCode).toBe(400);
    const res = await review(linkId, { ...good, photoPaths: [`public/reviews/${linkId}/healed.png`] });
    expect(res.statusCode).toBe(201);
    const page = await app.inject({ url: '/v1/artists/ada-stone' });
    const shown = page.json().result.latestReviews.find((r: { id: string }) => r.id === res.json().result.id);
    expect(shown.photoUrls).toEqual([expect.stringContaining(`public/reviews/${linkId}/healed.png`)]);
  });

  it('shows new reviews and their averages on the artist and shop pages at once', async () => {
    // Ben has no reviews yet; his two visits make an average of 4.
    const before = await app.inject({ url: '/v1/artists/ben-ward' });
    expect(before.json().result.rating).toMatchObject({ average: null, count: 0 });
    const shopBefore = (await app.inject({ url: '/v1/shops/anchor-ink' })).json().result.rating.count;
    const a = await visit('ben-ward');
    const b = await visit('ben-ward');
    await review(a.linkId, { ...good, rating: 5 });
    await review(b.linkId, { ...good, rating: 3, text: 'Good work but the wait was long.' });
    // The NOTIFY that clears the cache arrives asynchronously: wait until the page shows both.
    const artistPage = async () => (await app.inject({ url: '/v1/artists/ben-ward' })).json().result;
    await expect
      .poll(async () => (await artistPage()).rating)
      .toMatchObject({ average: 4, count: 2, distribution: { 3: 1, 5: 1 } });
    const after = await artistPage();
    expect(after.latestReviews[0]).toMatchObject({
      verified: true,
      authorName: 'Robin I.',
      shopName: 'Anchor Ink',
    });
    const shop = (await app.inject({ url: '/v1/shops/anchor-ink' })).json().result;
    expect(shop.rating.count).toBe(shopBefore + 2);
    // Both visits were for the service Ben offers; its page shows them too.
    const service = (await app.inject({ url: `/v1/shops/anchor-ink/services/${ids.consult}` })).json().result;
    expect(service.latestReviews.map((r: { text: string }) => r.text)).toEqual(
      expect.arrayContaining(['Good work but the wait was long.']),
    );
    expect(service.rating.count).toBeGreaterThanOrEqual(2);
  });
});

describe('staff and reviews', () => {
  it('replies publicly once; a second reply is refused and the first stays', async () => {
    const staff = await newMember(app, ids.anchor, 'staff');
    const { linkId } = await visit();
    const reviewId = (await review(linkId, good)).json().result.id;
    const url = `/v1/business/${ids.anchor}/reviews/${reviewId}/reply`;
    const first = await app.inject({
      method: 'POST',
      url,
      headers: staff.headers,
      payload: { text: 'Thank you!' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().result.reply).toBe('Thank you!');
    const second = await app.inject({
      method: 'POST',
      url,
      headers: staff.headers,
      payload: { text: 'Edited' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('ALREADY_REPLIED');
    const reviewOnPage = async () =>
      (await app.inject({ url: '/v1/artists/ada-stone' }))
        .json()
        .result.latestReviews.find((r: { id: string }) => r.id === reviewId);
    await expect.poll(async () => (await reviewOnPage())?.reply).toBe('Thank you!');
  });

  it('reports a review for moderation without hiding it, once per shop', async () => {
    const staff = await newMember(app, ids.anchor, 'owner');
    const { linkId } = await visit();
    const reviewId = (
      await review(linkId, { ...good, rating: 1, text: 'Rude staff, never again here.' })
    ).json().result.id;
    const url = `/v1/business/${ids.anchor}/reviews/${reviewId}/report`;
    const payload = { reason: 'This customer never came to the shop that day.' };
    const res = await app.inject({ method: 'POST', url, headers: staff.headers, payload });
    expect(res.statusCode).toBe(201);
    expect(res.json().result.reportedAt).not.toBeNull();
    expect((await app.inject({ method: 'POST', url, headers: staff.headers, payload })).statusCode).toBe(409);
    await expect
      .poll(async () =>
        (await app.inject({ url: '/v1/artists/ada-stone' }))
          .json()
          .result.latestReviews.some((r: { id: string }) => r.id === reviewId),
      )
      .toBe(true);
    const list = await app.inject({ url: `/v1/business/${ids.anchor}/reviews`, headers: staff.headers });
    expect(list.json().result.find((r: { id: string }) => r.id === reviewId).reportedAt).not.toBeNull();
  });

  it('keeps other shops and artists out: 404 for non-members and other shops’ reviews, 403 for artists', async () => {
    const { linkId } = await visit();
    const reviewId = (await review(linkId, good)).json().result.id;
    const outsider = await newCustomer(app);
    const reply = (businessId: string, headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: `/v1/business/${businessId}/reviews/${reviewId}/reply`,
        headers,
        payload: { text: 'Hi' },
      });
    expect((await reply(ids.anchor, outsider.headers)).statusCode).toBe(404);
    const otherShopStaff = await newMember(app, ids.harbour, 'staff');
    expect((await reply(ids.harbour, otherShopStaff.headers)).statusCode).toBe(404);
    const artist = await newMember(app, ids.anchor, 'artist');
    expect((await reply(ids.anchor, artist.headers)).statusCode).toBe(403);
    // No route edits or deletes a review.
    const del = await app.inject({
      method: 'DELETE',
      url: `/v1/business/${ids.anchor}/reviews/${reviewId}`,
      headers: artist.headers,
    });
    expect(del.statusCode).toBe(404);
  });
});
