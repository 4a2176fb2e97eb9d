import type { UnreadSummary } from '@linework/contract/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const unreadQuery = () =>
  queryOptions({
    queryKey: ['chat', 'unread'],
    queryFn: () => api<UnreadSummary>('/v1/conversations/unread'),
    // Live events refresh it while a chat screen is open; elsewhere it is checked now and then.
    refetchInterval: 60_000,
  });

export const useUnread = (enabled: boolean) => useQuery({ ...unreadQuery(), enabled });
