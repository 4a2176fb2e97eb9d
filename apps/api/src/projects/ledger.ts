import type { PaymentProjectSession, ReceiptProject } from '@linework/contract/payments';
import {
  type MoneyEntry,
  type MoneySession,
  type ProjectMoney,
  projectMoney,
  sessionCheckout,
  sessionLabel,
  splitAmount,
} from '@linework/contract/project-money';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { appointments } from '../db/schema/appointments.ts';
import { services } from '../db/schema/catalog.ts';
import type { payments, refunds } from '../db/schema/payments.ts';
import { projectMoneyEntries } from '../db/schema/project-money.ts';
import { projects } from '../db/schema/projects.ts';
import { DomainError } from '../domain/errors.ts';

// The writer and reader of a project's money record. Every entry is written with the project row
// locked (so two payments of one project line up), under a key unique in the project (so a retry,
// a repeated webhook or a job run twice writes nothing new), and only if the record read with it by
// the contract's `projectMoney` still keeps its rules (credit never below zero, refunds never above
// what was paid). Payments and refunds call it from their own transactions.

export type ProjectRow = typeof projects.$inferSelect;
export type EntryRow = typeof projectMoneyEntries.$inferSelect;
type Db = Database | Transaction;

/** Appointment statuses that do not hold a session: it is to book again. */
export const unservedStatuses = ['cancelled', 'expired', 'no_show'] as const;

/** The price a session is booked at: its share of the quote. */
export function plannedSessionPrice(
  project: Pick<ProjectRow, 'sessionCount' | 'quoteKind' | 'quoteAmount' | 'hourlyRateAmount'>,
  sessionNumber: number,
  durationMinutes: number,
  otherSessionPrices: number[],
): number {
  if (project.sessionCount) {
    return splitAmount(project.quoteAmount, project.sessionCount)[sessionNumber - 1] ?? 0;
  }
  if (project.quoteKind === 'hourly' && project.hourlyRateAmount) {
    return Math.round((project.hourlyRateAmount * durationMinutes) / 60);
  }
  return Math.max(0, project.quoteAmount - otherSessionPrices.reduce((a, b) => a + b, 0));
}

export const lockProject = async (tx: Transaction, projectId: string) => {
  const [row] = await tx.select().from(projects).where(eq(projects.id, projectId)).for('update');
  return row;
};

export async function loadEntries(db: Db, projectIds: string[]): Promise<Map<string, EntryRow[]>> {
  const map = new Map<string, EntryRow[]>(projectIds.map((id) => [id, []]));
  if (!projectIds.length) return map;
  const rows = await db
    .select()
    .from(projectMoneyEntries)
    .where(inArray(projectMoneyEntries.projectId, projectIds))
    .orderBy(asc(projectMoneyEntries.at), asc(projectMoneyEntries.createdAt), asc(projectMoneyEntries.id));
  for (const r of rows) map.get(r.projectId)?.push(r);
  return map;
}

/** The live (or done) appointment of each session number of these projects. */
export async function loadSessionAppointments(db: Db, projectIds: string[]) {
  if (!projectIds.length) return [];
  return db
    .select()
    .from(appointments)
    .where(
      and(
        inArray(appointments.projectId, projectIds),
        notInArray(appointments.status, [...unservedStatuses]),
      ),
    )
    .orderBy(asc(appointments.startsAt));
}

/** The sessions the money record counts: 1..N (or as many as booked), each at its booked or planned price. */
export function moneySessions(
  project: ProjectRow,
  durationMinutes: number,
  booked: { sessionNumber: number | null; priceAmount: number }[],
): MoneySession[] {
  const byNumber = new Map<number, number>();
  for (const a of booked) if (a.sessionNumber) byNumber.set(a.sessionNumber, a.priceAmount);
  const count = Math.max(project.sessionCount ?? 0, ...byNumber.keys(), project.sessionCount ? 0 : 1);
  const out: MoneySession[] = [];
  for (let n = 1; n <= count; n++) {
    const price =
      byNumber.get(n) ??
      plannedSessionPrice(
        project,
        n,
        durationMinutes,
        [...byNumber.entries()].filter(([k]) => k !== n).map(([, v]) => v),
      );
    out.push({ sessionNumber: n, priceAmount: price });
  }
  return out;
}

