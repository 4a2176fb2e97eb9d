import {
  defaultWaitlistSettings,
  type JoinWaitlistBody,
  type ShopWaitlist,
  type WaitlistEntryView,
  type WaitlistOfferView,
  type WaitlistSettings,
} from '@linework/contract/waitlists';
import { and, asc, count, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { changeAppointment } from '../appointments/lifecycle.ts';
import { blockedBy, loadBookingContext } from '../availability/context.ts';
import { isStaff, type Member } from '../business/access.ts';
import { artistDoesService } from '../catalog/artist-services.ts';
import type { Database, Transaction } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { artistShops, artists, businesses, services } from '../db/schema/catalog.ts';
import { flashDesigns, flashSizes } from '../db/schema/flash.ts';
import { users } from '../db/schema/users.ts';
import {
  waitlistEntries,
  waitlistOffers,
  waitlistOpenings,
  waitlistSettings,
} from '../db/schema/waitlists.ts';
import type { Deps } from '../deps.ts';
import { newConfirmationCode } from '../domain/confirmation-code.ts';
import { DomainError, fieldError, isPgError, notFound, pgErrors } from '../domain/errors.ts';
import { enqueueJob } from '../jobs/queue.ts';

// A customer's waitlists and the offers of freed times (issue 29). The freed time is one row, the
// opening, that every offer of it shares: accepting locks it, so of fifty customers accepting in the
// same second one books the time and the others hear "This time has gone"; the appointments'
// exclusion constraint stands behind it should anyone else have booked the time meanwhile.

type Ctx = Pick<Deps, 'db' | 'clock'>;

const timeGone = () => new DomainError('TIME_GONE', 'This time has gone: someone else booked it first.');

/** The shop's waitlist setting, or the default when it never chose. */
export async function settingsOf(db: Database | Transaction, businessId: string): Promise<WaitlistSettings> {
  const [row] = await db.select().from(waitlistSettings).where(eq(waitlistSettings.businessId, businessId));
  return row ? { mode: row.mode, holdMinutes: row.holdMinutes } : defaultWaitlistSettings;
}

export async function joinWaitlist(ctx: Ctx, customerId: string, body: JoinWaitlistBody) {
  const [row] = await ctx.db
    .select({ shop: businesses })
    .from(businesses)
    .innerJoin(
      artistShops,
      and(eq(artistShops.businessId, businesses.id), eq(artistShops.artistId, body.artistId)),
    )
    .where(and(eq(businesses.shopUrl, body.shopUrl), sql`${businesses.publishedAt} is not null`));
  if (!row) throw notFound('This artist at this shop');
  const businessId = row.shop.id;
  let serviceId: string;
  let durationMinutes: number;
  let flashDesignId: string | null = null;
  if (body.flashSizeId) {
    const [size] = await ctx.db
      .select({ size: flashSizes, design: flashDesigns })
      .from(flashSizes)
      .innerJoin(flashDesigns, eq(flashDesigns.id, flashSizes.designId))
      .where(
        and(
          eq(flashSizes.id, body.flashSizeId),
          eq(flashDesigns.businessId, businessId),
          eq(flashDesigns.artistId, body.artistId),
        ),
      );
    if (!size) throw fieldError('body.flashSizeId', "Choose a size of one of this artist's designs.");
    serviceId = size.design.serviceId;
    durationMinutes = size.size.durationMinutes;
    flashDesignId = size.design.id;
  } else {
    serviceId = body.serviceId!;
    const [service] = await ctx.db.select().from(services).where(eq(services.id, serviceId));
    if (!service || !(await artistDoesService(ctx.db, businessId, body.artistId, serviceId)))
      throw fieldError('body.serviceId', 'Choose a service this artist offers.');
    if (service.requiresRequest)
      throw fieldError('body.serviceId', 'This service starts with a tattoo request, not a waitlist.');
    durationMinutes = service.durationMinutes;
  }
  const [already] = await ctx.db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.customerId, customerId),
        eq(waitlistEntries.artistId, body.artistId),
        eq(waitlistEntries.businessId, businessId),
        eq(waitlistEntries.serviceId, serviceId),
        body.flashSizeId
          ? eq(waitlistEntries.flashSizeId, body.flashSizeId)
          : isNull(waitlistEntries.flashSizeId),
        isNull(waitlistEntries.leftAt),
      ),
    );
  if (already)
    throw new DomainError('ALREADY_WAITING', 'You are already on this waitlist. See it in your account.');
  const id = newId();
  await ctx.db.insert(waitlistEntries).values({
    id,
    businessId,
    artistId: body.artistId,
    customerId,
    serviceId,
    flashDesignId,
    flashSizeId: body.flashSizeId ?? null,
    durationMinutes,
    days: [...body.days].sort(),
    times: body.times,
    leaveToken: newId(),
    createdAt: ctx.clock.now(),
  });
  const [view] = await entryViews(ctx.db, eq(waitlistEntries.id, id));
  return view!;
}

