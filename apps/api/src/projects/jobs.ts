import { formatMoney } from '@linework/contract/money-format';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appointments } from '../db/schema/appointments.ts';
import { payments } from '../db/schema/payments.ts';
import { projects } from '../db/schema/projects.ts';
import { users } from '../db/schema/users.ts';
import type { Deps } from '../deps.ts';
import { enqueueJob, type JobHandlers, type JobKindsOf } from '../jobs/queue.ts';
import { reserveRefund } from '../payments/refunds.ts';
import { textAllowedAt } from '../sms/quiet-hours.ts';
import { wants } from '../users/preferences.ts';
import {
  nextSessionDueEmail,
  type ProjectFacts,
  projectTexts,
  quoteEmail,
  sessionBookedEmail,
  sessionDueEmail,
} from './emails.tsx';
import { addEntry, lockProject, moneyOf } from './ledger.ts';
import { loadProjectViews } from './view.ts';

// The jobs of projects: the shop's named rule for a session that ended unserved, and the emails
// (the quote, a session booked, the next session due after healing), each as the customer chose.

export type SessionEndedEvent = 'in_time_cancel' | 'late_cancel' | 'no_show' | 'shop_cancel';

declare module '../jobs/queue.ts' {
  interface JobPayloads {
    /** Apply the project's rule to its held deposit: a session was cancelled or missed. */
    'project.session_ended': {
      projectId: string;
      appointmentId: string;
      event: SessionEndedEvent;
      at: string;
    };
    'project.quoted': { projectId: string };
    'project.session_booked': { projectId: string; appointmentId: string };
    /** After the healing gap, tell the customer the next session can be booked (if it still is to book). */
    'project.next_session_due': { projectId: string };
    /** A day or two before a session: what is due at its checkout (if the session is still then). */
    'project.session_due': { projectId: string; appointmentId: string; startsAt: string };
    /** A project's text that waited for the end of quiet hours. */
    'project.text': {
      userId: string;
      kind: 'appointments' | 'reminders';
      body: string;
      until: string | null;
    };
  }
}

const ruleNames: Record<SessionEndedEvent, string> = {
  in_time_cancel: 'Cancelled in time',
  late_cancel: 'Cancelled late',
  no_show: 'No-show',
  shop_cancel: 'Cancelled by the shop',
};

/**
 * The project's named rule for its held deposit when a session is cancelled or missed: kept as credit
 * (written down, nothing moves), refunded (through the deposit's payment), or forfeited. Once per
 * appointment and event (the entry's key), however often the job runs.
 */
export async function applySessionRule(
  db: Database,
  payload: { projectId: string; appointmentId: string; event: SessionEndedEvent; at: string },
) {
  const at = new Date(payload.at);
  await db.transaction(async (tx) => {
    const project = await lockProject(tx, payload.projectId);
    if (!project) return;
    const rule =
      payload.event === 'shop_cancel'
        ? 'keep_credit'
        : payload.event === 'no_show'
          ? project.noShowRule
          : payload.event === 'late_cancel'
            ? project.lateCancelRule
            : project.inTimeCancelRule;
    const ruleName = `${ruleNames[payload.event]}: deposit ${rule === 'keep_credit' ? 'kept as credit' : rule === 'refund' ? 'refunded' : 'forfeited'}`;
    const money = await moneyOf(tx, project);
    const credit = money.creditHeldAmount;
    if (credit <= 0) return;
    const key = `rule:${payload.appointmentId}:${payload.event}`;
    const base = { appointmentId: payload.appointmentId, rule: ruleName, key, at };
    if (rule === 'keep_credit') {
      await addEntry(tx, project, {
        ...base,
        kind: 'credit_carried',
        amount: credit,
        note: 'Deposit kept as credit for the next session',
      });
    } else if (rule === 'forfeit') {
      await addEntry(tx, project, {
        ...base,
        kind: 'credit_forfeited',
        amount: credit,
        note: 'Deposit forfeited',
      });
    } else {
      // Refunded through the deposit payment(s) of the project; each refund writes its own entry.
      const deposits = await tx
        .select({ payment: payments })
        .from(payments)
        .innerJoin(appointments, eq(appointments.id, payments.appointmentId))
        .where(
          and(
            eq(appointments.projectId, project.id),
            eq(payments.kind, 'deposit'),
            eq(payments.status, 'succeeded'),
          ),
        )
        .orderBy(asc(payments.createdAt))
        .for('update', { of: payments });
      let left = credit;
      for (const { payment } of deposits) {
        const amount = Math.min(left, payment.totalAmount - payment.refundedAmount);
        if (amount <= 0) continue;
        await reserveRefund(tx, payment, {
          at,
          amount,
          reason: ruleName,
          requestedBy: null,
          idempotencyKey: key,
          source: 'system',
          rule: ruleName,
        });
        left -= amount;
      }
    }
  });
}

