import {
  type MessagePage,
  messagesPerMinute,
  type ReceiptBody,
  type StartConversationBody,
  type UnreadSummary,
} from '@linework/contract/chat';
import { withoutBidiControls } from '@linework/contract/text';
import { and, desc, eq, gt, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { appointments } from '../db/schema/appointments.ts';
import { artistShops, artists, businesses, businessMembers } from '../db/schema/catalog.ts';
import { conversations, messages } from '../db/schema/chat.ts';
import { uploads } from '../db/schema/uploads.ts';
import { users } from '../db/schema/users.ts';
import type { Deps } from '../deps.ts';
import { DomainError, fieldError, isPgError, notFound, pgErrors } from '../domain/errors.ts';
import { enqueueJob } from '../jobs/queue.ts';
import type { User } from '../users/service.ts';
import { artistSeesConversation } from './artist-scope.ts';
import { appendEvents, conversationAudience } from './events.ts';
import { type ChatContext, type Side, toConversation, toMessage, toReceipts } from './present.ts';

/** The unread email waits this long after the first unread message: a reply in time sends none. */
export const unreadEmailDelayMs = 5 * 60_000;
const attachmentTypes = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * Who is looking: a customer at their own conversations, or a member at their shop's; an artist
 * member (`artistId` set, '' when no artist is linked) at those of their own customers only.
 */
export type Viewer =
  | { user: User; side: 'customer' }
  | { user: User; side: 'shop'; businessId: string; artistId?: string };

const other = (side: Side): Side => (side === 'customer' ? 'shop' : 'customer');
const readColumn = (side: Side) =>
  side === 'customer' ? conversations.customerReadUpTo : conversations.shopReadUpTo;

/** Another customer's or another shop's conversation does not exist for the viewer. */
const visibleTo = (viewer: Viewer): SQL =>
  viewer.side === 'customer'
    ? eq(conversations.customerId, viewer.user.id)
    : and(
        eq(conversations.businessId, viewer.businessId),
        viewer.artistId === undefined ? undefined : artistSeesConversation(viewer.artistId),
      )!;

const lastMessage = alias(messages, 'last_message');

/** Unread = the other side's messages after the viewer's read marker. */
const unreadCount = (side: Side) =>
  sql<number>`(select count(*)::int from ${messages} m where m.conversation_id = ${conversations.id}
    and m.side = ${other(side)} and m.position > ${readColumn(side)})`;

async function loadConversations(ctx: ChatContext, viewer: Viewer, where: SQL, limit = 100) {
  const rows = await ctx.db
    .select({
      c: conversations,
      shop: businesses,
      customer: users,
      artist: artists,
      last: lastMessage,
      unread: unreadCount(viewer.side),
    })
    .from(conversations)
    .innerJoin(businesses, eq(businesses.id, conversations.businessId))
    .innerJoin(users, eq(users.id, conversations.customerId))
    .leftJoin(artists, eq(artists.id, conversations.artistId))
    .leftJoin(
      lastMessage,
      and(
        eq(lastMessage.conversationId, conversations.id),
        eq(lastMessage.position, conversations.lastPosition),
      ),
    )
    .where(and(visibleTo(viewer), where))
    .orderBy(desc(conversations.lastActivityAt), desc(conversations.id))
    .limit(limit);
  return Promise.all(rows.map((r) => toConversation(ctx, { ...r, unread: Number(r.unread) })));
}

/** Newest activity first, with the last message and what the viewer has not read yet. */
export const listConversations = (ctx: ChatContext, viewer: Viewer) =>
  loadConversations(ctx, viewer, sql`true`);

export async function getConversation(ctx: ChatContext, viewer: Viewer, conversationId: string) {
  const [found] = await loadConversations(ctx, viewer, eq(conversations.id, conversationId), 1);
  if (!found) throw notFound('This conversation');
  return found;
}

async function findConversation(db: Database, viewer: Viewer, conversationId: string) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, conversationId), visibleTo(viewer)));
  if (!row) throw notFound('This conversation');
  return row;
}

