import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import type { Database, Transaction } from '../db/client.ts';
import { publicCacheControl, type ReadyAnswer, readyAnswer, sendReadyAnswer } from '../http/http-cache.ts';

export const channel = 'catalog_changed';

/** Tells every instance that catalogue answers changed; inside a transaction it fires on commit. */
export async function announceCatalogChange(db: Database | Transaction) {
  await db.execute(sql`select pg_notify(${channel}, '')`);
}

/**
 * Public catalogue answers kept ready (JSON, ETag, compressed bodies) for a short time. Any catalogue
 * write on any instance clears it (NOTIFY), and the time limit bounds answers that depend on the clock
 * ("open now"). Searches with any query land here too, so it holds at most `maxEntries`, the least
 * recently read leaving first; readers of a key that is being loaded wait for that one load.
 */
async function createCatalogReadCache(app: FastifyInstance, opts = { ttlMs: 30_000, maxEntries: 1000 }) {
  const entries = new Map<string, { answer: ReadyAnswer; at: number }>();
  const loading = new Map<string, Promise<ReadyAnswer>>();
  let generation = 0;
  const clear = () => {
    generation += 1;
    entries.clear();
    loading.clear();
  };
  await app.database.listen(channel, clear);

  async function load<T extends z.ZodType>(key: string, schema: T, read: () => Promise<z.input<T>>) {
    const startedAt = generation;
    // The schema strips anything the contract does not name, as the response serializer would.
    const answer = readyAnswer(JSON.stringify(schema.parse(await read())));
    // A write that landed while this was loading may not be in it: do not keep it.
    if (startedAt === generation) {
      if (entries.size >= opts.maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { answer, at: Date.now() });
    }
    return answer;
  }

  /** The kept answer for `key` while it is fresh. */
  function ready(key: string) {
    const hit = entries.get(key);
    if (!hit || Date.now() - hit.at >= opts.ttlMs) return undefined;
    // Most recently read goes last, so the oldest unread entry is the one evicted.
    entries.delete(key);
    entries.set(key, hit);
    return hit.answer;
  }

  async function send<T extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    schema: T,
    read: () => Promise<z.input<T>>,
  ) {
    const hit = ready(key);
    if (hit) return sendReadyAnswer(request, reply, hit, publicCacheControl);
    let pending = loading.get(key);
    if (!pending) {
      pending = load(key, schema, read).finally(() => {
        if (loading.get(key) === pending) loading.delete(key);
      });
      loading.set(key, pending);
    }
    return sendReadyAnswer(request, reply, await pending, publicCacheControl);
  }

  /**
   * A route hook that answers from the cache before validation and the handler, for routes whose
   * key is the request URL: an answer is kept only after a request with that very URL passed
   * validation, so the same URL needs no second check. Misses go on to the handler.
   */
  const answerIfReady: onRequestHookHandler = (request, reply, done) => {
    const hit = ready(request.url);
    if (!hit) return done();
    sendReadyAnswer(request, reply, hit, publicCacheControl);
  };

  return {
    send,
    answerIfReady,
    /** Forget every answer here at once, and tell the other instances. */
    async changed() {
      clear();
      await announceCatalogChange(app.db);
    },
  };
}

export type CatalogReadCache = Awaited<ReturnType<typeof createCatalogReadCache>>;

declare module 'fastify' {
  interface FastifyInstance {
    catalogReadCache: CatalogReadCache;
  }
}

/**
 * One read cache per app: the public catalogue routes answer from it, and the staff writes under
 * /v1/business (registered apart, behind the membership check) clear it before they answer.
 */
export const catalogReadCache = fp(async (app: FastifyInstance) => {
  app.decorate('catalogReadCache', await createCatalogReadCache(app));
});
