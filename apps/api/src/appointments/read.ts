import type { AppointmentView } from '@linework/contract/appointments';
import type { PaymentSummary } from '@linework/contract/money';
import { and, asc, desc, eq, gt, gte, inArray, lte } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appointments } from '../db/schema/appointments.ts';
import { appointmentOffers } from '../db/schema/requests.ts';
import type { Deps } from '../deps.ts';
import { notFound } from '../domain/errors.ts';
import { shopWallClock } from '../domain/shop-time.ts';
import { appointmentMoney } from '../payments/amounts.ts';
import { summariesOf } from '../payments/summary.ts';
import { cancellation, rescheduling } from './policy.ts';
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

function toView(
  row: AppointmentViewRow,
  offer: AppointmentView['offer'],
  payments: PaymentSummary[] | undefined,
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
    service: { id: row.service.id, name: row.service.name, durationMinutes: row.service.durationMinutes },
    priceAmount: a.priceAmount,
    depositAmount: a.depositAmount,
    currency: a.currency,
    notes: a.notes,
    createdAt: a.createdAt.toISOString(),
    cancellation: cancellation(a, row.shop.policies, now),
    cancelOutcome: a.cancelOutcome,
    reschedule: rescheduling(a, row.shop.policies, now),
    rescheduleCount: a.rescheduleCount,
    offer,
    money: appointmentMoney(a, payments ?? []),
  };
}

/** The views of these rows, each with its offer and payments: a fixed number of queries for all. */
async function viewsOf(db: Database, rows: AppointmentViewRow[], now: Date) {
  const [offers, paid] = await Promise.all([
    offersOf(db, rows, now),
    summariesOf(
      db,
      rows.map((r) => r.appointment.id),
    ),
  ]);
  return rows.map((r) =>
    toView(r, offers.get(r.appointment.offerId ?? '') ?? null, paid.get(r.appointment.id), now),
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

export async function listAppointments(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  customerId: string,
  scope: 'upcoming' | 'past',
) {
  const now = clock.now();
  const rows =
    scope === 'upcoming'
      ? await selectAppointmentViews(
          db,
          and(
            eq(appointments.customerId, customerId),
            gte(appointments.endsAt, now),
            inArray(appointments.status, ['held', 'pending_deposit', 'confirmed', 'checked_in']),
          ),
        )
          .orderBy(asc(appointments.startsAt))
          .limit(50)
      : await selectAppointmentViews(
          db,
          and(eq(appointments.customerId, customerId), lte(appointments.startsAt, now)),
        )
          .orderBy(desc(appointments.startsAt))
          .limit(50);
  // A hold or an unpaid acceptance past its expiry is no longer upcoming, even before the sweep.
  const shown = rows.filter((r) => !(r.appointment.holdExpiresAt && r.appointment.holdExpiresAt < now));
  return viewsOf(db, shown, now);
}
