import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema/jobs.ts';
import type { Deps } from '../deps.ts';
import { mailerForJob } from '../jobs/message-ids.ts';
import type { Handler } from '../jobs/queue.ts';
import { jobHandlers, sweeps } from './registry.ts';

export const maxAttempts = 8;
/**
 * How long a claimed job stays invisible to other workers; past it, a crashed worker's job returns.
 * Short, so a crash delays confirmations and receipts by seconds; a live worker renews it
 * (holdLeases) for as long as it works, however long a send takes.
 */
export const leaseMs = 30_000;
const renewEveryMs = leaseMs / 3;

/** 30 s, 1 min, 2 min … capped at 6 hours: a broken mail server is not hammered. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);
}

/**
 * Claims the jobs due at `now` for this worker; concurrent workers skip each other's rows instead of
 * waiting.
 */
async function claimDueJobs(db: Database, now: Date, limit: number) {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        isNull(jobs.doneAt),
        isNull(jobs.failedAt),
        lte(jobs.runAt, now),
        or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, now)),
      ),
    )
    .orderBy(asc(jobs.runAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      attempts: sql`${jobs.attempts} + 1`,
      lockedUntil: new Date(now.getTime() + leaseMs),
    })
    .where(inArray(jobs.id, due))
    .returning();
}

/**
 * Keeps the leases of the jobs this worker claimed and has not finished: every few seconds their
 * time is pushed on, so only a worker that died loses them.
 */
function holdLeases(deps: Deps, ids: Set<string>) {
  const renew = async () => {
    if (ids.size === 0) return;
    await deps.db
      .update(jobs)
      .set({ lockedUntil: new Date(deps.clock.now().getTime() + leaseMs) })
      .where(and(inArray(jobs.id, [...ids]), isNull(jobs.doneAt), isNotNull(jobs.lockedUntil)));
  };
  const timer = setInterval(() => {
    renew().catch((err) => deps.log.error({ err }, 'renewing job leases failed'));
  }, renewEveryMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

async function runOne(deps: Deps, job: typeof jobs.$inferSelect) {
  // Each kind's payload was written by enqueueJob with that kind's type.
  const handler = (jobHandlers as Record<string, Handler<unknown> | undefined>)[job.kind];
  try {
    if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
    await handler({ ...deps, mailer: mailerForJob(deps, job.id) }, job.payload);
    await deps.db
      .update(jobs)
      .set({ doneAt: deps.clock.now(), lockedUntil: null, lastError: null })
      .where(eq(jobs.id, job.id));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const giveUp = !handler || job.attempts >= maxAttempts;
    deps.log.error({ err: error, jobId: job.id, kind: job.kind, attempts: job.attempts }, 'job failed');
    await deps.db
      .update(jobs)
      .set(
        giveUp
          ? { failedAt: deps.clock.now(), lockedUntil: null, lastError: message }
          : {
              runAt: new Date(deps.clock.now().getTime() + retryDelayMs(job.attempts)),
              lockedUntil: null,
              lastError: message,
            },
      )
      .where(eq(jobs.id, job.id));
  }
}

/**
 * One pass of background work: the sweeps (expire unpaid holds and offers nobody chose from), then
 * every job due by the deps' clock (in batches, bounded). Tests call it directly with `app.deps`; the
 * app's worker calls it on a timer.
 */
export async function runDueJobs(deps: Deps, opts = { batchSize: 20, maxBatches: 10 }) {
  const swept = {
    expired: 0,
    expiredOffers: 0,
    purged: 0,
    expiredIdempotencyKeys: 0,
    approvalReminders: 0,
  } satisfies Record<keyof typeof sweeps, number>;
  for (const name of Object.keys(sweeps) as (keyof typeof sweeps)[]) swept[name] = await sweeps[name](deps);
  let ran = 0;
  for (let i = 0; i < opts.maxBatches; i++) {
    const claimed = await claimDueJobs(deps.db, deps.clock.now(), opts.batchSize);
    const held = new Set(claimed.map((j) => j.id));
    const leases = holdLeases(deps, held);
    try {
      for (const job of claimed) {
        await runOne(deps, job);
        held.delete(job.id);
      }
    } finally {
      leases.stop();
    }
    ran += claimed.length;
    if (claimed.length < opts.batchSize) break;
  }
  return { ...swept, ran };
}

/** Runs `runDueJobs` every few seconds until stopped; a pass never overlaps the next. */
export function startJobWorker(deps: Deps, intervalMs = 5_000) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();
  const tick = () => {
    current = runDueJobs(deps)
      .catch((err) => deps.log.error({ err }, 'background jobs pass failed'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs).unref();
      });
  };
  timer = setTimeout(tick, 0);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
