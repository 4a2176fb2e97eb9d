import type { SearchPage } from '@linework/contract/catalog';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

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

export const toSearchParams = (filters: SearchFilters, cursor?: string) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(key, String(value));
  if (filters.near) params.set('radiusKm', '50');
  if (cursor) params.set('cursor', cursor);
  return params;
};

export const searchQuery = (filters: SearchFilters) =>
  infiniteQueryOptions({
    queryKey: ['search', filters],
    queryFn: ({ pageParam }) => api<SearchPage>(`/v1/search?${toSearchParams(filters, pageParam)}`),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
