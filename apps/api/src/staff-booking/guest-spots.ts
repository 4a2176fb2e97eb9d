import type { AddGuestSpotBody, GuestSpotView } from '@linework/contract/staff-booking';
import { and, asc, count, eq, gt, gte, inArray, lte, ne } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { newId } from '../db/ids.ts';
import { appointments, liveStatuses } from '../db/schema/appointments.ts';
import { artistShops, artists, businesses, workingHours } from '../db/schema/catalog.ts';
import type { Deps } from '../deps.ts';
import { DomainError, fieldError, notFound } from '../domain/errors.ts';

// A guest spot is the guest's row at the host shop (`artist_shops` of kind 'guest') with its first
// and last day. Availability, booking and offers already keep to those days (issue 15); here the
// host shop adds and removes them. One artist is in one place at a time: their guest spots never
// overlap, which the artist's row lock makes hold under concurrent writes.

const view = (
  link: typeof artistShops.$inferSelect,
  artist: { displayName: string; urlPath: string },
): GuestSpotView => ({
  artistId: link.artistId,
  displayName: artist.displayName,
  urlPath: artist.urlPath,
  artistUrl: link.artistUrl,
  startsOn: link.startsOn ?? '',
  endsOn: link.endsOn ?? '',
});

/** The shop's guest spots that are not over yet, soonest first. */
export async function listGuestSpots({ db, clock }: Pick<Deps, 'db' | 'clock'>, businessId: string) {
  const today = await shopToday({ db, clock }, businessId);
  const rows = await db
    .select({ link: artistShops, artist: { displayName: artists.displayName, urlPath: artists.urlPath } })
    .from(artistShops)
    .innerJoin(artists, eq(artists.id, artistShops.artistId))
    .where(
      and(
        eq(artistShops.businessId, businessId),
        eq(artistShops.kind, 'guest'),
        gte(artistShops.endsOn, today),
      ),
    )
    .orderBy(asc(artistShops.startsOn));
  return rows.map((r) => view(r.link, r.artist));
}

async function shopToday({ db, clock }: Pick<Deps, 'db' | 'clock'>, businessId: string) {
  const [shop] = await db
    .select({ timeZone: businesses.timeZone, hours: businesses.hours })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!shop) throw notFound('This business');
  return DateTime.fromJSDate(clock.now(), { zone: shop.timeZone }).toISODate()!;
}

/**
 * Adds a guest spot. The guest starts with the shop's opening hours (those within one day) as their
 * working hours here, which the shop then adjusts like any artist's.
 */
export async function addGuestSpot(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  businessId: string,
  body: AddGuestSpotBody,
) {
  const today = await shopToday({ db, clock }, businessId);
  if (body.endsOn < today)
    throw fieldError('body.endsOn', 'This guest spot is already over. Pick days ahead.');
  return db.transaction(async (tx) => {
    const [artist] = await tx
      .select()
      .from(artists)
      .where(eq(artists.urlPath, body.artistUrlPath))
      .for('update');
    if (!artist)
      throw fieldError('body.artistUrlPath', `No artist has the page artist/${body.artistUrlPath}.`);
    const [already] = await tx
      .select()
      .from(artistShops)
      .where(and(eq(artistShops.businessId, businessId), eq(artistShops.artistId, artist.id)));
    if (already) {
      const message =
        already.kind === 'guest'
          ? `${artist.displayName} already has a guest spot here. Remove it first to set other days.`
          : `${artist.displayName} already works at this shop.`;
      throw new DomainError('CONFLICT', message);
    }
    const [clash] = await tx
      .select({ startsOn: artistShops.startsOn, endsOn: artistShops.endsOn, shop: businesses.name })
      .from(artistShops)
      .innerJoin(businesses, eq(businesses.id, artistShops.businessId))
      .where(
        and(
          eq(artistShops.artistId, artist.id),
          eq(artistShops.kind, 'guest'),
          lte(artistShops.startsOn, body.endsOn),
          gte(artistShops.endsOn, body.startsOn),
        ),
      )
      .limit(1);
    if (clash) {
      throw new DomainError(
        'CONFLICT',
        `${artist.displayName} has a guest spot at ${clash.shop} from ${clash.startsOn} to ${clash.endsOn}; one artist's guest spots cannot overlap.`,
      );
    }
    const [urlTaken] = await tx
      .select({ id: artistShops.id })
      .from(artistShops)
      .where(and(eq(artistShops.businessId, businessId), eq(artistShops.artistUrl, artist.urlPath)));
    const [link] = await tx
      .insert(artistShops)
      .values({
        id: newId(),
        artistId: artist.id,
        businessId,
        artistUrl: urlTaken ? `${artist.urlPath}-guest` : artist.urlPath,
        kind: 'guest',
        startsOn: body.startsOn,
        endsOn: body.endsOn,
      })
      .returning();
    const [shop] = await tx
      .select({ hours: businesses.hours })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    const hours = (shop?.hours ?? []).filter((h) => h.opens < h.closes);
    if (hours.length) {
      await tx.insert(workingHours).values(
        hours.map((h) => ({
          id: newId(),
          artistShopId: link!.id,
          weekday: h.weekday,
          startTime: h.opens,
          endTime: h.closes,
        })),
      );
    }
    return view(link!, artist);
  });
}

/**
 * Ends a guest spot before it happens. Appointments the guest still has ahead at this shop stay the
 * shop's to move or cancel first, so the spot is not removed from under them.
 */
export async function removeGuestSpot(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  businessId: string,
  artistId: string,
) {
  await db.transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(artistShops)
      .where(
        and(
          eq(artistShops.businessId, businessId),
          eq(artistShops.artistId, artistId),
          eq(artistShops.kind, 'guest'),
        ),
      )
      .for('update');
    if (!link) throw notFound('This guest spot');
    const [booked] = await tx
      .select({ n: count() })
      .from(appointments)
      .where(
        and(
          eq(appointments.businessId, businessId),
          eq(appointments.artistId, artistId),
          inArray(appointments.status, [...liveStatuses]),
          ne(appointments.status, 'held'),
          gt(appointments.endsAt, clock.now()),
        ),
      );
    if (booked && booked.n > 0) {
      throw new DomainError(
        'CONFLICT',
        `This guest has ${booked.n} appointment${booked.n === 1 ? '' : 's'} ahead here. Move or cancel ${booked.n === 1 ? 'it' : 'them'} first.`,
      );
    }
    await tx.delete(artistShops).where(eq(artistShops.id, link.id));
  });
}
