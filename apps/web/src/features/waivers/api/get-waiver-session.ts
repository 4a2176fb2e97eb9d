import type { WaiverSessionView } from '@linework/contract/waivers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const waiverSessionPath = (shopUrl: string, sessionId: string) =>
  `/v1/shops/${encodeURIComponent(shopUrl)}/waiver-sessions/${encodeURIComponent(sessionId)}`;

export const getWaiverSession = (shopUrl: string, sessionId: string) =>
  api<WaiverSessionView>(waiverSessionPath(shopUrl, sessionId));

export const waiverSessionQuery = (shopUrl: string, sessionId: string) =>
  queryOptions({
    queryKey: ['waiver-session', shopUrl, sessionId],
    queryFn: () => getWaiverSession(shopUrl, sessionId),
    // The saved draft is the truth after a reload; never show an older copy of it.
    staleTime: 0,
    placeholderData: undefined,
  });

export const useWaiverSession = (shopUrl: string, sessionId: string) =>
  useQuery(waiverSessionQuery(shopUrl, sessionId));
