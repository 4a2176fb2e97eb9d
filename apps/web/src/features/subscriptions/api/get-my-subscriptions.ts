import { listMySubscriptions } from '@linework/contract/endpoints/subscriptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { subscriptionKeys } from '../../../lib/query-keys.ts';

export const mySubscriptionsQuery = () =>
  queryOptions({
    queryKey: subscriptionKeys.mine(),
    queryFn: () => call(listMySubscriptions),
  });

export const useMySubscriptions = (enabled: boolean) => useQuery({ ...mySubscriptionsQuery(), enabled });
