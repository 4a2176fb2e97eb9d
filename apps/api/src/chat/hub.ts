import type { ChatEvent } from '@linework/contract/chat';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { conversations, messages, type userEvents } from '../db/schema/chat.ts';
import { chatEventsChannel, eventsAfter } from './events.ts';
import { toMessage, toReceipts } from './present.ts';

/** One open stream of one user on this instance. */
export type StreamConnection = {
  userId: string;
  /** The last event number this connection has been sent. */
  lastSeq: number;
  send(seq: number, event: ChatEvent): void;
  close(): void;
};

type EventRow = typeof userEvents.$inferSelect;
const pageSize = 200;

/**
 * The live side of chat on one instance: one LISTEN for the whole instance (never one per client).
 * A NOTIFY names users; for each user with streams here, one reader fetches the rows after the
 * oldest position among their streams and hands each stream what it has not had yet. So a stream
 * gets every event once, in order, whichever instance wrote it, and a reconnect just starts from
 * the client's last event id.
 */
export async function createChatHub(app: FastifyInstance) {
  const byUser = new Map<string, Set<StreamConnection>>();
  const pumping = new Map<string, { again: boolean }>();

  async function render(rows: EventRow[]) {
    const messageIds = rows.flatMap((r) => (r.messageId ? [r.messageId] : []));
    const conversationIds = [...new Set(rows.map((r) => r.conversationId))];
    const [messageRows, conversationRows] = await Promise.all([
      messageIds.length
        ? app.db.select().from(messages).where(inArray(messages.id, messageIds))
        : Promise.resolve([]),
      app.db.select().from(conversations).where(inArray(conversations.id, conversationIds)),
    ]);
    const messageById = new Map(messageRows.map((m) => [m.id, m]));
    const conversationById = new Map(conversationRows.map((c) => [c.id, c]));
    const out: { seq: number; event: ChatEvent }[] = [];
    for (const r of rows) {
      const c = conversationById.get(r.conversationId);
      if (!c) continue;
      if (r.kind === 'message') {
        const m = r.messageId ? messageById.get(r.messageId) : undefined;
        if (!m) continue;
        out.push({
          seq: r.seq,
          event: {
            kind: 'message',
            message: await toMessage(app, m),
            viewerSide: r.viewerSide,
            businessId: c.businessId,
          },
        });
      } else {
        out.push({
          seq: r.seq,
          event: {
            kind: 'receipts',
            conversationId: c.id,
            businessId: c.businessId,
            receipts: toReceipts(c),
          },
        });
      }
    }
    return out;
  }

  async function pump(userId: string) {
    const running = pumping.get(userId);
    if (running) {
      running.again = true;
      return;
    }
    const state = { again: true };
    pumping.set(userId, state);
    try {
      while (state.again) {
        state.again = false;
        const streams = byUser.get(userId);
        if (!streams?.size) break;
        const from = Math.min(...[...streams].map((s) => s.lastSeq));
        const rows = await eventsAfter(app.db, userId, from, pageSize);
        if (rows.length === pageSize) state.again = true;
        const events = await render(rows);
        for (const stream of byUser.get(userId) ?? []) {
          for (const { seq, event } of events) {
            if (seq > stream.lastSeq) {
              stream.send(seq, event);
              stream.lastSeq = seq;
            }
          }
          // Rows whose message vanished still move the stream on, so they are not read forever.
          const last = rows.at(-1)?.seq;
          if (last && last > stream.lastSeq) stream.lastSeq = last;
        }
      }
    } catch (err) {
      app.log.error({ err, userId }, 'chat stream delivery failed');
    } finally {
      pumping.delete(userId);
    }
  }

  await app.database.listen(chatEventsChannel, (payload) => {
    // null: the listener reconnected and may have missed announcements; catch everyone up.
    const userIds = payload === null ? [...byUser.keys()] : payload.split(',');
    for (const id of userIds) if (byUser.has(id)) void pump(id);
  });

  return {
    add(stream: StreamConnection) {
      const streams = byUser.get(stream.userId) ?? new Set();
      byUser.set(stream.userId, streams);
      streams.add(stream);
      void pump(stream.userId);
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
    get connectionCount() {
      let n = 0;
      for (const s of byUser.values()) n += s.size;
      return n;
    },
  };
}

export type ChatHub = Awaited<ReturnType<typeof createChatHub>>;
