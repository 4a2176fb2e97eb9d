import type { SubscriptionView } from '@linework/contract/subscriptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Opening the confirmation link confirms; doing it twice changes nothing, so it is a query. */
export const confirmSubscriptionQuery = (token: string) =>
  queryOptions({
    queryKey: ['subscriptions', 'confirm', token],
    queryFn: () => api<SubscriptionView>(`/v1/subscriptions/confirm?token=${encodeURIComponent(token)}`),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useConfirmSubscription = (token: string) => useQuery(confirmSubscriptionQuery(token));
