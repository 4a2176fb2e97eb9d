// `npm run bench`: measures, never asserts. Builds once, starts the product as `npm start` starts it
// (compiled, production mode, a fresh DATA_DIR and, with DATABASE_URL, a fresh PostgreSQL database)
// and a bare Fastify route, each in a process of its own, and drives both from this third process.
// Every row runs in this one invocation, so ratios compare like with like. Prints each figure
// beside its budget and writes bench/results.json with the machine it ran on.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { chatFanout } from './chat-fanout.ts';
import { julesAtNorthStar } from './demo-booking.ts';
import { booksOpenDrop } from './drop.ts';
import { flashDrop } from './flash-drop.ts';
import { lighthouseBudget, lighthouseScores } from './lighthouse.ts';
import { browserHeaders, connections, type LoadResult, load, seconds } from './load.ts';
import {
  freshPostgresDatabase,
  productBenchEnv,
  repoRoot,
  startBareRoute,
  startProduct,
} from './processes.ts';
import { bookingRace } from './race.ts';
import { waitlistRefill } from './refill.ts';
import { httpRows } from './rows.ts';
import { measureSlotComputation } from './slots.ts';
import { firstScreenBudgetKb, firstScreenJavaScript, islandFirstUse, type WebRoute } from './web.ts';

const basePort = Number(process.env.BENCH_PORT ?? 3410);

/**
 * `BENCH_ROWS=http,drop` runs only those groups (http, web, lighthouse, race, refill, drop, flash, slots,
 * chat), for
 * measuring one change without the whole run; the README's table comes from a run of all of them.
 */
const chosenGroups = process.env.BENCH_ROWS?.split(',').map((g) => g.trim());
const runs = (group: string) => !chosenGroups || chosenGroups.includes(group);

/** One line of the printed table and of results.json. */
type ResultRow = { name: string; result: string; budget: string | null; met: boolean | null };

const f = (n: number) => n.toLocaleString('en-US');
const benchStart = Date.now();
const step = (what: string) =>
  console.log(`[${Math.round((Date.now() - benchStart) / 1000)} s, load ${loadAverage()[0]}] ${what}`);
const loadAverage = () => loadavg().map((n) => Math.round(n * 100) / 100);

function machine() {
  return {
    cores: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    loadAverageAtStart: loadAverage(),
  };
}

function buildOnce() {
  if (process.env.BENCH_BUILD === 'false') return console.log('BENCH_BUILD=false: using the existing build');
  console.log('Building the web app and the API (npm run build)…');
  const built = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) throw new Error('npm run build failed');
}

/** The demo's review link (emailed at seed), read from the dev mailbox. */
/** A demo account's sign-in (README's demo table): every demo login has the same password. */
const demoLogin = (email: string) => ({ email, password: 'linework-demo' });

