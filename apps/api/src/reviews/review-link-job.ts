import { eq } from 'drizzle-orm';
import { appointments } from '../db/schema/appointments.ts';
import { artists, businesses } from '../db/schema/catalog.ts';
import { reviewLinks } from '../db/schema/review-links.ts';
import { users } from '../db/schema/users.ts';
import type { Handler, JobHandlers, ReviewLinkJobPayload } from '../jobs/queue.ts';
import { reviewLinkEmail } from './emails.tsx';

/** Emails the review link, unless it was already used or has expired meanwhile. */
export const sendReviewLinkEmail: Handler<ReviewLinkJobPayload> = async (deps, payload) => {
  const [row] = await deps.db
    .select({ link: reviewLinks, customer: users, artist: artists, shop: businesses })
    .from(reviewLinks)
    .innerJoin(appointments, eq(appointments.id, reviewLinks.appointmentId))
    .innerJoin(users, eq(users.id, appointments.customerId))
    .innerJoin(artists, eq(artists.id, appointments.artistId))
    .innerJoin(businesses, eq(businesses.id, appointments.businessId))
    .where(eq(reviewLinks.id, payload.reviewLinkId));
  if (!row || row.link.usedAt || row.link.expiresAt <= deps.clock.now()) return;
  await deps.mailer.send(
    await reviewLinkEmail(
      {
        id: row.link.id,
        expiresAt: row.link.expiresAt,
        customer: { email: row.customer.email, firstName: row.customer.firstName },
        artistName: row.artist.displayName,
        shopName: row.shop.name,
        timeZone: row.shop.timeZone,
      },
      deps.config.publicUrl,
    ),
  );
};

export const reviewJobs: JobHandlers<'review.link'> = { 'review.link': sendReviewLinkEmail };