/** Two days before a session, the customer hears what its checkout will ask. */
const sessionDueLeadMs = 2 * 86_400_000;

async function factsOf(deps: Deps, projectId: string) {
  const [view] = await loadProjectViews(deps.db, eq(projects.id, projectId), deps.clock.now());
  if (!view) return undefined;
  const [customer] = await deps.db.select().from(users).where(eq(users.id, view.customer.id));
  if (!customer) return undefined;
  const c = view.quote.currency;
  const quoteText =
    view.quote.kind === 'fixed'
      ? formatMoney(view.quote.amount, c)
      : view.quote.kind === 'range'
        ? `${formatMoney(view.quote.amount, c)} – ${formatMoney(view.quote.maxAmount ?? 0, c)}`
        : `${formatMoney(view.quote.hourlyRateAmount ?? 0, c)} an hour, about ${(view.quote.estimatedTenthHours ?? 0) / 10} hours`;
  const facts: ProjectFacts = {
    to: customer.email,
    firstName: customer.firstName,
    shopName: view.shop.name,
    artistName: view.artist.displayName,
    title: view.title,
    sessionCount: view.sessionCount,
    quoteText,
    depositAmount: view.depositAmount,
    currency: c,
    url: `${deps.config.publicUrl}/account/projects/${view.id}`,
  };
  return { view, facts, customer };
}

type Loaded = NonNullable<Awaited<ReturnType<typeof factsOf>>>;
type Kind = 'appointments' | 'reminders';

/** The email, when the customer takes this kind of message by email. */
async function email(deps: Deps, loaded: Loaded, kind: Kind, message: () => ReturnType<typeof quoteEmail>) {
  if (wants(loaded.customer, kind, 'email')) await deps.mailer.send(await message());
}

/**
 * The text, when the customer takes this kind of message by text: now, or at the end of quiet hours
 * in the shop's zone (dropped when that is after `until`, a session already begun).
 */
const text = (deps: Deps, loaded: Loaded, kind: Kind, body: string, until?: Date) =>
  textCustomer(deps, loaded.customer, loaded.view.shop.timeZone, kind, body, until);

/** A project's text to its customer, as `text` above; the design's messages (proof-jobs.ts) use it too. */
export async function textCustomer(
  deps: Deps,
  customer: typeof users.$inferSelect,
  timeZone: string,
  kind: Kind,
  body: string,
  until?: Date,
) {
  if (!wants(customer, kind, 'sms')) return;
  const now = deps.clock.now();
  const at = textAllowedAt(now, timeZone);
  if (at.getTime() === now.getTime()) {
    await deps.sms.send({ to: customer.phoneNumber!, body });
  } else if (!until || at < until) {
    await enqueueJob(
      deps.db,
      'project.text',
      { userId: customer.id, kind, body, until: until?.toISOString() ?? null },
      at,
    );
  }
}

async function waitedText(deps: Deps, p: { userId: string; kind: Kind; body: string; until: string | null }) {
  if (p.until && deps.clock.now() >= new Date(p.until)) return;
  const [customer] = await deps.db.select().from(users).where(eq(users.id, p.userId));
  if (!customer?.phoneNumber || !wants(customer, p.kind, 'sms')) return;
  await deps.sms.send({ to: customer.phoneNumber, body: p.body });
}

