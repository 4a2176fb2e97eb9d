import { asc, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database, Transaction } from '../db/client.ts';
import { artists, businesses } from '../db/schema/catalog.ts';
import { flashDesigns, flashDropItems, flashDrops } from '../db/schema/flash.ts';
import { announcements } from '../db/schema/subscriptions.ts';
import { enqueueJob, type Handler, type JobPayloads } from '../jobs/queue.ts';
import { countRecipients } from '../subscriptions/announcements.ts';

// Followers hear of a drop the moment it opens (issue 29): a job due at the opening writes an
// announcement of the artist's drop to their flash-drop followers, with the designs' pictures and
// the drop's link, and the announcements' own batches send it — so preferences, one-click
// unsubscribe and "never twice" are theirs. In a followers-first window the opening is when only
// followers may claim: they hear of it first, by construction.

declare module '../jobs/queue.ts' {
  interface JobPayloads {
    /** A drop opens: tell its artist's followers. */
    'flash.dropOpens': { dropId: string };
  }
}

/** The announcement of a drop has the drop's id behind a prefix, so a retried job writes it once. */
export const dropAnnouncementId = (dropId: string) => `drop_${dropId}`;

/** Queues the followers' announcement of a drop for its opening moment, in the drop's transaction. */
export async function scheduleDropAnnouncement(
  tx: Database | Transaction,
  drop: { id: string; opensAt: Date },
) {
  await enqueueJob(tx, 'flash.dropOpens', { dropId: drop.id }, drop.opensAt);
}

/** When the drop opens, in the shop's zone, as followers read it: "Friday 13 November, 18:00". */
export const opensAtText = (opensAt: Date, timeZone: string) =>
  DateTime.fromJSDate(opensAt, { zone: timeZone }).setLocale('en-GB').toFormat("cccc d LLLL', 'HH:mm");

export const announceDropOpening: Handler<JobPayloads['flash.dropOpens']> = async (deps, { dropId }) => {
  const [row] = await deps.db
    .select({ drop: flashDrops, shop: businesses, artistName: artists.displayName })
    .from(flashDrops)
    .innerJoin(businesses, eq(businesses.id, flashDrops.businessId))
    .innerJoin(artists, eq(artists.id, flashDrops.artistId))
    .where(eq(flashDrops.id, dropId));
  if (!row) return;
  const { drop, shop, artistName } = row;
  const now = deps.clock.now();
  if (drop.opensAt.getTime() > now.getTime()) {
    // The opening moved later since this was queued: wait for the new one.
    await scheduleDropAnnouncement(deps.db, drop);
    return;
  }
  const designs = await deps.db
    .select({ title: flashDesigns.title, picturePath: flashDesigns.picturePath })
    .from(flashDropItems)
    .innerJoin(flashDesigns, eq(flashDesigns.id, flashDropItems.designId))
    .where(eq(flashDropItems.dropId, drop.id))
    .orderBy(asc(flashDropItems.position));
  const limit =
    drop.perCustomerLimit === 1
      ? 'One design per customer'
      : `Up to ${drop.perCustomerLimit} designs per customer`;
  const window = drop.followersUntil
    ? ` Followers claim first, until ${opensAtText(drop.followersUntil, shop.timeZone)}; then everyone can.`
    : '';
  const message = [
    `${artistName}'s drop "${drop.title}" is open: ${designs.length} ${designs.length === 1 ? 'design' : 'designs'} (${designs
      .map((d) => d.title)
      .join(', ')}).${window}`,
    `${limit}. Claim one and it is held for you for ${drop.holdMinutes} minutes while you pick a time and pay the deposit.`,
  ].join('\n\n');
  await deps.db.transaction(async (tx) => {
    const draft = { businessId: shop.id, artistId: drop.artistId, topic: 'flash_drop' as const };
    const inserted = await tx
      .insert(announcements)
      .values({
        id: dropAnnouncementId(drop.id),
        ...draft,
        title: `${drop.title}: the drop is open`,
        message,
        imagePaths: designs.map((d) => d.picturePath).slice(0, 12),
        linkPath: `/drops/${drop.id}`,
        recipientCount: await countRecipients(tx, draft),
      })
      .onConflictDoNothing()
      .returning({ id: announcements.id });
    if (inserted.length > 0) {
      await enqueueJob(tx, 'announcement.send', { announcementId: inserted[0]!.id }, now);
    }
  });
};
