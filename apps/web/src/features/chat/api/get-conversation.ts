import type { Conversation } from '@linework/contract/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type ChatScope, conversationPath, scopeKey } from './scope.ts';

export const conversationQuery = (scope: ChatScope, conversationId: string) =>
  queryOptions({
    queryKey: ['chat', scopeKey(scope), 'conversation', conversationId],
    queryFn: () => api<Conversation>(conversationPath(scope, conversationId)),
  });

export const useConversation = (scope: ChatScope, conversationId: string) =>
  useQuery(conversationQuery(scope, conversationId));
