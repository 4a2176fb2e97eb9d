import type { RequestView, TattooSize } from '@linework/contract/requests';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { artists, businesses, services } from '../db/schema/catalog.ts';
import { projects } from '../db/schema/projects.ts';
import { appointmentOffers, tattooRequestEvents, tattooRequests } from '../db/schema/requests.ts';
import type { Deps } from '../deps.ts';
import { placesOf } from './books-windows.ts';

/** What reading requests needs: the database and signed links to private images. */
export type RequestContext = Pick<Deps, 'db' | 'storage'>;

/** Reference images are private: their links work for an hour, long enough to look at them. */
const imageLinkSeconds = 60 * 60;

const preferredArtist = alias(artists, 'preferred_artist');

type Row = typeof tattooRequests.$inferSelect;

export const sizeOf = (r: Pick<Row, 'sizeClass' | 'widthCm' | 'heightCm'>): TattooSize =>
  r.sizeClass
    ? { unit: 'class', sizeClass: r.sizeClass }
    : { unit: 'cm', widthCm: r.widthCm!, heightCm: r.heightCm! };

/**
 * Requests as the customer and the shop see them, for the rows `where` selects: three queries
 * (requests with shop, service and artist; their events; their offers), however many requests.
 */
export async function loadRequestViews(
  ctx: RequestContext,
  where: SQL | undefined,
  limit = 100,
): Promise<RequestView[]> {
  const rows = await ctx.db
    .select({ request: tattooRequests, shop: businesses, service: services, artist: preferredArtist })
    .from(tattooRequests)
    .innerJoin(businesses, eq(businesses.id, tattooRequests.businessId))
    .leftJoin(services, eq(services.id, tattooRequests.serviceId))
    .leftJoin(preferredArtist, eq(preferredArtist.id, tattooRequests.preferredArtistId))
    .where(where)
    .orderBy(desc(tattooRequests.createdAt))
    .limit(limit);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.request.id);
  const [events, offers, places, quoted] = await Promise.all([
    ctx.db
      .select()
      .from(tattooRequestEvents)
      .where(inArray(tattooRequestEvents.requestId, ids))
      .orderBy(asc(tattooRequestEvents.at), asc(tattooRequestEvents.id)),
    ctx.db
      .select()
      .from(appointmentOffers)
      .where(inArray(appointmentOffers.requestId, ids))
      .orderBy(desc(appointmentOffers.createdAt)),
    placesOf(ctx.db, ids),
    ctx.db
      .select({ id: projects.id, title: projects.title, requestId: projects.requestId })
      .from(projects)
      .where(inArray(projects.requestId, ids))
      .orderBy(desc(projects.createdAt)),
  ]);
  return Promise.all(
    rows.map(async ({ request: r, shop, service, artist }) => {
      const offer = offers.find((o) => o.requestId === r.id);
      const place = places.find((p) => p.requestId === r.id);
      const project = quoted.find((p) => p.requestId === r.id);
      return {
        id: r.id,
        status: r.status,
        shop: {
          id: shop.id,
          shopUrl: shop.shopUrl,
          name: shop.name,
          timeZone: shop.timeZone,
          currency: shop.currency,
        },
        service: service ? { id: service.id, name: service.name } : null,
        preferredArtist: artist ? { id: artist.id, displayName: artist.displayName } : null,
        idea: r.idea,
        placement: r.placement,
        size: sizeOf(r),
        style: r.style,
        colour: r.colour,
        budgetMinAmount: r.budgetMinAmount,
        budgetMaxAmount: r.budgetMaxAmount,
        currency: r.currency,
        referenceImages: await Promise.all(
          r.referenceImages.map(async (path) => ({
            path,
            url: await ctx.storage.signedUrl(path, imageLinkSeconds),
          })),
        ),
        preferredWeekdays: r.preferredWeekdays,
        preferredDates: r.preferredDates,
        contactName: r.contactName,
        contactEmail: r.contactEmail,
        contactPhone: r.contactPhone,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
        events: events
          .filter((e) => e.requestId === r.id)
          .map((e) => ({ kind: e.kind, by: e.by, message: e.message, at: e.at.toISOString() })),
        offer: offer
          ? {
              id: offer.id,
              appointmentId: offer.primaryAppointmentId,
              expiresAt: offer.expiresAt.toISOString(),
              depositAmount: offer.depositAmount,
            }
          : null,
        booksPlace: place ? { place: place.place, cap: place.cap } : null,
        project: project ? { id: project.id, title: project.title } : null,
      } satisfies RequestView;
    }),
  );
}

/** One request that `where` allows (the customer's own, or one of the shop's); anything else is 404. */
export async function loadRequestView(ctx: RequestContext, id: string, scope: SQL) {
  const [view] = await loadRequestViews(ctx, and(eq(tattooRequests.id, id), scope), 1);
  return view;
}
