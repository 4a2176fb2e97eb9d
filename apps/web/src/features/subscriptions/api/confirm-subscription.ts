import { confirmSubscription } from '@linework/contract/endpoints/subscriptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { subscriptionKeys } from '../../../lib/query-keys.ts';

/** Opening the confirmation link confirms; doing it twice changes nothing, so it is a query. */
export const confirmSubscriptionQuery = (token: string) =>
  queryOptions({
    queryKey: subscriptionKeys.confirm(token),
    queryFn: () => call(confirmSubscription, { query: { token } }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useConfirmSubscription = (token: string) => useQuery(confirmSubscriptionQuery(token));
