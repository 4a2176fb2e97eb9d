import { and, asc, eq, inArray, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { artists, businesses } from '../db/schema/catalog.ts';
import { announcementDeliveries, announcements, subscriptions } from '../db/schema/subscriptions.ts';
import { users } from '../db/schema/users.ts';
import type { Deps } from '../deps.ts';
import { enqueueJob, type Handler, type JobPayloads } from '../jobs/queue.ts';
import { absoluteUrl } from '../storage/storage.ts';
import { wants } from '../users/preferences.ts';
import { recipientsOf } from './announcements.ts';
import { type AnnouncementFacts, announcementEmail } from './emails.tsx';

type AnnouncementFields = Pick<
  typeof announcements.$inferSelect,
  'id' | 'topic' | 'title' | 'message' | 'opensOn' | 'closesOn' | 'imagePaths'
> &
  Partial<Pick<typeof announcements.$inferSelect, 'linkPath'>>;

/**
 * What an announcement's email says, from its fields and who it is from: the sending batches and
 * the staff's preview both build it here, so the preview is the email followers get.
 */
export function announcementFacts(
  deps: Pick<Deps, 'config' | 'storage'>,
  a: AnnouncementFields,
  shop: Pick<typeof businesses.$inferSelect, 'name' | 'shopUrl'>,
  artist: Pick<typeof artists.$inferSelect, 'displayName' | 'urlPath'> | null,
): { facts: AnnouncementFacts; targetPath: string } {
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
    linkUrl: a.linkPath ? `${deps.config.publicUrl}${a.linkPath}` : null,
    from: artist?.displayName ?? shop.name,
  };
  return { facts, targetPath };
}

/**
 * The follows (of this batch) whose person has a Linework account (linked to the follow, or with
 * the same email) that takes no marketing by email: the account's notification preferences win over
 * a follow made before them. A follower without an account has only the follow, and its one-click
 * unsubscribe link, to go by.
 */
async function declinedMarketing(
  db: Database,
  batch: { id: string; userId: string | null; email: string }[],
): Promise<Set<string>> {
  if (!batch.length) return new Set();
  const ids = batch.flatMap((s) => (s.userId ? [s.userId] : []));
  const emails = batch.map((s) => s.email.toLowerCase());
  const people = await db
    .select()
    .from(users)
    .where(or(ids.length ? inArray(users.id, ids) : undefined, inArray(sql`lower(${users.email})`, emails)));
  const byId = new Map(people.map((u) => [u.id, u]));
  const byEmail = new Map(people.map((u) => [u.email.toLowerCase(), u]));
  return new Set(
    batch
      .filter((s) => {
        const person = (s.userId && byId.get(s.userId)) || byEmail.get(s.email.toLowerCase());
        return person !== undefined && !wants(person, 'marketing', 'email');
      })
      .map((s) => s.id),
  );
}

/** Followers per job: a large list becomes a chain of small jobs, each retried on its own. */
export const announcementBatchSize = 50;

/**
 * Sends one batch of an announcement to followers who have not had it yet, then queues the next
 * batch when there may be more. Recipients are re-checked at sending time: someone who
 * unsubscribed after it was posted gets nothing. A delivery row is written per follower right after
 * their email, so a retried batch does not send it twice.
 */
export const sendAnnouncementBatch: Handler<JobPayloads['announcement.send']> = async (deps, payload) => {
  const [row] = await deps.db
    .select({ a: announcements, shop: businesses, artist: artists })
    .from(announcements)
    .innerJoin(businesses, eq(businesses.id, announcements.businessId))
    .leftJoin(artists, eq(artists.id, announcements.artistId))
    .where(eq(announcements.id, payload.announcementId));
  if (!row) return;
  const { a, shop, artist } = row;
  const { facts, targetPath } = announcementFacts(deps, a, shop, artist);
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
  const declined = await declinedMarketing(deps.db, batch);
  for (const s of batch) {
    // Marked delivered all the same, so the next batch moves on past them.
    if (declined.has(s.id)) {
      await deps.db
        .insert(announcementDeliveries)
        .values({ announcementId: a.id, subscriptionId: s.id })
        .onConflictDoNothing();
      continue;
    }
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
    await enqueueJob(deps.db, 'announcement.send', { announcementId: a.id }, deps.clock.now());
  }
};
