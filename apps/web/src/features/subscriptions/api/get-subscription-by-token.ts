import { getSubscriptionByToken } from '@linework/contract/endpoints/subscriptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { subscriptionKeys } from '../../../lib/query-keys.ts';

export const subscriptionByTokenQuery = (token: string) =>
  queryOptions({
    queryKey: subscriptionKeys.byToken(token),
    queryFn: () => call(getSubscriptionByToken, { query: { token } }),
  });

export const useSubscriptionByToken = (token: string, enabled: boolean) =>
  useQuery({ ...subscriptionByTokenQuery(token), enabled });
