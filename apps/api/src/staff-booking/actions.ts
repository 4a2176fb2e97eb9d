import { and, eq, sql } from 'drizzle-orm';
import { nextSequence } from '../appointments/calendar.ts';
import { confirmAppointment } from '../appointments/change.ts';
import type { Member } from '../business/access.ts';
import type { Transaction } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { appointmentHistory, appointments } from '../db/schema/appointments.ts';
import type { Deps } from '../deps.ts';
import { DomainError, notFound } from '../domain/errors.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { createReviewLink } from '../reviews/review-links.ts';
import { requireAppointmentsOf } from './access.ts';
import { type StaffAction, type StaffTransition, staffTransition } from './transitions.ts';

const standardReason: Record<StaffAction, string> = {
  confirm: 'confirmed by the shop',
  cancel: 'cancelled by the shop',
  complete: 'marked completed by the shop',
  no_show: 'marked as a no-show by the shop',
};

const refusal = (t: Extract<StaffTransition, { allowed: false }>) => new DomainError(t.code, t.message);

async function readForShop(tx: Transaction, businessId: string, id: string) {
  const [row] = await tx
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.businessId, businessId)));
  if (!row) throw notFound('This appointment');
  return row;
}

/**
 * A compare-and-swap lost to a change made meanwhile (a second confirm, the customer cancelling, the
 * hold sweep): say what the appointment is now, in the words of the same rules.
 */
async function lostRace(tx: Transaction, businessId: string, id: string, action: StaffAction, now: Date) {
  const fresh = await readForShop(tx, businessId, id);
  const again = staffTransition(action, fresh, now);
  return again.allowed
    ? new DomainError('CONFLICT', 'This appointment just changed. Please look at it again.')
    : refusal(again);
}

/**
 * Confirms, cancels, completes or marks a no-show, as a member of the shop: one transaction, a
 * compare-and-swap on the status that was read, and a line of history with the member as actor.
 */
export async function applyStaffAction(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  member: Member,
  actorUserId: string,
  appointmentId: string,
  action: StaffAction,
  reason: string | undefined,
) {
  const businessId = member.businessId;
  const why = reason ? `${standardReason[action]}: ${reason}` : standardReason[action];
  await db.transaction(async (tx) => {
    const a = await readForShop(tx, businessId, appointmentId);
    requireAppointmentsOf(member, a.artistId);
    const now = clock.now();
    const decision = staffTransition(action, a, now);
    if (!decision.allowed) throw refusal(decision);

    if (action === 'confirm') {
      // The one confirm path, shared with payments: its own compare-and-swap, email and reminder.
      if (!(await confirmAppointment(tx, a.id, now, why, actorUserId))) {
        throw await lostRace(tx, businessId, a.id, action, now);
      }
      return;
    }

    const [changed] = await tx
      .update(appointments)
      .set({
        status: decision.to,
        sequence: nextSequence,
        ...(decision.cancelOutcome ? { cancelOutcome: decision.cancelOutcome, holdExpiresAt: null } : {}),
        updatedAt: sql`now()`,
      })
      .where(and(eq(appointments.id, a.id), eq(appointments.status, a.status)))
      .returning({ id: appointments.id });
    if (!changed) throw await lostRace(tx, businessId, a.id, action, now);
    await tx.insert(appointmentHistory).values({
      id: newId(),
      appointmentId: a.id,
      actorUserId,
      fromStatus: a.status,
      toStatus: decision.to,
      reason: decision.cancelOutcome ? `${why}; deposit: ${decision.cancelOutcome}` : why,
    });
    // A completed visit earns the customer a one-use link to review it, emailed by a job.
    if (action === 'complete') await createReviewLink(tx, a.id, now);
    if (action === 'cancel') {
      await enqueueJob(
        tx,
        'appointment.cancelled',
        { appointmentId: a.id, cancelledBy: 'shop', reason },
        now,
      );
      // A shop that cancels gives back everything paid for the appointment, through the payment port.
      await enqueueJob(
        tx,
        'payment.refund_appointment',
        {
          appointmentId: a.id,
          kinds: ['deposit', 'balance'],
          reason: 'Cancelled by the shop',
        },
        now,
      );
    }
  });
}
