import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { recordMadeUpAppointment } from '../appointments/dev-records.ts';
import type { Transaction } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { payments, refunds } from '../db/schema/payments.ts';
import type { DemoShop } from './demo-appointments.ts';

/** The demo customer's history at North Star, so their appointments and payments are not empty. */
const history = [
  { daysAgo: 75, artist: 'jules', service: 'Small fine line tattoo', outcome: 'completed', tip: 1950 },
  { daysAgo: 40, artist: 'dex', service: 'Flash piece', outcome: 'completed', tip: 0 },
  // Cancelled in time: its deposit came back.
  { daysAgo: 12, artist: 'rina', service: 'Flash piece', outcome: 'cancelled', tip: 0 },
] as const;

/**
 * Past visits with their paid deposits and balances (each with a receipt), and a cancelled one whose
 * deposit was refunded, written as the payment flow would have left them.
 */
export async function insertDemoHistory(tx: Transaction, input: DemoShop) {
  for (const visit of history) {
    const service = input.services.get(visit.service)!;
    const start = DateTime.fromJSDate(input.seededAt)
      .setZone(input.timeZone)
      .minus({ days: visit.daysAgo })
      .set({ hour: 13, minute: 0, second: 0, millisecond: 0 });
    const startsAt = start.toJSDate();
    const endsAt = start.plus({ minutes: service.durationMinutes }).toJSDate();
    const cancelled = visit.outcome === 'cancelled';
    const id = newId();
    await recordMadeUpAppointment(
      tx,
      {
        id,
        businessId: input.businessId,
        artistId: input.artistIds.get(visit.artist)!,
        serviceId: service.id,
        customerId: input.customerId,
        startsAt,
        endsAt,
        blockedFrom: startsAt,
        blockedUntil: endsAt,
        status: visit.outcome,
        cancelOutcome: cancelled ? 'refund' : null,
        confirmationCode: `H${newId().slice(0, 7).toUpperCase()}`,
        priceAmount: service.priceAmount,
        depositAmount: service.depositAmount,
        currency: input.currency,
        createdAt: start.minus({ days: 14 }).toJSDate(),
      },
      [{ fromStatus: 'confirmed', toStatus: visit.outcome, reason: 'demo history' }],
    );
    const paid = (
      kind: 'deposit' | 'balance',
      at: DateTime,
      lineItems: typeof payments.$inferInsert.lineItems,
    ) => {
      const amount = lineItems.filter((l) => l.kind !== 'tip').reduce((sum, l) => sum + l.amount, 0);
      const tipAmount = lineItems.find((l) => l.kind === 'tip')?.amount ?? 0;
      return {
        id: newId(),
        appointmentId: id,
        businessId: input.businessId,
        customerId: input.customerId,
        kind,
        status: 'succeeded' as const,
        provider: 'sandbox' as const,
        currency: input.currency,
        amount,
        tipAmount,
        tipPercent: tipAmount ? 15 : null,
        totalAmount: amount + tipAmount,
        lineItems,
        cardBrand: 'visa',
        cardLast4: '4242',
        receiptNumber: sql`'LW-' || nextval('receipt_number_seq')`,
        receiptKey: newId(),
        createdAt: at.toJSDate(),
        updatedAt: at.toJSDate(),
        succeededAt: at.toJSDate(),
      };
    };
    const depositAt = start.minus({ days: 14 });
    const [deposit] = await tx
      .insert(payments)
      .values(
        paid('deposit', depositAt, [
          { kind: 'deposit', label: `Deposit for ${visit.service}`, amount: service.depositAmount },
        ]),
      )
      .returning();
    if (cancelled) {
      const at = start.minus({ days: 3 }).toJSDate();
      await tx
        .update(payments)
        .set({ refundedAmount: service.depositAmount })
        .where(sql`id = ${deposit!.id}`);
      await tx.insert(refunds).values({
        id: newId(),
        paymentId: deposit!.id,
        amount: service.depositAmount,
        status: 'succeeded',
        // The words the real cancellation gives its refund (appointments/change.ts): it was in time, not within the notice.
        reason: 'Cancelled in time by the customer',
        requestedBy: 'customer',
        idempotencyKey: `demo-${id}`,
        createdAt: at,
        updatedAt: at,
      });
      continue;
    }
    await tx
      .insert(payments)
      .values(
        paid('balance', start.plus({ minutes: service.durationMinutes }), [
          { kind: 'service', label: visit.service, amount: service.priceAmount },
          { kind: 'deposit_paid', label: 'Deposit paid', amount: -service.depositAmount },
          ...(visit.tip ? [{ kind: 'tip' as const, label: 'Tip (15%)', amount: visit.tip }] : []),
        ]),
      );
  }
}
