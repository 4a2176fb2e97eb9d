import type { Database, Transaction } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { jobs } from '../db/schema/jobs.ts';
import type { Deps } from '../deps.ts';

/**
 * Each kind of job and what it carries. Every area declares its own kinds next to its handlers (a
 * `declare module '../jobs/queue.ts'` block in its jobs file), so the queue names no area's payloads.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by each area's declaration merging
export interface JobPayloads {}
export type JobKind = keyof JobPayloads;

/** Does the work of one job; it is given the app's parts, never the app, so a test can call it alike. */
export type Handler<P> = (deps: Deps, payload: P) => Promise<void>;

/** The job kinds under a prefix, e.g. `JobKindsOf<'appointment'>` is 'appointment.confirmed' | …. */
export type JobKindsOf<Prefix extends string> = Extract<JobKind, `${Prefix}.${string}`>;

/** The handlers an area owns, one per job kind; `worker/registry.ts` puts every area's together. */
export type JobHandlers<K extends JobKind> = { [Kind in K]: Handler<JobPayloads[Kind]> };

/**
 * Writes a job in the caller's transaction: it runs only if the change that caused it commits,
 * and it is never lost once that change is committed.
 */
export async function enqueueJob<K extends JobKind>(
  tx: Database | Transaction,
  kind: K,
  payload: JobPayloads[K],
  /** When it is due: the services' clock's now (`deps.clock.now()`) for at once, never the machine's. */
  runAt: Date,
) {
  await tx.insert(jobs).values({ id: newId(), kind, payload, runAt });
}

/** Reminders go 48 hours and 3 hours before a visit; rescheduling adds new ones, and the old ones
 * find the time moved and stay silent (appointments/jobs.ts `stillTrue`), as cancelling makes them. */
export const reminderLeadHours = [48, 3] as const;

/** The reminders of an appointment still ahead of `now` (from the caller's clock). */
export async function enqueueReminder(
  tx: Database | Transaction,
  appointmentId: string,
  startsAt: Date,
  now: Date,
) {
  for (const leadHours of reminderLeadHours) {
    const runAt = new Date(startsAt.getTime() - leadHours * 3_600_000);
    if (runAt.getTime() <= now.getTime()) continue;
    await enqueueJob(
      tx,
      'appointment.reminder',
      { appointmentId, startsAt: startsAt.toISOString(), leadHours },
      runAt,
    );
  }
}
