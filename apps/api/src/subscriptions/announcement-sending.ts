import { and, asc, eq, notExists } from 'drizzle-orm';
import { artists, businesses } from '../db/schema/catalog.ts';
import { announcementDeliveries, announcements, subscriptions } from '../db/schema/subscriptions.ts';
import { type AnnouncementJobPayload, enqueueJob, type Handler } from '../jobs/queue.ts';
import { absoluteUrl } from '../storage/storage.ts';
import { recipientsOf } from './announcements.ts';
import { announcementEmail } from './emails.tsx';

/** Followers per job: a large list becomes a chain of small jobs, each retried on its own. */
export const announcementBatchSize = 50;

/**
 * Sends one batch of an announcement to followers who have not had it yet, then queues the next
 * batch when there may be more. Recipients are re-checked at sending time: someone who
 * unsubscribed after it was posted gets nothing. A delivery row is written per follower right after
 * their email, so a retried batch does not send it twice.
 */
export const sendAnnouncementBatch: Handler<AnnouncementJobPayload> = async (deps, payload) => {
  const [row] = await deps.db
    .select({ a: announcements, shop: businesses, artist: artists })
    .from(announcements)
    .innerJoin(businesses, eq(businesses.id, announcements.businessId))
    .leftJoin(artists, eq(artists.id, announcements.artistId))
    .where(eq(announcements.id, payload.announcementId));
  if (!row) return;
  const { a, shop, artist } = row;
  const targetPath = artist ? `/artist/${artist.urlPath}` : `/shop/${shop.shopUrl}`;
  const facts = {
    id: a.id,
    topic: a.topic,
    title: a.title,
    message: a.message,
    opensOn: a.opensOn,
    closesOn: a.closesOn,
    // Mail clients fetch the pictures from outside the site: absolute PUBLIC_URL addresses.
    imageUrls: a.imagePaths.map((p) => absoluteUrl(deps.config.publicUrl, deps.storage.publicUrl(p))),
    bookingUrl: `${deps.config.publicUrl}${targetPath}`,
    from: artist?.displayName ?? shop.name,
  };
  const batch = await deps.db
    .select()
    .from(subscriptions)
    .where(
      and(
        recipientsOf(a),
        notExists(
          deps.db
            .select()
            .from(announcementDeliveries)
            .where(
              and(
                eq(announcementDeliveries.announcementId, a.id),
                eq(announcementDeliveries.subscriptionId, subscriptions.id),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(subscriptions.id))
    .limit(announcementBatchSize);
  for (const s of batch) {
    const subscriber = {
      email: s.email,
      token: s.token,
      topics: s.topics,
      confirmed: true,
      target: { name: facts.from, path: targetPath },
    };
    await deps.mailer.send(await announcementEmail(facts, subscriber, deps.config.publicUrl));
    await deps.db
      .insert(announcementDeliveries)
      .values({ announcementId: a.id, subscriptionId: s.id })
      .onConflictDoNothing();
  }
  if (batch.length === announcementBatchSize) {
    await enqueueJob(deps.db, 'announcement.send', { announcementId: a.id });
  }
};
