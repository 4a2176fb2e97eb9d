import { getWaiverSession as getSessionEndpoint } from '@linework/contract/endpoints/waivers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { waiverKeys } from '../../../lib/query-keys.ts';

export const getWaiverSession = (shopUrl: string, sessionId: string) =>
  call(getSessionEndpoint, { params: { shopUrl, sessionId } });

export const waiverSessionQuery = (shopUrl: string, sessionId: string) =>
  queryOptions({
    queryKey: waiverKeys.session(shopUrl, sessionId),
    queryFn: () => getWaiverSession(shopUrl, sessionId),
    // The saved draft is the truth after a reload; never show an older copy of it.
    staleTime: 0,
    placeholderData: undefined,
  });

export const useWaiverSession = (shopUrl: string, sessionId: string) =>
  useQuery(waiverSessionQuery(shopUrl, sessionId));
