import type {
  PastCustomer,
  ProjectBalance,
  ShopProjectDefaults,
  UpdateProjectBody,
} from '@linework/contract/projects';
import { and, count, desc, eq, ilike, max, or, sql } from 'drizzle-orm';
import { isStaff, type Member } from '../business/access.ts';
import { appointments } from '../db/schema/appointments.ts';
import { businesses } from '../db/schema/catalog.ts';
import { projects } from '../db/schema/projects.ts';
import { users } from '../db/schema/users.ts';
import type { Deps } from '../deps.ts';
import { DomainError, fieldError, notFound } from '../domain/errors.ts';
import { loadSessionAppointments, lockProject, moneyOf } from './ledger.ts';
import { getShopProject, quoteColumns, visibleProjects } from './service.ts';
import { loadProjectViews } from './view.ts';

// The studio's side of projects beyond quoting one: the shop's defaults for a new project, changing
// or cancelling a project, the past customers a project can be started for, and each open project's
// balance for Money (read from its money record by the same `projectMoney` as everywhere).

type Ctx = Pick<Deps, 'db' | 'clock'>;

export async function getProjectDefaults(ctx: Ctx, member: Member): Promise<ShopProjectDefaults> {
  const [shop] = await ctx.db
    .select({ projectDefaults: businesses.projectDefaults })
    .from(businesses)
    .where(eq(businesses.id, member.businessId));
  if (!shop) throw notFound('This shop');
  return shop.projectDefaults;
}

export async function setProjectDefaults(
  ctx: Ctx,
  member: Member,
  defaults: ShopProjectDefaults,
): Promise<ShopProjectDefaults> {
  await ctx.db
    .update(businesses)
    .set({ projectDefaults: defaults, updatedAt: sql`now()` })
    .where(eq(businesses.id, member.businessId));
  return getProjectDefaults(ctx, member);
}

const closedMessage = (state: 'cancelled' | 'complete') =>
  state === 'cancelled'
    ? 'This project was cancelled; it can no longer be changed.'
    : 'This project is complete; it can no longer be changed.';

/**
 * The shop changes an open project. The quote is the customer's agreement: it changes only until they
 * accepted it. The deposit changes only until it is paid or asked for by a held session; the number
 * of sessions never below those booked or done. Everything is checked with the project locked, and
 * the money record must still keep its rules with the new settings, or nothing is written.
 */
export async function updateProject(ctx: Ctx, member: Member, projectId: string, body: UpdateProjectBody) {
  const view = await getShopProject(ctx, member, projectId);
  if (view.state === 'cancelled' || view.state === 'complete')
    throw new DomainError('INVALID_TRANSITION', closedMessage(view.state));
  await ctx.db.transaction(async (tx) => {
    const p = (await lockProject(tx, projectId))!;
    if (p.cancelledAt) throw new DomainError('INVALID_TRANSITION', closedMessage('cancelled'));
    const sessions = await loadSessionAppointments(tx, [p.id]);
    const money = await moneyOf(tx, p);
    const quote = body.quote ? quoteColumns(body.quote) : undefined;
    if (quote && p.acceptedAt)
      throw fieldError('body.quote', 'The customer accepted this quote; it can no longer change.');
    if (body.depositAmount !== undefined && body.depositAmount !== p.depositAmount) {
      if (money.depositPaidAmount > 0)
        throw fieldError(
          'body.depositAmount',
          'The deposit is paid already; its amount can no longer change.',
        );
      if (sessions.some((s) => s.depositAmount > 0))
        throw fieldError(
          'body.depositAmount',
          'A booked session asks for this deposit already; its amount can no longer change.',
        );
    }
    const depositAmount = body.depositAmount ?? p.depositAmount;
    const quoteAmount = quote?.quoteAmount ?? p.quoteAmount;
    if (depositAmount > quoteAmount)
      throw fieldError(
        body.depositAmount !== undefined ? 'body.depositAmount' : 'body.quote',
        'The deposit cannot be more than the quote.',
      );
    if (body.sessionCount !== undefined && body.sessionCount !== null) {
      const taken = Math.max(0, ...sessions.map((s) => s.sessionNumber ?? 0));
      if (body.sessionCount < taken)
        throw fieldError(
          'body.sessionCount',
          `Session ${taken} is booked or done already: the project has at least ${taken} sessions.`,
        );
    }
    if (
      body.depositAppliesTo &&
      body.depositAppliesTo !== p.depositAppliesTo &&
      money.creditAppliedAmount > 0
    )
      throw fieldError(
        'body.depositAppliesTo',
        'Part of the deposit was credited to a session already; where it counts can no longer change.',
      );
    const changes = {
      ...(body.title !== undefined && { title: body.title }),
      ...(body.description !== undefined && { description: body.description }),
      ...(body.placement !== undefined && { placement: body.placement }),
      ...(body.size !== undefined && { size: body.size }),
      ...(body.sessionCount !== undefined && { sessionCount: body.sessionCount }),
      ...(quote && {
        quoteMaxAmount: null,
        hourlyRateAmount: null,
        estimatedTenthHours: null,
        ...quote,
      }),
      ...(body.depositAmount !== undefined && { depositAmount: body.depositAmount }),
      ...(body.depositAppliesTo && { depositAppliesTo: body.depositAppliesTo }),
      ...(body.healingGapDays !== undefined && { healingGapDays: body.healingGapDays }),
      ...(body.inTimeCancelRule && { inTimeCancelRule: body.inTimeCancelRule }),
      ...(body.lateCancelRule && { lateCancelRule: body.lateCancelRule }),
      ...(body.noShowRule && { noShowRule: body.noShowRule }),
    };
    const after = await moneyOf(tx, { ...p, ...changes });
    if (after.problems.length)
      throw new DomainError(
        'CONFLICT',
        `The project's money record would not add up with this change: ${after.problems[0]}.`,
      );
    await tx
      .update(projects)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(projects.id, p.id));
  });
  return getShopProject(ctx, member, projectId);
}

