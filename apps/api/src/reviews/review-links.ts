import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { appointments } from '../db/schema/appointments.ts';
import { reviewLinks } from '../db/schema/review-links.ts';
import { enqueueJob } from '../jobs/queue.ts';

/** How long a review link stays usable: long enough for the tattoo to heal. */
export const reviewLinkLifetimeDays = 60;

/**
 * Creates the one-use review link of a completed appointment and queues its email, in the caller's
 * transaction (the one that marks the appointment completed). Calling it twice for one appointment
 * keeps the first link and sends nothing more.
 */
export async function createReviewLink(tx: Database | Transaction, appointmentId: string, now: Date) {
  const [appointment] = await tx
    .select({ status: appointments.status })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  if (appointment?.status !== 'completed') {
    throw new Error(`appointment ${appointmentId} is not completed; only a real visit can be reviewed`);
  }
  const [created] = await tx
    .insert(reviewLinks)
    .values({
      id: newId(),
      appointmentId,
      expiresAt: new Date(now.getTime() + reviewLinkLifetimeDays * 86_400_000),
    })
    .onConflictDoNothing({ target: reviewLinks.appointmentId })
    .returning();
  if (created) await enqueueJob(tx, 'review.link', { reviewLinkId: created.id }, now);
  const [link] = await tx.select().from(reviewLinks).where(eq(reviewLinks.appointmentId, appointmentId));
  return link!;
}
