import { unsubscribe as unsubscribeEndpoint } from '@linework/contract/endpoints/subscriptions';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export const unsubscribe = (token: string) => call(unsubscribeEndpoint, { body: { token } });

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