/**
 * The shop cancels a project that has no session booked (those are cancelled from the calendar first,
 * where the shop's rules for the deposit apply). The money record stays as it is: credit held is
 * still the customer's, to refund from Money. Cancelling twice changes nothing.
 */
export async function cancelProject(ctx: Ctx, member: Member, projectId: string) {
  const view = await getShopProject(ctx, member, projectId);
  if (view.state === 'cancelled') return view;
  if (view.state === 'complete')
    throw new DomainError('INVALID_TRANSITION', 'This project is complete; there is nothing to cancel.');
  if (view.sessions.some((s) => s.state === 'booked'))
    throw new DomainError(
      'INVALID_TRANSITION',
      'A session of this project is booked: cancel it in the calendar first, then the project.',
    );
  await ctx.db.transaction(async (tx) => {
    const p = (await lockProject(tx, projectId))!;
    if (p.cancelledAt) return;
    await tx
      .update(projects)
      .set({ cancelledAt: ctx.clock.now(), updatedAt: sql`now()` })
      .where(eq(projects.id, p.id));
  });
  return getShopProject(ctx, member, projectId);
}

/** The shop's customers (an artist's own), last seen first, optionally those matching a name or email. */
export async function listPastCustomers(
  ctx: Ctx,
  member: Member,
  q: string | undefined,
): Promise<PastCustomer[]> {
  if (!isStaff(member) && !member.artistId) return [];
  const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const rows = await ctx.db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      visits: count(appointments.id),
      lastVisitAt: max(appointments.startsAt),
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.customerId))
    .where(
      and(
        eq(appointments.businessId, member.businessId),
        isStaff(member) ? undefined : eq(appointments.artistId, member.artistId!),
        like
          ? or(
              ilike(users.firstName, like),
              ilike(users.lastName, like),
              ilike(users.email, like),
              ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
            )
          : undefined,
      ),
    )
    .groupBy(users.id, users.firstName, users.lastName, users.email)
    .orderBy(desc(max(appointments.startsAt)), users.id)
    .limit(20);
  return rows.map((r) => ({
    id: r.id,
    name: `${r.firstName} ${r.lastName}`.trim() || r.email,
    email: r.email,
    visits: Number(r.visits),
    lastVisitAt: new Date(r.lastVisitAt!).toISOString(),
  }));
}

/** Each open project's balance: its quote, what is paid, the credit held and what is due. */
export async function listProjectBalances(ctx: Ctx, member: Member): Promise<ProjectBalance[]> {
  const views = await loadProjectViews(ctx.db, visibleProjects(member), ctx.clock.now());
  return views
    .filter((v) => v.state !== 'complete' && v.state !== 'cancelled')
    .map((v) => ({
      projectId: v.id,
      title: v.title,
      customerName: v.customer.name,
      artistName: v.artist.displayName,
      state: v.state,
      currency: v.money.currency,
      quoteAmount: v.money.quoteAmount,
      paidAmount: v.money.paidAmount,
      creditHeldAmount: v.money.creditHeldAmount,
      dueAmount: v.money.dueAmount,
    }));
}
