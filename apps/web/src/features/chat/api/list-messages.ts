import type { Message, MessagePage } from '@linework/contract/chat';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { chatKeys } from '../../../lib/query-keys.ts';
import { type ChatScope, conversationCalls, scopeKey } from './scope.ts';

export const messagesQuery = (scope: ChatScope, conversationId: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(scopeKey(scope), conversationId),
    queryFn: ({ pageParam }) => {
      const calls = conversationCalls(scope, conversationId);
      return call(calls.messages, { params: calls.params, query: { limit: 30, before: pageParam } });
    },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.olderCursor ?? undefined,
  });

export const useMessages = (scope: ChatScope, conversationId: string) =>
  useInfiniteQuery(messagesQuery(scope, conversationId));

/** Oldest first, across the loaded pages (the first page is the newest). */
export const flattenPages = (data: InfiniteData<MessagePage> | undefined): Message[] =>
  data ? [...data.pages].reverse().flatMap((p) => p.items) : [];

/** Puts a message that arrived live or from a send into the loaded thread, once. */
export function addMessageToCache(client: QueryClient, scope: ChatScope, message: Message) {
  client.setQueryData<InfiniteData<MessagePage, number | undefined>>(
    messagesQuery(scope, message.conversationId).queryKey,
    (data) => {
      if (!data) return data;
      if (data.pages.some((p) => p.items.some((m) => m.id === message.id))) return data;
      const [newest, ...older] = data.pages;
      const items = [...(newest?.items ?? []), message].sort((a, b) => a.position - b.position);
      return { ...data, pages: [{ items, olderCursor: newest?.olderCursor ?? null }, ...older] };
    },
  );
}
