import type { CreateProjectBody, ProjectState, ProjectView } from '@linework/contract/projects';
import { createProjectBody } from '@linework/contract/projects';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { z } from 'zod';
import { expireHolds } from '../appointments/change.ts';
import { changeAppointment } from '../appointments/lifecycle.ts';
import { blockedBy, firstTakenStart, loadBookingContext } from '../availability/context.ts';
import { freeTimes } from '../availability/service.ts';
import { isStaff, type Member, requireArtistAtShop } from '../business/access.ts';
import { artistDoesService } from '../catalog/artist-services.ts';
import { newId } from '../db/ids.ts';
import { appointments } from '../db/schema/appointments.ts';
import { businesses } from '../db/schema/catalog.ts';
import { projects } from '../db/schema/projects.ts';
import { tattooRequests } from '../db/schema/requests.ts';
import type { Deps } from '../deps.ts';
import { newConfirmationCode } from '../domain/confirmation-code.ts';
import { DomainError, fieldError, isPgError, notFound, pgErrors } from '../domain/errors.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { recordEvent } from '../requests/service.ts';
import { visibleRequests } from '../requests/shop-views.ts';
import { lockShopRequest, setRequestStatus } from '../requests/staff.ts';
import { loadSessionAppointments, lockProject, moneyOf, plannedSessionPrice } from './ledger.ts';
import { loadProjectViews, nextSessionFrom } from './view.ts';

// Projects, the shop's side (quote one from a request or for a returning customer) and the
// customer's (accept the quote, book each session after the healing gap). Sessions are appointments
// made through the lifecycle table like any booking; the money is the project's record (ledger.ts).

type Ctx = Pick<Deps, 'db' | 'clock'>;
const holdMinutes = 10;
const projectNotFound = () => notFound('This project');
/** A request the shop may still answer with a quote (not one offered times, booked, declined or quoted). */
const quotableRequest = ['submitted', 'question_asked', 'offer_expired'] as const;

/** The projects a member of the shop may see: the whole shop's for owners and the desk, an artist their own. */
export function visibleProjects(member: Member): SQL {
  const inShop = eq(projects.businessId, member.businessId);
  if (isStaff(member)) return inShop;
  if (!member.artistId) return sql`false`;
  return and(inShop, eq(projects.artistId, member.artistId))!;
}

export async function listShopProjects(
  ctx: Ctx,
  member: Member,
  query: { artistId?: string; state?: ProjectState },
): Promise<ProjectView[]> {
  const views = await loadProjectViews(
    ctx.db,
    and(visibleProjects(member), query.artistId ? eq(projects.artistId, query.artistId) : undefined),
    ctx.clock.now(),
  );
  return query.state ? views.filter((v) => v.state === query.state) : views;
}

export async function getShopProject(ctx: Ctx, member: Member, projectId: string): Promise<ProjectView> {
  const [view] = await loadProjectViews(
    ctx.db,
    and(visibleProjects(member), eq(projects.id, projectId)),
    ctx.clock.now(),
  );
  if (!view) throw projectNotFound();
  return view;
}

export const listMyProjects = (ctx: Ctx, customerId: string) =>
  loadProjectViews(ctx.db, eq(projects.customerId, customerId), ctx.clock.now());

/** The customer's own project, or 404 for anyone else. */
export async function getMyProject(ctx: Ctx, customerId: string, projectId: string): Promise<ProjectView> {
  const [view] = await loadProjectViews(
    ctx.db,
    and(eq(projects.customerId, customerId), eq(projects.id, projectId)),
    ctx.clock.now(),
  );
  if (!view) throw projectNotFound();
  return view;
}

