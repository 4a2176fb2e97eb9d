import type { RequestStatus } from '@linework/contract/requests';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { appointmentHistory, appointments } from '../db/schema/appointments.ts';
import { tattooRequests } from '../db/schema/requests.ts';
import { notFound } from '../domain/errors.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { recordEvent, requestClosed } from './service.ts';
import { loadRequestView, loadRequestViews, type RequestContext } from './views.ts';

/** A shop's requests, newest first, optionally only those in one status. */
export const listShopRequests = (ctx: RequestContext, businessId: string, status?: RequestStatus) =>
  loadRequestViews(
    ctx,
    and(eq(tattooRequests.businessId, businessId), status ? eq(tattooRequests.status, status) : undefined),
    200,
  );

/** One request of this shop; another shop's is not found. */
export async function getShopRequest(ctx: RequestContext, businessId: string, id: string) {
  const view = await loadRequestView(ctx, id, eq(tattooRequests.businessId, businessId));
  if (!view) throw notFound('This request');
  return view;
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
  ctx: RequestContext,
  staffUserId: string,
  businessId: string,
  id: string,
  question: string,
) {
  await ctx.db.transaction(async (tx) => {
    const row = await lockShopRequest(tx, businessId, id, answerable);
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
    await enqueueJob(tx, 'request.question', { requestId: id, eventId });
  });
}

/**
 * The shop declines with a reason, emailed to the customer. An open offer is withdrawn with it, so
 * its times are free again at once.
 */
export async function declineRequest(
  ctx: RequestContext,
  staffUserId: string,
  businessId: string,
  id: string,
  reason: string,
) {
  await ctx.db.transaction(async (tx) => {
    const row = await lockShopRequest(tx, businessId, id, [...answerable, 'offered']);
    if (row.status === 'offered') await withdrawOpenOffer(tx, id, staffUserId);
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
    await enqueueJob(tx, 'request.declined', { requestId: id, eventId });
  });
}

async function withdrawOpenOffer(tx: Transaction, requestId: string, staffUserId: string) {
  const withdrawn = await tx
    .update(appointments)
    .set({ status: 'cancelled', cancelOutcome: 'release', holdExpiresAt: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(appointments.status, 'offered'),
        sql`${appointments.offerId} IN (SELECT id FROM appointment_offers WHERE request_id = ${requestId})`,
      ),
    )
    .returning({ id: appointments.id });
  if (withdrawn.length) {
    await tx.insert(appointmentHistory).values(
      withdrawn.map((w) => ({
        id: newId(),
        appointmentId: w.id,
        actorUserId: staffUserId,
        fromStatus: 'offered',
        toStatus: 'cancelled',
        reason: 'offer withdrawn: the shop declined the request',
      })),
    );
  }
}
