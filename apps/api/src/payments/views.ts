import type { PaymentView, RefundView } from '@linework/contract/payments';
import { describePolicies } from '@linework/contract/policy-texts';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { appointments } from '../db/schema/appointments.ts';
import { artists, businesses, services } from '../db/schema/catalog.ts';
import { payments, refunds } from '../db/schema/payments.ts';
import { users } from '../db/schema/users.ts';
import { changeTerms } from '../domain/appointment-policy.ts';
import { shopWallClock } from '../domain/shop-time.ts';

// How a payment reads to the people involved: loaded with its appointment, shop and payer in one query.

const detailColumns = {
  payment: payments,
  appointment: appointments,
  shop: businesses,
  artist: artists,
  service: services,
  payer: users,
};

export type PaymentRow = {
  payment: typeof payments.$inferSelect;
  appointment: typeof appointments.$inferSelect;
  shop: typeof businesses.$inferSelect;
  artist: typeof artists.$inferSelect;
  service: typeof services.$inferSelect;
  payer: typeof users.$inferSelect;
};

export async function loadPayment(db: Database | Transaction, where: SQL | undefined) {
  const [row] = await db
    .select(detailColumns)
    .from(payments)
    .innerJoin(appointments, eq(appointments.id, payments.appointmentId))
    .innerJoin(businesses, eq(businesses.id, payments.businessId))
    .innerJoin(artists, eq(artists.id, appointments.artistId))
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(users, eq(users.id, payments.customerId))
    .where(where);
  return row as PaymentRow | undefined;
}

export async function refundsOf(
  db: Database | Transaction,
  paymentIds: string[],
): Promise<Map<string, RefundView[]>> {
  const byPayment = new Map<string, RefundView[]>();
  if (!paymentIds.length) return byPayment;
  const rows = await db
    .select()
    .from(refunds)
    .where(inArray(refunds.paymentId, paymentIds))
    .orderBy(asc(refunds.createdAt));
  for (const r of rows) {
    const list = byPayment.get(r.paymentId) ?? [];
    list.push({
      id: r.id,
      amount: r.amount,
      status: r.status,
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
    });
    byPayment.set(r.paymentId, list);
  }
  return byPayment;
}

export const shopSummary = (shop: PaymentRow['shop']) => ({
  id: shop.id,
  shopUrl: shop.shopUrl,
  name: shop.name,
  addressLine: shop.addressLine,
  city: shop.city,
  postalCode: shop.postalCode,
  country: shop.country,
  phone: shop.phone,
  email: shop.email,
  timeZone: shop.timeZone,
});

export const appointmentSummary = (row: PaymentRow) => ({
  id: row.appointment.id,
  status: row.appointment.status,
  serviceName: row.service.name,
  artistName: row.artist.displayName,
  startsAt: row.appointment.startsAt.toISOString(),
  localStart: shopWallClock(row.appointment.startsAt, row.shop.timeZone),
  priceAmount: row.appointment.priceAmount,
  depositAmount: row.appointment.depositAmount,
  holdExpiresAt:
    row.appointment.status === 'held' ? (row.appointment.holdExpiresAt?.toISOString() ?? null) : null,
});

export const cardOf = (p: PaymentRow['payment']) =>
  p.cardBrand && p.cardLast4 ? { brand: p.cardBrand, last4: p.cardLast4 } : null;

export function toPaymentView(row: PaymentRow, now: Date): PaymentView {
  const p = row.payment;
  return {
    id: p.id,
    kind: p.kind,
    status: p.status,
    provider: p.provider,
    currency: p.currency,
    amount: p.amount,
    tipAmount: p.tipAmount,
    tipPercent: p.tipPercent,
    totalAmount: p.totalAmount,
    lineItems: p.lineItems,
    lastError:
      p.lastErrorCode && p.status !== 'succeeded'
        ? { code: p.lastErrorCode, message: p.lastErrorMessage ?? 'The payment did not go through.' }
        : null,
    card: cardOf(p),
    receiptNumber: p.receiptNumber,
    refundedAmount: p.refundedAmount,
    notice: p.notice,
    shop: shopSummary(row.shop),
    appointment: appointmentSummary(row),
    terms: changeTerms(
      row.appointment.startsAt,
      row.shop.policies,
      now,
      row.appointment.rescheduleCount,
      row.appointment.shopMovedAt,
    ),
    policy: describePolicies(row.shop.policies).sentences,
    createdAt: p.createdAt.toISOString(),
    succeededAt: p.succeededAt?.toISOString() ?? null,
  };
}
