import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { businessMembers } from '../db/schema/catalog.ts';
import { conversations, userEventCounters, userEvents } from '../db/schema/chat.ts';
import { artistSeesConversation } from './artist-scope.ts';

/** The one NOTIFY channel of chat; its payload names the users with new events, nothing more. */
export const chatEventsChannel = 'chat_events';
/** NOTIFY payloads must stay under 8000 bytes; ids are 22 characters. */
const maxPayloadBytes = 7000;

export type EventKind = 'message' | 'receipts';
export type Recipient = { userId: string; side: 'customer' | 'shop' };

/**
 * Everyone who sees a conversation: its customer, the owners and front desk of its shop, and its
 * artist members whose customer it is.
 */
export async function conversationAudience(
  tx: Database | Transaction,
  conversation: { id: string; customerId: string; businessId: string },
): Promise<Recipient[]> {
  const members = await tx
    .select({ userId: businessMembers.userId })
    .from(businessMembers)
    .innerJoin(conversations, eq(conversations.id, conversation.id))
    .where(
      and(
        eq(businessMembers.businessId, conversation.businessId),
        or(ne(businessMembers.role, 'artist'), artistSeesConversation(businessMembers.artistId)),
      ),
    );
  const audience = new Map<string, Recipient>();
  for (const m of members) audience.set(m.userId, { userId: m.userId, side: 'shop' });
  // A member who writes to their own shop as a customer sees it as the customer.
  audience.set(conversation.customerId, { userId: conversation.customerId, side: 'customer' });
  return [...audience.values()];
}

/**
 * Numbers and stores one event per recipient in the caller's transaction, and announces them on
 * commit. The counters are locked in id order, so two concurrent writers cannot deadlock, and a
 * user's next number is taken only after the previous holder committed: numbers appear gap-free and
 * in order to any reader.
 */
export async function appendEvents(
  tx: Transaction,
  recipients: Recipient[],
  event: { kind: EventKind; conversationId: string; messageId?: string },
) {
  if (recipients.length === 0) return;
  const sorted = [...recipients].sort((a, b) => (a.userId < b.userId ? -1 : 1));
  const numbered = await tx
    .insert(userEventCounters)
    .values(sorted.map((r) => ({ userId: r.userId, lastSeq: 1 })))
    .onConflictDoUpdate({
      target: userEventCounters.userId,
      set: { lastSeq: sql`${userEventCounters.lastSeq} + 1` },
    })
    .returning();
  const seqOf = new Map(numbered.map((n) => [n.userId, Number(n.lastSeq)]));
  await tx.insert(userEvents).values(
    sorted.map((r) => ({
      userId: r.userId,
      seq: seqOf.get(r.userId)!,
      kind: event.kind,
      conversationId: event.conversationId,
      messageId: event.messageId ?? null,
      viewerSide: r.side,
    })),
  );
  for (const chunk of payloadChunks(sorted.map((r) => r.userId))) {
    await tx.execute(sql`select pg_notify(${chatEventsChannel}, ${chunk})`);
  }
}

function payloadChunks(userIds: string[]): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const id of userIds) {
    if (current && current.length + id.length + 1 > maxPayloadBytes) {
      chunks.push(current);
      current = '';
    }
    current = current ? `${current},${id}` : id;
  }
  if (current) chunks.push(current);
  return chunks;
}

export type EventRow = typeof userEvents.$inferSelect;

/**
 * The events of many users at once, each after their own number, at most `perUser` each: one
 * query for a whole NOTIFY instead of one per user.
 */
export async function eventsAfterMany(
  db: Database,
  cursors: { userId: string; after: number }[],
  perUser: number,
): Promise<EventRow[]> {
  if (cursors.length === 0) return [];
  const values = sql.join(
    cursors.map((c) => sql`(${c.userId}::text, ${c.after}::bigint)`),
    sql`, `,
  );
  const result = await db.execute<Record<string, unknown>>(sql`
    select e.user_id, e.seq, e.kind, e.conversation_id, e.message_id, e.viewer_side, e.created_at
    from (values ${values}) as v(user_id, after)
    cross join lateral (
      select * from user_events u where u.user_id = v.user_id and u.seq > v.after order by u.seq limit ${perUser}
    ) e
    order by e.user_id, e.seq`);
  return (result.rows as Record<string, unknown>[]).map((r) => ({
    userId: r.user_id as string,
    seq: Number(r.seq),
    kind: r.kind as EventRow['kind'],
    conversationId: r.conversation_id as string,
    messageId: (r.message_id as string | null) ?? null,
    viewerSide: r.viewer_side as EventRow['viewerSide'],
    createdAt: new Date(r.created_at as string),
  }));
}

/** Deletes the events written before `cutoff` (retention, worker/retention.ts); answers how many. */
export async function purgeEventsBefore(db: Database, cutoff: Date): Promise<number> {
  const gone = await db
    .delete(userEvents)
    .where(lt(userEvents.createdAt, cutoff))
    .returning({ seq: userEvents.seq });
  return gone.length;
}

/**
 * Whether a stream resuming after `after` missed events the log no longer holds (purged): the next
 * one it needs is gone, so it cannot be replayed exactly and the client must reload instead.
 */
export async function missedEventsPurged(db: Database, userId: string, after: number, latest: number) {
  if (after >= latest) return false;
  const [next] = await db
    .select({ seq: userEvents.seq })
    .from(userEvents)
    .where(and(eq(userEvents.userId, userId), eq(userEvents.seq, after + 1)));
  return !next;
}

/** The number of the user's latest event (0 before the first). */
export async function latestSeq(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ lastSeq: userEventCounters.lastSeq })
    .from(userEventCounters)
    .where(eq(userEventCounters.userId, userId));
  return Number(row?.lastSeq ?? 0);
}
