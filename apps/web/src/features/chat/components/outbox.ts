import type { Message } from '@linework/contract/chat';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.ts';
import { createStore } from '../../../lib/external-store.ts';
import { chatKeys } from '../../../lib/query-keys.ts';
import { addMessageToCache } from '../api/list-messages.ts';
import { type ChatScope, scopeKey } from '../api/scope.ts';
import { sendMessage } from '../api/send-message.ts';

/**
 * Messages written but not yet confirmed by the server, kept in localStorage so a message typed in
 * a tunnel (or before a reload) is sent when the network is back. Each keeps the id it was first
 * tried with, so a send that did arrive but whose answer was lost is not stored twice.
 */
export type OutboxItem = {
  scope: ChatScope;
  conversationId: string;
  clientMessageId: string;
  body: string;
  attachments: { path: string }[];
  createdAt: string;
  /** Set when the server refused it (not for network trouble, which is retried). */
  error?: string;
};

const storageKey = 'linework.chat.outbox';

function restore(): OutboxItem[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(storageKey) ?? '[]');
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

export const outbox = createStore<OutboxItem[]>(restore());
outbox.subscribe(() => localStorage.setItem(storageKey, JSON.stringify(outbox.get())));

export const newClientMessageId = () => crypto.randomUUID().replaceAll('-', '');

export const sameConversation = (item: OutboxItem, scope: ChatScope, conversationId: string) =>
  item.conversationId === conversationId && scopeKey(item.scope) === scopeKey(scope);

export function removeFromOutbox(clientMessageId: string) {
  outbox.set((items) => items.filter((i) => i.clientMessageId !== clientMessageId));
}

let flushing: Promise<void> | null = null;
const nextToSend = () => outbox.get().find((i) => !i.error);

/** Sends what waits, oldest first; stops at the first network failure and tries again later. */
export function flushOutbox(client: QueryClient): Promise<void> {
  if (flushing) return flushing;
  flushing = (async () => {
    // Let the assignment above happen first, even when there is nothing to send.
    await Promise.resolve();
    try {
      // Always the oldest that waits, read afresh: messages written during a send go next.
      for (let item = nextToSend(); item; item = nextToSend()) {
        let sent: Message;
        try {
          sent = await sendMessage(item.scope, item.conversationId, {
            clientMessageId: item.clientMessageId,
            body: item.body,
            attachments: item.attachments,
          });
        } catch (error) {
          if (
            error instanceof ApiError &&
            error.status !== 0 &&
            error.code !== 'TIMEOUT' &&
            error.status < 500
          ) {
            const message = error.message;
            outbox.set((items) =>
              items.map((i) => (i.clientMessageId === item.clientMessageId ? { ...i, error: message } : i)),
            );
            continue;
          }
          return;
        }
        addMessageToCache(client, item.scope, sent);
        removeFromOutbox(item.clientMessageId);
        void client.invalidateQueries({ queryKey: chatKeys.conversations(scopeKey(item.scope)) });
      }
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

export function enqueueMessage(client: QueryClient, item: Omit<OutboxItem, 'createdAt' | 'clientMessageId'>) {
  outbox.set((items) => [
    ...items,
    { ...item, clientMessageId: newClientMessageId(), createdAt: new Date().toISOString() },
  ]);
  void flushOutbox(client);
}
