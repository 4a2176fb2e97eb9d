import { and, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { appointments, liveStatuses, timeOff } from '../db/schema/appointments.ts';
import {
  artistShops,
  artists,
  businesses,
  serviceArtists,
  services,
  workingHourExceptions,
  workingHours,
} from '../db/schema/catalog.ts';
import { flashDesigns, flashSizes } from '../db/schema/flash.ts';
import { notFound } from '../domain/errors.ts';
import { blockedInterval, type Interval, isSlotFree, type SlotRules } from './slots.ts';

/**
 * Everything the slot rules need about one artist, one shop and one service: four queries that
 * each find the shop by its url, so they run side by side instead of one after another. Every path
 * that offers or checks a time (availability, booking, moving, offers, the shop's reschedule) reads
 * the artist's hours here: the weekly hours and the dates with different hours.
 */
export async function loadBookingContext(
  db: Database | Transaction,
  ids: { shopUrl: string; artistId: string; serviceId: string; flashSizeId?: string },
) {
  const atShop = eq(businesses.shopUrl, ids.shopUrl);
  const [[row], [service], hours, dateHours] = await Promise.all([
    db
      .select({ shop: businesses, link: artistShops, artist: artists })
      .from(businesses)
      .innerJoin(
        artistShops,
        and(eq(artistShops.businessId, businesses.id), eq(artistShops.artistId, ids.artistId)),
      )
      .innerJoin(artists, eq(artists.id, artistShops.artistId))
      .where(atShop),
    db
      .select({ service: services })
      .from(services)
      .innerJoin(businesses, eq(businesses.id, services.businessId))
      .innerJoin(
        serviceArtists,
        and(eq(serviceArtists.serviceId, services.id), eq(serviceArtists.artistId, ids.artistId)),
      )
      .where(and(eq(services.id, ids.serviceId), atShop, eq(services.active, true))),
    db
      .select({ hours: workingHours })
      .from(workingHours)
      .innerJoin(artistShops, eq(artistShops.id, workingHours.artistShopId))
      .innerJoin(businesses, eq(businesses.id, artistShops.businessId))
      .where(and(eq(artistShops.artistId, ids.artistId), atShop)),
    db
      .select({ hours: workingHourExceptions })
      .from(workingHourExceptions)
      .innerJoin(artistShops, eq(artistShops.id, workingHourExceptions.artistShopId))
      .innerJoin(businesses, eq(businesses.id, artistShops.businessId))
      .where(and(eq(artistShops.artistId, ids.artistId), atShop)),
  ]);
  if (!row) throw notFound('This artist at this shop');
  if (!service) throw notFound('This service with this artist');
  const flash = ids.flashSizeId ? await flashSizeOf(db, ids) : undefined;
  return {
    ...row,
    // A flash size is booked through its design's service: the size sets the length and the price.
    service: flash
      ? { ...service.service, durationMinutes: flash.durationMinutes, priceAmount: flash.priceAmount }
      : service.service,
    flash,
    hours: hours.map((h) => h.hours),
    dateHours: dateHours.map((h) => h.hours),
  };
}

/**
 * The context of moving a booked appointment: it keeps its own length (a flash size's, an offer's),
 * not its service's, so the new time is checked and blocked for what was booked.
 */
export function keepingLengthOf<C extends { service: { durationMinutes: number } }>(
  ctx: C,
  appointment: { startsAt: Date; endsAt: Date },
): C {
  const durationMinutes = Math.round(
    (appointment.endsAt.getTime() - appointment.startsAt.getTime()) / 60_000,
  );
  return { ...ctx, service: { ...ctx.service, durationMinutes } };
}

/** A size of an artist's active flash design booked through this service, or a 404. */
async function flashSizeOf(
  db: Database | Transaction,
  ids: { artistId: string; serviceId: string; flashSizeId?: string },
) {
  const [size] = await db
    .select({
      sizeId: flashSizes.id,
      designId: flashDesigns.id,
      repeatable: flashDesigns.repeatable,
      durationMinutes: flashSizes.durationMinutes,
      priceAmount: flashSizes.priceAmount,
    })
    .from(flashSizes)
    .innerJoin(flashDesigns, eq(flashDesigns.id, flashSizes.designId))
    .where(
      and(
        eq(flashSizes.id, ids.flashSizeId ?? ''),
        eq(flashDesigns.serviceId, ids.serviceId),
        eq(flashDesigns.artistId, ids.artistId),
        eq(flashDesigns.active, true),
      ),
    );
  if (!size) throw notFound('This flash size with this artist');
  return size;
}

type BookingContext = Awaited<ReturnType<typeof loadBookingContext>>;

/**
 * The artist's occupied time between two instants, at every shop, in one query: live appointments
 * (a hold or offer with the moment it lapses) and time off; all of it but the appointment being
 * moved, if one is.
 */
export async function loadBusy(
  db: Database | Transaction,
  artistId: string,
  from: Date,
  to: Date,
  now: Date,
  exceptAppointmentId?: string,
): Promise<Interval[]> {
  return db
    .select({
      start: appointments.blockedFrom,
      end: appointments.blockedUntil,
      expiresAt: appointments.holdExpiresAt,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.artistId, artistId),
        exceptAppointmentId ? ne(appointments.id, exceptAppointmentId) : undefined,
        inArray(appointments.status, [...liveStatuses]),
        // A hold or offer past its expiry no longer counts, even before the sweep marks it expired.
        or(isNull(appointments.holdExpiresAt), gt(appointments.holdExpiresAt, now)),
        lt(appointments.blockedFrom, to),
        gt(appointments.blockedUntil, from),
      ),
    )
    .unionAll(
      db
        .select({
          start: timeOff.startsAt,
          end: timeOff.endsAt,
          // Rows are decoded with the first select's columns: this null reads as "never lapses".
          expiresAt: sql<Date | null>`null::timestamptz`,
        })
        .from(timeOff)
        .where(and(eq(timeOff.artistId, artistId), lt(timeOff.startsAt, to), gt(timeOff.endsAt, from))),
    );
}

