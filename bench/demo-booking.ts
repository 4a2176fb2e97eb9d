import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  artistShops,
  artists,
  businesses,
  serviceArtists,
  services,
} from '../apps/api/src/db/schema/catalog.ts';

/** The demo's Jules at North Star Tattoo (New York) and the first service of theirs that takes a deposit. */
export async function julesAtNorthStar(app: FastifyInstance) {
  const [row] = await app.db
    .select({ artistId: artists.id, serviceId: services.id })
    .from(artists)
    .innerJoin(artistShops, eq(artistShops.artistId, artists.id))
    .innerJoin(businesses, eq(businesses.id, artistShops.businessId))
    .innerJoin(serviceArtists, eq(serviceArtists.artistId, artists.id))
    .innerJoin(
      services,
      and(eq(services.id, serviceArtists.serviceId), eq(services.businessId, businesses.id)),
    )
    .where(
      and(
        eq(businesses.shopUrl, 'north-star-tattoo'),
        eq(artistShops.artistUrl, 'jules'),
        gt(services.depositAmount, 0),
        eq(services.requiresRequest, false),
      ),
    )
    .orderBy(asc(services.sortOrder), asc(services.id))
    .limit(1);
  if (!row) throw new Error('the demo catalogue has no bookable Jules at north-star-tattoo');
  return { shopUrl: 'north-star-tattoo', ...row };
}

export const availabilityPath = (ids: { shopUrl: string; artistId: string; serviceId: string }, range = '') =>
  `/v1/availability?shopUrl=${ids.shopUrl}&artistId=${ids.artistId}&serviceId=${ids.serviceId}${range}`;
