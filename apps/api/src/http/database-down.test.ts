import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { loggableError } from './database-errors.ts';

// A database that cannot be reached is the service's trouble, not the client's and not a bug:
// 503 with Retry-After and the error envelope, /readyz not ready, and service again once it is back.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close().catch(() => {}));

/** A read that goes to the database every time (no answer cache holds an unknown shop). */
const read = (on: TestApp = app) =>
  on.inject({ url: `/v1/shops/no-such-shop-${Math.random().toString(36).slice(2)}` });

const expectUnavailable = async (on: TestApp = app) => {
  const res = await read(on);
  expect(res.statusCode, res.body).toBe(503);
  expect(res.headers['retry-after']).toBe('5');
  expect(res.json().error.code).toBe('SERVICE_UNAVAILABLE');
  const ready = await on.inject({ url: '/readyz' });
  expect(ready.statusCode).toBe(503);
  expect(ready.json().error.code).toBe('NOT_READY');
};

describe('the log of a failed query', () => {
  it('keeps the SQL but not the values people sent', async () => {
    const failure = await app.db.execute(sql`select ${'robin@example.test'}::int as n`).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(JSON.stringify(failure) + String((failure as Error).stack)).toContain('robin@example.test');
    const logged = loggableError(failure) as Error;
    const text = JSON.stringify(logged) + logged.message + logged.stack;
    expect(text).toContain('Failed query: select $1::int');
    expect(text).not.toContain('robin@example.test');
  });
});

describe('database unavailable', () => {
  it.runIf(process.env.DATABASE_URL)(
    'answers 503 while PostgreSQL refuses the app’s connections, then serves again',
    async () => {
      expect((await read()).statusCode).toBe(404);
      const [{ name } = { name: '' }] = (
        await app.db.execute<{ name: string }>(sql`select current_database() as name`)
      ).rows;
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      try {
        await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
        await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [
          name,
        ]);
        await expectUnavailable();
      } finally {
        await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
        await admin.end();
      }
      expect((await read()).statusCode).toBe(404);
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    },
  );

  it('answers 503 once the embedded database is closed', async () => {
    const embedded = await createTestApp({}, {}, true);
    try {
      expect((await read(embedded)).statusCode).toBe(404);
      await embedded.database.close();
      await expectUnavailable(embedded);
    } finally {
      await embedded.close().catch(() => {});
    }
  });
});
