import { and, isNotNull, lt } from 'drizzle-orm';
import { purgeEventsBefore } from '../chat/events.ts';
import { jobs } from '../db/schema/jobs.ts';
import type { Deps } from '../deps.ts';

/** Done jobs are kept a week, to look into what was sent; failed ones stay until someone looks. */
export const doneJobsKeptMs = 7 * 86_400_000;
/**
 * Chat events are kept two days: a stream resumes from them after a dropped connection or a phone
 * asleep overnight; one resuming from further back is told to reload (chat/stream.ts).
 */
export const chatEventsKeptMs = 2 * 86_400_000;
/** Purging is cheap but needless every few seconds: at most once an hour per process. */
const purgeEveryMs = 3_600_000;

/** Deletes done jobs and chat events past their keeping time (by the deps' clock); answers how many. */
export async function purgeOldRecords(deps: Pick<Deps, 'db' | 'clock'>) {
  const now = deps.clock.now().getTime();
  const doneJobs = await deps.db
    .delete(jobs)
    .where(and(isNotNull(jobs.doneAt), lt(jobs.doneAt, new Date(now - doneJobsKeptMs))))
    .returning({ id: jobs.id });
  const events = await purgeEventsBefore(deps.db, new Date(now - chatEventsKeptMs));
  return doneJobs.length + events;
}

const lastPurge = new WeakMap<Deps['db'], number>();

/** purgeOldRecords when an hour has passed since this process last did it for this database. */
export async function purgeOldRecordsHourly(deps: Pick<Deps, 'db' | 'clock'>) {
  const now = deps.clock.now().getTime();
  const last = lastPurge.get(deps.db);
  if (last !== undefined && now - last < purgeEveryMs && now >= last) return 0;
  lastPurge.set(deps.db, now);
  return purgeOldRecords(deps);
}
