import { createRequest as createEndpoint } from '@linework/contract/endpoints/requests';
import type { CreateRequestInput } from '@linework/contract/requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callOnce } from '../../../lib/idempotency.ts';
import { requestKeys } from '../../../lib/query-keys.ts';
import { requestQuery } from './get-request.ts';

/** Sends a request with an idempotency key, so a retry after no answer sends it once. */
export const createRequest = (shopUrl: string, body: CreateRequestInput) =>
  callOnce(createEndpoint, { params: { shopUrl }, body });

export function useCreateRequest(shopUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRequestInput) => createRequest(shopUrl, body),
    onSuccess: async (view) => {
      queryClient.setQueryData(requestQuery(view.id).queryKey, view);
      await queryClient.invalidateQueries({ queryKey: requestKeys.mine() });
    },
  });
}
