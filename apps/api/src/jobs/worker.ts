import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expireHolds } from '../appointments/service.ts';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema/jobs.ts';
import { handlers, type JobHandler } from './handlers.ts';
import type { JobKind, JobPayload } from './queue.ts';

export const maxAttempts = 8;
/** How long a claimed job stays invisible to other workers; past it, a crashed worker's job returns. */
const lockMinutes = 5;

/** 30 s, 1 min, 2 min … capped at 6 hours: a broken mail server is not hammered. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);
}

/** Claims due jobs for this worker; concurrent workers skip each other's rows instead of waiting. */
async function claimDueJobs(db: Database, limit: number) {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        isNull(jobs.doneAt),
        isNull(jobs.failedAt),
        lte(jobs.runAt, sql`now()`),
        or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(jobs.runAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      attempts: sql`${jobs.attempts} + 1`,
      lockedUntil: sql`now() + make_interval(mins => ${lockMinutes})`,
    })
    .where(inArray(jobs.id, due))
    .returning();
}

async function runOne(app: FastifyInstance, job: typeof jobs.$inferSelect) {
  const handler = handlers[job.kind as JobKind];
  try {
    if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
    await (handler as JobHandler)(app, job.payload as JobPayload);
    await app.db
      .update(jobs)
      .set({ doneAt: sql`now()`, lockedUntil: null, lastError: null })
      .where(eq(jobs.id, job.id));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const giveUp = !handler || job.attempts >= maxAttempts;
    app.log.error({ err: error, jobId: job.id, kind: job.kind, attempts: job.attempts }, 'job failed');
    await app.db
      .update(jobs)
      .set(
        giveUp
          ? { failedAt: sql`now()`, lockedUntil: null, lastError: message }
          : {
              runAt: new Date(Date.now() + retryDelayMs(job.attempts)),
              lockedUntil: null,
              lastError: message,
            },
      )
      .where(eq(jobs.id, job.id));
  }
}

/**
 * One pass of background work: expire unpaid holds, then run every job that is due (in batches,
 * bounded). Tests call it directly; the app's worker calls it on a timer.
 */
export async function runDueJobs(app: FastifyInstance, opts = { batchSize: 20, maxBatches: 10 }) {
  const expired = await expireHolds(app.db);
  let ran = 0;
  for (let i = 0; i < opts.maxBatches; i++) {
    const claimed = await claimDueJobs(app.db, opts.batchSize);
    for (const job of claimed) await runOne(app, job);
    ran += claimed.length;
    if (claimed.length < opts.batchSize) break;
  }
  return { expired, ran };
}

/** Runs `runDueJobs` every few seconds until stopped; a pass never overlaps the next. */
export function startJobWorker(app: FastifyInstance, intervalMs = 5_000) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();
  const tick = () => {
    current = runDueJobs(app)
      .catch((err) => app.log.error({ err }, 'background jobs pass failed'))
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