export function slotRules(ctx: BookingContext, busy: Interval[], now: Date): SlotRules {
  return {
    timeZone: ctx.shop.timeZone,
    weeklyHours: ctx.hours.map((h) => ({ weekday: h.weekday, start: h.startTime, end: h.endTime })),
    dateHours: ctx.dateHours.map((h) => ({ date: h.date, start: h.startTime, end: h.endTime })),
    busy,
    durationMinutes: ctx.service.durationMinutes,
    bufferBeforeMinutes: ctx.link.bufferBeforeMinutes,
    bufferAfterMinutes: ctx.link.bufferAfterMinutes,
    leadTimeMinutes: ctx.link.leadTimeMinutes,
    horizonDays: ctx.link.horizonDays,
    stepMinutes: ctx.link.slotStepMinutes,
    now,
    worksFrom: ctx.link.startsOn,
    worksUntil: ctx.link.endsOn,
  };
}

/** The time an appointment of this service blocks on the artist's calendar, buffers included. */
export const blockedBy = (ctx: BookingContext, start: Date) =>
  blockedInterval(start, {
    durationMinutes: ctx.service.durationMinutes,
    bufferBeforeMinutes: ctx.link.bufferBeforeMinutes,
    bufferAfterMinutes: ctx.link.bufferAfterMinutes,
  });

const day = 86_400_000;

/**
 * The slot check: the first of these starts that is not a free time of the artist for the service
 * now, by the very rules that offered the times, or undefined when all are free. Booking, moving and
 * the shop's offers re-check with it; the appointment being moved (`movingAppointmentId`) does not
 * stand in its own way, everything else does (time off with the very same bounds included).
 */
export async function firstTakenStart(
  db: Database | Transaction,
  ctx: BookingContext,
  starts: Date[],
  now: Date,
  movingAppointmentId?: string,
): Promise<Date | undefined> {
  const blocks = starts.map((start) => blockedBy(ctx, start));
  const from = Math.min(...blocks.map((b) => b.start.getTime()));
  const to = Math.max(...blocks.map((b) => b.end.getTime()));
  const busy = await loadBusy(
    db,
    ctx.artist.id,
    new Date(from - day),
    new Date(to + day),
    now,
    movingAppointmentId,
  );
  const rules = slotRules(ctx, busy, now);
  return starts.find((start) => !isSlotFree(rules, start));
}
