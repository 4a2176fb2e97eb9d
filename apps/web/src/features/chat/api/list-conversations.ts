import type { Conversation } from '@linework/contract/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type ChatScope, conversationsPath, scopeKey } from './scope.ts';

export const conversationsQuery = (scope: ChatScope) =>
  queryOptions({
    queryKey: ['chat', scopeKey(scope), 'conversations'],
    queryFn: () => api<Conversation[]>(conversationsPath(scope)),
  });

export const useConversations = (scope: ChatScope, enabled = true) =>
  useQuery({ ...conversationsQuery(scope), enabled });
