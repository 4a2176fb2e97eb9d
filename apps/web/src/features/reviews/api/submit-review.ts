import { submitReview as submitEndpoint } from '@linework/contract/endpoints/reviews';
import type { SubmitReviewBody } from '@linework/contract/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { catalogKeys } from '../../../lib/query-keys.ts';
import { reviewLinkQuery } from './get-review-link.ts';

export const submitReview = (input: { linkId: string; body: SubmitReviewBody }) =>
  call(submitEndpoint, { params: { reviewLinkId: input.linkId }, body: input.body });

export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReview,
    onSuccess: (_review, input) => {
      queryClient.invalidateQueries({ queryKey: reviewLinkQuery(input.linkId).queryKey });
      // The artist's and shop's pages now show it.
      queryClient.invalidateQueries({ queryKey: catalogKeys.artists });
      queryClient.invalidateQueries({ queryKey: catalogKeys.shops });
    },
  });
}
