import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as catalog from './schema/catalog.ts';
import * as identity from './schema/identity.ts';
import * as mail from './schema/mail.ts';
import * as uploads from './schema/uploads.ts';
import * as users from './schema/users.ts';

export const schema = { ...identity, ...users, ...uploads, ...mail, ...catalog };

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

// Both drivers expose the same query builder; the node-postgres type stands for either.
export type Database = ReturnType<typeof drizzleNodePg<typeof schema>>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

/**
 * PostgreSQL when a URL is given, otherwise the embedded PGlite under `dataDir`
 * (or in memory for `memory://`, which tests use for a fresh database per file).
 */
export function createDatabase(opts: { databaseUrl?: string; dataDir: string }): DatabaseHandle {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 20 });
    // An idle connection dropped by the server must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzleNodePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePg(db, { migrationsFolder }),
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
    };
  }
  const inMemory = opts.dataDir === 'memory://';
  if (!inMemory) mkdirSync(opts.dataDir, { recursive: true });
  const client = new PGlite(inMemory ? 'memory://' : path.join(opts.dataDir, 'pglite'), {
    extensions: { btree_gist, pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}
