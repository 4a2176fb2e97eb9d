import type { SearchSort } from '@linework/contract/catalog';
import { search } from '@linework/contract/endpoints/catalog';
import { currencyDigits } from '@linework/contract/money-format';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { catalogKeys } from '../../../lib/query-keys.ts';

export type SearchFilters = {
  q?: string;
  style?: string;
  city?: string;
  near?: string;
  /** How far from `near`, in km. */
  radiusKm?: number;
  type?: 'artist' | 'shop';
  booksOpen?: boolean;
  sort?: SearchSort;
  /** Minor units of `currency`. */
  priceMax?: number;
  currency?: string;
  /** A day (YYYY-MM-DD) with a free time. */
  freeOn?: string;
};

/** The distances the home page offers around "near me"; the first is the default. */
export const radiusChoices = [50, 5, 10, 25, 100] as const;
export const defaultRadiusKm = radiusChoices[0];
const sorts: readonly SearchSort[] = ['best', 'distance', 'rating', 'soonest'];

const positiveNumber = (v: string | null) => {
  const n = v === null ? Number.NaN : Number(v);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

/**
 * The filters of the home page's address, as the screen reads them (the route loader prefetches with
 * the same, so the server's results are the screen's first results). Values the search would refuse
 * (a distance sort without a place, a price without its currency) are left out, not sent.
 */
export function searchFiltersFrom(params: URLSearchParams): SearchFilters {
  const near = params.get('near') ?? undefined;
  const sort = sorts.find((s) => s === params.get('sort'));
  const currency = /^[A-Z]{3}$/.test(params.get('currency') ?? '') ? params.get('currency')! : undefined;
  // The address says the price as people write it (200 for $200); the search takes minor units.
  const maxPrice = positiveNumber(params.get('maxPrice'));
  const priceMax =
    maxPrice !== undefined && currency ? Math.round(maxPrice * 10 ** currencyDigits(currency)) : undefined;
  const freeOn = params.get('freeOn') ?? '';
  return {
    q: params.get('q')?.trim() || undefined,
    style: params.get('style') ?? undefined,
    city: params.get('city') ?? undefined,
    near,
    radiusKm: near ? positiveNumber(params.get('radiusKm')) : undefined,
    sort: sort === 'distance' && !near ? undefined : sort === 'best' ? undefined : sort,
    priceMax,
    currency: priceMax !== undefined ? currency : undefined,
    freeOn: /^\d{4}-\d{2}-\d{2}$/.test(freeOn) ? freeOn : undefined,
  };
}

/** The currencies a price can be given in; the first is the default. */
export const priceCurrencies = ['USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD'] as const;

/** The address's filters that narrow or order the results (the typed text aside): what "Clear filters" takes away. */
export const filterNames = [
  'style',
  'city',
  'near',
  'radiusKm',
  'maxPrice',
  'currency',
  'freeOn',
  'sort',
] as const;

/** The search's query: empty filters left out, a place searched within 50 km unless told. */
const searchQueryOf = ({ booksOpen, ...filters }: SearchFilters, cursor?: string) => ({
  ...filters,
  booksOpen: booksOpen === undefined ? undefined : booksOpen ? ('true' as const) : ('false' as const),
  radiusKm: filters.near ? (filters.radiusKm ?? defaultRadiusKm) : undefined,
  cursor,
});

/** How many pages of results the address asks for (`pages`: the static home page's "Show more"). */
export const resultPagesOf = (params: URLSearchParams) =>
  Math.min(Math.max(Math.trunc(Number(params.get('pages'))) || 1, 1), 10);

export const searchQuery = (filters: SearchFilters) =>
  infiniteQueryOptions({
    queryKey: catalogKeys.search(filters),
    queryFn: ({ pageParam }) => call(search, { query: searchQueryOf(filters, pageParam) }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
