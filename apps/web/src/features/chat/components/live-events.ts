import type { ChatEvent, Conversation, Receipts } from '@linework/contract/chat';
import { openEventStream } from '@linework/contract/endpoints/chat';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiBaseUrl } from '../../../config/env.ts';
import { openLiveChannel } from '../../../lib/live-channel.ts';
import { chatKeys } from '../../../lib/query-keys.ts';
import { conversationQuery } from '../api/get-conversation.ts';
import { getStreamTicket } from '../api/get-stream-ticket.ts';
import { addMessageToCache } from '../api/list-messages.ts';
import { liveStatus } from '../api/live-status.ts';
import { markReceipt } from '../api/mark-receipt.ts';
import { type ChatScope, scopeKey } from '../api/scope.ts';
import { flushOutbox, removeFromOutbox } from './outbox.ts';

export { type LiveStatus, liveStatus } from '../api/live-status.ts';

type MessageEvent_ = Extract<ChatEvent, { kind: 'message' }>;
const messageListeners = new Set<(event: MessageEvent_) => void>();

/** Called for every new message the stream brings (the notices' toasts); returns the unsubscribe. */
export function onLiveMessage(listener: (event: MessageEvent_) => void) {
  messageListeners.add(listener);
  return () => {
    messageListeners.delete(listener);
  };
}

/** The last event number seen in this tab: a reconnect resumes right after it. */
let lastEventId: number | undefined;

const scopeOf = (viewerSide: 'customer' | 'shop', businessId: string): ChatScope =>
  viewerSide === 'customer' ? { kind: 'customer' } : { kind: 'shop', businessId };

function applyReceipts(client: QueryClient, scope: ChatScope, conversationId: string, receipts: Receipts) {
  client.setQueryData<Conversation>(conversationQuery(scope, conversationId).queryKey, (c) =>
    c ? { ...c, receipts } : c,
  );
}

function handle(client: QueryClient, event: ChatEvent) {
  if (event.kind === 'message') {
    const scope = scopeOf(event.viewerSide, event.businessId);
    addMessageToCache(client, scope, event.message);
    removeFromOutbox(event.message.clientMessageId);
    if (event.message.side !== event.viewerSide) {
      void markReceipt(scope, event.message.conversationId, {
        kind: 'delivered',
        upTo: event.message.position,
      }).catch(() => {});
    }
    void client.invalidateQueries({ queryKey: chatKeys.unread() });
    void client.invalidateQueries({ queryKey: chatKeys.conversations(scopeKey(scope)) });
    void client.invalidateQueries({
      queryKey: conversationQuery(scope, event.message.conversationId).queryKey,
    });
    for (const listener of messageListeners) listener(event);
    return;
  }
  // Read in another tab or by a colleague: the header's count goes down here too.
  void client.invalidateQueries({ queryKey: chatKeys.unread() });
  // A receipt concerns the conversation wherever this person sees it.
  applyReceipts(client, { kind: 'customer' }, event.conversationId, event.receipts);
  applyReceipts(client, { kind: 'shop', businessId: event.businessId }, event.conversationId, event.receipts);
}

let users = 0;
let stop: (() => void) | null = null;

function start(client: QueryClient) {
  const receive = (e: MessageEvent<string>) => {
    const id = Number(e.lastEventId);
    if (lastEventId !== undefined && id <= lastEventId) return;
    lastEventId = id;
    handle(client, JSON.parse(e.data) as ChatEvent);
  };
  return openLiveChannel({
    ticket: async () => (await getStreamTicket()).ticket,
    url: (ticket) => {
      const query = new URLSearchParams({ ticket });
      // A reconnect resumes right after the last event this tab saw.
      if (lastEventId !== undefined) query.set('after', String(lastEventId));
      return `${apiBaseUrl}${openEventStream.path}?${query}`;
    },
    events: {
      message: receive,
      receipts: receive,
      reset: () => void client.invalidateQueries({ queryKey: chatKeys.all }),
    },
    onReady: (e) => {
      const { after } = JSON.parse(e.data) as { after: number };
      const first = lastEventId === undefined;
      lastEventId = after;
      // What happened before the first connection comes from the API, not the stream.
      if (first) void client.invalidateQueries({ queryKey: chatKeys.all });
      void flushOutbox(client);
    },
    onState: (state) => liveStatus.set(state),
    onOnline: () => void flushOutbox(client),
  });
}

/** Keeps one live stream open in this tab while anything needs it (the notices, a chat screen). */
export function useChatEvents(enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    users += 1;
    if (users === 1) stop = start(client);
    return () => {
      users -= 1;
      if (users === 0) {
        stop?.();
        stop = null;
        // The next stream may be someone else's (sign-out, sign-in): start from the API again.
        lastEventId = undefined;
      }
    };
  }, [enabled, client]);
}
