import { createSubscription as createEndpoint } from '@linework/contract/endpoints/subscriptions';
import type { CreateSubscriptionBody } from '@linework/contract/subscriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { subscriptionKeys } from '../../../lib/query-keys.ts';
import { confirmEmailIfAsked } from '../../../lib/sign-in.ts';

export const createSubscription = (body: CreateSubscriptionBody) => call(createEndpoint, { body });

/** Following while signed in needs a confirmed email: the code is asked for in place, then it goes on. */
async function followConfirmingEmail(body: CreateSubscriptionBody) {
  try {
    return await createSubscription(body);
  } catch (error) {
    if (await confirmEmailIfAsked(error)) return createSubscription(body);
    throw error;
  }
}

export function useCreateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: followConfirmingEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.mine() }),
  });
}
