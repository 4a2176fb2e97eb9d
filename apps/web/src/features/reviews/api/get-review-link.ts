import { getReviewLink } from '@linework/contract/endpoints/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { reviewKeys } from '../../../lib/query-keys.ts';

export const reviewLinkQuery = (reviewLinkId: string) =>
  queryOptions({
    queryKey: reviewKeys.link(reviewLinkId),
    queryFn: () => call(getReviewLink, { params: { reviewLinkId } }),
  });

export const useReviewLink = (id: string) => useQuery(reviewLinkQuery(id));
