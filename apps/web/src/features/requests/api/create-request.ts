import { createRequest as createEndpoint } from '@linework/contract/endpoints/requests';
import type { CreateRequestInput } from '@linework/contract/requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { requestKeys } from '../../../lib/query-keys.ts';
import { requestQuery } from './get-request.ts';

/** Sends a request with an idempotency key, so a double tap or a retry sends it once. */
export const createRequest = (shopUrl: string, body: CreateRequestInput, idempotencyKey: string) =>
  call(createEndpoint, { params: { shopUrl }, body, headers: { 'Idempotency-Key': idempotencyKey } });

export function useCreateRequest(shopUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (p: { body: CreateRequestInput; idempotencyKey: string }) =>
      createRequest(shopUrl, p.body, p.idempotencyKey),
    onSuccess: async (view) => {
      queryClient.setQueryData(requestQuery(view.id).queryKey, view);
      await queryClient.invalidateQueries({ queryKey: requestKeys.mine() });
    },
  });
}
