import type { RequestStatus } from '@linework/contract/requests';
import { and, eq, sql } from 'drizzle-orm';
import { changeAppointment } from '../appointments/lifecycle.ts';
import type { Member } from '../business/access.ts';
import type { Transaction } from '../db/client.ts';
import { appointments } from '../db/schema/appointments.ts';
import { tattooRequests } from '../db/schema/requests.ts';
import type { Deps } from '../deps.ts';
import { notFound } from '../domain/errors.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { recordEvent, requestClosed } from './service.ts';
import { loadShopRequestView, loadShopRequestViews, visibleRequests } from './shop-views.ts';
import type { RequestContext } from './views.ts';

/** The requests of the shop the member may see, newest first, optionally only those in one status. */
export const listShopRequests = (ctx: RequestContext, member: Member, status?: RequestStatus) =>
  loadShopRequestViews(
    ctx,
    and(visibleRequests(member), status ? eq(tattooRequests.status, status) : undefined),
    200,
  );

/** One request the member may see; another shop's (or, for an artist, another artist's) is not found. */
export const getShopRequest = (ctx: RequestContext, member: Member, id: string) =>
  loadShopRequestView(ctx, member, id);

/** Answering needs seeing: an artist answers only the requests that are theirs. */
export async function requireVisible(ctx: RequestContext, member: Member, id: string) {
  const [row] = await ctx.db
    .select({ id: tattooRequests.id })
    .from(tattooRequests)
    .where(and(eq(tattooRequests.id, id), visibleRequests(member)));
  if (!row) throw notFound('This request');
}

/**
 * Locks one request of the shop for a change and checks that it may take it now. The lock and the
 * status check in the update make two staff answers at once apply one after the other, never both.
 */
export async function lockShopRequest(
  tx: Transaction,
  businessId: string,
  id: string,
  allowed: readonly RequestStatus[],
) {
  const [row] = await tx
    .select()
    .from(tattooRequests)
    .where(and(eq(tattooRequests.id, id), eq(tattooRequests.businessId, businessId)))
    .for('update');
  if (!row) throw notFound('This request');
  if (!allowed.includes(row.status)) throw requestClosed(row.status);
  return row;
}

export async function setRequestStatus(tx: Transaction, id: string, from: RequestStatus, to: RequestStatus) {
  const [changed] = await tx
    .update(tattooRequests)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(tattooRequests.id, id), eq(tattooRequests.status, from)))
    .returning({ id: tattooRequests.id });
  if (!changed) throw requestClosed(to);
}

const answerable = ['submitted', 'question_asked', 'offer_expired'] as const;

/** The shop asks the customer something; the customer gets it by email with a link to answer. */
export async function askQuestion(
  ctx: RequestContext & Pick<Deps, 'clock'>,
  staffUserId: string,
  member: Member,
  id: string,
  question: string,
) {
  await requireVisible(ctx, member, id);
  await ctx.db.transaction(async (tx) => {
    const row = await lockShopRequest(tx, member.businessId, id, answerable);
    await setRequestStatus(tx, id, row.status, 'question_asked');
    const eventId = await recordEvent(tx, {
      requestId: id,
      kind: 'question',
      by: 'shop',
      actorUserId: staffUserId,
      fromStatus: row.status,
      toStatus: 'question_asked',
      message: question,
    });
    await enqueueJob(tx, 'request.question', { requestId: id, eventId }, ctx.clock.now());
  });
}

/**
 * The shop declines with a reason, emailed to the customer. An open offer is withdrawn with it, so
 * its times are free again at once.
 */
export async function declineRequest(
  ctx: RequestContext & Pick<Deps, 'clock'>,
  staffUserId: string,
  member: Member,
  id: string,
  reason: string,
) {
  await requireVisible(ctx, member, id);
  await ctx.db.transaction(async (tx) => {
    const row = await lockShopRequest(tx, member.businessId, id, [...answerable, 'offered']);
    if (row.status === 'offered') await withdrawOpenOffer(tx, id, staffUserId, ctx.clock.now());
    await setRequestStatus(tx, id, row.status, 'declined');
    const eventId = await recordEvent(tx, {
      requestId: id,
      kind: 'declined',
      by: 'shop',
      actorUserId: staffUserId,
      fromStatus: row.status,
      toStatus: 'declined',
      message: reason,
    });
    await enqueueJob(tx, 'request.declined', { requestId: id, eventId }, ctx.clock.now());
  });
}

async function withdrawOpenOffer(tx: Transaction, requestId: string, staffUserId: string, now: Date) {
  await changeAppointment(
    tx,
    'shop.withdrawOffer',
    {
      where: sql`${appointments.offerId} IN (SELECT id FROM appointment_offers WHERE request_id = ${requestId})`,
    },
    { now, actorUserId: staffUserId, set: { cancelOutcome: 'release' } },
  );
}
