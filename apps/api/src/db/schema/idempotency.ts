import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Idempotency keys of write requests (docs/decisions/020): the first request with a key owns it,
 * and its answer is kept for 24 hours so a retry gets the same answer. `id` is what the services
 * store as their own key column; it is new each time a key is taken anew after it expired.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Who sent the key (issuer and subject of the sign-in): one person's keys never meet another's. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    id: text('id').notNull(),
    /** Hash of the method, route, path, query and body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** While the first request runs; a request that died with its process gives the key up then. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The stored answer once the first request finished. */
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