/** The customer's conversation with a shop: the existing one, or a new one. */
export async function startConversation(ctx: ChatContext, user: User, body: StartConversationBody) {
  const [shop] = await ctx.db.select().from(businesses).where(eq(businesses.shopUrl, body.shopUrl));
  if (!shop) throw notFound('This shop');
  if (body.artistId) {
    const [link] = await ctx.db
      .select()
      .from(artistShops)
      .where(and(eq(artistShops.businessId, shop.id), eq(artistShops.artistId, body.artistId)));
    if (!link) throw fieldError('body.artistId', 'This artist does not work at this shop.');
  }
  if (body.appointmentId) {
    const [appointment] = await ctx.db
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.id, body.appointmentId),
          eq(appointments.customerId, user.id),
          eq(appointments.businessId, shop.id),
        ),
      );
    if (!appointment) throw notFound('This appointment');
  }
  const about = {
    ...(body.artistId ? { artistId: body.artistId } : {}),
    ...(body.appointmentId ? { appointmentId: body.appointmentId } : {}),
  };
  // Two taps on Message at once: the unique constraint keeps one conversation per shop and customer.
  await ctx.db
    .insert(conversations)
    .values({ id: newId(), businessId: shop.id, customerId: user.id, ...about })
    .onConflictDoNothing({ target: [conversations.businessId, conversations.customerId] });
  const [row] = await ctx.db
    .select()
    .from(conversations)
    .where(and(eq(conversations.businessId, shop.id), eq(conversations.customerId, user.id)));
  if (Object.keys(about).length) {
    await ctx.db.update(conversations).set(about).where(eq(conversations.id, row!.id));
  }
  return getConversation(ctx, { user, side: 'customer' }, row!.id);
}

/** One page of messages, older pages through `before`; each page oldest first. */
export async function listMessages(
  ctx: ChatContext,
  viewer: Viewer,
  conversationId: string,
  page: { before?: number; limit: number },
): Promise<MessagePage> {
  await findConversation(ctx.db, viewer, conversationId);
  const rows = await ctx.db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        page.before ? lt(messages.position, page.before) : undefined,
      ),
    )
    .orderBy(desc(messages.position))
    .limit(page.limit + 1);
  const hasOlder = rows.length > page.limit;
  const items = rows.slice(0, page.limit).reverse();
  return {
    items: await Promise.all(items.map((m) => toMessage(ctx, m))),
    olderCursor: hasOlder ? items[0]!.position : null,
  };
}

async function findByClientId(db: Database, conversationId: string, clientMessageId: string) {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.clientMessageId, clientMessageId)));
  return row;
}

async function checkAttachments(db: Database, userId: string, paths: string[]) {
  if (paths.length === 0) return [];
  const found = await db
    .select()
    .from(uploads)
    .where(and(inArray(uploads.path, paths), eq(uploads.ownerId, userId), eq(uploads.status, 'stored')));
  const byPath = new Map(found.map((u) => [u.path, u]));
  return paths.map((path) => {
    const upload = byPath.get(path);
    if (!upload) {
      throw fieldError(
        'body.attachments',
        'Upload the image first; one of these is not a finished upload of yours.',
      );
    }
    if (!attachmentTypes.includes(upload.contentType)) {
      throw fieldError('body.attachments', 'Attach JPEG, PNG or WebP images.');
    }
    return { path, contentType: upload.contentType };
  });
}

async function checkSendRate(db: Database, userId: string, now: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.senderId, userId), gt(messages.createdAt, new Date(now.getTime() - 60_000))));
  if (Number(row?.n ?? 0) >= messagesPerMinute) {
    throw new DomainError(
      'RATE_LIMITED',
      `You can send ${messagesPerMinute} messages a minute. Please wait a moment and try again.`,
    );
  }
}

/**
 * Stores a message once per client id: a retry of a send that reached us answers the stored message
 * and stores nothing. The conversation row is locked while the message takes the next position.
 */