async function sessionBooked(deps: Deps, p: { projectId: string; appointmentId: string }) {
  const loaded = await factsOf(deps, p.projectId);
  const session = loaded?.view.sessions.find((s) => s.appointmentId === p.appointmentId);
  if (loaded && session?.localTime && session.startsAt) {
    const facts = {
      ...loaded.facts,
      sessionText: session.label,
      localTime: session.localTime,
      dueText: formatMoney(session.dueAmount, loaded.view.quote.currency),
    };
    await email(deps, loaded, 'appointments', () => sessionBookedEmail(facts));
    await text(deps, loaded, 'appointments', projectTexts.sessionBooked(facts), new Date(session.startsAt));
    // Two days before (or at once when it is sooner), what the session's checkout will ask.
    const startsAt = new Date(session.startsAt);
    const dueAt = new Date(Math.max(startsAt.getTime() - sessionDueLeadMs, deps.clock.now().getTime()));
    await enqueueJob(
      deps.db,
      'project.session_due',
      { projectId: p.projectId, appointmentId: p.appointmentId, startsAt: session.startsAt },
      dueAt,
    );
  }
  // After this session and the healing gap, the customer hears it is time to book the next one.
  const view =
    loaded?.view ?? (await loadProjectViews(deps.db, eq(projects.id, p.projectId), deps.clock.now()))[0];
  const booked = view?.sessions.find((s) => s.appointmentId === p.appointmentId);
  if (view && booked?.startsAt && view.sessions.some((s) => s.state === 'to_book')) {
    const runAt = new Date(new Date(booked.startsAt).getTime() + view.healingGapDays * 86_400_000);
    await enqueueJob(deps.db, 'project.next_session_due', { projectId: view.id }, runAt);
  }
}

async function nextSessionDue(deps: Deps, p: { projectId: string }) {
  const loaded = await factsOf(deps, p.projectId);
  if (loaded?.view.state !== 'next_session_to_book') return;
  const next = loaded.view.sessions.find((s) => s.state === 'to_book');
  if (!next) return;
  const facts = { ...loaded.facts, sessionText: next.label };
  await email(deps, loaded, 'appointments', () => nextSessionDueEmail(facts));
  await text(deps, loaded, 'appointments', projectTexts.nextSessionDue(facts));
}

/** What is due before a session: its price, the deposit credited to it, and the balance at checkout. */
async function sessionDue(deps: Deps, p: { projectId: string; appointmentId: string; startsAt: string }) {
  const loaded = await factsOf(deps, p.projectId);
  const session = loaded?.view.sessions.find((s) => s.appointmentId === p.appointmentId);
  // Moved or cancelled since: the booking of its new time has its own message.
  if (!loaded || session?.state !== 'booked' || session.startsAt !== p.startsAt || !session.localTime) return;
  const startsAt = new Date(session.startsAt);
  if (deps.clock.now() >= startsAt) return;
  const money = (n: number) => formatMoney(n, loaded.view.quote.currency);
  const credit = session.creditAppliedAmount + session.creditPlannedAmount;
  const facts = {
    ...loaded.facts,
    sessionText: session.label,
    localTime: session.localTime,
    priceText: money(session.priceAmount),
    creditText: credit > 0 ? `− ${money(credit)}` : null,
    dueText: money(session.dueAmount),
  };
  await email(deps, loaded, 'reminders', () => sessionDueEmail(facts));
  await text(deps, loaded, 'reminders', projectTexts.sessionDue(facts), startsAt);
}

export const projectJobs: JobHandlers<JobKindsOf<'project'>> = {
  'project.session_ended': (deps, p) => applySessionRule(deps.db, p),
  'project.quoted': async (deps, p) => {
    const loaded = await factsOf(deps, p.projectId);
    if (!loaded) return;
    await email(deps, loaded, 'appointments', () => quoteEmail(loaded.facts));
    await text(deps, loaded, 'appointments', projectTexts.quoted(loaded.facts));
  },
  'project.session_booked': sessionBooked,
  'project.next_session_due': nextSessionDue,
  'project.session_due': sessionDue,
  'project.text': waitedText,
};
