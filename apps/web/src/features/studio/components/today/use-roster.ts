import type { ShopAppointment } from '@linework/contract/staff-booking';
import { useQuery } from '@tanstack/react-query';
import { shopQuery } from '../../../../lib/catalog-queries.ts';

export type RosterArtist = { id: string; displayName: string };

/**
 * The artists whose columns the day shows: the shop's roster for the owner and front desk (so a free
 * artist shows as free), the person alone for an artist; and anyone with an appointment that day.
 */
export function useRoster(
  shopUrl: string,
  artistId: string | null,
  appointments: ShopAppointment[] | undefined,
): RosterArtist[] {
  const shop = useQuery({ ...shopQuery(shopUrl), enabled: !artistId });
  const roster = new Map<string, RosterArtist>();
  if (!artistId)
    for (const a of shop.data?.artists ?? []) roster.set(a.id, { id: a.id, displayName: a.displayName });
  for (const a of appointments ?? []) {
    if (!artistId || a.artist.id === artistId) roster.set(a.artist.id, a.artist);
  }
  if (artistId && !roster.has(artistId)) roster.set(artistId, { id: artistId, displayName: 'You' });
  return [...roster.values()];
}
