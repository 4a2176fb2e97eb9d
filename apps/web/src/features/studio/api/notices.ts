import {
  getNoticePreferences,
  listShopNotices,
  markShopNoticesRead,
  setNoticePreferences,
} from '@linework/contract/endpoints/business';
import type { NoticePreferences } from '@linework/contract/shop-notices';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { studioKeys } from '../../../lib/query-keys.ts';

// The studio's notices (new bookings) of the signed-in member, and how they want to hear of them.

const noticeKeys = {
  all: (businessId: string) => [...studioKeys.business(businessId), 'notices'] as const,
  list: (businessId: string) => [...noticeKeys.all(businessId), 'list'] as const,
  preferences: (businessId: string) => [...noticeKeys.all(businessId), 'preferences'] as const,
};

/** The latest notices and the unread count; the menu's count looks again every minute. */
export const useShopNotices = (businessId: string) =>
  useQuery({
    queryKey: noticeKeys.list(businessId),
    queryFn: () => call(listShopNotices, { params: { businessId } }),
    refetchInterval: 60_000,
  });

export function useMarkNoticesRead(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(markShopNoticesRead, { params: { businessId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: noticeKeys.list(businessId) }),
  });
}

export const useNoticePreferences = (businessId: string) =>
  useQuery({
    queryKey: noticeKeys.preferences(businessId),
    queryFn: () => call(getNoticePreferences, { params: { businessId } }),
  });

export function useSetNoticePreferences(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NoticePreferences) => call(setNoticePreferences, { params: { businessId }, body }),
    onSuccess: (saved) => queryClient.setQueryData(noticeKeys.preferences(businessId), saved),
  });
}
