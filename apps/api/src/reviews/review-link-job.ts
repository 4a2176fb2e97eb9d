import { eq } from 'drizzle-orm';
import { selectAppointmentViews } from '../appointments/view.ts';
import { appointments } from '../db/schema/appointments.ts';
import { reviewLinks } from '../db/schema/review-links.ts';
import type { Handler, JobHandlers } from '../jobs/queue.ts';
import { wants } from '../users/preferences.ts';
import { reviewLinkEmail } from './emails.tsx';

/** A review link's email: the link's id. */
type ReviewLinkJobPayload = { reviewLinkId: string };

declare module '../jobs/queue.ts' {
  interface JobPayloads {
    'review.link': ReviewLinkJobPayload;
  }
}

/** Emails the review link, unless it was already used or has expired meanwhile. */
export const sendReviewLinkEmail: Handler<ReviewLinkJobPayload> = async (deps, payload) => {
  const [link] = await deps.db.select().from(reviewLinks).where(eq(reviewLinks.id, payload.reviewLinkId));
  if (!link || link.usedAt || link.expiresAt <= deps.clock.now()) return;
  const [visit] = await selectAppointmentViews(deps.db, eq(appointments.id, link.appointmentId));
  if (!visit) return;
  const row = { link, ...visit };
  // News about a visit: by email only to a customer who takes appointment news by email.
  if (!wants(row.customer, 'appointments', 'email')) return;
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
