import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { apiRoot } from '../config.ts';
import * as appointments from './schema/appointments.ts';
import * as catalog from './schema/catalog.ts';
import * as chat from './schema/chat.ts';
import * as checkin from './schema/checkin.ts';
import * as idempotency from './schema/idempotency.ts';
import * as identity from './schema/identity.ts';
import * as jobs from './schema/jobs.ts';
import * as mail from './schema/mail.ts';
import * as payments from './schema/payments.ts';
import * as projectMoney from './schema/project-money.ts';
import * as projects from './schema/projects.ts';
import * as requests from './schema/requests.ts';
import * as reviewLinks from './schema/review-links.ts';
import * as sandbox from './schema/sandbox.ts';
import * as shopNotices from './schema/shop-notices.ts';
import * as sms from './schema/sms.ts';
import * as subscriptions from './schema/subscriptions.ts';
import * as uploads from './schema/uploads.ts';
import * as users from './schema/users.ts';
import * as waivers from './schema/waivers.ts';

export const schema = {
  ...identity,
  ...users,
  ...uploads,
  ...mail,
  ...sms,
  ...catalog,
  ...appointments,
  ...jobs,
  ...requests,
  ...chat,
  ...payments,
  ...sandbox,
  ...subscriptions,
  ...reviewLinks,
  ...waivers,
  ...checkin,
  ...idempotency,
  ...shopNotices,
  ...projects,
  ...projectMoney,
};

// Found from the API workspace, not from this file: the compiled bundle lives elsewhere (apps/api/dist).
const migrationsFolder = path.join(apiRoot, 'drizzle');

// Both drivers expose the same query builder; the node-postgres type stands for either.
export type Database = ReturnType<typeof drizzleNodePg<typeof schema>>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * Calls `onMessage` for every NOTIFY on `channel`, from any instance on this database. After a lost
   * connection it reconnects and calls `onMessage(null)`: something may have been missed.
   */
  listen(channel: string, onMessage: (payload: string | null) => void): Promise<void>;
  close(): Promise<void>;
};

const channelName = /^[a-z_]+$/;

/**
 * PostgreSQL when a URL is given, otherwise the embedded PGlite under `dataDir`
 * (or in memory for `memory://`, which tests use for a fresh database per file).
 */
export function createDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  /** Told of an idle connection the server dropped (a restart, a failover), for the log. */
  onPoolError?: (error: Error) => void;
}): DatabaseHandle {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 20 });
    // An idle connection dropped by the server must not crash the process; the pool replaces it,
    // and the log says so, so a flapping database is seen before requests fail.
    pool.on('error', (error) => opts.onPoolError?.(error));
    const db = drizzleNodePg(pool, { schema });
    const listeners = new Set<pg.Client>();
    let closed = false;
    const listen = async (channel: string, onMessage: (payload: string | null) => void): Promise<void> => {
      if (!channelName.test(channel)) throw new Error(`bad channel name ${channel}`);
      const client = new pg.Client({ connectionString: opts.databaseUrl });
      const reconnect = () => {
        listeners.delete(client);
        client.end().catch(() => {});
        if (closed) return;
        setTimeout(() => {
          listen(channel, onMessage)
            .then(() => onMessage(null))
            .catch(reconnect);
        }, 1000).unref();
      };
      client.on('error', reconnect);
      client.on('notification', (n) => n.channel === channel && onMessage(n.payload ?? ''));
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      listeners.add(client);
    };
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePg(db, { migrationsFolder }),
      ping: async () => void (await pool.query('select 1')),
      listen,
      async close() {
        closed = true;
        await Promise.all([...listeners].map((c) => c.end().catch(() => {})));
        await pool.end();
      },
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
    async listen(channel, onMessage) {
      if (!channelName.test(channel)) throw new Error(`bad channel name ${channel}`);
      await client.listen(channel, (payload) => onMessage(payload));
    },
    close: () => client.close(),
  };
}