export const asMoneyEntry = (e: Pick<EntryRow, 'kind' | 'amount' | 'sessionNumber'>): MoneyEntry => ({
  kind: e.kind,
  amount: e.amount,
  sessionNumber: e.sessionNumber,
});

async function durationOf(db: Db, serviceId: string) {
  const [s] = await db
    .select({ durationMinutes: services.durationMinutes })
    .from(services)
    .where(eq(services.id, serviceId));
  return s?.durationMinutes ?? 60;
}

/** A project's money record as it stands (read in the caller's transaction when given one). */
export async function moneyOf(db: Db, project: ProjectRow, extra: MoneyEntry[] = []): Promise<ProjectMoney> {
  const [entries, booked, duration] = await Promise.all([
    loadEntries(db, [project.id]).then((m) => m.get(project.id) ?? []),
    loadSessionAppointments(db, [project.id]),
    durationOf(db, project.serviceId),
  ]);
  return projectMoney(project, moneySessions(project, duration, booked), [
    ...entries.map(asMoneyEntry),
    ...extra,
  ]);
}

export type NewEntry = Omit<typeof projectMoneyEntries.$inferInsert, 'id' | 'projectId' | 'currency'>;

/**
 * Writes one entry of a locked project's record, once per key. Refused (and the caller's transaction
 * with it) when the record would break a rule. Returns whether it was written now.
 */
export async function addEntry(tx: Transaction, project: ProjectRow, entry: NewEntry): Promise<boolean> {
  if (entry.amount <= 0) return false;
  const [existing] = await tx
    .select({ id: projectMoneyEntries.id })
    .from(projectMoneyEntries)
    .where(and(eq(projectMoneyEntries.projectId, project.id), eq(projectMoneyEntries.key, entry.key)));
  if (existing) return false;
  const after = await moneyOf(tx, project, [
    asMoneyEntry({ ...entry, sessionNumber: entry.sessionNumber ?? null }),
  ]);
  if (after.problems.length) {
    throw new DomainError('NOT_REFUNDABLE', `The project's money record refuses this: ${after.problems[0]}.`);
  }
  await tx.insert(projectMoneyEntries).values({
    id: newId(),
    projectId: project.id,
    currency: project.currency,
    ...entry,
  });
  return true;
}

type Payment = typeof payments.$inferSelect;

/** The project session an appointment is, with the project locked; undefined when it is not one. */
async function sessionOf(tx: Transaction, appointmentId: string) {
  const [a] = await tx
    .select({ projectId: appointments.projectId, sessionNumber: appointments.sessionNumber })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  if (!a?.projectId || !a.sessionNumber) return undefined;
  const project = await lockProject(tx, a.projectId);
  return project ? { project, sessionNumber: a.sessionNumber } : undefined;
}

/**
 * What a session's checkout asks for: its price less the held deposit it applies and what was paid
 * for it. Undefined for an appointment that is not a project's session.
 */
export async function projectCheckout(tx: Transaction, appointmentId: string) {
  const session = await sessionOf(tx, appointmentId);
  if (!session) return undefined;
  const money = await moneyOf(tx, session.project);
  return {
    ...sessionCheckout(money, session.sessionNumber),
    label: sessionLabel(session.project.title, session.sessionNumber, session.project.sessionCount),
  };
}

