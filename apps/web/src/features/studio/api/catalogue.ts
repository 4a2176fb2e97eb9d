import { getBusinessArtist, getBusinessShop, getTeam } from '@linework/contract/endpoints/business';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { studioKeys } from '../../../lib/query-keys.ts';

// The catalogue section's reads: the shop as its team sees it, its people, one artist's profile.

const keys = {
  all: (businessId: string) => [...studioKeys.business(businessId), 'catalogue'] as const,
  shop: (businessId: string) => [...keys.all(businessId), 'shop'] as const,
  team: (businessId: string) => [...keys.all(businessId), 'team'] as const,
  artist: (businessId: string, artistId: string) => [...keys.all(businessId), 'artist', artistId] as const,
};

export const businessShopQuery = (businessId: string) =>
  queryOptions({
    queryKey: keys.shop(businessId),
    queryFn: () => call(getBusinessShop, { params: { businessId } }),
  });

export const teamQuery = (businessId: string) =>
  queryOptions({ queryKey: keys.team(businessId), queryFn: () => call(getTeam, { params: { businessId } }) });

export const businessArtistQuery = (businessId: string, artistId: string) =>
  queryOptions({
    queryKey: keys.artist(businessId, artistId),
    queryFn: () => call(getBusinessArtist, { params: { businessId, artistId } }),
  });

export const useBusinessShop = (businessId: string) => useQuery(businessShopQuery(businessId));
export const useTeam = (businessId: string, enabled = true) =>
  useQuery({ ...teamQuery(businessId), enabled });
export const useBusinessArtist = (businessId: string, artistId: string | null) =>
  useQuery({ ...businessArtistQuery(businessId, artistId ?? ''), enabled: Boolean(artistId) });

/** After a write: everything the catalogue section shows of this business is read again. */
export function useRefreshCatalogue(businessId: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keys.all(businessId) });
}