/** What an entry waits for, in words: the service, or the design and its size. */
const whatOf = (service: string, design: string | null, size: string | null) =>
  design ? `${design}${size ? ` (${size})` : ''}` : service;

async function entryViews(db: Database | Transaction, where: ReturnType<typeof and>) {
  const rows = await db
    .select({
      entry: waitlistEntries,
      shop: businesses,
      artistName: artists.displayName,
      serviceName: services.name,
      designTitle: flashDesigns.title,
      sizeLabel: flashSizes.label,
    })
    .from(waitlistEntries)
    .innerJoin(businesses, eq(businesses.id, waitlistEntries.businessId))
    .innerJoin(artists, eq(artists.id, waitlistEntries.artistId))
    .innerJoin(services, eq(services.id, waitlistEntries.serviceId))
    .leftJoin(flashDesigns, eq(flashDesigns.id, waitlistEntries.flashDesignId))
    .leftJoin(flashSizes, eq(flashSizes.id, waitlistEntries.flashSizeId))
    .where(where)
    .orderBy(desc(waitlistEntries.createdAt));
  const offers = rows.length
    ? await db
        .select()
        .from(waitlistOffers)
        .where(
          inArray(
            waitlistOffers.entryId,
            rows.map((r) => r.entry.id),
          ),
        )
        .orderBy(desc(waitlistOffers.createdAt))
    : [];
  return rows.map(
    (r): WaitlistEntryView => ({
      id: r.entry.id,
      shopUrl: r.shop.shopUrl,
      shopName: r.shop.name,
      timeZone: r.shop.timeZone,
      artistId: r.entry.artistId,
      artistName: r.artistName,
      what: whatOf(r.serviceName, r.designTitle, r.sizeLabel),
      durationMinutes: r.entry.durationMinutes,
      days: r.entry.days,
      times: r.entry.times,
      createdAt: r.entry.createdAt.toISOString(),
      leftAt: r.entry.leftAt?.toISOString() ?? null,
      offers: offers
        .filter((o) => o.entryId === r.entry.id)
        .map((o) => ({
          id: o.id,
          state: o.state,
          startsAt: o.startsAt.toISOString(),
          expiresAt: o.expiresAt.toISOString(),
        })),
    }),
  );
}

/** The customer's waitlists still waiting, newest first. */
export const listMyWaitlists = (ctx: Ctx, customerId: string) =>
  entryViews(ctx.db, and(eq(waitlistEntries.customerId, customerId), isNull(waitlistEntries.leftAt)));

/** Ends an entry: its offers still open are withdrawn, so the next in line may be offered the time. */
async function leave(ctx: Ctx, where: ReturnType<typeof and>) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [left] = await tx
      .update(waitlistEntries)
      .set({ leftAt: now })
      .where(and(where, isNull(waitlistEntries.leftAt)))
      .returning({ id: waitlistEntries.id });
    if (!left) return false;
    const withdrawn = await tx
      .update(waitlistOffers)
      .set({ state: 'expired', expiresAt: now })
      .where(and(eq(waitlistOffers.entryId, left.id), eq(waitlistOffers.state, 'offered')))
      .returning({ openingId: waitlistOffers.openingId });
    for (const o of withdrawn)
      await enqueueJob(tx, 'waitlist.offer_expired', { openingId: o.openingId }, now);
    return true;
  });
}

export async function leaveWaitlist(ctx: Ctx, customerId: string, entryId: string) {
  const [entry] = await ctx.db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.customerId, customerId)));
  if (!entry) throw notFound('This waitlist');
  await leave(ctx, eq(waitlistEntries.id, entryId));
  return { left: true };
}

/** Leaving from a message's link, signed in or not: the token is the entry's unguessable key. */
export async function leaveWaitlistByToken(ctx: Ctx, token: string) {
  const [entry] = await ctx.db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.leaveToken, token));
  if (!entry)
    throw new DomainError('LINK_INVALID', 'This link is not valid. Leave from your account instead.');
  await leave(ctx, eq(waitlistEntries.id, entry.id));
  return { left: true };
}

