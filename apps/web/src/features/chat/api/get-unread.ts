import { getUnread } from '@linework/contract/endpoints/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { chatKeys } from '../../../lib/query-keys.ts';
import { liveStatus } from './live-status.ts';

export const unreadQuery = () =>
  queryOptions({
    queryKey: chatKeys.unread(),
    queryFn: () => call(getUnread),
    // Live events refresh it while the stream is up (signed in, any page); without it, now and then.
    refetchInterval: () => (liveStatus.get() === 'live' ? false : 60_000),
  });

export const useUnread = (enabled: boolean) => useQuery({ ...unreadQuery(), enabled });
