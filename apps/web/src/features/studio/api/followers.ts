import {
  getAnnouncementReach,
  listAnnouncements,
  postAnnouncement,
  previewAnnouncement,
} from '@linework/contract/endpoints/subscriptions';
import type { CreateAnnouncementBody, SubscriptionTopic } from '@linework/contract/subscriptions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { studioKeys } from '../../../lib/query-keys.ts';

// The studio's followers section: announcements to the shop's (or an artist's) followers.

const followerKeys = {
  all: (businessId: string) => [...studioKeys.business(businessId), 'followers'] as const,
  announcements: (businessId: string) => [...followerKeys.all(businessId), 'announcements'] as const,
  reach: (businessId: string, topic: string, artistId: string | undefined) =>
    [...followerKeys.all(businessId), 'reach', topic, artistId ?? 'shop'] as const,
};

export const useAnnouncements = (businessId: string) =>
  useQuery({
    queryKey: followerKeys.announcements(businessId),
    queryFn: () => call(listAnnouncements, { params: { businessId } }),
  });

/** How many followers the announcement being written would reach, as the topic and sender change. */
export const useAnnouncementReach = (businessId: string, topic: SubscriptionTopic, artistId?: string) =>
  useQuery({
    queryKey: followerKeys.reach(businessId, topic, artistId),
    queryFn: () =>
      call(getAnnouncementReach, {
        params: { businessId },
        query: artistId ? { topic, artistId } : { topic },
      }),
    placeholderData: keepPreviousData,
  });

export const usePreviewAnnouncement = (businessId: string) =>
  useMutation({
    mutationFn: (body: CreateAnnouncementBody) => call(previewAnnouncement, { params: { businessId }, body }),
  });

export function usePostAnnouncement(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAnnouncementBody) => call(postAnnouncement, { params: { businessId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: followerKeys.all(businessId) }),
  });
}
