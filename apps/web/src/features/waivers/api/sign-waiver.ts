import type { WaiverForm } from '@linework/contract/waivers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { waiverSessionPath, waiverSessionQuery } from './get-waiver-session.ts';

export type SignedReceipt = { id: string; signedAt: string; recordHash: string; emailedTo: string | null };

export const signWaiver = (shopUrl: string, sessionId: string, form: WaiverForm) =>
  api<SignedReceipt>(`${waiverSessionPath(shopUrl, sessionId)}/sign`, { method: 'POST', body: form });

export function useSignWaiver(shopUrl: string, sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: WaiverForm) => signWaiver(shopUrl, sessionId, form),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: waiverSessionQuery(shopUrl, sessionId).queryKey }),
  });
}
