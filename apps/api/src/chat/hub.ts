import type { ChatEvent, Message } from '@linework/contract/chat';
import { inArray } from 'drizzle-orm';
import { conversations, messages } from '../db/schema/chat.ts';
import type { Deps } from '../deps.ts';
import { chatEventsChannel, type EventRow, eventsAfterMany } from './events.ts';
import { toMessage, toReceipts } from './present.ts';

/** One open stream of one user on this instance. */
export type StreamConnection = {
  userId: string;
  /** The last event number this connection has been sent. */
  lastSeq: number;
  send(seq: number, event: ChatEvent): void;
  close(): void;
};

const perUserPage = 200;
/** Users read per query; a NOTIFY for a very large shop is read in a few queries. */
const usersPerQuery = 500;

/**
 * The live side of chat on one instance: one LISTEN for the whole instance (never one per client).
 * A NOTIFY names users; the users with streams here are read together, each after the oldest
 * position among their streams, and each stream is handed what it has not had yet. So a stream
 * gets every event once, in order, whichever instance wrote it, and a reconnect just starts from
 * the client's last event id. Reads never overlap: announcements that come in meanwhile wait for
 * the next round.
 */
export async function createChatHub(deps: Pick<Deps, 'db' | 'database' | 'storage' | 'log'>) {
  const byUser = new Map<string, Set<StreamConnection>>();
  const dirty = new Set<string>();
  let running = false;

  async function render(rows: EventRow[]) {
    const messageIds = [...new Set(rows.flatMap((r) => (r.messageId ? [r.messageId] : [])))];
    const conversationIds = [...new Set(rows.map((r) => r.conversationId))];
    const [messageRows, conversationRows] = await Promise.all([
      messageIds.length
        ? deps.db.select().from(messages).where(inArray(messages.id, messageIds))
        : Promise.resolve([]),
      conversationIds.length
        ? deps.db.select().from(conversations).where(inArray(conversations.id, conversationIds))
        : Promise.resolve([]),
    ]);
    const messageById = new Map<string, Message>();
    for (const m of messageRows) messageById.set(m.id, await toMessage(deps, m));
    const conversationById = new Map(conversationRows.map((c) => [c.id, c]));
    return (r: EventRow): ChatEvent | null => {
      const c = conversationById.get(r.conversationId);
      if (!c) return null;
      if (r.kind === 'message') {
        const message = r.messageId ? messageById.get(r.messageId) : undefined;
        return message
          ? { kind: 'message', message, viewerSide: r.viewerSide, businessId: c.businessId }
          : null;
      }
      return { kind: 'receipts', conversationId: c.id, businessId: c.businessId, receipts: toReceipts(c) };
    };
  }

  async function deliverRound(userIds: string[]) {
    const cursors = userIds.flatMap((userId) => {
      const streams = byUser.get(userId);
      return streams?.size ? [{ userId, after: Math.min(...[...streams].map((s) => s.lastSeq)) }] : [];
    });
    for (let i = 0; i < cursors.length; i += usersPerQuery) {
      const chunk = cursors.slice(i, i + usersPerQuery);
      const rows = await eventsAfterMany(deps.db, chunk, perUserPage);
      const eventOf = await render(rows);
      const rowsByUser = new Map<string, EventRow[]>();
      for (const r of rows) rowsByUser.set(r.userId, [...(rowsByUser.get(r.userId) ?? []), r]);
      for (const [userId, userRows] of rowsByUser) {
        if (userRows.length === perUserPage) dirty.add(userId);
        for (const stream of byUser.get(userId) ?? []) {
          for (const r of userRows) {
            if (r.seq <= stream.lastSeq) continue;
            const event = eventOf(r);
            if (event) stream.send(r.seq, event);
            // An event whose message vanished still moves the stream on, so it is not read forever.
            stream.lastSeq = r.seq;
          }
        }
      }
    }
  }

  async function run() {
    if (running) return;
    running = true;
    try {
      while (dirty.size) {
        const batch = [...dirty];
        dirty.clear();
        await deliverRound(batch);
      }
    } catch (err) {
      deps.log.error({ err }, 'chat stream delivery failed');
      // Try again shortly; the rows are still there.
      setTimeout(() => {
        for (const id of byUser.keys()) dirty.add(id);
        void run();
      }, 1000).unref();
    } finally {
      running = false;
    }
  }

  const announce = (userIds: Iterable<string>) => {
    for (const id of userIds) if (byUser.has(id)) dirty.add(id);
    void run();
  };

  await deps.database.listen(chatEventsChannel, (payload) => {
    // null: the listener reconnected and may have missed announcements; catch everyone up.
    announce(payload === null ? [...byUser.keys()] : payload.split(','));
  });

  return {
    add(stream: StreamConnection) {
      const streams = byUser.get(stream.userId) ?? new Set();
      byUser.set(stream.userId, streams);
      streams.add(stream);
      announce([stream.userId]);
    },
    remove(stream: StreamConnection) {
      const streams = byUser.get(stream.userId);
      streams?.delete(stream);
      if (streams?.size === 0) byUser.delete(stream.userId);
    },
    /** Open streams on this instance, for shutdown. */
    closeAll() {
      for (const streams of byUser.values()) for (const s of streams) s.close();
      byUser.clear();
    },
  };
}

export type ChatHub = Awaited<ReturnType<typeof createChatHub>>;
