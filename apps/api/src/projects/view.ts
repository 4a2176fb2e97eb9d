import { depositSession, projectMoney, sessionLabel } from '@linework/contract/project-money';
import type { ProjectSession, ProjectState, ProjectView } from '@linework/contract/projects';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database, Transaction } from '../db/client.ts';
import { appointments } from '../db/schema/appointments.ts';
import { artists, businesses, services } from '../db/schema/catalog.ts';
import { projects } from '../db/schema/projects.ts';
import { users } from '../db/schema/users.ts';
import { loadEntries, moneySessions, type ProjectRow } from './ledger.ts';

// The project as the customer and the shop see it: its quote, its sessions (done, booked, to book,
// each in the shop's zone), where it stands and its next step, and its money record read by the
// contract's `projectMoney`. Built for many projects in three queries. What else a project shows
// (its design proofs) is added beside these fields by the builder below.

type Db = Database | Transaction;
const day = 86_400_000;
const liveOrDone = ['held', 'pending_deposit', 'offered', 'confirmed', 'checked_in', 'completed'] as const;

const nextSteps: Record<ProjectState, string> = {
  quoting: 'The customer accepts the quote.',
  awaiting_deposit: 'The customer books the first session and pays the deposit.',
  awaiting_approval: 'The customer approves the design.',
  in_progress: 'The next session is booked.',
  next_session_to_book: 'The customer books the next session.',
  complete: 'Nothing: every session is done.',
  cancelled: 'Nothing: the project was cancelled.',
};

export function projectState(
  p: Pick<
    ProjectRow,
    | 'acceptedAt'
    | 'completedAt'
    | 'cancelledAt'
    | 'depositAmount'
    | 'sessionCount'
    | 'approvalRequired'
    | 'approvedProofId'
  >,
  depositDue: number,
  sessions: Pick<ProjectSession, 'state'>[],
): ProjectState {
  if (p.cancelledAt) return 'cancelled';
  if (p.completedAt) return 'complete';
  if (!p.acceptedAt) return 'quoting';
  const done = sessions.filter((s) => s.state === 'done').length;
  if (p.sessionCount && done >= p.sessionCount) return 'complete';
  // No deposit paid yet, or the last one forfeited by a rule: a (new) deposit is asked first.
  if (depositDue > 0) return 'awaiting_deposit';
  if (p.approvalRequired && !p.approvedProofId) return 'awaiting_approval';
  if (sessions.some((s) => s.state === 'booked')) return 'in_progress';
  return 'next_session_to_book';
}

/** The earliest start of the next session: the healing gap after the last session done or booked. */
export function nextSessionFrom(healingGapDays: number, lastEnd: Date | null, now: Date): Date {
  if (!lastEnd) return now;
  return new Date(Math.max(now.getTime(), lastEnd.getTime() + healingGapDays * day));
}

