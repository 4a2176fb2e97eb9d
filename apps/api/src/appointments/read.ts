import type { AppointmentScope, AppointmentView } from '@linework/contract/appointments';
import { appointmentStatusGroups } from '@linework/contract/appointments';
import type { PaymentSummary } from '@linework/contract/money';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appointments } from '../db/schema/appointments.ts';
import { appointmentOffers } from '../db/schema/requests.ts';
import { reviewLinks } from '../db/schema/review-links.ts';
import type { Deps } from '../deps.ts';
import { appointmentMoney } from '../domain/amounts.ts';
import { cancellation, changeTerms, rescheduling } from '../domain/appointment-policy.ts';
import { notFound } from '../domain/errors.ts';
import { shopWallClock } from '../domain/shop-time.ts';
import { summariesOf } from '../payments/summary.ts';
import { sessionDuesOf } from '../projects/session-dues.ts';
import { type AppointmentViewRow, selectAppointmentViews } from './view.ts';

// The customer's own appointments as the contract shows them: with what the shop's policy allows
// now, the offer they came from and what was paid.

/**
 * The offers these appointments belong to, with the times still open to choose, by offer id: two
 * queries however many appointments there are.
 */
async function offersOf(
  db: Database,
  rows: { appointment: { offerId: string | null }; shop: { timeZone: string } }[],
  now: Date,
) {
  const zones = new Map(
    rows.flatMap((r) => (r.appointment.offerId ? [[r.appointment.offerId, r.shop.timeZone]] : [])),
  );
  const found = new Map<string, NonNullable<AppointmentView['offer']>>();
  if (zones.size === 0) return found;
  const ids = [...zones.keys()];
  const [offers, open] = await Promise.all([
    db.select().from(appointmentOffers).where(inArray(appointmentOffers.id, ids)),
    db
      .select({ offerId: appointments.offerId, startsAt: appointments.startsAt, endsAt: appointments.endsAt })
      .from(appointments)
      .where(
        and(
          inArray(appointments.offerId, ids),
          eq(appointments.status, 'offered'),
          gt(appointments.holdExpiresAt, now),
        ),
      )
      .orderBy(asc(appointments.startsAt)),
  ]);
  for (const offer of offers) {
    const zone = zones.get(offer.id)!;
    found.set(offer.id, {
      id: offer.id,
      requestId: offer.requestId,
      expiresAt: offer.expiresAt.toISOString(),
      message: offer.message,
      times: open
        .filter((t) => t.offerId === offer.id)
        .map((t) => ({
          start: t.startsAt.toISOString(),
          end: t.endsAt.toISOString(),
          localStart: shopWallClock(t.startsAt, zone),
        })),
    });
  }
  return found;
}

/** The review links of these appointments that can still be used, by appointment id. */
async function openReviewLinks(db: Database, appointmentIds: string[], now: Date) {
  if (!appointmentIds.length) return new Map<string, string>();
  const open = await db
    .select({ id: reviewLinks.id, appointmentId: reviewLinks.appointmentId })
    .from(reviewLinks)
    .where(
      and(
        inArray(reviewLinks.appointmentId, appointmentIds),
        isNull(reviewLinks.usedAt),
        gt(reviewLinks.expiresAt, now),
      ),
    );
  return new Map(open.map((l) => [l.appointmentId, l.id]));
}

