import { saveWaiverDraft as saveEndpoint } from '@linework/contract/endpoints/waivers';
import type { WaiverDraft } from '@linework/contract/waivers';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export const saveWaiverDraft = (shopUrl: string, sessionId: string, draft: WaiverDraft) =>
  call(saveEndpoint, { params: { shopUrl, sessionId }, body: draft });

export const useSaveWaiverDraft = (shopUrl: string, sessionId: string) =>
  useMutation({ mutationFn: (draft: WaiverDraft) => saveWaiverDraft(shopUrl, sessionId, draft) });
