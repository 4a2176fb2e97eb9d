import { signWaiver as signEndpoint } from '@linework/contract/endpoints/waivers';
import type { WaiverForm } from '@linework/contract/waivers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { waiverSessionQuery } from './get-waiver-session.ts';

export type SignedReceipt = Awaited<ReturnType<typeof signWaiver>>;

export const signWaiver = (shopUrl: string, sessionId: string, form: WaiverForm) =>
  call(signEndpoint, { params: { shopUrl, sessionId }, body: form });

export function useSignWaiver(shopUrl: string, sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: WaiverForm) => signWaiver(shopUrl, sessionId, form),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: waiverSessionQuery(shopUrl, sessionId).queryKey }),
  });
}
