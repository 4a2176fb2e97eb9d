import type { Conversation, Message, Receipts } from '@linework/contract/chat';
import { withoutBidiControls } from '@linework/contract/text';
import type { artists, businesses } from '../db/schema/catalog.ts';
import type { conversations, messages } from '../db/schema/chat.ts';
import type { users } from '../db/schema/users.ts';
import type { Deps } from '../deps.ts';
import { thumbnailPath } from '../uploads/thumbnails.ts';

/** What reading chat needs: the database and signed links to the attachments. */
export type ChatContext = Pick<Deps, 'db' | 'storage'>;
export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type Side = 'customer' | 'shop';

/** Attachments are private files: each answer carries links signed for an hour. */
const attachmentLinkSeconds = 60 * 60;

export async function toMessage(ctx: ChatContext, m: MessageRow): Promise<Message> {
  return {
    id: m.id,
    conversationId: m.conversationId,
    clientMessageId: m.clientMessageId,
    position: m.position,
    side: m.side,
    senderName: withoutBidiControls(m.senderName),
    body: m.body,
    attachments: await Promise.all(
      m.attachments.map(async (a) => ({
        path: a.path,
        contentType: a.contentType,
        url: await ctx.storage.signedUrl(a.path, attachmentLinkSeconds),
        thumbnailUrl: await ctx.storage.signedUrl(thumbnailPath(a.path), attachmentLinkSeconds),
      })),
    ),
    sentAt: m.createdAt.toISOString(),
  };
}

export const toReceipts = (c: ConversationRow): Receipts => ({
  customerDeliveredUpTo: c.customerDeliveredUpTo,
  customerReadUpTo: c.customerReadUpTo,
  shopDeliveredUpTo: c.shopDeliveredUpTo,
  shopReadUpTo: c.shopReadUpTo,
});

export async function toConversation(
  ctx: ChatContext,
  row: {
    c: ConversationRow;
    shop: typeof businesses.$inferSelect;
    customer: typeof users.$inferSelect;
    artist: typeof artists.$inferSelect | null;
    last: MessageRow | null;
    unread: number;
  },
): Promise<Conversation> {
  return {
    id: row.c.id,
    shop: {
      id: row.shop.id,
      shopUrl: row.shop.shopUrl,
      name: withoutBidiControls(row.shop.name),
      logoUrl: row.shop.logoImage ? ctx.storage.publicUrl(row.shop.logoImage) : null,
    },
    // Names shown beside messages: without direction overrides, like the messages themselves.
    customer: {
      firstName: withoutBidiControls(row.customer.firstName),
      lastName: withoutBidiControls(row.customer.lastName),
    },
    artist: row.artist
      ? { id: row.artist.id, displayName: withoutBidiControls(row.artist.displayName) }
      : null,
    appointmentId: row.c.appointmentId,
    lastMessage: row.last ? await toMessage(ctx, row.last) : null,
    unreadCount: row.unread,
    receipts: toReceipts(row.c),
    lastActivityAt: row.c.lastActivityAt.toISOString(),
  };
}
