import { updateMySubscription as updateEndpoint } from '@linework/contract/endpoints/subscriptions';
import type { SubscriptionTopic } from '@linework/contract/subscriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { mySubscriptionsQuery } from './get-my-subscriptions.ts';

export const updateMySubscription = (input: {
  id: string;
  topics?: SubscriptionTopic[];
  subscribed?: boolean;
}) => {
  const { id, ...body } = input;
  return call(updateEndpoint, { params: { subscriptionId: id }, body });
};

export function useUpdateMySubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMySubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySubscriptionsQuery().queryKey }),
  });
}
