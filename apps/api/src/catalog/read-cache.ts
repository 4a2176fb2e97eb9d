import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Database, Transaction } from '../db/client.ts';

export const channel = 'catalog_changed';

/** Tells every instance that catalogue answers changed; inside a transaction it fires on commit. */
export async function announceCatalogChange(db: Database | Transaction) {
  await db.execute(sql`select pg_notify(${channel}, '')`);
}

/**
 * Public catalogue answers kept as ready JSON for a short time. Any catalogue write on any instance
 * clears it (NOTIFY), and the time limit bounds answers that depend on the clock ("open now").
 */
export async function createCatalogReadCache(
  app: FastifyInstance,
  opts = { ttlMs: 30_000, maxEntries: 1000 },
) {
  const entries = new Map<string, { json: string; at: number }>();
  let generation = 0;
  const clear = () => {
    generation += 1;
    entries.clear();
  };
  await app.database.listen(channel, clear);

  async function send<T extends z.ZodType>(
    reply: FastifyReply,
    key: string,
    schema: T,
    load: () => Promise<z.input<T>>,
  ) {
    reply.type('application/json; charset=utf-8');
    const hit = entries.get(key);
    if (hit && Date.now() - hit.at < opts.ttlMs) return reply.send(hit.json);
    const startedAt = generation;
    // The schema strips anything the contract does not name, as the response serializer would.
    const json = JSON.stringify(schema.parse(await load()));
    // A write that landed while this was loading may not be in it: do not keep it.
    if (startedAt === generation) {
      if (entries.size >= opts.maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { json, at: Date.now() });
    }
    return reply.send(json);
  }

  return {
    send,
    /** Forget every answer here at once, and tell the other instances. */
    async changed() {
      clear();
      await announceCatalogChange(app.db);
    },
  };
}

export type CatalogReadCache = Awaited<ReturnType<typeof createCatalogReadCache>>;
