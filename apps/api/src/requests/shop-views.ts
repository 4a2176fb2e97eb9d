import type { OfferedTimeOutcome, ShopRequestView } from '@linework/contract/requests';
import { and, asc, eq, exists, inArray, or, type SQL, sql } from 'drizzle-orm';
import { isStaff, type Member } from '../business/access.ts';
import { appointmentHistory, appointments } from '../db/schema/appointments.ts';
import { artists, services } from '../db/schema/catalog.ts';
import { appointmentOffers, tattooRequests } from '../db/schema/requests.ts';
import { notFound } from '../domain/errors.ts';
import { loadRequestViews, type RequestContext } from './views.ts';

/**
 * The requests a member of the shop may see: owners and the front desk every request of the shop;
 * an artist those that name them as the preferred artist or that were offered with them. A request
 * for "any artist" is the front desk's to route until it is offered with someone.
 */
export function visibleRequests(member: Member): SQL {
  const inShop = eq(tattooRequests.businessId, member.businessId);
  if (isStaff(member)) return inShop;
  if (!member.artistId) return sql`false`;
  const offeredWithArtist = exists(
    sql`(SELECT 1 FROM ${appointmentOffers} o JOIN ${appointments} a ON a.offer_id = o.id
         WHERE o.request_id = ${tattooRequests.id} AND a.artist_id = ${member.artistId})`,
  );
  return and(inShop, or(eq(tattooRequests.preferredArtistId, member.artistId), offeredWithArtist))!;
}

/**
 * The shop's view of requests: the customer's view plus, for each request's latest offer, every
 * offered time (as first offered, from the appointments' history) and what became of it, and the
 * appointment the chosen time became. Two more queries however many requests.
 */
export async function loadShopRequestViews(
  ctx: RequestContext,
  where: SQL | undefined,
  limit?: number,
): Promise<ShopRequestView[]> {
  const views = await loadRequestViews(ctx, where, limit);
  const offerIds = views.flatMap((v) => (v.offer ? [v.offer.id] : []));
  if (offerIds.length === 0) return views.map((v) => ({ ...v, offerTimes: null, appointment: null }));
  const [rows, offers] = await Promise.all([
    ctx.db
      .select({
        appointment: appointments,
        artistName: artists.displayName,
        serviceName: services.name,
      })
      .from(appointments)
      .innerJoin(artists, eq(artists.id, appointments.artistId))
      .innerJoin(services, eq(services.id, appointments.serviceId))
      .where(inArray(appointments.offerId, offerIds))
      .orderBy(asc(appointments.startsAt)),
    ctx.db
      .select({ id: appointmentOffers.id, message: appointmentOffers.message })
      .from(appointmentOffers)
      .where(inArray(appointmentOffers.id, offerIds)),
  ]);
  const history = await ctx.db
    .select()
    .from(appointmentHistory)
    .where(
      and(
        inArray(
          appointmentHistory.appointmentId,
          rows.map((r) => r.appointment.id),
        ),
        or(eq(appointmentHistory.toStatus, 'offered'), eq(appointmentHistory.fromStatus, 'offered')),
      ),
    )
    .orderBy(asc(appointmentHistory.at));
  return views.map((view) => {
    if (!view.offer) return { ...view, offerTimes: null, appointment: null };
    const offer = view.offer;
    const times = rows.filter((r) => r.appointment.offerId === offer.id);
    const primary = times.find((t) => t.appointment.id === offer.appointmentId);
    if (!primary) return { ...view, offerTimes: null, appointment: null };
    const p = primary.appointment;
    /** Each time as it was offered: the primary row moves onto the chosen time when accepted. */
    const offeredStart = (id: string, current: Date) =>
      history.find((h) => h.appointmentId === id && h.toStatus === 'offered')?.toStartsAt ?? current;
    // Accepting always moves the primary row from offered to pending_deposit (acceptOffer).
    const chosen = history.find(
      (h) => h.appointmentId === p.id && h.fromStatus === 'offered' && h.toStatus === 'pending_deposit',
    );
    const chosenStart = chosen ? (chosen.toStartsAt ?? p.startsAt).getTime() : null;
    const outcomeOf = (row: typeof p, start: Date): OfferedTimeOutcome => {
      if (chosenStart !== null) return start.getTime() === chosenStart ? 'chosen' : 'not_chosen';
      if (row.status === 'offered') return 'open';
      return view.status === 'declined' ? 'withdrawn' : 'expired';
    };
    const offered = times
      .map(({ appointment: a }) => {
        const start = offeredStart(a.id, a.startsAt);
        return { start: start.toISOString(), outcome: outcomeOf(a, start), at: start.getTime() };
      })
      .sort((a, b) => a.at - b.at)
      .map(({ start, outcome }) => ({ start, outcome }));
    return {
      ...view,
      offerTimes: {
        artist: { id: p.artistId, displayName: primary.artistName },
        service: { id: p.serviceId, name: primary.serviceName },
        priceAmount: p.priceAmount,
        depositAmount: p.depositAmount,
        expiresAt: offer.expiresAt,
        message: offers.find((o) => o.id === offer.id)?.message ?? null,
        times: offered,
      },
      appointment: chosen
        ? {
            id: p.id,
            status: p.status,
            startsAt: p.startsAt.toISOString(),
            endsAt: p.endsAt.toISOString(),
            confirmationCode: p.confirmationCode,
          }
        : null,
    } satisfies ShopRequestView;
  });
}

/** One request the member may see; any other (another shop's, another artist's) is not found. */
export async function loadShopRequestView(ctx: RequestContext, member: Member, id: string) {
  const [view] = await loadShopRequestViews(ctx, and(eq(tattooRequests.id, id), visibleRequests(member)), 1);
  if (!view) throw notFound('This request');
  return view;
}
