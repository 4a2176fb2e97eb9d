import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { newId } from '../db/ids.ts';
import { idempotencyKeys } from '../db/schema/idempotency.ts';
import type { Deps } from '../deps.ts';
import { DomainError } from '../domain/errors.ts';

// Idempotency like Stripe's, for every signed-in write under /v1 that carries an `Idempotency-Key`
// (docs/decisions/020). The first request with a key owns it; a duplicate that comes while it runs
// waits for its answer (or gets 409 IDEMPOTENCY_IN_PROGRESS when that takes too long); a later one
// gets the stored answer, status and body; the key with another request is a 422; after 24 hours
// the key is new again. Only answers of requests that ran are kept, successes and domain outcomes
// (a taken time, a closed offer): a refusal before the work (401, 403, 429, a validation error) or a
// server error gives the key up, so the same request with the same key runs once the cause is gone
// (a confirmed email, a corrected field), as Stripe does. Handlers read `idempotencyKeyOf(request)` and store it on what they create,
// so a retry after a crash between their commit and the stored answer still finds their work.

const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,100}$/;
const keptForMs = 24 * 60 * 60_000;
/** A request that owns a key and has not answered by then is taken to have died with its process. */
const leaseMs = 60_000;
/** How long a duplicate waits for the first request's answer before it is told to retry later. */
const waitForFirstMs = 10_000;
const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a request of this method to this path honours an `Idempotency-Key` (once signed in). */
export const honoursIdempotencyKey = (method: string, path: string) =>
  writeMethods.has(method) && path.startsWith('/v1/');

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when this request owns its idempotency key; `id` is what the handler stores. */
    idempotency: { scope: string; key: string; id: string } | null;
  }
}

export const badIdempotencyKey = () =>
  new DomainError(
    'VALIDATION_FAILED',
    'The Idempotency-Key header must be 8 to 100 letters, digits or dashes.',
  );

/** The request's `Idempotency-Key` header, checked; undefined when it has none. */
function headerKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !idempotencyKeyPattern.test(key)) throw badIdempotencyKey();
  return key;
}

/**
 * The key a handler stores on what it creates: the id of the key's current owner when the shared
 * mechanism handles the request, the header itself otherwise; undefined without a key.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  return request.idempotency?.id ?? headerKeyOf(request);
}

const fingerprintOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        request.method,
        request.routeOptions.url,
        request.params ?? null,
        request.query ?? null,
        request.body ?? null,
      ]),
    )
    .digest('base64url');

type Row = typeof idempotencyKeys.$inferSelect;

const inProgress = () =>
  new DomainError(
    'IDEMPOTENCY_IN_PROGRESS',
    'A request with this Idempotency-Key is still being processed. Try again in a moment.',
  );
const reused = () =>
  new DomainError(
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
  );

/**
 * Takes the key for this request, or says what to answer instead: the stored answer of a finished
 * first request. Throws when the key belongs to another request or its first request still runs.
 */
async function claim(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  scope: string,
  key: string,
  fingerprint: string,
): Promise<{ owned: { id: string } } | { replay: Row }> {
  const deadline = Date.now() + waitForFirstMs;
  for (let attempt = 0; ; attempt++) {
    const now = clock.now();
    const id = newId();
    const [inserted] = await db
      .insert(idempotencyKeys)
      .values({ scope, key, id, fingerprint, createdAt: now, lockedUntil: new Date(now.getTime() + leaseMs) })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    if (inserted) return { owned: inserted };

    const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
    // An expired key is new again: the request takes it over with a new id.
    const [renewed] = await db
      .update(idempotencyKeys)
      .set({
        id,
        fingerprint,
        createdAt: now,
        lockedUntil: new Date(now.getTime() + leaseMs),
        responseStatus: null,
        responseBody: null,
      })
      .where(and(where, lt(idempotencyKeys.createdAt, new Date(now.getTime() - keptForMs))))
      .returning({ id: idempotencyKeys.id });
    if (renewed) return { owned: renewed };

    const [row] = await db.select().from(idempotencyKeys).where(where);
    if (!row) continue; // purged in between: try to insert again
    if (row.fingerprint !== fingerprint) throw reused();
    if (row.responseStatus !== null) return { replay: row };
    // The first request died without an answer: take its place under the same id, so the handler
    // finds what it may already have written.
    const [taken] = await db
      .update(idempotencyKeys)
      .set({ lockedUntil: new Date(now.getTime() + leaseMs) })
      .where(
        and(
          where,
          eq(idempotencyKeys.id, row.id),
          isNull(idempotencyKeys.responseStatus),
          or(isNull(idempotencyKeys.lockedUntil), lt(idempotencyKeys.lockedUntil, now)),
        ),
      )
      .returning({ id: idempotencyKeys.id });
    if (taken) return { owned: taken };
    if (Date.now() >= deadline) throw inProgress();
    await new Promise((resolve) => setTimeout(resolve, Math.min(20 * 2 ** attempt, 250)));
  }
}

/** Refusals that say the request did not run: kept, they would stay refusals for 24 hours. */
const notRunStatuses = new Set([400, 401, 403, 413, 415, 429]);
const isKept = (status: number) => status < 500 && !notRunStatuses.has(status);

/** Keeps the first request's answer; any other answer gives the key up, so a retry runs anew. */
async function settle(
  { db }: Pick<Deps, 'db'>,
  owned: NonNullable<FastifyRequest['idempotency']>,
  status: number,
  body: string,
) {
  const where = and(
    eq(idempotencyKeys.scope, owned.scope),
    eq(idempotencyKeys.key, owned.key),
    eq(idempotencyKeys.id, owned.id),
  );
  if (!isKept(status)) await db.delete(idempotencyKeys).where(where);
  else
    await db
      .update(idempotencyKeys)
      .set({ responseStatus: status, responseBody: body, lockedUntil: null })
      .where(where);
}

/** Deletes keys older than 24 hours (a sweep of the job worker); answers how many. */
export async function purgeExpiredIdempotencyKeys({ db, clock }: Pick<Deps, 'db' | 'clock'>) {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(clock.now().getTime() - keptForMs)))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}

/**
 * The preHandler/onSend pair. Registered before compression, so the answer it keeps is the JSON
 * text itself. Anonymous requests are not kept: without an account a key would be shared by
 * everyone who guesses it.
 */
export const idempotency = fp(async (app: FastifyInstance) => {
  app.decorateRequest('idempotency', null);
  app.addHook('preHandler', async (request, reply) => {
    if (!honoursIdempotencyKey(request.method, request.url)) return;
    const key = headerKeyOf(request);
    if (!key || !request.identity) return;
    const scope = `${request.identity.issuer} ${request.identity.subject}`;
    const claimed = await claim(app.deps, scope, key, fingerprintOf(request));
    if ('owned' in claimed) {
      request.idempotency = { scope, key, id: claimed.owned.id };
      return;
    }
    return reply
      .status(claimed.replay.responseStatus!)
      .header('content-type', 'application/json; charset=utf-8')
      .header('idempotent-replayed', 'true')
      .send(claimed.replay.responseBody);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const owned = request.idempotency;
    if (!owned) return payload;
    request.idempotency = null;
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : null;
    // A stream is not kept: give the key up rather than replay something else.
    await settle(app.deps, owned, body === null ? 500 : reply.statusCode, body ?? '').catch((err) =>
      request.log.error({ err }, 'could not keep the answer of an idempotent request'),
    );
    return payload;
  });
});
