import type { Database, Transaction } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { jobs } from '../db/schema/jobs.ts';

export type JobKind =
  | 'appointment.confirmed'
  | 'appointment.rescheduled'
  | 'appointment.cancelled'
  | 'appointment.reminder'
  | 'waiver.signed'
  | 'waiver.invite'
  | 'check-in.code'
  | 'check-in.arrived';

export type AppointmentJobPayload = {
  appointmentId: string;
  /** The start the message is about: a message about a time that changed since is not sent. */
  startsAt?: string;
};

/** What a job needs to find its facts again: ids and instants, never whole objects. */
export type JobPayload = Record<string, string | undefined>;

/**
 * Writes a job in the caller's transaction: it runs only if the change that caused it commits,
 * and it is never lost once that change is committed.
 */
export async function enqueueJob(
  tx: Database | Transaction,
  kind: JobKind,
  payload: JobPayload,
  runAt: Date = new Date(),
) {
  await tx.insert(jobs).values({ id: newId(), kind, payload, runAt });
}

export const reminderLeadMs = 24 * 3_600_000;

/** The reminder 24 hours before, unless the appointment is sooner than that. */
export async function enqueueReminder(tx: Database | Transaction, appointmentId: string, startsAt: Date) {
  const runAt = new Date(startsAt.getTime() - reminderLeadMs);
  if (runAt.getTime() <= Date.now()) return;
  await enqueueJob(tx, 'appointment.reminder', { appointmentId, startsAt: startsAt.toISOString() }, runAt);
}
