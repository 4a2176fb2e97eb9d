import type {
  AnnouncementPreview,
  createAnnouncementBody,
  SubscriptionTopic,
} from '@linework/contract/subscriptions';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Member } from '../business/access.ts';
import { artists, businesses } from '../db/schema/catalog.ts';
import type { Deps } from '../deps.ts';
import { notFound } from '../domain/errors.ts';
import { announcementFacts } from './announcement-sending.ts';
import { announcementTarget, checkImages, countRecipients } from './announcements.ts';
import { announcementEmail } from './emails.tsx';

/** How many followers an announcement of this topic, for the shop or one of its artists, reaches now. */
export async function announcementReach(
  deps: Pick<Deps, 'db'>,
  member: Member,
  topic: SubscriptionTopic,
  artistId?: string,
) {
  const target = await announcementTarget(deps.db, member, artistId);
  const recipientCount = await countRecipients(deps.db, {
    businessId: member.businessId,
    artistId: target,
    topic,
  });
  return { recipientCount };
}

/** A stand-in follower: the preview's unsubscribe links lead nowhere real. */
const sampleFollower = 'follower@example.com';

/**
 * The email an announcement would send, rendered by the very template and facts the sending batches
 * use, for a sample follower, with the number of followers it would reach. Nothing is stored or sent.
 */
export async function previewAnnouncement(
  deps: Pick<Deps, 'db' | 'config' | 'storage'>,
  member: Member,
  body: z.output<typeof createAnnouncementBody>,
): Promise<AnnouncementPreview> {
  const artistId = await announcementTarget(deps.db, member, body.artistId);
  await checkImages(deps.db, body.imagePaths);
  const [shop] = await deps.db.select().from(businesses).where(eq(businesses.id, member.businessId));
  if (!shop) throw notFound('This business');
  const [artist] = artistId ? await deps.db.select().from(artists).where(eq(artists.id, artistId)) : [];
  const { facts, targetPath } = announcementFacts(
    deps,
    {
      id: 'preview',
      topic: body.topic,
      title: body.title,
      message: body.message,
      opensOn: body.opensOn ?? null,
      closesOn: body.closesOn ?? null,
      imagePaths: body.imagePaths,
    },
    shop,
    artist ?? null,
  );
  const email = await announcementEmail(
    facts,
    {
      email: sampleFollower,
      token: 'preview',
      topics: [body.topic],
      confirmed: true,
      target: { name: facts.from, path: targetPath },
    },
    deps.config.publicUrl,
  );
  const { recipientCount } = await announcementReach(deps, member, body.topic, artistId ?? undefined);
  return { subject: email.subject, html: email.html ?? '', text: email.text, recipientCount };
}
