import type { CreateRequestInput, RequestView } from '@linework/contract/requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { requestQuery } from './get-request.ts';

/** Sends a request with an idempotency key, so a double tap or a retry sends it once. */
export const createRequest = (shopUrl: string, body: CreateRequestInput, idempotencyKey: string) =>
  api<RequestView>(`/v1/shops/${encodeURIComponent(shopUrl)}/requests`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export function useCreateRequest(shopUrl: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (p: { body: CreateRequestInput; idempotencyKey: string }) =>
      createRequest(shopUrl, p.body, p.idempotencyKey),
    onSuccess: async (view) => {
      queryClient.setQueryData(requestQuery(view.id).queryKey, view);
      await queryClient.invalidateQueries({ queryKey: ['requests', 'mine'] });
    },
  });
}
