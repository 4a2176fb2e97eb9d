import type { AnnouncementView, createAnnouncementBody } from '@linework/contract/subscriptions';
import { and, arrayContains, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Member } from '../business/access.ts';
import type { Database, Transaction } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { artistShops } from '../db/schema/catalog.ts';
import { announcementDeliveries, announcements, subscriptions } from '../db/schema/subscriptions.ts';
import { uploads } from '../db/schema/uploads.ts';
import type { Deps } from '../deps.ts';
import { DomainError, fieldError, notFound } from '../domain/errors.ts';
import { enqueueJob } from '../jobs/queue.ts';

type Announcement = typeof announcements.$inferSelect;

/**
 * Who an announcement may reach: confirmed, not unsubscribed followers of that topic of the shop,
 * or of the one artist it is about. The sending batches use the very same condition.
 */
export const recipientsOf = (a: Pick<Announcement, 'businessId' | 'artistId' | 'topic'>) =>
  and(
    a.artistId ? eq(subscriptions.artistId, a.artistId) : eq(subscriptions.businessId, a.businessId),
    isNotNull(subscriptions.confirmedAt),
    isNull(subscriptions.unsubscribedAt),
    arrayContains(subscriptions.topics, [a.topic]),
  );

/**
 * Whose followers an announcement goes to: the artist it names, or the shop. Owners and staff post
 * for the shop or any artist working there; an artist member only for themselves.
 */
export async function announcementTarget(
  db: Database | Transaction,
  member: Member,
  requestedArtistId: string | undefined,
) {
  const staff = member.role === 'owner' || member.role === 'staff';
  const artistId = requestedArtistId ?? (staff ? null : member.artistId);
  if (!staff && (!artistId || artistId !== member.artistId)) {
    throw new DomainError('FORBIDDEN', 'Artists can post only to their own followers.');
  }
  if (artistId) {
    const [link] = await db
      .select()
      .from(artistShops)
      .where(and(eq(artistShops.businessId, member.businessId), eq(artistShops.artistId, artistId)));
    if (!link) throw notFound('This artist');
  }
  return artistId;
}

/** How many followers an announcement with this target and topic would reach now. */
export async function countRecipients(
  db: Database | Transaction,
  draft: Pick<Announcement, 'businessId' | 'artistId' | 'topic'>,
) {
  const [{ value } = { value: 0 }] = await db
    .select({ value: count() })
    .from(subscriptions)
    .where(recipientsOf(draft));
  return Number(value);
}

/**
 * Posts an announcement and queues its first sending batch in one transaction. Owners and staff post
 * for the shop or any artist working there; an artist member posts only for themselves.
 */
export async function postAnnouncement(
  deps: Pick<Deps, 'db' | 'clock'>,
  member: Member,
  body: z.output<typeof createAnnouncementBody>,
): Promise<AnnouncementView> {
  return deps.db.transaction(async (tx) => {
    const artistId = await announcementTarget(tx, member, body.artistId);
    await checkImages(tx, body.imagePaths);
    const draft = { businessId: member.businessId, artistId, topic: body.topic };
    const recipientCount = await countRecipients(tx, draft);
    const [row] = await tx
      .insert(announcements)
      .values({
        id: newId(),
        ...draft,
        title: body.title,
        message: body.message,
        opensOn: body.opensOn ?? null,
        closesOn: body.closesOn ?? null,
        imagePaths: body.imagePaths,
        postedBy: member.userId,
        recipientCount,
      })
      .returning();
    await enqueueJob(tx, 'announcement.send', { announcementId: row!.id }, deps.clock.now());
    return { ...viewOf(row!), sentCount: 0 };
  });
}

export async function checkImages(tx: Database | Transaction, paths: string[]) {
  for (const [i, path] of paths.entries()) {
    const [upload] = await tx.select().from(uploads).where(eq(uploads.path, path));
    const usable = upload?.status === 'stored' && upload.isPublic && upload.contentType.startsWith('image/');
    if (!usable) {
      throw fieldError(`body.imagePaths.${i}`, 'Upload each image first, as a public picture.');
    }
  }
}

const viewOf = (a: Announcement) => ({
  id: a.id,
  topic: a.topic,
  title: a.title,
  artistId: a.artistId,
  recipientCount: a.recipientCount,
  createdAt: a.createdAt.toISOString(),
});

export async function listAnnouncements(
  deps: Pick<Deps, 'db'>,
  businessId: string,
): Promise<AnnouncementView[]> {
  const rows = await deps.db
    .select({ a: announcements, sent: count(announcementDeliveries.subscriptionId) })
    .from(announcements)
    .leftJoin(announcementDeliveries, eq(announcementDeliveries.announcementId, announcements.id))
    .where(eq(announcements.businessId, businessId))
    .groupBy(announcements.id)
    .orderBy(desc(announcements.createdAt))
    .limit(50);
  return rows.map(({ a, sent }) => ({ ...viewOf(a), sentCount: Number(sent) }));
}
