import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/app.ts';
import { twoInstances } from '../../test/two-instances.ts';
import { scrubUrl } from '../http/log-scrub.ts';
import { freeFailures, waitAfter } from './sign-in-throttle.ts';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await (async () => {
  const probe = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    if (process.env.REDIS_URL) throw new Error('REDIS_URL is set but Redis does not answer');
    return false;
  } finally {
    probe.disconnect();
  }
})();

const apps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

let n = 0;
/** Sign-ins from a different client address each time, as a botnet would send them. */
const signInFrom = (app: FastifyInstance, email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/auth/sign-in/email',
    payload: { email, password },
    remoteAddress: `10.0.${Math.floor(++n / 250)}.${n % 250}`,
  });

async function failUntilThrottled(app: FastifyInstance, email: string) {
  for (let i = 0; i < freeFailures; i++) {
    expect((await signInFrom(app, email, 'not-the-password')).statusCode).toBe(401);
  }
}

describe('per-account sign-in throttling', () => {
  it('waits longer after each failure past the first few, up to a quarter of an hour, never for good', () => {
    expect([1, 4].map(waitAfter)).toEqual([0, 0]);
    expect([5, 6, 7].map(waitAfter)).toEqual([15_000, 30_000, 60_000]);
    expect(waitAfter(50)).toBe(15 * 60_000);
  });

  const stores = [['PostgreSQL', {}] as const, ['Redis', { REDIS_URL: redisUrl }] as const];
  for (const [store, env] of stores) {
    it.skipIf(store === 'Redis' && !redisUp)(
      `makes the account wait, from any address, and says until when (${store})`,
      async () => {
        const app: TestApp = await createTestApp(env);
        apps.push(app);
        const person = await signUp(app);
        await failUntilThrottled(app, person.email);
        // Even the right password waits now; the answer says how long, in words and in Retry-After.
        const waiting = await signInFrom(app, person.email, person.password);
        expect(waiting.statusCode).toBe(429);
        expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(15);
        expect(waiting.json()).toMatchObject({
          code: 'RATE_LIMITED',
          error: {
            code: 'RATE_LIMITED',
            message: expect.stringMatching(/Try again in \d+ seconds?, or reset your password\./),
          },
        });
        // Another account is not affected.
        const other = await signUp(app);
        expect((await signInFrom(app, other.email, other.password)).statusCode).toBe(200);

        // Once the wait is over (its window ended), the right password works and clears the count.
        if (store === 'PostgreSQL') {
          await app.db.execute(
            sql`UPDATE rate_limit_counters SET expires_at = now() WHERE key LIKE 'sign-in-wait:%'`,
          );
        } else {
          const redis = new Redis(redisUrl);
          await redis.del(`linework:counter:sign-in-wait:${person.email}`);
          redis.disconnect();
        }
        expect((await signInFrom(app, person.email, person.password)).statusCode).toBe(200);
        expect((await signInFrom(app, person.email, 'not-the-password')).statusCode).toBe(401);
      },
    );
  }

  it('is shared by two instances, as are the per-address limits', async () => {
    const { a, b, stop } = await twoInstances('throttle', { RATE_LIMIT_AUTH_PER_MINUTE: '40' });
    try {
      const person = await signUp(a);
      for (let i = 0; i < freeFailures; i++) {
        const app = i % 2 ? a : b;
        expect((await signInFrom(app, person.email, 'not-the-password')).statusCode).toBe(401);
      }
      expect((await signInFrom(a, person.email, person.password)).statusCode).toBe(429);
      expect((await signInFrom(b, person.email, person.password)).statusCode).toBe(429);

      // One client address: 40 requests a minute to /auth in all, wherever they land.
      const from = { remoteAddress: '192.0.2.7' };
      const statuses: number[] = [];
      for (let i = 0; i < 41; i++) {
        const res = await (i % 2 ? a : b).inject({ url: '/auth/get-session', ...from });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 40).every((s) => s === 200)).toBe(true);
      expect(statuses[40]).toBe(429);
    } finally {
      await stop();
    }
  });
});

describe('link secrets stay out of the logs', () => {
  it('scrubs keys, tokens, tickets, signed links and waiver sessions from request URLs', () => {
    expect(scrubUrl('/v1/payments/p1/receipt?key=s3cret&format=pdf')).toBe(
      '/v1/payments/p1/receipt?key=[redacted]&format=pdf',
    );
    expect(scrubUrl('/files/users/u/a.jpg?expires=1&sig=abc')).toBe(
      '/files/users/u/a.jpg?expires=1&sig=[redacted]',
    );
    expect(scrubUrl('/v1/shops/x/waiver-sessions/S3cret/draft')).toBe(
      '/v1/shops/x/waiver-sessions/[redacted]/draft',
    );
    expect(scrubUrl('/shop/x/waiver-session/S3cret')).toBe('/shop/x/waiver-session/[redacted]');
    expect(scrubUrl('/review/S3cret')).toBe('/review/[redacted]');
    expect(scrubUrl('/v1/shops/x/check-in/tickets/S3cret/complete')).toBe(
      '/v1/shops/x/check-in/tickets/[redacted]/complete',
    );
    expect(scrubUrl('/v1/subscriptions/confirm?token=S3cret')).toBe(
      '/v1/subscriptions/confirm?token=[redacted]',
    );
    expect(scrubUrl('/v1/chat/events?ticket=S3cret')).toBe('/v1/chat/events?ticket=[redacted]');
    expect(scrubUrl('/shop/x/check-in?pass=S3cret')).toBe('/shop/x/check-in?pass=[redacted]');
    expect(scrubUrl('/artist/x/subscribe?confirm=S3cret')).toBe('/artist/x/subscribe?confirm=[redacted]');
    expect(scrubUrl('/invitations/S3cret')).toBe('/invitations/[redacted]');
    expect(scrubUrl('/v1/invitations/S3cret/accept')).toBe('/v1/invitations/[redacted]/accept');
  });

  it('writes request logs without them', async () => {
    const lines: string[] = [];
    const app = await createTestApp(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    apps.push(app);
    const secret = 'Zq9SecretLinkPart';
    for (const url of [
      `/v1/payments/abcdefghijklmnopqrstuv/receipt?key=${secret}`,
      `/v1/subscriptions/confirm?token=${secret}`,
      `/v1/chat/events?ticket=${secret}`,
      `/files/users/u/a.jpg?expires=1&sig=${secret}`,
      `/v1/shops/anchor-ink/waiver-sessions/${secret}`,
      `/v1/review-links/${secret}`,
      `/shop/anchor-ink/check-in?pass=${secret}`,
      `/artist/ada-stone/subscribe?confirm=${secret}`,
      `/invitations/${secret}`,
      `/v1/invitations/${secret}`,
    ]) {
      await app.inject({ url });
    }
    const log = lines.join('');
    expect(log).toContain('/v1/chat/events?ticket=[redacted]');
    expect(log).not.toContain(secret);
  });
});
