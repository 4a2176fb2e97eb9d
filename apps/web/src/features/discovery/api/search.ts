import { search } from '@linework/contract/endpoints/catalog';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { catalogKeys } from '../../../lib/query-keys.ts';

export type SearchFilters = {
  q?: string;
  style?: string;
  city?: string;
  near?: string;
  type?: 'artist' | 'shop';
  booksOpen?: boolean;
};

/**
 * The filters of the home page's address, as the screen reads them (the route loader prefetches with
 * the same, so the server's results are the screen's first results).
 */
export const searchFiltersFrom = (params: URLSearchParams): SearchFilters => ({
  q: params.get('q')?.trim() || undefined,
  style: params.get('style') ?? undefined,
  city: params.get('city') ?? undefined,
  near: params.get('near') ?? undefined,
});

/** The search's query: empty filters left out, a place searched within 50 km. */
const searchQueryOf = ({ booksOpen, ...filters }: SearchFilters, cursor?: string) => ({
  ...filters,
  booksOpen: booksOpen === undefined ? undefined : booksOpen ? ('true' as const) : ('false' as const),
  radiusKm: filters.near ? 50 : undefined,
  cursor,
});

export const searchQuery = (filters: SearchFilters) =>
  infiniteQueryOptions({
    queryKey: catalogKeys.search(filters),
    queryFn: ({ pageParam }) => call(search, { query: searchQueryOf(filters, pageParam) }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
