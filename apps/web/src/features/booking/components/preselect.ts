import type { ShopDetail } from '@linework/contract/catalog';

/**
 * The artist and service a customer need not pick, filled in from what the URL already says: the
 * only open artist who does the chosen service (or the shop's only open artist), and the only service
 * that artist offers to book. A choice in the URL always stands.
 */
export function preselect(
  shop: Pick<ShopDetail, 'artists' | 'services'>,
  chosen: { artistId: string; serviceId: string },
): { artistId: string; serviceId: string } {
  const open = shop.artists.filter((a) => a.booksOpen);
  const wanted = shop.services.find((s) => s.id === chosen.serviceId);
  const able = wanted ? open.filter((a) => wanted.artists.some((x) => x.id === a.id)) : open;
  const artistId = chosen.artistId || (able.length === 1 ? able[0]!.id : '');
  const offered = shop.services.filter((s) => s.artists.some((a) => a.id === artistId));
  const only = offered.length === 1 && !offered[0]!.requiresRequest ? offered[0]!.id : '';
  return { artistId, serviceId: chosen.serviceId || (artistId ? only : '') };
}
