import type { SubscriptionTopic, SubscriptionView } from '@linework/contract/subscriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { mySubscriptionsQuery } from './get-my-subscriptions.ts';

export const updateMySubscription = (input: {
  id: string;
  topics?: SubscriptionTopic[];
  subscribed?: boolean;
}) => {
  const { id, ...body } = input;
  return api<SubscriptionView>(`/v1/me/subscriptions/${encodeURIComponent(id)}`, { method: 'PATCH', body });
};

export function useUpdateMySubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMySubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySubscriptionsQuery().queryKey }),
  });
}
