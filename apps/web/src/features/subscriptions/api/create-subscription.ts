import { createSubscription as createEndpoint } from '@linework/contract/endpoints/subscriptions';
import type { CreateSubscriptionBody } from '@linework/contract/subscriptions';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export const createSubscription = (body: CreateSubscriptionBody) => call(createEndpoint, { body });

export const useCreateSubscription = () => useMutation({ mutationFn: createSubscription });