function toView(
  row: AppointmentViewRow,
  offer: AppointmentView['offer'],
  payments: PaymentSummary[] | undefined,
  sessionDue: number | undefined,
  reviewLinkId: string | undefined,
  now: Date,
): AppointmentView {
  const a = row.appointment;
  return {
    id: a.id,
    status: a.status,
    confirmationCode: a.confirmationCode,
    startsAt: a.startsAt.toISOString(),
    endsAt: a.endsAt.toISOString(),
    localStart: shopWallClock(a.startsAt, row.shop.timeZone),
    holdExpiresAt: a.holdExpiresAt?.toISOString() ?? null,
    shop: {
      id: row.shop.id,
      shopUrl: row.shop.shopUrl,
      name: row.shop.name,
      timeZone: row.shop.timeZone,
      addressLine: row.shop.addressLine,
      city: row.shop.city,
    },
    artist: { id: row.artist.id, displayName: row.artist.displayName, urlPath: row.artist.urlPath },
    service: {
      id: row.service.id,
      name: row.service.name,
      durationMinutes: row.service.durationMinutes,
      priceKind: row.service.priceKind,
    },
    priceAmount: a.priceAmount,
    depositAmount: a.depositAmount,
    currency: a.currency,
    notes: a.notes,
    createdAt: a.createdAt.toISOString(),
    cancellation: cancellation(a, row.shop.policies, now),
    cancelOutcome: a.cancelOutcome,
    reschedule: rescheduling(a, row.shop.policies, now),
    rescheduleCount: a.rescheduleCount,
    terms: changeTerms(a.startsAt, row.shop.policies, now, a.rescheduleCount, a.shopMovedAt),
    offer,
    money: appointmentMoney(a, payments ?? [], sessionDue),
    reviewLinkId: reviewLinkId ?? null,
    project: a.projectId && a.sessionNumber ? { id: a.projectId, sessionNumber: a.sessionNumber } : null,
  };
}

/** The views of these rows, each with its offer and payments: a fixed number of queries for all. */
async function viewsOf(db: Database, rows: AppointmentViewRow[], now: Date) {
  const ids = rows.map((r) => r.appointment.id);
  const [offers, paid, dues, reviewable] = await Promise.all([
    offersOf(db, rows, now),
    summariesOf(db, ids),
    sessionDuesOf(
      db,
      rows.filter((r) => r.appointment.projectId).map((r) => r.appointment.id),
    ),
    openReviewLinks(db, ids, now),
  ]);
  return rows.map((r) =>
    toView(
      r,
      offers.get(r.appointment.offerId ?? '') ?? null,
      paid.get(r.appointment.id),
      dues.get(r.appointment.id),
      reviewable.get(r.appointment.id),
      now,
    ),
  );
}

/** One appointment of this customer; anyone else's is not found. */
export async function getAppointment(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  customerId: string,
  id: string,
): Promise<AppointmentView> {
  const [row] = await selectAppointmentViews(
    db,
    and(eq(appointments.id, id), eq(appointments.customerId, customerId)),
  );
  if (!row) throw notFound('This appointment');
  const [view] = await viewsOf(db, [row], clock.now());
  return view!;
}

/** How many appointments a page of the customer's list holds. */
export const appointmentPageSize = 10;

/** Which of the customer's appointments each scope holds, soonest-first for what is coming. */
function scopeFilter(scope: AppointmentScope, now: Date) {
  switch (scope) {
    case 'upcoming':
      return {
        where: and(
          gte(appointments.endsAt, now),
          inArray(appointments.status, [...appointmentStatusGroups.upcoming]),
          // A hold or an unpaid acceptance past its expiry is no longer upcoming, even before the sweep.
          or(isNull(appointments.holdExpiresAt), gt(appointments.holdExpiresAt, now)),
        ),
        order: asc(appointments.startsAt),
      };
    case 'past':
      // Marked done by the shop, or over without being marked: never one still under way (upcoming).
      return {
        where: or(
          inArray(appointments.status, [...appointmentStatusGroups.done]),
          and(
            lt(appointments.endsAt, now),
            inArray(appointments.status, [...appointmentStatusGroups.arrivable]),
          ),
        ),
        order: desc(appointments.startsAt),
      };
    case 'cancelled':
      return { where: eq(appointments.status, 'cancelled'), order: desc(appointments.startsAt) };
  }
}

/** One page of the customer's appointments of one scope, and whether another follows. */
export async function listAppointments(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  customerId: string,
  scope: AppointmentScope,
  page = 1,
) {
  const now = clock.now();
  const { where, order } = scopeFilter(scope, now);
  // One row more than a page says whether there is a next page without counting them all.
  const rows = await selectAppointmentViews(db, and(eq(appointments.customerId, customerId), where))
    .orderBy(order, asc(appointments.id))
    .limit(appointmentPageSize + 1)
    .offset((page - 1) * appointmentPageSize);
  const items = await viewsOf(db, rows.slice(0, appointmentPageSize), now);
  return { items, nextPage: rows.length > appointmentPageSize ? page + 1 : null };
}