export const quoteColumns = (quote: z.output<typeof createProjectBody>['quote']) => {
  if (quote.kind === 'fixed') return { quoteKind: 'fixed' as const, quoteAmount: quote.amount };
  if (quote.kind === 'range')
    return { quoteKind: 'range' as const, quoteAmount: quote.minAmount, quoteMaxAmount: quote.maxAmount };
  return {
    quoteKind: 'hourly' as const,
    hourlyRateAmount: quote.hourlyRateAmount,
    estimatedTenthHours: quote.estimatedTenthHours,
    quoteAmount: Math.round((quote.hourlyRateAmount * quote.estimatedTenthHours) / 10),
  };
};

/**
 * The shop quotes a project: from a request it can see (the requester is the customer, the request's
 * idea, placement and pictures come along) or for a customer who has been to the shop before.
 */
export async function createProject(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  member: Member,
  input: CreateProjectBody,
  idempotencyKey: string | undefined,
): Promise<{ id: string; created: boolean }> {
  const body = createProjectBody.parse(input);
  const { db } = deps;
  const byKey = async () => {
    if (!idempotencyKey) return undefined;
    const [p] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.businessId, member.businessId), eq(projects.idempotencyKey, idempotencyKey)));
    return p;
  };
  const earlier = await byKey();
  if (earlier) return { id: earlier.id, created: false };

  await requireArtistAtShop(deps, member, body.artistId);
  if (!(await artistDoesService(db, member.businessId, body.artistId, body.serviceId)))
    throw fieldError(
      'body.serviceId',
      'This artist does not do this service here: pick one of their services.',
    );
  if (body.depositAmount > quoteColumns(body.quote).quoteAmount)
    throw fieldError('body.depositAmount', 'The deposit cannot be more than the quote.');
  const [shop] = await db.select().from(businesses).where(eq(businesses.id, member.businessId));
  // What the body leaves out is the shop's default for a new project.
  const defaults = shop!.projectDefaults;

  let customerId: string;
  let fromRequest: typeof tattooRequests.$inferSelect | undefined;
  if (body.requestId) {
    [fromRequest] = await db
      .select()
      .from(tattooRequests)
      .where(and(eq(tattooRequests.id, body.requestId), visibleRequests(member)));
    if (!fromRequest) throw notFound('This request');
    customerId = fromRequest.customerId;
  } else {
    // A returning customer: someone who has had an appointment at this shop.
    const [known] = await db
      .select({ id: appointments.customerId })
      .from(appointments)
      .where(
        and(eq(appointments.businessId, member.businessId), eq(appointments.customerId, body.customerId!)),
      )
      .limit(1);
    if (!known) throw notFound('This customer');
    customerId = known.id;
  }

  const id = newId();
  try {
    await db.transaction(async (tx) => {
      if (fromRequest) {
        // The quote answers the request: it leaves the shop's queue, and the customer's request
        // page links the project. A request answered or booked meanwhile is not quoted twice.
        const row = await lockShopRequest(tx, member.businessId, fromRequest.id, quotableRequest);
        await setRequestStatus(tx, row.id, row.status, 'quoted');
        await recordEvent(tx, {
          requestId: row.id,
          kind: 'quoted',
          by: 'shop',
          actorUserId: userId,
          fromStatus: row.status,
          toStatus: 'quoted',
          message: body.title,
        });
      }
      await tx.insert(projects).values({
        id,
        businessId: member.businessId,
        artistId: body.artistId,
        customerId,
        serviceId: body.serviceId,
        requestId: fromRequest?.id ?? null,
        title: body.title,
        description: body.description || fromRequest?.idea || '',
        placement: body.placement || fromRequest?.placement.replaceAll('_', ' ') || '',
        size: body.size,
        referenceImages: fromRequest?.referenceImages ?? [],
        sessionCount: body.sessionCount,
        ...quoteColumns(body.quote),
        currency: shop!.currency,
        depositAmount: body.depositAmount,
        depositAppliesTo: body.depositAppliesTo ?? defaults.depositAppliesTo,
        healingGapDays: body.healingGapDays ?? defaults.healingGapDays,
        inTimeCancelRule: body.inTimeCancelRule ?? defaults.inTimeCancelRule,
        lateCancelRule: body.lateCancelRule ?? defaults.lateCancelRule,
        noShowRule: body.noShowRule ?? defaults.noShowRule,
        createdByUserId: userId,
        idempotencyKey: idempotencyKey ?? null,
      });
      await enqueueJob(tx, 'project.quoted', { projectId: id }, deps.clock.now());
    });
  } catch (error) {
    if (isPgError(error, pgErrors.uniqueViolation)) {
      const again = await byKey();
      if (again) return { id: again.id, created: false };
    }
    throw error;
  }
  return { id, created: true };
}

