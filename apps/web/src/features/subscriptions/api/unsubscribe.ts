import type { SubscriptionView } from '@linework/contract/subscriptions';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const unsubscribe = (token: string) =>
  api<SubscriptionView>('/v1/unsubscribe', { method: 'POST', body: { token } });

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
