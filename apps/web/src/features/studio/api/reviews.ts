import { listShopReviews, replyToReview, reportReview } from '@linework/contract/endpoints/reviews';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { studioKeys } from '../../../lib/query-keys.ts';

// The studio's reviews: the shop's reviews, a public reply to one, a report to the moderators.

const reviewKeys = {
  list: (businessId: string) => [...studioKeys.business(businessId), 'reviews'] as const,
};

export const useShopReviews = (businessId: string) =>
  useQuery({
    queryKey: reviewKeys.list(businessId),
    queryFn: () => call(listShopReviews, { params: { businessId } }),
  });

function useReviewChange<Input>(businessId: string, send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewKeys.list(businessId) }),
  });
}

export const useReplyToReview = (businessId: string) =>
  useReviewChange(businessId, ({ reviewId, text }: { reviewId: string; text: string }) =>
    call(replyToReview, { params: { businessId, reviewId }, body: { text } }),
  );

export const useReportReview = (businessId: string) =>
  useReviewChange(businessId, ({ reviewId, reason }: { reviewId: string; reason: string }) =>
    call(reportReview, { params: { businessId, reviewId }, body: { reason } }),
  );
