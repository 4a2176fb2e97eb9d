import { and, eq } from 'drizzle-orm';
import { recordMadeUpAppointment } from '../appointments/dev-records.ts';
import { newId } from '../db/ids.ts';
import { artistShops, artists, businesses, serviceArtists, services } from '../db/schema/catalog.ts';
import type { Deps } from '../deps.ts';
import { DomainError } from '../domain/errors.ts';
import { createReviewLink } from '../reviews/review-links.ts';

/**
 * A finished visit as the shop's "mark completed" would leave it: a completed appointment in the
 * past, its history line and its review link (with the email queued), without living its life. For
 * the demo seed, the dev tools and tests only: the shop's "mark completed" is lifecycle.ts's
 * `shop.complete`.
 */
export async function recordCompletedVisit(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  opts: { customerId: string; artistUrlPath: string; daysAgo?: number },
) {
  const [offer] = await db
    .select({ artist: artists, shop: businesses, service: services })
    .from(artists)
    .innerJoin(artistShops, eq(artistShops.artistId, artists.id))
    .innerJoin(businesses, eq(businesses.id, artistShops.businessId))
    .innerJoin(serviceArtists, eq(serviceArtists.artistId, artists.id))
    .innerJoin(
      services,
      and(eq(services.id, serviceArtists.serviceId), eq(services.businessId, businesses.id)),
    )
    .where(eq(artists.urlPath, opts.artistUrlPath))
    .limit(1);
  if (!offer)
    throw new DomainError(
      'NOT_FOUND',
      `No artist at the URL path "${opts.artistUrlPath}" offers a service to visit (give the path alone, e.g. mara-vale).`,
    );
  const now = clock.now();
  const startsAt = new Date(now.getTime() - (opts.daysAgo ?? 21) * 86_400_000);
  startsAt.setUTCMinutes(0, 0, 0);
  const endsAt = new Date(startsAt.getTime() + offer.service.durationMinutes * 60_000);
  return db.transaction(async (tx) => {
    const id = newId();
    await recordMadeUpAppointment(
      tx,
      {
        id,
        businessId: offer.shop.id,
        artistId: offer.artist.id,
        serviceId: offer.service.id,
        customerId: opts.customerId,
        startsAt,
        endsAt,
        blockedFrom: startsAt,
        blockedUntil: endsAt,
        status: 'completed',
        confirmationCode: `V${newId().slice(0, 7).toUpperCase()}`,
        priceAmount: offer.service.priceAmount,
        depositAmount: offer.service.depositAmount,
        currency: offer.shop.currency,
      },
      [{ fromStatus: 'confirmed', toStatus: 'completed' }],
    );
    const link = await createReviewLink(tx, id, now);
    return { appointmentId: id, reviewLinkId: link.id };
  });
}
