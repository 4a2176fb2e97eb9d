import { currencyDigits } from '@linework/contract/money-format';
import type { TakingsLine, TakingsView } from '@linework/contract/payments';
import { and, eq, gte, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '../db/client.ts';
import { appointments } from '../db/schema/appointments.ts';
import { artists, businesses, services } from '../db/schema/catalog.ts';
import { payments, refunds } from '../db/schema/payments.ts';
import { users } from '../db/schema/users.ts';
import { notFound } from '../domain/errors.ts';
import { shopClockTime, shopWallClock } from '../domain/shop-time.ts';
import { csvAmount, csvLine } from './csv.ts';

// The shop's books: what came in and went out, day by day in the shop's own time zone. A payment
// counts on the day it went through, a refund on the day it was made (not the day of its payment),
// a failed refund not at all. Tips are the staff's and shown apart.

type Ctx = { db: Database };

async function shopOf(db: Database, businessId: string) {
  const [shop] = await db
    .select({ timeZone: businesses.timeZone, currency: businesses.currency })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!shop) throw notFound('This shop');
  return shop;
}

/** From the start of `from` to the start of the day after `to`, in the zone (23 or 25 hours on DST days). */
export function dayRange(from: string, to: string, timeZone: string) {
  const start = DateTime.fromISO(from, { zone: timeZone }).startOf('day');
  const end = DateTime.fromISO(to, { zone: timeZone }).plus({ days: 1 }).startOf('day');
  return { start: start.toJSDate(), end: end.toJSDate() };
}

const joined = {
  payment: payments,
  firstName: users.firstName,
  lastName: users.lastName,
  serviceName: services.name,
  artistName: artists.displayName,
};

/**
 * Every payment and refund of the shop in the range, oldest first: one query of the shop's payments
 * with their appointment, each row carrying one of its refunds in the range (or none). A payment is
 * a line when it succeeded in the range, a refund when it was made in the range, whenever its
 * payment was.
 */
async function movements(db: Database, businessId: string, timeZone: string, from: string, to: string) {
  const { start, end } = dayRange(from, to, timeZone);
  const paidInRange = and(
    eq(payments.status, 'succeeded'),
    gte(payments.succeededAt, start),
    lt(payments.succeededAt, end),
  );
  const rows = await db
    .select({ ...joined, paidInRange: sql<boolean>`coalesce(${paidInRange}, false)`, refund: refunds })
    .from(payments)
    .innerJoin(appointments, eq(appointments.id, payments.appointmentId))
    .innerJoin(users, eq(users.id, payments.customerId))
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(artists, eq(artists.id, appointments.artistId))
    .leftJoin(
      refunds,
      and(
        eq(refunds.paymentId, payments.id),
        ne(refunds.status, 'failed'),
        gte(refunds.createdAt, start),
        lt(refunds.createdAt, end),
      ),
    )
    .where(and(eq(payments.businessId, businessId), or(paidInRange, isNotNull(refunds.id))));
  const paid = [...new Map(rows.filter((r) => r.paidInRange).map((r) => [r.payment.id, r])).values()];
  const refunded = rows.flatMap((r) => (r.refund ? [{ ...r, refund: r.refund }] : []));

  const common = (r: (typeof paid)[number]) => ({
    paymentId: r.payment.id,
    appointmentId: r.payment.appointmentId,
    kind: r.payment.kind,
    receiptNumber: r.payment.receiptNumber,
    customerName: `${r.firstName} ${r.lastName}`,
    serviceName: r.serviceName,
    artistName: r.artistName,
  });
  const lines: TakingsLine[] = [
    ...paid.map((r) => ({
      type: 'payment' as const,
      at: r.payment.succeededAt!.toISOString(),
      localTime: shopClockTime(r.payment.succeededAt!, timeZone),
      ...common(r),
      amount: r.payment.amount,
      tipAmount: r.payment.tipAmount,
      reason: null,
    })),
    ...refunded.map((r) => ({
      type: 'refund' as const,
      at: r.refund.createdAt.toISOString(),
      localTime: shopClockTime(r.refund.createdAt, timeZone),
      ...common(r),
      amount: -r.refund.amount,
      tipAmount: 0,
      reason: r.refund.reason,
    })),
  ];
  return lines.sort((a, b) => a.at.localeCompare(b.at) || a.type.localeCompare(b.type));
}

export async function takingsOfDay(ctx: Ctx, businessId: string, date: string): Promise<TakingsView> {
  const shop = await shopOf(ctx.db, businessId);
  const lines = await movements(ctx.db, businessId, shop.timeZone, date, date);
  const payments = lines.filter((l) => l.type === 'payment');
  const paymentsAmount = payments.reduce((s, l) => s + l.amount, 0);
  const tipsAmount = payments.reduce((s, l) => s + l.tipAmount, 0);
  const refundsAmount = lines.filter((l) => l.type === 'refund').reduce((s, l) => s - l.amount, 0);
  return {
    date,
    timeZone: shop.timeZone,
    currency: shop.currency,
    paymentsCount: payments.length,
    paymentsAmount,
    tipsAmount,
    refundsAmount,
    netAmount: paymentsAmount + tipsAmount - refundsAmount,
    lines,
  };
}

export const takingsCsvHeader = [
  'Date',
  'Time',
  'Type',
  'Kind',
  'Receipt',
  'Customer',
  'Service',
  'Artist',
  'Amount',
  'Tip',
  'Total',
  'Currency',
  'Reason',
  'Payment ID',
];

/** The range's payments and refunds as CSV, one line each, dates and times in the shop's zone. */
export async function takingsCsv(ctx: Ctx, businessId: string, from: string, to: string) {
  const shop = await shopOf(ctx.db, businessId);
  const digits = currencyDigits(shop.currency);
  const lines = await movements(ctx.db, businessId, shop.timeZone, from, to);
  const money = (minor: number) => csvAmount(minor, digits);
  let csv = csvLine(takingsCsvHeader);
  for (const l of lines) {
    const [date] = shopWallClock(new Date(l.at), shop.timeZone).split('T');
    csv += csvLine([
      date!,
      l.localTime,
      l.type,
      l.kind,
      l.receiptNumber,
      l.customerName,
      l.serviceName,
      l.artistName,
      money(l.amount),
      money(l.tipAmount),
      money(l.amount + l.tipAmount),
      shop.currency,
      l.reason,
      l.paymentId,
    ]);
  }
  return csv;
}