async function offerRow(db: Database | Transaction, offerId: string) {
  const [row] = await db
    .select({
      offer: waitlistOffers,
      entry: waitlistEntries,
      opening: waitlistOpenings,
      shop: businesses,
      artistName: artists.displayName,
      service: services,
      designTitle: flashDesigns.title,
      sizeLabel: flashSizes.label,
    })
    .from(waitlistOffers)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .innerJoin(waitlistOpenings, eq(waitlistOpenings.id, waitlistOffers.openingId))
    .innerJoin(businesses, eq(businesses.id, waitlistEntries.businessId))
    .innerJoin(artists, eq(artists.id, waitlistEntries.artistId))
    .innerJoin(services, eq(services.id, waitlistEntries.serviceId))
    .leftJoin(flashDesigns, eq(flashDesigns.id, waitlistEntries.flashDesignId))
    .leftJoin(flashSizes, eq(flashSizes.id, waitlistEntries.flashSizeId))
    .where(eq(waitlistOffers.id, offerId));
  return row;
}
export type OfferRow = NonNullable<Awaited<ReturnType<typeof offerRow>>>;
export { offerRow };

export const offerWhat = (r: OfferRow) => whatOf(r.service.name, r.designTitle, r.sizeLabel);

/** An offer as its page shows it; another customer's offer is a 404. */
export async function getWaitlistOffer(ctx: Ctx, customerId: string, offerId: string) {
  const r = await offerRow(ctx.db, offerId);
  if (!r || r.entry.customerId !== customerId) throw notFound('This offer');
  const now = ctx.clock.now();
  // An offer past its time reads as expired even before the job that ends it has run.
  const state = r.offer.state === 'offered' && r.offer.expiresAt <= now ? 'expired' : r.offer.state;
  return {
    id: r.offer.id,
    state,
    startsAt: r.offer.startsAt.toISOString(),
    endsAt: r.offer.endsAt.toISOString(),
    expiresAt: r.offer.expiresAt.toISOString(),
    timeZone: r.shop.timeZone,
    shopUrl: r.shop.shopUrl,
    shopName: r.shop.name,
    artistName: r.artistName,
    what: offerWhat(r),
    currency: r.shop.currency,
    depositAmount: r.service.depositAmount,
    appointmentId: state === 'accepted' ? r.opening.appointmentId : null,
  } satisfies WaitlistOfferView;
}

const holdMinutes = 10;

/**
 * Books the offered time for the customer, as a booking of the service would (held for its deposit
 * when the service asks one, confirmed at once otherwise). The opening is locked first: whoever
 * comes second finds it taken. The other customers offered the same time are told it has gone.
 */
export async function acceptWaitlistOffer(ctx: Ctx, customerId: string, offerId: string) {
  const r = await offerRow(ctx.db, offerId);
  if (!r || r.entry.customerId !== customerId) throw notFound('This offer');
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const [opening] = await tx
        .select()
        .from(waitlistOpenings)
        .where(eq(waitlistOpenings.id, r.opening.id))
        .for('update');
      const [offer] = await tx.select().from(waitlistOffers).where(eq(waitlistOffers.id, offerId));
      if (offer?.state === 'accepted' && opening?.appointmentId) {
        const [a] = await tx
          .select({ status: sql<string>`status` })
          .from(sql`appointments`)
          .where(sql`id = ${opening.appointmentId}`);
        return {
          appointmentId: opening.appointmentId,
          status: a?.status === 'confirmed' ? ('confirmed' as const) : ('held' as const),
        };
      }
      if (opening?.state !== 'open' || offer?.state !== 'offered' || offer.expiresAt <= now) throw timeGone();
      const booking = await loadBookingContext(tx, {
        shopUrl: r.shop.shopUrl,
        artistId: r.entry.artistId,
        serviceId: r.entry.serviceId,
        flashSizeId: r.entry.flashSizeId ?? undefined,
      });
      const start = offer.startsAt;
      const blocked = blockedBy(booking, start);
      const held = booking.service.depositAmount > 0;
      const appointmentId = newId();
      await changeAppointment(
        tx,
        held ? 'customer.hold' : 'customer.book',
        {
          insert: [
            {
              id: appointmentId,
              businessId: booking.shop.id,
              artistId: booking.artist.id,
              serviceId: booking.service.id,
              customerId,
              startsAt: start,
              endsAt: new Date(start.getTime() + booking.service.durationMinutes * 60_000),
              blockedFrom: blocked.start,
              blockedUntil: blocked.end,
              holdExpiresAt: held ? new Date(now.getTime() + holdMinutes * 60_000) : null,
              confirmationCode: newConfirmationCode(),
              notes: null,
              referenceImages: [],
              priceAmount: booking.service.priceAmount,
              depositAmount: booking.service.depositAmount,
              currency: booking.shop.currency,
              attribution: null,
              idempotencyKey: null,
            },
          ],
        },
        { now, actorUserId: customerId, reason: 'booked from the waitlist' },
      );
      await tx
        .update(waitlistOpenings)
        .set({ state: 'taken', appointmentId, takenAt: now })
        .where(eq(waitlistOpenings.id, opening.id));
      await tx.update(waitlistOffers).set({ state: 'accepted' }).where(eq(waitlistOffers.id, offerId));
      await tx
        .update(waitlistEntries)
        .set({ leftAt: now, bookedAppointmentId: appointmentId })
        .where(eq(waitlistEntries.id, r.entry.id));
      const gone = await tx
        .update(waitlistOffers)
        .set({ state: 'gone' })
        .where(and(eq(waitlistOffers.openingId, opening.id), eq(waitlistOffers.state, 'offered')))
        .returning({ id: waitlistOffers.id });
      for (const g of gone) await enqueueJob(tx, 'waitlist.offer_gone', { offerId: g.id }, now);
      return { appointmentId, status: held ? ('held' as const) : ('confirmed' as const) };
    });
  } catch (error) {
    // Someone outside the waitlist booked the time meanwhile: the database refused the overlap.
    if (isPgError(error, pgErrors.exclusionViolation)) {
      await ctx.db
        .update(waitlistOffers)
        .set({ state: 'gone' })
        .where(and(eq(waitlistOffers.id, offerId), eq(waitlistOffers.state, 'offered')));
      throw timeGone();
    }
    throw error;
  }
}

