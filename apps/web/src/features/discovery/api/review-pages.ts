import { listArtistReviews, listShopPublicReviews } from '@linework/contract/endpoints/catalog';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { catalogKeys } from '../../../lib/query-keys.ts';

export type ReviewsOf = { urlPath: string } | { shopUrl: string };

/** The page number of an address's `?page=` (1 when missing or wrong). */
export const reviewPageFrom = (params: URLSearchParams) => {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
};

/** One page of every review of an artist or a shop; the all-reviews page's loader prefetches it. */
export const reviewPageQuery = (of: ReviewsOf, page: number) =>
  queryOptions({
    queryKey:
      'urlPath' in of
        ? ([...catalogKeys.artist(of.urlPath), 'reviews', page] as const)
        : ([...catalogKeys.shop(of.shopUrl), 'reviews', page] as const),
    queryFn: () =>
      'urlPath' in of
        ? call(listArtistReviews, { params: { urlPath: of.urlPath }, query: { page } })
        : call(listShopPublicReviews, { params: { shopUrl: of.shopUrl }, query: { page } }),
  });