/** The customer accepts the quote; accepting twice changes nothing. */
export async function acceptQuote(ctx: Ctx, customerId: string, projectId: string) {
  const [p] = await ctx.db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.customerId, customerId)));
  if (!p) throw projectNotFound();
  if (p.cancelledAt) throw new DomainError('INVALID_TRANSITION', 'This project was cancelled.');
  if (p.acceptedAt) return;
  await ctx.db
    .update(projects)
    .set({ acceptedAt: ctx.clock.now(), updatedAt: sql`now()` })
    .where(and(eq(projects.id, projectId), isNull(projects.acceptedAt)));
}

/** The number the next session gets: the first of 1..N with no session held or done. */
function nextSessionNumber(count: number | null, taken: number[]): number | null {
  const limit = count ?? Math.max(0, ...taken) + 1;
  for (let n = 1; n <= limit; n++) if (!taken.includes(n)) return n;
  return null;
}

/**
 * The customer books the next session of an accepted project at a free time of the artist, no
 * sooner than the healing gap after the last one. The first session holds the time for the deposit
 * (paid through the payments like any deposit, then held as the project's credit); later ones are
 * confirmed at once. The project row is locked, so two tabs cannot book one session twice.
 */
export async function bookSession(
  deps: Pick<Deps, 'db' | 'clock'>,
  customerId: string,
  projectId: string,
  start: Date,
  idempotencyKey: string | undefined,
): Promise<{ id: string; created: boolean }> {
  const { db, clock } = deps;
  const byKey = async () => {
    if (!idempotencyKey) return undefined;
    const [a] = await db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.customerId, customerId), eq(appointments.idempotencyKey, idempotencyKey)));
    return a;
  };
  const earlier = await byKey();
  if (earlier) return { id: earlier.id, created: false };
  const now = clock.now();
  const id = newId();
  try {
    await db.transaction(async (tx) => {
      const [own] = await tx
        .select({ id: projects.id, shopUrl: businesses.shopUrl })
        .from(projects)
        .innerJoin(businesses, eq(businesses.id, projects.businessId))
        .where(and(eq(projects.id, projectId), eq(projects.customerId, customerId)));
      if (!own) throw projectNotFound();
      const p = (await lockProject(tx, projectId))!;
      if (p.cancelledAt || p.completedAt)
        throw new DomainError('INVALID_TRANSITION', 'This project is closed; there is nothing to book.');
      if (!p.acceptedAt)
        throw new DomainError('INVALID_TRANSITION', 'Accept the quote first, then book the first session.');
      const sessions = await loadSessionAppointments(tx, [p.id]);
      const number = nextSessionNumber(
        p.sessionCount,
        sessions.flatMap((s) => (s.sessionNumber ? [s.sessionNumber] : [])),
      );
      if (number === null)
        throw new DomainError('CONFLICT', 'Every session of this project is booked already.');
      const lastEnd = sessions.length ? sessions[sessions.length - 1]!.endsAt : null;
      const earliest = nextSessionFrom(p.healingGapDays, lastEnd, now);
      if (start < earliest) {
        throw new DomainError(
          'POLICY_VIOLATION',
          `Your skin needs ${p.healingGapDays} days to heal between sessions: choose a time from ${earliest.toISOString().slice(0, 10)}.`,
        );
      }
      const ctx = await loadBookingContext(tx, {
        shopUrl: own.shopUrl,
        artistId: p.artistId,
        serviceId: p.serviceId,
      });
      await expireHolds(tx, ctx.artist.id, now);
      if (await firstTakenStart(tx, ctx, [start], now))
        throw new DomainError('SLOT_TAKEN', 'This time was just taken. Choose another.', {
          alternatives: [],
        });
      const money = await moneyOf(tx, p);
      // The deposit is asked with the first session booked, and again with the next one after a
      // rule forfeited it; a session still waiting for its deposit already asks it.
      const depositDue =
        money.depositDueAmount > 0 &&
        !sessions.some((s) => s.depositAmount > 0 && (s.status === 'held' || s.status === 'pending_deposit'))
          ? money.depositDueAmount
          : 0;
      const price = plannedSessionPrice(
        p,
        number,
        ctx.service.durationMinutes,
        money.sessions.filter((s) => s.sessionNumber !== number).map((s) => s.priceAmount),
      );
      const blocked = blockedBy(ctx, start);
      await changeAppointment(
        tx,
        depositDue ? 'customer.hold' : 'customer.book',
        {
          insert: [
            {
              id,
              businessId: p.businessId,
              artistId: p.artistId,
              serviceId: p.serviceId,
              customerId,
              startsAt: start,
              endsAt: new Date(start.getTime() + ctx.service.durationMinutes * 60_000),
              blockedFrom: blocked.start,
              blockedUntil: blocked.end,
              holdExpiresAt: depositDue ? new Date(now.getTime() + holdMinutes * 60_000) : null,
              confirmationCode: newConfirmationCode(),
              notes: null,
              referenceImages: p.referenceImages,
              priceAmount: price,
              depositAmount: depositDue,
              currency: p.currency,
              projectId: p.id,
              sessionNumber: number,
              idempotencyKey: idempotencyKey ?? null,
            },
          ],
        },
        { now, actorUserId: customerId, reason: `session ${number} of the project booked by the customer` },
      );
      await enqueueJob(tx, 'project.session_booked', { projectId: p.id, appointmentId: id }, now);
    });
  } catch (error) {
    if (isPgError(error, pgErrors.exclusionViolation))
      throw new DomainError('SLOT_TAKEN', 'This time was just taken. Choose another.', { alternatives: [] });
    if (isPgError(error, pgErrors.uniqueViolation) && idempotencyKey) {
      const again = await byKey();
      if (again) return { id: again.id, created: false };
    }
    throw error;
  }
  return { id, created: true };
}