/** The project session of each of these appointments (those that are one), for the payer's list. */
export async function projectSessionsOf(db: Db, appointmentIds: string[]) {
  const map = new Map<string, PaymentProjectSession>();
  if (!appointmentIds.length) return map;
  const rows = await db
    .select({
      appointmentId: appointments.id,
      projectId: projects.id,
      title: projects.title,
      sessionCount: projects.sessionCount,
      sessionNumber: appointments.sessionNumber,
    })
    .from(appointments)
    .innerJoin(projects, eq(projects.id, appointments.projectId))
    .where(inArray(appointments.id, appointmentIds));
  for (const r of rows) {
    if (!r.sessionNumber) continue;
    map.set(r.appointmentId, {
      projectId: r.projectId,
      title: r.title,
      sessionNumber: r.sessionNumber,
      sessionCount: r.sessionCount,
      label: sessionLabel(r.title, r.sessionNumber, r.sessionCount),
    });
  }
  return map;
}

/**
 * A receipt's project: the session the payment is for, the deposit it credited to that session,
 * and the project's record as it stands (the same record the project page and the studio read).
 */
export async function receiptProjectOf(
  db: Db,
  payment: Pick<Payment, 'id' | 'appointmentId'>,
): Promise<ReceiptProject | null> {
  const session = (await projectSessionsOf(db, [payment.appointmentId])).get(payment.appointmentId);
  if (!session) return null;
  const [project] = await db.select().from(projects).where(eq(projects.id, session.projectId));
  if (!project) return null;
  const money = await moneyOf(db, project);
  const credited = await db
    .select({ amount: projectMoneyEntries.amount })
    .from(projectMoneyEntries)
    .where(
      and(
        eq(projectMoneyEntries.projectId, project.id),
        eq(projectMoneyEntries.paymentId, payment.id),
        eq(projectMoneyEntries.kind, 'credit_applied'),
      ),
    );
  return {
    ...session,
    creditAppliedAmount: credited.reduce((s, e) => s + e.amount, 0),
    quoteAmount: money.quoteAmount,
    paidAmount: money.paidAmount,
    creditHeldAmount: money.creditHeldAmount,
    dueAmount: money.dueAmount,
  };
}

/** The receipt's name for a payment of a project's session ("Sleeve — session 2 of 3"), if it is one. */
export async function sessionLabelOf(db: Db, appointmentId: string) {
  const [row] = await db
    .select({ title: projects.title, count: projects.sessionCount, n: appointments.sessionNumber })
    .from(appointments)
    .innerJoin(projects, eq(projects.id, appointments.projectId))
    .where(eq(appointments.id, appointmentId));
  return row?.n ? sessionLabel(row.title, row.n, row.count) : null;
}

/**
 * A payment of a project's session went through: a deposit becomes credit held for the project; a
 * balance applies the credit planned for its session, then is the session's payment (and its tip).
 */
export async function recordPaymentEntries(tx: Transaction, payment: Payment, now: Date) {
  const session = await sessionOf(tx, payment.appointmentId);
  if (!session) return;
  const { project, sessionNumber } = session;
  const common = { appointmentId: payment.appointmentId, paymentId: payment.id, at: now };
  if (payment.kind === 'deposit') {
    await addEntry(tx, project, {
      ...common,
      kind: 'deposit',
      amount: payment.amount,
      sessionNumber: null,
      key: `payment:${payment.id}`,
      note: 'Deposit held as credit',
    });
    return;
  }
  const money = await moneyOf(tx, project);
  const { creditToApply } = sessionCheckout(money, sessionNumber);
  await addEntry(tx, project, {
    ...common,
    kind: 'credit_applied',
    amount: creditToApply,
    sessionNumber,
    key: `credit:${payment.id}`,
    note: `Deposit credited to session ${sessionNumber}`,
  });
  await addEntry(tx, project, {
    ...common,
    kind: 'payment',
    amount: payment.amount,
    sessionNumber,
    key: `payment:${payment.id}`,
    note: `Session ${sessionNumber}`,
  });
  await addEntry(tx, project, {
    ...common,
    kind: 'tip',
    amount: payment.tipAmount,
    sessionNumber,
    key: `tip:${payment.id}`,
    note: 'Tip',
  });
}