// The studio

export async function listShopWaitlist(ctx: Ctx, member: Member, artistId?: string): Promise<ShopWaitlist> {
  const own = isStaff(member) ? artistId : (member.artistId ?? '');
  const rows = await ctx.db
    .select({
      entry: waitlistEntries,
      firstName: users.firstName,
      lastName: users.lastName,
      artistName: artists.displayName,
      serviceName: services.name,
      designTitle: flashDesigns.title,
      sizeLabel: flashSizes.label,
      offersMade: sql<number>`(select count(*)::int from ${waitlistOffers} o where o.entry_id = ${waitlistEntries.id})`,
    })
    .from(waitlistEntries)
    .innerJoin(users, eq(users.id, waitlistEntries.customerId))
    .innerJoin(artists, eq(artists.id, waitlistEntries.artistId))
    .innerJoin(services, eq(services.id, waitlistEntries.serviceId))
    .leftJoin(flashDesigns, eq(flashDesigns.id, waitlistEntries.flashDesignId))
    .leftJoin(flashSizes, eq(flashSizes.id, waitlistEntries.flashSizeId))
    .where(
      and(
        eq(waitlistEntries.businessId, member.businessId),
        isNull(waitlistEntries.leftAt),
        own === undefined ? undefined : eq(waitlistEntries.artistId, own),
      ),
    )
    .orderBy(asc(waitlistEntries.artistId), asc(waitlistEntries.createdAt));
  const [shop] = await ctx.db
    .select({ timeZone: businesses.timeZone })
    .from(businesses)
    .where(eq(businesses.id, member.businessId));
  const monthStart = DateTime.fromJSDate(ctx.clock.now(), { zone: shop?.timeZone ?? 'UTC' })
    .startOf('month')
    .toJSDate();
  const [refilled] = await ctx.db
    .select({ n: count() })
    .from(waitlistOpenings)
    .where(
      and(
        eq(waitlistOpenings.businessId, member.businessId),
        eq(waitlistOpenings.state, 'taken'),
        gte(waitlistOpenings.takenAt, monthStart),
        own === undefined ? undefined : eq(waitlistOpenings.artistId, own),
      ),
    );
  return {
    entries: rows.map((r) => ({
      id: r.entry.id,
      customerName: [r.firstName, r.lastName].filter(Boolean).join(' '),
      artistId: r.entry.artistId,
      artistName: r.artistName,
      what: whatOf(r.serviceName, r.designTitle, r.sizeLabel),
      days: r.entry.days,
      times: r.entry.times,
      createdAt: r.entry.createdAt.toISOString(),
      offersMade: r.offersMade,
    })),
    refilledThisMonth: refilled?.n ?? 0,
    settings: await settingsOf(ctx.db, member.businessId),
  };
}

export async function updateWaitlistSettings(ctx: Ctx, member: Member, body: WaitlistSettings) {
  await ctx.db
    .insert(waitlistSettings)
    .values({ businessId: member.businessId, ...body })
    .onConflictDoUpdate({ target: waitlistSettings.businessId, set: body });
  return settingsOf(ctx.db, member.businessId);
}
