import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { chatKeys } from '../../../lib/query-keys.ts';
import { type ChatScope, conversationCalls, scopeKey } from './scope.ts';

export const conversationQuery = (scope: ChatScope, conversationId: string) =>
  queryOptions({
    queryKey: chatKeys.conversation(scopeKey(scope), conversationId),
    queryFn: () => {
      const calls = conversationCalls(scope, conversationId);
      return call(calls.get, { params: calls.params });
    },
  });

export const useConversation = (scope: ChatScope, conversationId: string) =>
  useQuery(conversationQuery(scope, conversationId));
