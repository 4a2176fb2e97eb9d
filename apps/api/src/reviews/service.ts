import type { ReviewLinkView, StaffReviewView, submitReviewBody } from '@linework/contract/reviews';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { announceCatalogChange } from '../catalog/read-cache.ts';
import type { Database, Transaction } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { appointments } from '../db/schema/appointments.ts';
import { artists, businesses, reviews, services } from '../db/schema/catalog.ts';
import { reviewLinks, reviewReports } from '../db/schema/review-links.ts';
import { uploads } from '../db/schema/uploads.ts';
import { users } from '../db/schema/users.ts';
import type { Deps } from '../deps.ts';
import { DomainError, fieldError, notFound } from '../domain/errors.ts';

const unknownLink = () =>
  new DomainError(
    'LINK_INVALID',
    'This review link does not exist. Check that you opened the whole link from your email.',
  );
const usedLink = () =>
  new DomainError('LINK_USED', 'A review was already written with this link. Thank you!');
const expiredLink = () =>
  new DomainError('LINK_EXPIRED', 'This review link has expired. Ask the shop for a new one.');

async function loadLink(db: Database | Transaction, id: string, lock = false) {
  const query = db
    .select({
      link: reviewLinks,
      appointment: appointments,
      artist: artists,
      shop: businesses,
      service: services,
      customer: users,
    })
    .from(reviewLinks)
    .innerJoin(appointments, eq(appointments.id, reviewLinks.appointmentId))
    .innerJoin(artists, eq(artists.id, appointments.artistId))
    .innerJoin(businesses, eq(businesses.id, appointments.businessId))
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(users, eq(users.id, appointments.customerId))
    .where(eq(reviewLinks.id, id));
  const [row] = lock ? await query.for('update', { of: reviewLinks }) : await query;
  if (!row) throw unknownLink();
  return row;
}

type LinkRow = Awaited<ReturnType<typeof loadLink>>;

const statusOf = (l: LinkRow['link'], now: Date) =>
  l.usedAt ? 'used' : l.expiresAt <= now ? 'expired' : 'open';

/** Whether a review link exists and can still take a review (and so its photos). */
export async function reviewLinkIsOpen(db: Database, id: string, now: Date): Promise<boolean> {
  const [link] = await db.select().from(reviewLinks).where(eq(reviewLinks.id, id));
  return !!link && !link.usedAt && link.expiresAt > now;
}

export async function getReviewLink(deps: Pick<Deps, 'db' | 'clock'>, id: string): Promise<ReviewLinkView> {
  const { link, appointment, artist, shop, service } = await loadLink(deps.db, id);
  return {
    id: link.id,
    status: statusOf(link, deps.clock.now()),
    expiresAt: link.expiresAt.toISOString(),
    appointment: {
      startsAt: appointment.startsAt.toISOString(),
      timeZone: shop.timeZone,
      serviceName: service.name,
    },
    artist: { displayName: artist.displayName, urlPath: artist.urlPath },
    shop: { name: shop.name, shopUrl: shop.shopUrl },
    reviewId: link.reviewId,
  };
}

/** Photos must be public images uploaded for this very link (under `…/reviews/{linkId}/`). */
async function checkPhotos(tx: Transaction, linkId: string, paths: string[]) {
  const prefix = new RegExp(`^(public|users/[A-Za-z0-9_-]+)/reviews/${linkId}/`);
  for (const [i, path] of paths.entries()) {
    const [upload] = await tx.select().from(uploads).where(eq(uploads.path, path));
    const ok =
      prefix.test(path) &&
      upload?.status === 'stored' &&
      upload.isPublic &&
      upload.contentType.startsWith('image/');
    if (!ok)
      throw fieldError(`body.photoPaths.${i}`, 'Upload each photo first, as a picture for this review.');
  }
}

/**
 * Publishes the verified review of the visit behind the link and uses the link up, in one
 * transaction: the row lock makes two tabs submitting at once produce one review and one 409.
 */
