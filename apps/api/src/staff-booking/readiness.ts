import { inStatusGroup } from '@linework/contract/appointments';
import type { PaymentSummary } from '@linework/contract/money';
import type { DepositState, ShopAppointment } from '@linework/contract/staff-booking';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { balanceDue } from '../domain/amounts.ts';

// What the shop checks before a customer sits down: is the deposit in, is the waiver signed, are
// they here. Read for a whole day at once, never per appointment.

type Appointment = { status: string; priceAmount: number; depositAmount: number };

/**
 * The deposit's state and what is paid, refunded and still due, from the appointment's payments;
 * for a project's session what is due is its project record's (`sessionDue`).
 */
export function moneyAtAGlance(
  a: Appointment,
  payments: Pick<PaymentSummary, 'kind' | 'status' | 'totalAmount' | 'tipAmount' | 'refundedAmount'>[],
  sessionDue?: number,
): ShopAppointment['money'] {
  const paid = payments.filter((p) => p.status === 'succeeded');
  const deposits = paid.filter((p) => p.kind === 'deposit');
  const depositPaid = deposits.reduce((s, p) => s + p.totalAmount - p.tipAmount, 0);
  const depositRefunded = deposits.length > 0 && deposits.every((p) => p.refundedAmount >= p.totalAmount);
  let depositState: DepositState;
  if (a.depositAmount === 0 && depositPaid === 0) depositState = 'none';
  else if (depositRefunded) depositState = 'refunded';
  else if (depositPaid > 0 && depositPaid >= a.depositAmount) depositState = 'paid';
  else if (inStatusGroup('depositDue', a.status)) depositState = 'due';
  else depositState = 'unpaid';
  return {
    depositState,
    paidAmount: paid.reduce((s, p) => s + p.totalAmount - p.tipAmount, 0),
    balanceDue: inStatusGroup('settled', a.status) ? (sessionDue ?? balanceDue(a, payments)) : 0,
    refundedAmount: paid.reduce((s, p) => s + p.refundedAmount, 0),
  };
}

type PaymentRow = Pick<PaymentSummary, 'kind' | 'status' | 'totalAmount' | 'tipAmount' | 'refundedAmount'>;

/**
 * The payments, waiver and arrival of some appointments in one query, whatever their number: a
 * day's list costs the same with one appointment or forty.
 */
export async function readiness(db: Database, ids: string[], now: Date) {
  const rows = ids.length
    ? (
        await db.execute<{
          id: string;
          signed_at: string | Date | null;
          sent: boolean;
          arrived_at: string | Date | null;
          payments: PaymentRow[] | string;
        }>(sql`
          select a.id,
            (select min(w.signed_at) from signed_waivers w where w.appointment_id = a.id) as signed_at,
            exists (
              select 1 from waiver_sessions s
              where s.appointment_id = a.id and s.signed_at is null and s.expires_at > ${now.toISOString()}::timestamptz
            ) as sent,
            (select max(h.at) from appointment_history h
              where h.appointment_id = a.id and h.to_status = 'checked_in') as arrived_at,
            coalesce((
              select json_agg(json_build_object(
                'kind', p.kind, 'status', p.status, 'totalAmount', p.total_amount,
                'tipAmount', p.tip_amount, 'refundedAmount', p.refunded_amount))
              from payments p where p.appointment_id = a.id and p.status <> 'canceled'
            ), '[]'::json) as payments
          from appointments a
          where a.id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`)
      ).rows
    : [];
  const instant = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());
  const byId = new Map(
    rows.map((r) => [
      r.id,
      {
        signedAt: instant(r.signed_at),
        sent: r.sent === true || (r.sent as unknown) === 't',
        arrivedAt: instant(r.arrived_at),
        payments: (typeof r.payments === 'string' ? JSON.parse(r.payments) : r.payments) as PaymentRow[],
      },
    ]),
  );
  return {
    paymentsOf: (id: string) => byId.get(id)?.payments ?? [],
    waiverOf(id: string): ShopAppointment['waiver'] {
      const r = byId.get(id);
      if (r?.signedAt) return { state: 'signed', signedAt: r.signedAt };
      return { state: r?.sent ? 'sent' : 'none', signedAt: null };
    },
    checkInOf(a: { id: string; status: string }): ShopAppointment['checkIn'] {
      const at = byId.get(a.id)?.arrivedAt ?? null;
      const arrived =
        a.status === 'checked_in' || a.status === 'completed' || (at !== null && a.status !== 'no_show');
      return { arrived, at: arrived ? at : null };
    },
  };
}
