import { getArtistFreeTimes } from '@linework/contract/endpoints/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { availabilityKeys } from '../../../lib/query-keys.ts';

/**
 * An artist's next free time at each shop they work at. Never part of the artist page's own data:
 * that page is kept and shared, free times change with every booking, so the browser asks for them
 * after the page shows (the server renders the page without them).
 */
export const artistFreeTimesQuery = (urlPath: string) =>
  queryOptions({
    queryKey: [...availabilityKeys.all, 'artist', urlPath] as const,
    queryFn: () => call(getArtistFreeTimes, { params: { urlPath } }),
    staleTime: 60_000,
  });

export const useArtistFreeTimes = (urlPath: string) => useQuery(artistFreeTimesQuery(urlPath));
