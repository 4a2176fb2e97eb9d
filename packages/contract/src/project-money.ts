// The money record of a project, as one pure function: what is paid and what is due, for the
// project and for each of its sessions, computed from the record's entries alone. The API (checkout,
// receipts, the studio), the customer's project page and the tests all call this one function, so
// they cannot disagree. Integers in the currency's minor units; no I/O, no zod.

/**
 * Every kind of entry. Money in: `deposit` (held as credit until applied to a session), `payment` (of
 * a session), `tip`. Credit moved: `credit_applied` (the held deposit counted towards a session at its
 * checkout). Money out or kept: `refund` (of a session's payment), `credit_refunded`,
 * `credit_forfeited` (the shop keeps it, by a named rule), `tip_refunded` (a tip given back: a refund
 * of a session's payment past what the session's part of it was). `credit_carried` only records that a
 * reschedule carried the credit to the new time; it moves no money. A refund the payment provider
 * refused is undone by its own entry, written when the refusal comes (`refund_failed`,
 * `credit_refund_failed`, `tip_refund_failed`): the money never left, so it counts as paid, held or
 * tipped again, and the record keeps both facts instead of rewriting the first.
 */
export const projectMoneyEntryKinds = [
  'deposit',
  'payment',
  'tip',
  'credit_applied',
  'refund',
  'credit_refunded',
  'credit_forfeited',
  'credit_carried',
  'tip_refunded',
  'refund_failed',
  'credit_refund_failed',
  'tip_refund_failed',
] as const;
export type ProjectMoneyEntryKind = (typeof projectMoneyEntryKinds)[number];

/** How the customer's page and the studio name each entry of the record. */
export const projectMoneyEntryLabels: Record<ProjectMoneyEntryKind, string> = {
  deposit: 'Deposit paid (held as credit)',
  payment: 'Payment',
  tip: 'Tip',
  credit_applied: 'Deposit credited',
  refund: 'Refund',
  credit_refunded: 'Deposit refunded',
  credit_forfeited: 'Deposit forfeited',
  credit_carried: 'Deposit kept as credit',
  tip_refunded: 'Tip refunded',
  refund_failed: 'Refund failed: still paid',
  credit_refund_failed: 'Deposit refund failed: held as credit again',
  tip_refund_failed: 'Tip refund failed: still tipped',
};

/** The session the deposit counts towards at checkout. */
export type DepositAppliesTo = 'first' | 'last' | 'spread';

export type MoneyEntry = {
  kind: ProjectMoneyEntryKind;
  /** Always > 0. */
  amount: number;
  sessionNumber: number | null;
};

export type MoneySession = {
  sessionNumber: number;
  /** The session's price (its share of the quote). */
  priceAmount: number;
};

export type MoneyProject = {
  /** The quoted total (fixed: the price; range: its low end; hourly: the estimate). */
  quoteAmount: number;
  /** Null while the number of sessions is to be decided. */
  sessionCount: number | null;
  depositAppliesTo: DepositAppliesTo;
  /** The deposit the quote asks (0 for none). */
  depositAmount: number;
};

export type SessionMoney = {
  sessionNumber: number;
  priceAmount: number;
  /** Credit already counted towards this session. */
  creditAppliedAmount: number;
  /** Held credit that will count towards this session at its checkout. */
  creditPlannedAmount: number;
  /** Paid for this session (payments less refunds), tips left out, credit left out. */
  paidAmount: number;
  /** Tips less tips refunded. */
  tipsAmount: number;
  /** Price − credit applied − credit planned − paid, never below zero. */
  dueAmount: number;
};

export type ProjectMoney = {
  quoteAmount: number;
  /** Money received and kept: deposits and payments, less refunds. Tips left out. */
  paidAmount: number;
  depositPaidAmount: number;
  /**
   * The deposit asked now: the quote's deposit while none is paid, and again once a named rule
   * forfeited it (a no-show, a late cancel) until a new one is paid; else 0.
   */
  depositDueAmount: number;
  /** Deposit not yet applied, refunded or forfeited. */
  creditHeldAmount: number;
  creditAppliedAmount: number;
  refundedAmount: number;
  forfeitedAmount: number;
  /** Tips less tips refunded. */
  tipsAmount: number;
  /** What is left of the quote: quote − (paid − forfeited), never below zero. */
  dueAmount: number;
  sessions: SessionMoney[];
  /** Broken rules of the record (never expected; the writer refuses an entry that would make one). */
  problems: string[];
};

const sum = (entries: MoneyEntry[], kind: ProjectMoneyEntryKind, session?: number | null) =>
  entries
    .filter((e) => e.kind === kind && (session === undefined || e.sessionNumber === session))
    .reduce((s, e) => s + e.amount, 0);

/** `total` split over `count` parts, the remainder on the last: 100 over 3 is 33, 33, 34. */
export function splitAmount(total: number, count: number): number[] {
  if (count <= 0) return [];
  const part = Math.floor(total / count);
  return Array.from({ length: count }, (_, i) => (i === count - 1 ? total - part * (count - 1) : part));
}

/** The session the whole deposit counts towards, or null for `spread` (or `last` while undecided). */
export function depositSession(p: Pick<MoneyProject, 'sessionCount' | 'depositAppliesTo'>): number | null {
  if (p.depositAppliesTo === 'first') return 1;
  if (p.depositAppliesTo === 'last') return p.sessionCount;
  return null;
}

