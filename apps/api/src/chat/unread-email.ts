import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { businesses, businessMembers } from '../db/schema/catalog.ts';
import { conversations, messages } from '../db/schema/chat.ts';
import { users } from '../db/schema/users.ts';
import type { Deps } from '../deps.ts';
import type { JobHandlers } from '../jobs/queue.ts';
import { wants } from '../users/preferences.ts';
import { previewOf, unreadChatEmail } from './emails.tsx';

/** Email one side of a conversation about messages it has not read (one email per burst). */
type ChatUnreadJobPayload = { conversationId: string; side: 'customer' | 'shop' };

declare module '../jobs/queue.ts' {
  interface JobPayloads {
    'chat.unread': ChatUnreadJobPayload;
  }
}

/**
 * The job behind the email: runs a few minutes after the first unread message of a burst and sends
 * only if that side still has not read it. Clearing the schedule first lets the next burst schedule
 * its own email.
 */
export async function sendUnreadChatEmail(deps: Deps, payload: ChatUnreadJobPayload) {
  const { conversationId, side } = payload;
  const [c] = await deps.db
    .update(conversations)
    .set(side === 'customer' ? { customerEmailDueAt: null } : { shopEmailDueAt: null })
    .where(eq(conversations.id, conversationId))
    .returning();
  if (!c) return;
  const readUpTo = side === 'customer' ? c.customerReadUpTo : c.shopReadUpTo;
  const unread = await deps.db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, c.id),
        eq(messages.side, side === 'customer' ? 'shop' : 'customer'),
        gt(messages.position, readUpTo),
      ),
    )
    .orderBy(asc(messages.position));
  if (unread.length === 0) return;
  const [shop] = await deps.db.select().from(businesses).where(eq(businesses.id, c.businessId));
  const [customer] = await deps.db.select().from(users).where(eq(users.id, c.customerId));
  if (!shop || !customer) return;
  const first = unread[0]!;
  const preview = previewOf(first.body, first.attachments.length);
  const base = deps.config.publicUrl;
  if (side === 'customer') {
    // The customer's unread replies reach them by email only if they take chat news by email.
    if (!wants(customer, 'chat', 'email')) return;
    await deps.mailer.send(
      await unreadChatEmail({
        to: customer.email,
        from: shop.name,
        count: unread.length,
        preview,
        link: `${base}/chat/${c.id}`,
      }),
    );
    return;
  }
  // The shop's owners and staff, and the artist the conversation is about.
  const team = await deps.db
    .select({ email: users.email })
    .from(businessMembers)
    .innerJoin(users, eq(users.id, businessMembers.userId))
    .where(
      and(
        eq(businessMembers.businessId, c.businessId),
        or(
          inArray(businessMembers.role, ['owner', 'staff']),
          c.artistId ? eq(businessMembers.artistId, c.artistId) : sql`false`,
        ),
      ),
    );
  const from = `${customer.firstName} ${customer.lastName}`.trim();
  for (const { email } of team) {
    await deps.mailer.send(
      await unreadChatEmail({
        to: email,
        from,
        count: unread.length,
        preview,
        link: `${base}/chat/shop/${c.businessId}/${c.id}`,
      }),
    );
  }
}

export const chatJobs: JobHandlers<'chat.unread'> = { 'chat.unread': sendUnreadChatEmail };
