import type { MyPaymentItem } from '@linework/contract/payments';
import { and, desc, eq } from 'drizzle-orm';
import { appointments } from '../db/schema/appointments.ts';
import { artists, businesses, services } from '../db/schema/catalog.ts';
import { payments } from '../db/schema/payments.ts';
import type { Deps } from '../deps.ts';
import { projectSessionsOf } from '../projects/ledger.ts';
import { refundsOf } from './views.ts';

// The customer's own list of what they paid: every paid deposit and balance, newest first, each with
// its refunds and its receipt. Payments that never went through have no receipt and are left out.

export const paymentPageSize = 10;

export async function listMyPayments(
  { db }: Pick<Deps, 'db'>,
  customerId: string,
  page = 1,
): Promise<{ items: MyPaymentItem[]; nextPage: number | null }> {
  const rows = await db
    .select({
      payment: payments,
      appointment: appointments,
      shop: businesses,
      artist: artists,
      service: services,
    })
    .from(payments)
    .innerJoin(appointments, eq(appointments.id, payments.appointmentId))
    .innerJoin(businesses, eq(businesses.id, payments.businessId))
    .innerJoin(artists, eq(artists.id, appointments.artistId))
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .where(and(eq(payments.customerId, customerId), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.succeededAt), desc(payments.id))
    // One row more than a page says whether there is a next page.
    .limit(paymentPageSize + 1)
    .offset((page - 1) * paymentPageSize);
  const shown = rows.slice(0, paymentPageSize);
  const refunds = await refundsOf(
    db,
    shown.map((r) => r.payment.id),
  );
  const sessions = await projectSessionsOf(
    db,
    shown.map((r) => r.appointment.id),
  );
  const items = shown.map(({ payment: p, appointment: a, shop, artist, service }) => ({
    paymentId: p.id,
    kind: p.kind,
    receiptNumber: p.receiptNumber ?? '',
    paidAt: (p.succeededAt ?? p.updatedAt).toISOString(),
    currency: p.currency,
    totalAmount: p.totalAmount,
    refundedAmount: p.refundedAmount,
    refunds: refunds.get(p.id) ?? [],
    shop: { name: shop.name, timeZone: shop.timeZone },
    appointment: {
      id: a.id,
      serviceName: service.name,
      artistName: artist.displayName,
      startsAt: a.startsAt.toISOString(),
    },
    project: sessions.get(a.id) ?? null,
    // The same link the receipt page gives its payer: the key lets the PDF open in a new tab.
    pdfPath: `/v1/payments/${p.id}/receipt.pdf?key=${p.receiptKey}`,
  }));
  return { items, nextPage: rows.length > paymentPageSize ? page + 1 : null };
}