export async function sendMessage(
  ctx: ChatContext & Pick<Deps, 'clock'>,
  viewer: Viewer,
  conversationId: string,
  body: { clientMessageId: string; body: string; attachments: { path: string }[] },
) {
  const conversation = await findConversation(ctx.db, viewer, conversationId);
  const existing = await findByClientId(ctx.db, conversationId, body.clientMessageId);
  if (existing) return { message: await toMessage(ctx, existing), created: false };
  const attachments = await checkAttachments(
    ctx.db,
    viewer.user.id,
    body.attachments.map((a) => a.path),
  );
  // One instant for the message, the send rate and the unread email, so they agree with each other.
  const now = ctx.clock.now();
  await checkSendRate(ctx.db, viewer.user.id, now);
  const side = viewer.side;
  const recipientSide = other(side);
  try {
    const stored = await ctx.db.transaction(async (tx) => {
      const mine =
        side === 'customer'
          ? {
              customerReadUpTo: sql`${conversations.lastPosition} + 1`,
              customerDeliveredUpTo: sql`${conversations.lastPosition} + 1`,
            }
          : {
              shopReadUpTo: sql`${conversations.lastPosition} + 1`,
              shopDeliveredUpTo: sql`${conversations.lastPosition} + 1`,
            };
      const [locked] = await tx
        .update(conversations)
        .set({ lastPosition: sql`${conversations.lastPosition} + 1`, lastActivityAt: now, ...mine })
        .where(eq(conversations.id, conversation.id))
        .returning();
      const [message] = await tx
        .insert(messages)
        .values({
          id: newId(),
          conversationId: conversation.id,
          clientMessageId: body.clientMessageId,
          position: locked!.lastPosition,
          senderId: viewer.user.id,
          side,
          // Stored without direction overrides: no message or name can disguise a link.
          senderName: withoutBidiControls(viewer.user.firstName),
          body: withoutBidiControls(body.body),
          attachments,
          createdAt: now,
        })
        .returning();
      const audience = await conversationAudience(tx, conversation);
      await appendEvents(tx, audience, {
        kind: 'message',
        conversationId: conversation.id,
        messageId: message!.id,
      });
      await scheduleUnreadEmail(tx, conversation.id, recipientSide, now);
      return message!;
    });
    return { message: await toMessage(ctx, stored), created: true };
  } catch (error) {
    if (!isPgError(error, pgErrors.uniqueViolation)) throw error;
    // The same send arrived twice at once: the other one stored it.
    const winner = await findByClientId(ctx.db, conversationId, body.clientMessageId);
    if (!winner) throw error;
    return { message: await toMessage(ctx, winner), created: false };
  }
}

/** The first unread message of a burst schedules the email; later ones find it already scheduled. */
async function scheduleUnreadEmail(tx: Transaction, id: string, side: Side, now: Date) {
  const due = new Date(now.getTime() + unreadEmailDelayMs);
  const column = side === 'customer' ? conversations.customerEmailDueAt : conversations.shopEmailDueAt;
  const set = side === 'customer' ? { customerEmailDueAt: due } : { shopEmailDueAt: due };
  const claimed = await tx
    .update(conversations)
    .set(set)
    .where(and(eq(conversations.id, id), isNull(column)))
    .returning({ id: conversations.id });
  if (claimed.length) await enqueueJob(tx, 'chat.unread', { conversationId: id, side }, due);
}

/** Moves the viewer's delivered / read marker forward (never back) and tells everyone watching. */
export async function markReceipt(
  ctx: ChatContext,
  viewer: Viewer,
  conversationId: string,
  body: ReceiptBody,
) {
  const conversation = await findConversation(ctx.db, viewer, conversationId);
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(conversations)
      .where(eq(conversations.id, conversation.id))
      .for('update');
    const upTo = Math.min(body.upTo, current!.lastPosition);
    const prefix = viewer.side === 'customer' ? 'customer' : 'shop';
    const delivered = current![`${prefix}DeliveredUpTo`];
    const read = current![`${prefix}ReadUpTo`];
    const next = {
      [`${prefix}DeliveredUpTo`]: Math.max(delivered, upTo),
      ...(body.kind === 'read' ? { [`${prefix}ReadUpTo`]: Math.max(read, upTo) } : {}),
    };
    const changed = Object.entries(next).some(([k, v]) => current![k as keyof typeof current] !== v);
    if (!changed) return toReceipts(current!);
    const [updated] = await tx
      .update(conversations)
      .set(next)
      .where(eq(conversations.id, conversation.id))
      .returning();
    await appendEvents(tx, await conversationAudience(tx, conversation), {
      kind: 'receipts',
      conversationId: conversation.id,
    });
    return toReceipts(updated!);
  });
}

/** For the header: unread messages as a customer, and per shop the viewer is a member of. */
export async function unreadSummary(ctx: ChatContext, user: User): Promise<UnreadSummary> {
  const [mine] = await ctx.db
    .select({ n: sql<number>`coalesce(sum(${unreadCount('customer')}), 0)::int` })
    .from(conversations)
    .where(eq(conversations.customerId, user.id));
  const shops = await ctx.db
    .select({
      businessId: businesses.id,
      name: businesses.name,
      // An artist member counts only the conversations they see.
      unreadCount: sql<number>`coalesce((select sum(${unreadCount('shop')}) from ${conversations}
        where ${conversations.businessId} = ${businesses.id}
        and (${businessMembers.role} <> 'artist' or ${artistSeesConversation(businessMembers.artistId)})), 0)::int`,
    })
    .from(businessMembers)
    .innerJoin(businesses, eq(businesses.id, businessMembers.businessId))
    .where(eq(businessMembers.userId, user.id))
    .orderBy(businesses.name);
  return {
    customer: Number(mine?.n ?? 0),
    shops: shops.map((s) => ({ ...s, unreadCount: Number(s.unreadCount) })),
  };
}
