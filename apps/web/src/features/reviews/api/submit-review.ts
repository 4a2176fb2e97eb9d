import type { publishedReview, SubmitReviewBody } from '@linework/contract/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { reviewLinkQuery } from './get-review-link.ts';

export const submitReview = (input: { linkId: string; body: SubmitReviewBody }) =>
  api<z.infer<typeof publishedReview>>(`/v1/review-links/${encodeURIComponent(input.linkId)}/review`, {
    method: 'POST',
    body: input.body,
  });

export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReview,
    onSuccess: (_review, input) => {
      queryClient.invalidateQueries({ queryKey: reviewLinkQuery(input.linkId).queryKey });
      // The artist's and shop's pages now show it.
      queryClient.invalidateQueries({ queryKey: ['artist'] });
      queryClient.invalidateQueries({ queryKey: ['shop'] });
    },
  });
}
