import type { WaiverDraft } from '@linework/contract/waivers';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { waiverSessionPath } from './get-waiver-session.ts';

export const saveWaiverDraft = (shopUrl: string, sessionId: string, draft: WaiverDraft) =>
  api<{ savedAt: string }>(`${waiverSessionPath(shopUrl, sessionId)}/draft`, { method: 'PUT', body: draft });

export const useSaveWaiverDraft = (shopUrl: string, sessionId: string) =>
  useMutation({ mutationFn: (draft: WaiverDraft) => saveWaiverDraft(shopUrl, sessionId, draft) });
