// `npm run bench`: measures, never asserts. Starts the real API on an isolated database beside a bare
// Fastify route, runs every row against both in the same process and run, prints a table and writes
// bench/results.json. Areas add rows in bench/rows.ts.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { seedDemoIfEmpty } from '../apps/api/src/seed/demo.ts';
import { chatFanout } from './chat-fanout.ts';
import { lighthouseBudgets, lighthouseScores } from './lighthouse.ts';
import { bookingRace } from './race.ts';
import { type BenchContext, httpRows, type Row } from './rows.ts';
import { measureSlotComputation } from './slots.ts';
import { firstScreenJavaScript } from './web.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'linework-bench-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0',
    PORT: '0',
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    RATE_LIMIT_WRITES_PER_MINUTE: '100000',
  });
  const app = await buildApp(config);
  await seedDemoIfEmpty(app);
  const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  const bare = Fastify();
  bare.get('/bare', async () => ({ ok: true }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const email = `bench-${Date.now()}@example.test`;
  const signUp = await fetch(`${apiUrl}/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: config.publicUrl },
    body: JSON.stringify({ email, password: 'bench-password-1', firstName: 'Bench', lastName: 'Mark' }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { token } = (await (await fetch(`${apiUrl}/auth/token`, { headers: { cookie } })).json()) as {
    token: string;
  };
  const context: BenchContext = { app, apiUrl, token };

  const rows: {
    name: string;
    requestsPerSecond: number;
    p50Ms: number;
    p99Ms: number;
    ratioToBare?: number;
    non2xx?: number;
    note?: string;
  }[] = [];
  const bareResult = await load(`${bareUrl}/bare`);
  rows.push({ name: 'bare Fastify route', ...bareResult });
  for (const row of httpRows as Row[]) {
    const { path: urlPath, headers } = await row.request(context);
    const result = await load(`${apiUrl}${urlPath}`, headers);
    rows.push({
      name: row.name,
      ...result,
      ratioToBare: Number((result.requestsPerSecond / bareResult.requestsPerSecond).toFixed(2)),
    });
  }

  console.log(
    `\n${connections} connections, ${seconds} s each, ${config.databaseUrl ? 'PostgreSQL' : 'PGlite'}\n`,
  );
  console.table(
    rows.map((r) => ({
      row: r.name,
      'req/s': r.requestsPerSecond,
      'p50 ms': r.p50Ms,
      'p99 ms': r.p99Ms,
      'vs bare': r.ratioToBare ?? '',
      non2xx: r.non2xx ?? 0,
    })),
  );

  // Booking: the slot engine on a large calendar, and many customers racing for one time.
  const slotComputation = measureSlotComputation();
  console.log('\nFree slots, one artist, 90 days, pure function (budget: median ≤ 10 ms)\n');
  console.table([
    {
      appointments: slotComputation.appointments,
      'in the 90 days': slotComputation.appointmentsInWindow,
      'free slots': slotComputation.freeSlots,
      runs: slotComputation.runs,
      'median ms': slotComputation.medianMs,
      'p99 ms': slotComputation.p99Ms,
      '': slotComputation.medianMs <= slotComputation.budgetMedianMs ? 'ok' : 'over',
    },
  ]);
  const race = await bookingRace(app, apiUrl, config.publicUrl);
  console.log(
    '\n200 clients racing for one slot over HTTP (budget: one appointment, every other answer 409)\n',
  );
  console.table([
    {
      clients: race.clients,
      winners: race.winners,
      'appointments at the slot': race.appointmentsAtSlot,
      'status codes': Object.entries(race.statusCodes)
        .map(([code, n]) => `${code}×${n}`)
        .join(' '),
      'settled in ms': race.settleMs,
      '': race.ok ? 'ok' : 'WRONG',
    },
  ]);
  // Chat fan-out across two instances on one PostgreSQL (bench/chat-fanout.ts).
  const chat = await chatFanout();
  console.log('\nChat fan-out (POST of a message → arrival on every listener)\n');
  console.table([chat]);

  // The web app as a phone loads it: first-screen JavaScript per route against the budget.
  // Without a Chromium the API rows above still count: say so and go on to write them.
  const webRows = await firstScreenJavaScript(apiUrl.replace('127.0.0.1', 'localhost'), [
    '/',
    '/artist/mara-vale',
    '/shop/north-star-tattoo',
  ]).catch((error: Error) => {
    console.log(`first-screen JavaScript: unavailable (${error.message.split('\n')[0]})`);
    return [];
  });
  console.log('\nFirst-screen JavaScript (gzip, production build)\n');
  console.table(
    webRows.map((r) => ({
      route: r.path,
      scripts: r.scripts,
      'KB gzip': r.gzipKb,
      'budget KB': r.budgetKb,
      '': r.ok ? 'ok' : 'over',
    })),
  );

  const pages = ['/', '/artist/mara-vale', '/shop/north-star-tattoo'];
  const lighthouseRows = await lighthouseScores(apiUrl.replace('127.0.0.1', 'localhost'), pages).catch(
    (error: Error) => {
      console.log(`lighthouse: unavailable (${error.message})`);
      return [];
    },
  );
  console.log(`\nLighthouse, mobile (budgets: ${JSON.stringify(lighthouseBudgets)})\n`);
  console.table(lighthouseRows);

  const out = path.join(path.dirname(new URL(import.meta.url).pathname), 'results.json');
  writeFileSync(
    out,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        cores: cpus().length,
        database: config.databaseUrl ? 'postgres' : 'pglite',
        connections,
        seconds,
        rows,
        slotComputation,
        bookingRace: race,
        chat,
      },
      null,
      2,
    ),
  );
  console.log(`\nWritten to ${out}`);
  await app.close();
  await bare.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
