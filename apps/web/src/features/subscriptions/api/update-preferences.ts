import { updatePreferences as updateEndpoint } from '@linework/contract/endpoints/subscriptions';
import type { SubscriptionTopic } from '@linework/contract/subscriptions';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** Choose topics instead of unsubscribing, or undo it, with the link's token. */
export const updatePreferences = (input: { token: string; topics: SubscriptionTopic[] }) =>
  call(updateEndpoint, { body: input });

export const useUpdatePreferences = () => useMutation({ mutationFn: updatePreferences });
