import type { ArtistFreeTimes } from '@linework/contract/catalog';
import { and, asc, eq, sql } from 'drizzle-orm';
import { artistShops, artists, businesses, serviceArtists, services } from '../db/schema/catalog.ts';
import { notFound } from '../domain/errors.ts';
import type { CatalogReader } from './details.ts';
import { stillWorkingOn } from './details.ts';
import { type FreeTimeLookup, mapLimited, soonestFree } from './free-times.ts';

/**
 * The next free time of an artist at each shop they work at now, for the shortest service they can
 * be booked for there. A page of its own beside the artist page: that page is kept for everyone,
 * free times change with every booking, so they come from the availability cache on each request.
 */
export async function loadArtistFreeTimes(
  ctx: CatalogReader,
  urlPath: string,
  lookup: FreeTimeLookup,
): Promise<ArtistFreeTimes> {
  const [artist] = await ctx.db
    .select({ id: artists.id, booksOpen: artists.booksOpen })
    .from(artists)
    .where(eq(artists.urlPath, urlPath));
  if (!artist) throw notFound('This artist');
  // One row per shop: its shortest bookable service with this artist (none: null columns).
  const rows = await ctx.db
    .selectDistinctOn([artistShops.id], {
      shopUrl: businesses.shopUrl,
      timeZone: businesses.timeZone,
      serviceId: services.id,
      serviceName: services.name,
    })
    .from(artistShops)
    .innerJoin(businesses, eq(businesses.id, artistShops.businessId))
    .leftJoin(serviceArtists, eq(serviceArtists.artistId, artistShops.artistId))
    .leftJoin(
      services,
      and(
        eq(services.id, serviceArtists.serviceId),
        eq(services.businessId, artistShops.businessId),
        eq(services.active, true),
        eq(services.requiresRequest, false),
      ),
    )
    .where(and(eq(artistShops.artistId, artist.id), stillWorkingOn(ctx.clock.now())))
    .orderBy(artistShops.id, sql`${services.durationMinutes} asc nulls last`, asc(services.id));
  const workplaces = await mapLimited(rows, 4, async (row) => {
    const slot =
      artist.booksOpen && row.serviceId
        ? await soonestFree(lookup, { shopUrl: row.shopUrl, artistId: artist.id, serviceId: row.serviceId })
        : null;
    return {
      shopUrl: row.shopUrl,
      timeZone: row.timeZone,
      nextFree:
        slot && row.serviceId && row.serviceName
          ? {
              start: slot.start,
              localTime: slot.localTime,
              serviceId: row.serviceId,
              serviceName: row.serviceName,
            }
          : null,
    };
  });
  return { workplaces };
}
