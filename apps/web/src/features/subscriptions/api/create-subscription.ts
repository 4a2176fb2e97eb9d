import type { CreateSubscriptionBody, subscribeAnswer } from '@linework/contract/subscriptions';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export const createSubscription = (body: CreateSubscriptionBody) =>
  api<z.infer<typeof subscribeAnswer>>('/v1/subscriptions', { method: 'POST', body });

export const useCreateSubscription = () => useMutation({ mutationFn: createSubscription });
