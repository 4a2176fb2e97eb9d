import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Database } from '../db/client.ts';

/** A count within a fixed window, and how long until the window ends. */
export type Count = { count: number; resetInMs: number };

/**
 * Counters every instance shares: request rate limits and failed sign-ins. In the database by
 * default, in Redis when REDIS_URL is set (docs/decisions/019).
 */
export type CounterStore = {
  kind: 'postgres' | 'redis';
  /** Counts one more under `key`; a window of `windowMs` starts at the first hit after the last ended. */
  hit(key: string, windowMs: number): Promise<Count>;
  /** The count under `key` now, without counting; zero once its window has ended. */
  read(key: string): Promise<Count>;
  reset(key: string): Promise<void>;
};

const none: Count = { count: 0, resetInMs: 0 };

export function postgresCounters(db: Database): CounterStore {
  let hits = 0;
  return {
    kind: 'postgres',
    async hit(key, windowMs) {
      // Ended windows are left behind by keys never seen again; clear them now and then.
      if (++hits % 500 === 0) {
        await db.execute(sql`DELETE FROM rate_limit_counters WHERE expires_at < now()`);
      }
      const result = await db.execute<{ count: number; reset_ms: number }>(sql`
        INSERT INTO rate_limit_counters (key, count, expires_at)
        VALUES (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limit_counters.expires_at <= now() THEN 1
                       ELSE rate_limit_counters.count + 1 END,
          expires_at = CASE WHEN rate_limit_counters.expires_at <= now() THEN excluded.expires_at
                            ELSE rate_limit_counters.expires_at END
        RETURNING count, ceil(extract(epoch FROM expires_at - now()) * 1000)::float8 AS reset_ms`);
      const row = result.rows[0]!;
      return { count: Number(row.count), resetInMs: Math.max(0, Number(row.reset_ms)) };
    },
    async read(key) {
      const result = await db.execute<{ count: number; reset_ms: number }>(sql`
        SELECT count, ceil(extract(epoch FROM expires_at - now()) * 1000)::float8 AS reset_ms
        FROM rate_limit_counters WHERE key = ${key} AND expires_at > now()`);
      const row = result.rows[0];
      return row ? { count: Number(row.count), resetInMs: Math.max(0, Number(row.reset_ms)) } : none;
    },
    async reset(key) {
      await db.execute(sql`DELETE FROM rate_limit_counters WHERE key = ${key}`);
    },
  };
}

// INCR, and start the window's expiry on the first hit: one round trip, atomic.
const hitScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

export function redisCounters(redis: Redis, prefix = 'linework:counter:'): CounterStore {
  return {
    kind: 'redis',
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(hitScript, 1, prefix + key, windowMs)) as [number, number];
      return { count, resetInMs: Math.max(0, ttl) };
    },
    async read(key) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return count === null ? none : { count: Number(count), resetInMs: Math.max(0, ttl) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

/**
 * @fastify/rate-limit's store interface over a CounterStore, so the per-address limits are counted
 * where every instance sees them. Each route's limit gets its own keys.
 */
export function rateLimitStore(counters: CounterStore) {
  return class SharedRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'rate:',
    ) {}
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      counters.hit(this.prefix + key, timeWindow).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    }
    read(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void) {
      counters.read(this.prefix + key).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    }
    child(routeOptions: { routeInfo: { method: string; url: string } }) {
      return new SharedRateLimitStore(
        undefined,
        `rate:${routeOptions.routeInfo.method}${routeOptions.routeInfo.url}:`,
      );
    }
  };
}

/** One Redis connection for the app's life; it fails the start, not a request, when Redis is not there. */
export async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
  app.addHook('onClose', async () => {
    await redis.quit();
  });
  return redis;
}
