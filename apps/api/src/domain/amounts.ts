import { inStatusGroup } from '@linework/contract/appointments';
import type { AppointmentMoney, PaymentKind, PaymentSummary } from '@linework/contract/money';
import type { LineItem, TipChoice } from '@linework/contract/payments';

// Money of one appointment as plain functions: integers in the currency's minor units, never
// floats, so USD cents, GBP pence and whole yen all add up exactly.

type Appointment = { priceAmount: number; depositAmount: number; serviceName: string };
type Paid = Pick<PaymentSummary, 'kind' | 'status' | 'totalAmount' | 'tipAmount'>;

const succeeded = (payments: Paid[], kind: PaymentKind) =>
  payments
    .filter((p) => p.status === 'succeeded' && p.kind === kind)
    .reduce((sum, p) => sum + p.totalAmount - p.tipAmount, 0);

/** The deposit still to pay: nothing once a deposit payment went through. */
export function depositDue(a: Pick<Appointment, 'depositAmount'>, payments: Paid[]): number {
  return Math.max(0, a.depositAmount - succeeded(payments, 'deposit'));
}

/** Price − deposit paid − earlier balances, never below zero. */
export function balanceDue(a: Pick<Appointment, 'priceAmount'>, payments: Paid[]): number {
  return Math.max(0, a.priceAmount - succeeded(payments, 'deposit') - succeeded(payments, 'balance'));
}

export class TipError extends Error {}

/**
 * A tip on a balance in minor units: a percentage rounded half up to a whole minor unit (a whole
 * yen for JPY), or a custom amount of at most the balance itself.
 */
export function tipAmount(base: number, tip: TipChoice | null | undefined): number {
  if (!tip) return 0;
  if ('percent' in tip) return Math.round((base * tip.percent) / 100);
  if (tip.amount > base) throw new TipError('A tip can be at most the amount of the balance itself.');
  return tip.amount;
}

export type PaymentAmounts = {
  amount: number;
  tipAmount: number;
  tipPercent: number | null;
  totalAmount: number;
  lineItems: LineItem[];
};

/**
 * What a deposit or balance payment asks for, line by line; the lines always add up to the total.
 * A deposit takes no tip (the work has not happened yet).
 */
export function paymentAmounts(
  kind: PaymentKind,
  a: Appointment,
  payments: Paid[],
  tip: TipChoice | null | undefined,
): PaymentAmounts {
  if (kind === 'deposit') {
    const amount = depositDue(a, payments);
    return {
      amount,
      tipAmount: 0,
      tipPercent: null,
      totalAmount: amount,
      lineItems: [{ kind: 'deposit', label: `Deposit for ${a.serviceName}`, amount }],
    };
  }
  const amount = balanceDue(a, payments);
  const tipped = tipAmount(amount, tip);
  const deposit = succeeded(payments, 'deposit');
  const earlier = succeeded(payments, 'balance');
  const lines: LineItem[] = [{ kind: 'service', label: a.serviceName, amount: a.priceAmount }];
  if (deposit) lines.push({ kind: 'deposit_paid', label: 'Deposit paid', amount: -deposit });
  if (earlier) lines.push({ kind: 'balance_paid', label: 'Paid earlier', amount: -earlier });
  if (tipped) {
    const label = tip && 'percent' in tip ? `Tip (${tip.percent}%)` : 'Tip';
    lines.push({ kind: 'tip', label, amount: tipped });
  }
  return {
    amount,
    tipAmount: tipped,
    tipPercent: tip && 'percent' in tip ? tip.percent : null,
    totalAmount: amount + tipped,
    lineItems: lines,
  };
}

/**
 * What an appointment's page says about money: paid, refunded, still due. For a project's session
 * what is due is its project record's (`sessionDue`), not the appointment's own sums.
 */
export function appointmentMoney(
  a: Pick<Appointment, 'priceAmount' | 'depositAmount'> & {
    status: string;
    balanceRequestedAt?: Date | null;
  },
  payments: PaymentSummary[],
  sessionDue?: number,
): AppointmentMoney {
  const paid = payments.filter((p) => p.status === 'succeeded');
  const waitingForDeposit = a.status === 'held' || a.status === 'pending_deposit';
  const settled = inStatusGroup('settled', a.status);
  return {
    paidAmount: paid.reduce((s, p) => s + p.totalAmount - p.tipAmount, 0),
    tipsAmount: paid.reduce((s, p) => s + p.tipAmount, 0),
    refundedAmount: paid.reduce((s, p) => s + p.refundedAmount, 0),
    depositDue: waitingForDeposit ? depositDue(a, payments) : 0,
    balanceDue: settled ? (sessionDue ?? balanceDue(a, payments)) : 0,
    balanceRequestedAt: a.balanceRequestedAt?.toISOString() ?? null,
    payments,
  };
}

/** A project session's checkout (from the project's money record): its price, credit applied, paid, balance. */
export type SessionCheckout = {
  label: string;
  priceAmount: number;
  creditToApply: number;
  creditAppliedAmount: number;
  paidAmount: number;
  balance: number;
};

/**
 * The balance of a project's session, line by line: the session, the deposit credited to it, what
 * was paid for it before, and a tip. The lines add up to the total, as every payment's do.
 */
export function sessionBalanceAmounts(s: SessionCheckout, tip: TipChoice | null | undefined): PaymentAmounts {
  const tipped = tipAmount(s.balance, tip);
  const credit = s.creditToApply + s.creditAppliedAmount;
  const lines: LineItem[] = [{ kind: 'service', label: s.label, amount: s.priceAmount }];
  if (credit) lines.push({ kind: 'deposit_paid', label: 'Deposit credited', amount: -credit });
  if (s.paidAmount) lines.push({ kind: 'balance_paid', label: 'Paid earlier', amount: -s.paidAmount });
  if (tipped) {
    const label = tip && 'percent' in tip ? `Tip (${tip.percent}%)` : 'Tip';
    lines.push({ kind: 'tip', label, amount: tipped });
  }
  return {
    amount: s.balance,
    tipAmount: tipped,
    tipPercent: tip && 'percent' in tip ? tip.percent : null,
    totalAmount: s.balance + tipped,
    lineItems: lines,
  };
}