/**
 * Money going back from a payment of a project's session: from a deposit it is held credit
 * refunded (refused when the credit was already applied); from a session's payment, that session's
 * payment first and, past what is left of it, the payment's tip (so giving a tip back never takes a
 * session's paid amount below zero).
 */
export async function recordRefundEntry(
  tx: Transaction,
  payment: Payment,
  refund: typeof refunds.$inferSelect,
  rule: string | null,
) {
  const session = await sessionOf(tx, payment.appointmentId);
  if (!session) return;
  const common = {
    appointmentId: payment.appointmentId,
    paymentId: payment.id,
    refundId: refund.id,
    rule,
    note: refund.reason,
    at: refund.createdAt,
  };
  if (payment.kind === 'deposit') {
    await addEntry(tx, session.project, {
      ...common,
      kind: 'credit_refunded',
      amount: refund.amount,
      sessionNumber: null,
      key: `refund:${refund.id}`,
    });
    return;
  }
  const earlier = await tx
    .select({ kind: projectMoneyEntries.kind, amount: projectMoneyEntries.amount })
    .from(projectMoneyEntries)
    .where(
      and(
        eq(projectMoneyEntries.projectId, session.project.id),
        eq(projectMoneyEntries.paymentId, payment.id),
        inArray(projectMoneyEntries.kind, ['refund', 'refund_failed']),
      ),
    );
  // A refund the provider refused gave nothing back: its part of the payment is still to refund.
  const paymentLeft =
    payment.amount - earlier.reduce((s, e) => s + (e.kind === 'refund' ? e.amount : -e.amount), 0);
  const ofPayment = Math.max(0, Math.min(refund.amount, paymentLeft));
  await addEntry(tx, session.project, {
    ...common,
    kind: 'refund',
    amount: ofPayment,
    sessionNumber: session.sessionNumber,
    key: `refund:${refund.id}`,
  });
  await addEntry(tx, session.project, {
    ...common,
    kind: 'tip_refunded',
    amount: refund.amount - ofPayment,
    sessionNumber: session.sessionNumber,
    key: `refund-tip:${refund.id}`,
  });
}

/** The entry that undoes each kind of refund entry when the provider refuses the refund. */
const failedKinds = {
  refund: 'refund_failed',
  credit_refunded: 'credit_refund_failed',
  tip_refunded: 'tip_refund_failed',
} as const;

/**
 * The payment provider refused a refund of a project's payment: the money never left, so each entry
 * the refund wrote is undone by its own (the session's payment, the held credit or the tip counts
 * again). Written once per entry, however often the refusal is reported.
 */
export async function recordRefundFailed(
  tx: Transaction,
  refund: Pick<typeof refunds.$inferSelect, 'id'>,
  reason: string,
  now: Date,
) {
  const written = await tx
    .select()
    .from(projectMoneyEntries)
    .where(
      and(
        eq(projectMoneyEntries.refundId, refund.id),
        inArray(projectMoneyEntries.kind, Object.keys(failedKinds) as (keyof typeof failedKinds)[]),
      ),
    )
    .orderBy(asc(projectMoneyEntries.createdAt), asc(projectMoneyEntries.id));
  if (!written.length) return;
  const project = await lockProject(tx, written[0]!.projectId);
  if (!project) return;
  for (const e of written) {
    await addEntry(tx, project, {
      kind: failedKinds[e.kind as keyof typeof failedKinds],
      amount: e.amount,
      sessionNumber: e.sessionNumber,
      appointmentId: e.appointmentId,
      paymentId: e.paymentId,
      refundId: refund.id,
      rule: e.rule,
      note: reason,
      key: `refund-failed:${e.id}`,
      at: now,
    });
  }
}