export async function submitReview(
  deps: Pick<Deps, 'db' | 'clock'>,
  id: string,
  body: z.output<typeof submitReviewBody>,
) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { link, appointment, customer } = await loadLink(tx, id, true);
    const status = statusOf(link, now);
    if (status === 'used') throw usedLink();
    if (status === 'expired') throw expiredLink();
    await checkPhotos(tx, id, body.photoPaths);
    const lastInitial = customer.lastName.trim().charAt(0);
    const [review] = await tx
      .insert(reviews)
      .values({
        id: newId(),
        businessId: appointment.businessId,
        artistId: appointment.artistId,
        serviceId: appointment.serviceId,
        customerId: customer.id,
        authorName: lastInitial ? `${customer.firstName} ${lastInitial}.` : customer.firstName,
        rating: body.rating,
        text: body.text,
        photos: body.photoPaths,
        verified: true,
      })
      .returning();
    await tx.update(reviewLinks).set({ usedAt: now, reviewId: review!.id }).where(eq(reviewLinks.id, id));
    // Artist, shop and service pages are cached on every instance: they all drop them on commit.
    await announceCatalogChange(tx);
    return { id: review!.id, rating: review!.rating, verified: review!.verified };
  });
}

// Staff: read, reply once, report. Never edit or delete.

export async function listBusinessReviews(
  ctx: Pick<Deps, 'db' | 'storage'>,
  businessId: string,
): Promise<StaffReviewView[]> {
  const rows = await ctx.db
    .select({ review: reviews, artistName: artists.displayName, reportedAt: reviewReports.createdAt })
    .from(reviews)
    .leftJoin(artists, eq(artists.id, reviews.artistId))
    .leftJoin(
      reviewReports,
      and(eq(reviewReports.reviewId, reviews.id), eq(reviewReports.businessId, businessId)),
    )
    .where(eq(reviews.businessId, businessId))
    .orderBy(desc(reviews.createdAt))
    .limit(100);
  return rows.map(({ review: r, artistName, reportedAt }) => staffView(ctx, r, artistName, reportedAt));
}

function staffView(
  ctx: Pick<Deps, 'storage'>,
  r: typeof reviews.$inferSelect,
  artistName: string | null,
  reportedAt: Date | null,
): StaffReviewView {
  return {
    id: r.id,
    authorName: r.authorName,
    rating: r.rating,
    text: r.text,
    photoUrls: r.photos.map((p) => ctx.storage.publicUrl(p)),
    verified: r.verified,
    artistName,
    createdAt: r.createdAt.toISOString(),
    reply: r.reply,
    repliedAt: r.repliedAt?.toISOString() ?? null,
    reportedAt: reportedAt?.toISOString() ?? null,
  };
}

async function findBusinessReview(tx: Transaction, businessId: string, reviewId: string) {
  const [r] = await tx
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.businessId, businessId)));
  if (!r) throw notFound('This review');
  return r;
}

/** One public reply per review: the compare-and-set on `reply is null` decides between two staff. */
export async function replyToReview(
  ctx: Pick<Deps, 'db' | 'storage' | 'clock'>,
  businessId: string,
  reviewId: string,
  text: string,
) {
  return ctx.db.transaction(async (tx) => {
    await findBusinessReview(tx, businessId, reviewId);
    const [updated] = await tx
      .update(reviews)
      .set({ reply: text, repliedAt: ctx.clock.now() })
      .where(and(eq(reviews.id, reviewId), isNull(reviews.reply)))
      .returning();
    if (!updated)
      throw new DomainError('ALREADY_REPLIED', 'This review already has a reply; a reply cannot be changed.');
    await announceCatalogChange(tx);
    return staffView(ctx, updated, null, null);
  });
}

/** Asks moderators to look at a review; it stays public until they decide. */
export async function reportReview(
  ctx: Pick<Deps, 'db' | 'storage'>,
  businessId: string,
  reviewId: string,
  userId: string,
  reason: string,
) {
  return ctx.db.transaction(async (tx) => {
    const review = await findBusinessReview(tx, businessId, reviewId);
    const [report] = await tx
      .insert(reviewReports)
      .values({ id: newId(), reviewId, businessId, reportedBy: userId, reason })
      .onConflictDoNothing()
      .returning();
    if (!report)
      throw new DomainError(
        'ALREADY_REPORTED',
        'This review was already reported; moderators will look at it.',
      );
    return staffView(ctx, review, null, report.createdAt);
  });
}
