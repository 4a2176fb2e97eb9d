import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { createDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { testConfig } from './app.ts';

/**
 * Two API instances on one database, as behind a load balancer: PostgreSQL (DATABASE_URL, or the
 * default local server when it answers), otherwise two apps sharing one PGlite.
 */
export async function twoInstances(
  prefix: string,
  env: Record<string, string> = {},
): Promise<{ a: FastifyInstance; b: FastifyInstance; stop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const dataDir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  const config = testConfig(dataDir, env);
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  const reachable = await admin.connect().then(
    () => true,
    () => false,
  );
  if (!reachable) {
    if (process.env.DATABASE_URL) throw new Error('DATABASE_URL is set but PostgreSQL does not answer');
    const shared = createDatabase({ dataDir: 'memory://' });
    const keepOpen: DatabaseHandle = { ...shared, close: async () => {} };
    const a = await buildApp(config, { database: keepOpen });
    const b = await buildApp(config, { database: keepOpen });
    return {
      a,
      b,
      async stop() {
        await a.close();
        await b.close();
        await shared.close();
      },
    };
  }
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const a = await buildApp(config, { database: createDatabase({ databaseUrl: url.toString(), dataDir }) });
  const b = await buildApp(config, { database: createDatabase({ databaseUrl: url.toString(), dataDir }) });
  return {
    a,
    b,
    async stop() {
      await a.close();
      await b.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
