import type { PaymentSummary } from '@linework/contract/money';
import { and, desc, inArray, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import type { appointments } from '../db/schema/appointments.ts';
import { payments } from '../db/schema/payments.ts';
import { balanceDue } from '../domain/amounts.ts';
import { projectCheckout } from '../projects/ledger.ts';

/**
 * The payments of some appointments, newest first, in one query (no query per appointment);
 * cancelled ones are left out, and so is `except` (the payment being computed).
 */
export async function summariesOf(
  db: Database | Transaction,
  appointmentIds: string[],
  except?: string,
): Promise<Map<string, PaymentSummary[]>> {
  const byAppointment = new Map<string, PaymentSummary[]>();
  if (!appointmentIds.length) return byAppointment;
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.appointmentId, appointmentIds),
        ne(payments.status, 'canceled'),
        except ? ne(payments.id, except) : undefined,
      ),
    )
    .orderBy(desc(payments.createdAt));
  for (const p of rows) {
    const list = byAppointment.get(p.appointmentId) ?? [];
    list.push({
      id: p.id,
      kind: p.kind,
      status: p.status,
      totalAmount: p.totalAmount,
      tipAmount: p.tipAmount,
      refundedAmount: p.refundedAmount,
      receiptNumber: p.receiptNumber,
      succeededAt: p.succeededAt?.toISOString() ?? null,
    });
    byAppointment.set(p.appointmentId, list);
  }
  return byAppointment;
}

/**
 * What is left to pay for an appointment, as its balance checkout would take it: a project session's
 * from the project's record (the deposit, paid once with another session, may be credited to it),
 * any other appointment's from its own price and payments. The shop's request and its email say this.
 */
export async function balanceLeft(
  tx: Transaction,
  a: Pick<typeof appointments.$inferSelect, 'id' | 'priceAmount'>,
): Promise<number> {
  const session = await projectCheckout(tx, a.id);
  if (session) return session.balance;
  return balanceDue(a, (await summariesOf(tx, [a.id])).get(a.id) ?? []);
}
