import type { ReviewLinkView } from '@linework/contract/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const reviewLinkQuery = (id: string) =>
  queryOptions({
    queryKey: ['review-links', id],
    queryFn: () => api<ReviewLinkView>(`/v1/review-links/${encodeURIComponent(id)}`),
  });

export const useReviewLink = (id: string) => useQuery(reviewLinkQuery(id));
