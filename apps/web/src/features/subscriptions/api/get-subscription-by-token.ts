import type { SubscriptionView } from '@linework/contract/subscriptions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const subscriptionByTokenQuery = (token: string) =>
  queryOptions({
    queryKey: ['subscriptions', 'by-token', token],
    queryFn: () => api<SubscriptionView>(`/v1/subscriptions/by-token?token=${encodeURIComponent(token)}`),
  });

export const useSubscriptionByToken = (token: string, enabled: boolean) =>
  useQuery({ ...subscriptionByTokenQuery(token), enabled });