/** The artist's real free times for the next session: four weeks from the end of the healing gap. */
export async function projectFreeTimes(
  deps: Pick<Deps, 'db' | 'clock'>,
  customerId: string,
  projectId: string,
  from: string | undefined,
) {
  const view = await getMyProject(deps, customerId, projectId);
  const zone = view.shop.timeZone;
  const earliest = view.nextSessionFrom ? new Date(view.nextSessionFrom) : null;
  const sessionNumber = view.sessions.find((s) => s.state === 'to_book')?.sessionNumber ?? null;
  if (!earliest || sessionNumber === null) return { timeZone: zone, days: [], earliest: null, sessionNumber };
  const earliestDay = DateTime.fromJSDate(earliest, { zone }).toISODate()!;
  const fromDay = from && from > earliestDay ? from : earliestDay;
  const to = DateTime.fromISO(fromDay, { zone }).plus({ days: 27 }).toISODate()!;
  const { availability } = await freeTimes(deps, {
    shopUrl: view.shop.url,
    artistId: view.artist.id,
    serviceId: view.service.id,
    from: fromDay,
    to,
  });
  const days = availability.days
    .map((d) => ({ ...d, slots: d.slots.filter((s) => new Date(s.start) >= earliest) }))
    .filter((d) => d.slots.length);
  return { timeZone: zone, days, earliest: earliest.toISOString(), sessionNumber };
}
