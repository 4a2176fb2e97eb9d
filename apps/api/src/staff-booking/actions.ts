import { and, eq } from 'drizzle-orm';
import { type ChangeName, changeAppointment, lifecycle } from '../appointments/lifecycle.ts';
import type { Member } from '../business/access.ts';
import type { Transaction } from '../db/client.ts';
import { appointments } from '../db/schema/appointments.ts';
import type { Deps } from '../deps.ts';
import { DomainError, notFound } from '../domain/errors.ts';
import { requireAppointmentsOf } from './access.ts';
import { type StaffAction, type StaffTransition, staffTransition } from './transitions.ts';

/** The lifecycle's change for each action the shop takes. */
const changeOf = {
  confirm: 'shop.confirm',
  cancel: 'shop.cancel',
  complete: 'shop.complete',
  no_show: 'shop.noShow',
} as const satisfies Record<StaffAction, ChangeName>;

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
  const standard = lifecycle[changeOf[action]].reason;
  const why = reason ? `${standard}: ${reason}` : standard;
  await db.transaction(async (tx) => {
    const a = await readForShop(tx, businessId, appointmentId);
    requireAppointmentsOf(member, a.artistId);
    const now = clock.now();
    const decision = staffTransition(action, a, now);
    if (!decision.allowed) throw refusal(decision);

    const changed = await changeAppointment(
      tx,
      changeOf[action],
      { id: a.id, from: a.status },
      {
        now,
        actorUserId,
        reason: decision.cancelOutcome ? `${why}; deposit: ${decision.cancelOutcome}` : why,
        shopReason: reason,
        set: decision.cancelOutcome ? { cancelOutcome: decision.cancelOutcome } : undefined,
        refuse: false,
      },
    );
    if (!changed.length) throw await lostRace(tx, businessId, a.id, action, now);
  });
}