async function demoReviewPath(apiUrl: string) {
  for (let tries = 0; tries < 60; tries++) {
    const messages = (await (await fetch(`${apiUrl}/dev/mailbox/messages`)).json()) as {
      result: { text: string }[];
    };
    for (const m of messages.result) {
      const link = m.text.match(/\/review\/[A-Za-z0-9_-]+/);
      if (link) return link[0];
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the demo review link never reached the dev mailbox');
}

const loadFigures = (r: LoadResult) =>
  `${f(r.requestsPerSecond)} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms${
    r.non2xx + r.errors + r.timeouts ? `, ${r.non2xx} non-2xx, ${r.errors} errors` : ''
  }`;

async function main() {
  const startedAt = Date.now();
  const host = machine();
  buildOnce();

  const database = process.env.DATABASE_URL
    ? await freshPostgresDatabase(process.env.DATABASE_URL, 'product')
    : undefined;
  const databaseLabel = database ? 'PostgreSQL' : 'PGlite (embedded; the budgets are set for PostgreSQL)';
  console.log(`Product on ${databaseLabel}; load: ${connections} connections, ${seconds} s a row`);
  const rows: ResultRow[] = [];
  const details: Record<string, unknown> = {};
  let product: Awaited<ReturnType<typeof startProduct>> | undefined;
  let bare: Awaited<ReturnType<typeof startBareRoute>> | undefined;
  try {
    product = await startProduct({ port: basePort, databaseUrl: database?.url });
    bare = await startBareRoute(basePort + 1);
    const browserUrl = product.url.replace('127.0.0.1', 'localhost');
    const target = await julesAtNorthStar(product.url);

    // 1. Closed-loop HTTP load: the bare route before and after the product's reads, back to back;
    // ratios use the mean of the two, so a machine that gets busier or quieter meanwhile shows.
    if (runs('http')) {
      step('HTTP load: bare route, catalogue reads, availability');
      const bareBefore = await load(`${bare.url}/bare`);
      const http: Record<string, unknown>[] = [{ name: 'bare (before)', ...bareBefore }];
      const measured: { row: (typeof httpRows)[number]; result: LoadResult }[] = [];
      for (const row of httpRows) {
        const url = `${product.url}${row.path(target)}`;
        const first = await fetch(url); // warms the route and proves it answers before the load
        await first.arrayBuffer();
        if (!first.ok) throw new Error(`${row.name}: ${url} answered ${first.status}`);
        measured.push({ row, result: await load(url) });
      }
      const bareAfter = await load(`${bare.url}/bare`);
      http.push({ name: 'bare (after)', ...bareAfter });
      const bareRps = (bareBefore.requestsPerSecond + bareAfter.requestsPerSecond) / 2;
      rows.push({
        name: 'bare Fastify route (own process), before / after',
        result: `${loadFigures(bareBefore)} / ${loadFigures(bareAfter)}`,
        budget: null,
        met: null,
      });
      for (const { row, result } of measured) {
        const ratio = Math.round((result.requestsPerSecond / bareRps) * 100) / 100;
        const met = row.met(result, ratio);
        rows.push({
          name: row.name,
          result: `${loadFigures(result)} (${ratio} × bare)`,
          budget: row.budget,
          met,
        });
        http.push({
          name: row.name,
          path: row.path(target),
          ...result,
          ratioToBare: ratio,
          budget: row.budget,
          met,
        });
      }
      details.http = http;
    }

    // 2. The web app as a phone loads it.
    if (runs('web')) {
      step('first-screen JavaScript of every public route (Chromium)');
      const reviewPath = await demoReviewPath(product.url);
      const staticPages: WebRoute[] = [
        { name: 'home', path: '/', kind: 'static' },
        { name: 'search results', path: '/?q=blackwork', kind: 'static' },
        { name: 'artist', path: '/artist/mara-vale', kind: 'static' },
        { name: 'shop', path: '/shop/north-star-tattoo', kind: 'static' },
        { name: 'artist in shop', path: '/shop/north-star-tattoo/jules', kind: 'static' },
        { name: 'service', path: `/shop/north-star-tattoo/service/${target.serviceId}`, kind: 'static' },
      ];
      const routes: WebRoute[] = [
        // Static pages with islands (docs/decisions/034): the islands' loader only, for anyone.
        ...staticPages.flatMap((page) => [
          page,
          {
            ...page,
            name: `${page.name} (customer, signed in)`,
            signIn: demoLogin('customer@linework.test'),
          },
        ]),
        { name: 'artist subscribe', path: '/artist/mara-vale/subscribe', kind: 'static' },
        { name: 'shop subscribe', path: '/shop/north-star-tattoo/subscribe', kind: 'static' },
        { name: 'artist embed', path: '/artist/mara-vale/subscribe/embed', kind: 'embed' },
        { name: 'shop embed', path: '/shop/north-star-tattoo/subscribe/embed', kind: 'embed' },
        { name: 'review', path: reviewPath, kind: 'static' },
        // A client-rendered private screen, signed out: the "any route" budget.
        { name: 'chat (private, signed out)', path: '/chat', kind: 'private' },
        // Signed in, the studio is its own chunks.
        {
          name: 'studio today (owner, signed in)',
          path: '/studio',
          kind: 'private',
          signIn: demoLogin('owner@north-star-tattoo.test'),
        },
      ];
      const javascript = await firstScreenJavaScript(browserUrl, routes);
      for (const r of javascript) {
        rows.push({
          name: `first-screen JS: ${r.route}`,
          result: `${r.gzipKb} KB gzip in ${r.scripts} scripts${r.status === 200 ? '' : ` (HTTP ${r.status})`}`,
          budget: `≤ ${r.budgetKb} KB`,
          met: r.met,
        });
      }
      details.firstScreenJavaScript = { budgetKb: firstScreenBudgetKb, routes: javascript };

      step("each island's first use on a phone (tap to ready)");
      const uses = await islandFirstUse(browserUrl, [
        {
          name: 'home search box',
          path: '/',
          island: 'search',
          tap: { role: 'combobox', name: /Search by artist/ },
        },
        { name: 'home filters', path: '/', island: 'search', tap: { role: 'button', name: /^Filters/ } },
        {
          name: 'artist portfolio viewer',
          path: '/artist/mara-vale',
          island: 'portfolio',
          tap: { role: 'button', name: /^Open picture 1 of/ },
        },
        {
          name: 'shop header Sign in',
          path: '/shop/north-star-tattoo',
          island: 'account',
          tap: { role: 'button', name: /^Sign in$/ },
        },
        {
          name: 'artist in shop portfolio viewer',
          path: '/shop/north-star-tattoo/jules',
          island: 'portfolio',
          tap: { role: 'button', name: /^Open picture 1 of/ },
        },
        {
          name: 'service header Sign in',
          path: `/shop/north-star-tattoo/service/${target.serviceId}`,
          island: 'account',
          tap: { role: 'button', name: /^Sign in$/ },
        },
      ]);
      for (const u of uses) {
        rows.push({
          name: `island first use: ${u.use}`,
          result: `${u.readyMs === null ? 'did not wake' : `ready ${u.readyMs} ms after the tap`}; ${u.fetchedKb} KB gzip fetched by the tap (island code preloaded at idle)`,
          budget: null,
          met: null,
        });
      }
      details.islandFirstUse = uses;
    }

    if (runs('lighthouse')) {
      const lighthousePages = [
        '/',
        '/shop/north-star-tattoo/jules',
        '/artist/mara-vale',
        '/shop/north-star-tattoo',
        `/shop/north-star-tattoo/service/${target.serviceId}`,
      ];
      step('Lighthouse, mobile');
      const lighthouse = await lighthouseScores(browserUrl, lighthousePages);
      for (const r of lighthouse) {
        rows.push({
          name: `Lighthouse mobile: ${r.path === '/' ? 'home' : r.path}`,
          result: `${r.error ? `${r.error}: ` : ''}perf ${r.performance} (median of ${r.runs.map((v) => v ?? '—').join(', ')}), a11y ${r.accessibility}, best practices ${r['best-practices']}, SEO ${r.seo}; LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms, CLS ${r.cls}`,
          budget: lighthouseBudget.text,
          met: r.met,
        });
      }
      details.lighthouse = lighthouse;
      const indexes = lighthouse.map((r) => r.benchmarkIndex).filter((n): n is number => n !== null);
      Object.assign(host, {
        lighthouseBenchmarkIndex: indexes.length ? indexes.sort((a, b) => a - b)[indexes.length >> 1] : null,
      });
    }

    // 3. Booking under contention: 200 on one time, then the books-open drop.
    if (runs('race')) {
      step('200 customers sign up, then race for one slot');
      const race = await bookingRace(product.url, target);
      rows.push({
        name: `${race.clients} clients racing for one slot`,
        result: `${race.winners} × 201, ${race.appointmentsAtSlot} appointment at the slot, ${Object.entries(
          race.statusCodes,
        )
          .map(([code, n]) => `${code}×${n}`)
          .join(' ')}, settled in ${f(race.settleMs)} ms`,
        budget: race.budget,
        met: race.met,
      });
      details.bookingRace = race;
    }

    if (runs('refill')) {
      step('a cancelled time offered to 50 waitlisted customers at once, all 50 booking it');
      const refill = await waitlistRefill(product.url, target);
      rows.push({
        name: `refill: a cancelled time offered to ${refill.waiting} waitlisted customers at once`,
        result: `${refill.offered} offered within ${f(refill.offeredMs)} ms; ${refill.winners} × 201, ${refill.gone} × 409 time gone, ${refill.bookings} booking at the time, ${Object.entries(
          refill.statusCodes,
        )
          .map(([code, n]) => `${code}×${n}`)
          .join(' ')}, settled in ${f(refill.settleMs)} ms`,
        budget: refill.budget,
        met: refill.met,
      });
      details.waitlistRefill = refill;
    }

    if (runs('drop')) {
      step('books-open drop: 60 followers sign up, then 300 arrive within 3 s');
      const drop = await booksOpenDrop(product.url, target);
      const { page, availability, booking } = drop.steps;
      const overOne = drop.contestedSlots.filter((s) => s.appointments !== 1).length;
      rows.push({
        name: `books-open drop: ${drop.followers} followers in ${drop.spreadMs / 1000} s (${drop.artistPage})`,
        result: `page p50 ${page.p50Ms} / p99 ${page.p99Ms} ms; availability p50 ${availability.p50Ms} / p99 ${availability.p99Ms} ms; booking p50 ${booking.p50Ms} / p99 ${booking.p99Ms} ms (${Object.entries(
          booking.statusCodes,
        )
          .map(([code, n]) => `${code}×${n}`)
          .join(' ')}); ${drop.fiveXx} × 5xx, ${drop.noAnswer} unanswered; ${
          drop.contestedSlots.length - overOne
        } of ${drop.contestedSlots.length} contested slots with exactly 1 appointment`,
        budget: drop.budget,
        met: drop.met,
      });
      details.drop = drop;
    }

    if (runs('flash')) {
      step('flash drop: 20 one-offs, 300 customers sign up, then claim within 3 s');
      const flash = await flashDrop(product.url);
      const { claim, booking } = flash.steps;
      rows.push({
        name: `flash drop: ${flash.designs} one-offs, ${flash.customers} customers claiming in ${flash.spreadMs / 1000} s`,
        result: `claim p50 ${claim.p50Ms} / p99 ${claim.p99Ms} ms (${Object.entries(claim.statusCodes)
          .map(([code, n]) => `${code}×${n}`)
          .join(' ')}); drop page p99 ${flash.pageP99Ms} ms (HTML ${flash.steps.page.p99Ms}, drop ${
          flash.steps.drop.p99Ms
        }, stock ${flash.steps.stock.p99Ms}); booking p99 ${booking.p99Ms} ms; ${flash.claimsWon} claims won, ${
          flash.appointments
        } appointments${flash.eachTimeOnce ? ', each time once' : ''}; ${flash.overLimit} customers past the limit; ${
          flash.fiveXx
        } × 5xx, ${flash.noAnswer} unanswered`,
        budget: flash.budget,
        met: flash.met,
      });
      details.flashDrop = flash;
    }
  } finally {
    await product?.stop();
    await bare?.stop();
    await database?.drop();
  }

  // 4. The rows that need no product of their own.
  if (runs('slots')) {
    step('free-slot computation (pure function)');
    const slots = measureSlotComputation();
    rows.push({
      name: `free slots, 90 days, ${f(slots.appointments)} appointments (pure function, bench process)`,
      result: `median ${slots.medianMs} ms, p99 ${slots.p99Ms} ms (${slots.freeSlots} free slots)`,
      budget: `median ≤ ${slots.budgetMedianMs} ms`,
      met: slots.medianMs <= slots.budgetMedianMs,
    });
    details.slotComputation = slots;
  }

  if (runs('chat')) {
    step('chat fan-out on two product processes');
    const chat = await chatFanout([basePort + 2, basePort + 3]);
    rows.push({
      name: chat.name,
      result:
        chat.note ??
        `p50 ${chat.p50Ms} ms, p99 ${chat.p99Ms} ms, POST p50 ${chat.postP50Ms} ms, ${chat.missed} missed`,
      budget: null,
      met: null,
    });
    details.chat = chat;
  }

  const finished = { ...host, loadAverageAtEnd: loadAverage() };
  console.log(
    `\n${databaseLabel}; ${connections} connections, ${seconds} s a row; ${finished.cores} × ${finished.cpuModel}, ${finished.memoryGb} GB, Node ${finished.node}; load average at start ${finished.loadAverageAtStart.join(' ')}, at end ${finished.loadAverageAtEnd.join(' ')}; Lighthouse benchmarkIndex ${(finished as { lighthouseBenchmarkIndex?: number }).lighthouseBenchmarkIndex ?? '—'}\n`,
  );
  // A Markdown table, so the README can show the last run as printed.
  const cell = (text: string) => text.replaceAll('|', '\\|');
  console.log('| row | result | budget | met |\n|---|---|---|---|');
  for (const r of rows) {
    const met = r.met === null ? '—' : r.met ? 'met' : '**not met**';
    console.log(`| ${cell(r.name)} | ${cell(r.result)} | ${cell(r.budget ?? '—')} | ${met} |`);
  }
  // A partial run never stands in for the full one.
  const out = path.join(repoRoot, chosenGroups ? 'bench/results.partial.json' : 'bench/results.json');
  writeFileSync(
    out,
    `${JSON.stringify(
      {
        date: new Date(startedAt).toISOString(),
        durationSeconds: Math.round((Date.now() - startedAt) / 1000),
        machine: finished,
        database: database ? 'postgres' : 'pglite',
        product: {
          start: 'node --enable-source-maps apps/api/dist/main.js (apps/api npm start), own process',
          env: productBenchEnv,
        },
        bareRoute: 'bench/bare-server.mjs, own process',
        load: { generator: 'autocannon in the bench process', connections, seconds, headers: browserHeaders },
        rows,
        details,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nWritten to ${out} in ${Math.round((Date.now() - startedAt) / 1000)} s`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
