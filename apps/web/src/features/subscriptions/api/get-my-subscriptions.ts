import type { SubscriptionView } from '@linework/contract/subscriptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const mySubscriptionsQuery = () =>
  queryOptions({
    queryKey: ['me', 'subscriptions'],
    queryFn: () => api<SubscriptionView[]>('/v1/me/subscriptions'),
  });

export const useMySubscriptions = (enabled: boolean) => useQuery({ ...mySubscriptionsQuery(), enabled });
