import { getUnread } from '@linework/contract/endpoints/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { chatKeys } from '../../../lib/query-keys.ts';

export const unreadQuery = () =>
  queryOptions({
    queryKey: chatKeys.unread(),
    queryFn: () => call(getUnread),
    // Live events refresh it while a chat screen is open; elsewhere it is checked now and then.
    refetchInterval: 60_000,
  });

export const useUnread = (enabled: boolean) => useQuery({ ...unreadQuery(), enabled });
