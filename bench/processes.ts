// The servers under measurement, each in a process of its own: the product started exactly as
// `npm start` starts it (compiled bundle, NODE_ENV=production) and the bare Fastify route. Every
// child is stopped when the bench ends, fails or is interrupted.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The line apps/api's `start` script runs; checked below so the bench cannot drift from it. */
const productCommand = ['--enable-source-maps', 'dist/main.js'];
const startScript = `NODE_ENV=production node ${productCommand.join(' ')}`;

/** Shared by the product processes and by the bench when it issues chat stream tickets. */
export const benchAuthSecret = 'bench-secret-bench-secret-bench-secret-0';

const children = new Set<ChildProcess>();
function stopAllNow() {
  for (const child of children) child.kill('SIGKILL');
}
process.on('exit', stopAllNow);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopAllNow();
    process.exit(130);
  });
}

export type Server = { url: string; pid: number; log: string; stop(): Promise<void> };

async function waitUntilReady(url: string, child: ChildProcess, log: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} exited with ${child.exitCode}; see ${log}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become ready in ${timeoutMs / 1000} s; see ${log}`);
}

function startProcess(args: string[], cwd: string, env: NodeJS.ProcessEnv, log: string) {
  const out = openSync(log, 'w');
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', out, out] });
  children.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM'); // the product finishes in-flight requests and closes its database
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        await exited;
        clearTimeout(timer);
      }
      children.delete(child);
    },
  };
}

export type ProductOptions = {
  port: number;
  /** A PostgreSQL database of its own; PGlite under the fresh DATA_DIR when absent. */
  databaseUrl?: string;
  seedDemo?: boolean;
};

/** Settings the bench gives the product beside what `npm start` would use; printed with the results. */
export const productBenchEnv = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  // Hundreds of customers sign up and book from one loopback address: the per-address limits
  // (30 sign-ins, 120 writes a minute by default) would answer 429 to the crowd, not measure it.
  RATE_LIMIT_AUTH_PER_MINUTE: '100000',
  RATE_LIMIT_WRITES_PER_MINUTE: '100000',
  // The bench reads the demo's review link from the dev mailbox, as the README's demo does.
  DEV_TOOLS: 'true',
};

export async function startProduct(opts: ProductOptions): Promise<Server & { dataDir: string }> {
  const apiRoot = path.join(repoRoot, 'apps/api');
  const script = JSON.parse(readFileSync(path.join(apiRoot, 'package.json'), 'utf8')).scripts.start;
  if (script !== startScript) throw new Error(`apps/api start script changed to "${script}": update bench`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-product-'));
  const url = `http://127.0.0.1:${opts.port}`;
  const log = path.join(dataDir, 'product.log');
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    ...productBenchEnv,
    PORT: String(opts.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${opts.port}`,
    DATA_DIR: dataDir,
    AUTH_SECRET: benchAuthSecret,
    SEED_DEMO: String(opts.seedDemo ?? true),
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
  };
  const proc = startProcess(productCommand, apiRoot, env, log);
  try {
    await waitUntilReady(`${url}/readyz`, proc.child, log);
  } catch (error) {
    await proc.stop();
    throw error;
  }
  return {
    url,
    pid: proc.child.pid!,
    log,
    dataDir,
    async stop() {
      await proc.stop();
      rmSync(dataDir, { recursive: true, force: true }); // kept above when the start fails, for its log
    },
  };
}

/** The reference: one Fastify route answering a constant, in its own plain-node process. */
export async function startBareRoute(port: number): Promise<Server> {
  const log = path.join(tmpdir(), `bench-bare-${port}.log`);
  const proc = startProcess(
    [path.join(repoRoot, 'bench/bare-server.mjs')],
    repoRoot,
    {
      ...process.env,
      PORT: String(port),
    },
    log,
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(`${url}/bare`, proc.child, log);
  } catch (error) {
    await proc.stop();
    throw error;
  }
  return { url, pid: proc.child.pid!, log, stop: proc.stop };
}

/** A fresh PostgreSQL database `bench_<suffix>` on the server of `adminUrl`; drop() removes it. */
export async function freshPostgresDatabase(adminUrl: string, suffix: string) {
  const name = `bench_${suffix}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function postgresReachable(url: string) {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}