export async function loadProjectViews(db: Db, where: SQL | undefined, now: Date): Promise<ProjectView[]> {
  const rows = await db
    .select({ project: projects, shop: businesses, artist: artists, customer: users, service: services })
    .from(projects)
    .innerJoin(businesses, eq(businesses.id, projects.businessId))
    .innerJoin(artists, eq(artists.id, projects.artistId))
    .innerJoin(users, eq(users.id, projects.customerId))
    .innerJoin(services, eq(services.id, projects.serviceId))
    .where(where)
    .orderBy(desc(projects.createdAt), desc(projects.id));
  const ids = rows.map((r) => r.project.id);
  if (!ids.length) return [];
  const [entries, sessionRows] = await Promise.all([
    loadEntries(db, ids),
    db
      .select()
      .from(appointments)
      .where(and(inArray(appointments.projectId, ids), inArray(appointments.status, [...liveOrDone])))
      .orderBy(appointments.startsAt),
  ]);
  return rows.map(({ project: p, shop, artist, customer, service }) => {
    const booked = sessionRows.filter((a) => a.projectId === p.id);
    const entryRows = entries.get(p.id) ?? [];
    const money = projectMoney(
      p,
      moneySessions(p, service.durationMinutes, booked),
      entryRows.map((e) => ({ kind: e.kind, amount: e.amount, sessionNumber: e.sessionNumber })),
    );
    const zone = shop.timeZone;
    const sessions: ProjectSession[] = money.sessions.map((m) => {
      const a = booked.find((b) => b.sessionNumber === m.sessionNumber);
      return {
        sessionNumber: m.sessionNumber,
        appointmentId: a?.id ?? null,
        state: !a ? 'to_book' : a.status === 'completed' ? 'done' : 'booked',
        status: a?.status ?? null,
        startsAt: a?.startsAt.toISOString() ?? null,
        localTime: a ? DateTime.fromJSDate(a.startsAt, { zone }).toFormat('ccc d LLL yyyy, HH:mm') : null,
        priceAmount: m.priceAmount,
        creditAppliedAmount: m.creditAppliedAmount,
        creditPlannedAmount: m.creditPlannedAmount,
        paidAmount: m.paidAmount,
        tipsAmount: m.tipsAmount,
        dueAmount: m.dueAmount,
        label: sessionLabel(p.title, m.sessionNumber, p.sessionCount),
      };
    });
    const state = projectState(p, money.depositDueAmount, sessions);
    const lastEnd = booked.length ? booked[booked.length - 1]!.endsAt : null;
    // Awaiting a deposit, the next session is booked with it, unless one booked already asks it.
    const toBook =
      state === 'next_session_to_book' ||
      (state === 'awaiting_deposit' && !sessions.some((s) => s.state === 'booked'));
    return {
      id: p.id,
      businessId: p.businessId,
      shop: { name: shop.name, url: shop.shopUrl, timeZone: zone },
      artist: { id: artist.id, displayName: artist.displayName },
      customer: { id: customer.id, name: `${customer.firstName} ${customer.lastName}`.trim() },
      service: { id: service.id, name: service.name, durationMinutes: service.durationMinutes },
      requestId: p.requestId,
      title: p.title,
      description: p.description,
      placement: p.placement,
      size: p.size,
      referenceImages: p.referenceImages,
      sessionCount: p.sessionCount,
      quote: {
        kind: p.quoteKind,
        amount: p.quoteAmount,
        maxAmount: p.quoteMaxAmount,
        hourlyRateAmount: p.hourlyRateAmount,
        estimatedTenthHours: p.estimatedTenthHours,
        currency: p.currency,
      },
      depositAmount: p.depositAmount,
      depositAppliesTo: p.depositAppliesTo,
      healingGapDays: p.healingGapDays,
      rules: { inTimeCancel: p.inTimeCancelRule, lateCancel: p.lateCancelRule, noShow: p.noShowRule },
      state,
      nextStep:
        state === 'awaiting_deposit' && money.forfeitedAmount > 0
          ? 'The customer books the next session and pays a new deposit (the last one was forfeited).'
          : nextSteps[state],
      nextSessionFrom: toBook ? nextSessionFrom(p.healingGapDays, lastEnd, now).toISOString() : null,
      sessions,
      money: {
        currency: p.currency,
        quoteAmount: money.quoteAmount,
        paidAmount: money.paidAmount,
        depositPaidAmount: money.depositPaidAmount,
        depositDueAmount: money.depositDueAmount,
        creditHeldAmount: money.creditHeldAmount,
        creditAppliedAmount: money.creditAppliedAmount,
        refundedAmount: money.refundedAmount,
        forfeitedAmount: money.forfeitedAmount,
        tipsAmount: money.tipsAmount,
        dueAmount: money.dueAmount,
        depositSession: depositSession(p),
        entries: entryRows.map((e) => ({
          id: e.id,
          kind: e.kind,
          amount: e.amount,
          sessionNumber: e.sessionNumber,
          appointmentId: e.appointmentId,
          rule: e.rule,
          note: e.note,
          at: e.at.toISOString(),
        })),
      },
      acceptedAt: p.acceptedAt?.toISOString() ?? null,
      completedAt: p.completedAt?.toISOString() ?? null,
      cancelledAt: p.cancelledAt?.toISOString() ?? null,
      createdAt: p.createdAt.toISOString(),
    };
  });
}
