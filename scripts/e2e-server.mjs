#!/usr/bin/env node
// Starts the real product for the Playwright journeys on a database of its own: a fresh PostgreSQL
// database when DATABASE_URL is set (as in CI), a fresh PGlite folder otherwise; demo data seeded.
import { spawn } from 'node:child_process';
import { createWriteStream, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.E2E_PORT ?? '3100';
const dataDir = path.join(tmpdir(), `linework-e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });
// The whole log of the run, request lines included: `npm test` reads it for leaked secrets
// (scripts/log-secrets.mjs) once the journeys are done.
const logFile = process.env.E2E_LOG_FILE ?? path.join(tmpdir(), `linework-e2e-${port}.log`);
const log = createWriteStream(logFile);

const env = {
  ...process.env,
  NODE_ENV: 'test',
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://localhost:${port}`,
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
  // Emails and sandbox webhooks reach the journeys through the background worker.
  JOBS_WORKER: 'true',
  // Every email and sandbox payment a journey waits for comes within half a second, not five.
  JOBS_INTERVAL_MS: '500',
  // Journeys sign in and out many times from one address.
  RATE_LIMIT_AUTH_PER_MINUTE: '1000',
};

if (process.env.DATABASE_URL) {
  const name = `lw_e2e_${port}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
}

// The API's own tsconfig: its emails are TSX (react-jsx); from the root tsx would not find it.
const server = spawn('npx', ['tsx', '--tsconfig', 'apps/api/tsconfig.json', 'apps/api/src/main.ts'], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'pipe'],
});

/** pino's levels: warn is 40. Anything that is not a pino line (a crash, tsx) is shown as well. */
const worthShowing = (line) => {
  try {
    return (JSON.parse(line).level ?? 50) >= 40;
  } catch {
    return true;
  }
};
for (const [stream, shown] of [
  [server.stdout, process.stdout],
  [server.stderr, process.stderr],
]) {
  createInterface({ input: stream }).on('line', (line) => {
    log.write(`${line}\n`);
    if (worthShowing(line)) shown.write(`${line}\n`);
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill('SIGTERM'));
// 'close', not 'exit': the server's last lines are read, and written to the log, before this ends.
server.on('close', (code) => log.end(() => process.exit(code ?? 0)));
