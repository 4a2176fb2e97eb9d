import { getShopConversationContext } from '@linework/contract/endpoints/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { chatKeys } from '../../../lib/query-keys.ts';
import { scopeKey } from './scope.ts';

/**
 * What the customer of one of a shop's conversations booked or asked for. Under the conversation's
 * key, so whatever refreshes the conversation (a live message) refreshes this too.
 */
export const conversationContextQuery = (businessId: string, conversationId: string) =>
  queryOptions({
    queryKey: [
      ...chatKeys.conversation(scopeKey({ kind: 'shop', businessId }), conversationId),
      'context',
    ] as const,
    queryFn: () => call(getShopConversationContext, { params: { businessId, conversationId } }),
  });

export const useConversationContext = (businessId: string, conversationId: string) =>
  useQuery(conversationContextQuery(businessId, conversationId));
