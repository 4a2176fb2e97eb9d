import { listConversations, listShopConversations } from '@linework/contract/endpoints/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { chatKeys } from '../../../lib/query-keys.ts';
import { type ChatScope, scopeKey } from './scope.ts';

export const conversationsQuery = (scope: ChatScope) =>
  queryOptions({
    queryKey: chatKeys.conversations(scopeKey(scope)),
    queryFn: () =>
      scope.kind === 'customer'
        ? call(listConversations)
        : call(listShopConversations, { params: { businessId: scope.businessId } }),
  });

export const useConversations = (scope: ChatScope, enabled = true) =>
  useQuery({ ...conversationsQuery(scope), enabled });