/** How much of the deposit paid each session is meant to get (before anything is applied). */
function depositShares(project: MoneyProject, depositPaid: number, sessions: number[]): Map<number, number> {
  const shares = new Map<number, number>();
  if (project.depositAppliesTo === 'spread') {
    const count = project.sessionCount ?? Math.max(0, ...sessions);
    for (const [i, a] of splitAmount(depositPaid, count).entries()) shares.set(i + 1, a);
  } else {
    const target = depositSession(project);
    if (target !== null) shares.set(target, depositPaid);
  }
  return shares;
}

/** The money record read from its entries: the project's totals and each session's paid and due. */
export function projectMoney(
  project: MoneyProject,
  sessions: MoneySession[],
  entries: MoneyEntry[],
): ProjectMoney {
  const problems: string[] = [];
  for (const e of entries) {
    if (!Number.isInteger(e.amount) || e.amount <= 0)
      problems.push(`an entry of ${e.amount} is not positive`);
  }
  const depositPaid = sum(entries, 'deposit');
  const applied = sum(entries, 'credit_applied');
  // A refund the provider refused is taken off again by its own entry.
  const creditRefunded = sum(entries, 'credit_refunded') - sum(entries, 'credit_refund_failed');
  if (creditRefunded < 0) problems.push('more deposit refunds failed than were made');
  const forfeited = sum(entries, 'credit_forfeited');
  const creditHeld = depositPaid - applied - creditRefunded - forfeited;
  if (creditHeld < 0) problems.push('more credit was used than the deposit paid');
  const payments = sum(entries, 'payment');
  const refunds = sum(entries, 'refund') - sum(entries, 'refund_failed');
  const tips = sum(entries, 'tip') - sum(entries, 'tip_refunded') + sum(entries, 'tip_refund_failed');

  const numbers = [...new Set(sessions.map((s) => s.sessionNumber))].sort((a, b) => a - b);
  const shares = depositShares(project, depositPaid, numbers);
  let heldLeft = Math.max(0, creditHeld);
  const sessionMoney = numbers.map((n): SessionMoney => {
    const price = sessions.find((s) => s.sessionNumber === n)!.priceAmount;
    const creditApplied = sum(entries, 'credit_applied', n);
    const sessionRefunds = sum(entries, 'refund', n) - sum(entries, 'refund_failed', n);
    if (sessionRefunds < 0) problems.push(`session ${n}: more refunds failed than were made`);
    const paid = sum(entries, 'payment', n) - sessionRefunds;
    if (paid < 0) problems.push(`session ${n}: more refunded than paid`);
    const sessionTips =
      sum(entries, 'tip', n) - sum(entries, 'tip_refunded', n) + sum(entries, 'tip_refund_failed', n);
    if (sessionTips < 0) problems.push(`session ${n}: more tip refunded than tipped`);
    const planned = Math.min(
      heldLeft,
      Math.max(0, (shares.get(n) ?? 0) - creditApplied),
      Math.max(0, price - creditApplied - paid),
    );
    heldLeft -= planned;
    return {
      sessionNumber: n,
      priceAmount: price,
      creditAppliedAmount: creditApplied,
      creditPlannedAmount: planned,
      paidAmount: paid,
      tipsAmount: sessionTips,
      dueAmount: Math.max(0, price - creditApplied - planned - paid),
    };
  });
  const paidAmount = depositPaid + payments - refunds - creditRefunded;
  if (refunds > payments) problems.push('more refunded than paid');
  if (tips < 0) problems.push('more tip refunded than tipped');
  return {
    quoteAmount: project.quoteAmount,
    paidAmount,
    depositPaidAmount: depositPaid,
    // What stands of the deposits paid once forfeits are taken off: below one deposit, a new one is asked.
    depositDueAmount:
      project.depositAmount > 0 && depositPaid - forfeited < project.depositAmount
        ? project.depositAmount
        : 0,
    creditHeldAmount: creditHeld,
    creditAppliedAmount: applied,
    refundedAmount: refunds + creditRefunded,
    forfeitedAmount: forfeited,
    tipsAmount: tips,
    dueAmount: Math.max(0, project.quoteAmount - (paidAmount - forfeited)),
    sessions: sessionMoney,
    problems,
  };
}

/** What a session's checkout asks for: its price, the credit it applies now, what was paid, and the balance. */
export function sessionCheckout(money: ProjectMoney, sessionNumber: number) {
  const s = money.sessions.find((x) => x.sessionNumber === sessionNumber);
  if (!s) return { priceAmount: 0, creditToApply: 0, creditAppliedAmount: 0, paidAmount: 0, balance: 0 };
  return {
    priceAmount: s.priceAmount,
    creditToApply: s.creditPlannedAmount,
    creditAppliedAmount: s.creditAppliedAmount,
    paidAmount: s.paidAmount,
    balance: s.dueAmount,
  };
}

/** "Sleeve — session 2 of 3" (or "session 2" while the number is to be decided). */
export function sessionLabel(title: string, sessionNumber: number, sessionCount: number | null): string {
  return `${title} — session ${sessionNumber}${sessionCount ? ` of ${sessionCount}` : ''}`;
}
