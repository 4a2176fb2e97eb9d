import type { SubscriptionTopic, SubscriptionView } from '@linework/contract/subscriptions';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Choose topics instead of unsubscribing, or undo it, with the link's token. */
export const updatePreferences = (input: { token: string; topics: SubscriptionTopic[] }) =>
  api<SubscriptionView>('/v1/subscriptions/preferences', { method: 'POST', body: input });

export const useUpdatePreferences = () => useMutation({ mutationFn: updatePreferences });
