import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Counters of the rate limits and of failed sign-ins, shared by every instance on the database
 * (Redis holds them instead when REDIS_URL is set). A counter counts within a fixed window that
 * starts at its first hit.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
