#!/usr/bin/env node
// `npm test`: every check and every test of the project, in the order a failure is cheapest to find,
// ending with one line that sums all runners: `tests: N passed, M failed`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { journeyBrowserPath, missingBrowserMessage } from '../e2e/support/browser-path.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(path.join(tmpdir(), 'linework-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

// The journeys come last, 15 minutes in: a machine without their browser hears it now, not then.
if (!journeyBrowserPath()) {
  console.error(`npm test needs Chromium for the journeys.\n${missingBrowserMessage}`);
  process.exit(1);
}

const started = Date.now();
const stepTimes = [];

function run(title, command, args, cwd = root, env = {}) {
  console.log(`\n━━ ${title} ━━`);
  const stepStarted = Date.now();
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  // CI has 30 minutes in all: the closing lines say where they went.
  stepTimes.push(`${title} ${Math.round((Date.now() - stepStarted) / 1000)} s`);
  if (result.status !== 0) failedSteps.push(title);
  return result.status === 0;
}

/**
 * A step that failed must show in the count even when its report names no failed test (a build
 * that broke, a suite that did not load, a global setup that threw): it counts as one failure then.
 */
function countStep(passed, failedBefore) {
  if (!passed && totals.failed === failedBefore) totals.failed += 1;
}

function countVitest(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  // A file that failed to load has no tests to count but is still a failure.
  totals.failed += report.testResults.filter(
    (r) => r.status === 'failed' && r.assertionResults.length === 0,
  ).length;
  return true;
}

function countPlaywright(file) {
  if (!existsSync(file)) return false;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  return true;
}

/** Runs a command with its output lines marked `[mark]`, so lanes side by side stay readable. */
function lane(mark, command, args, cwd, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const [stream, shown] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      createInterface({ input: stream }).on('line', (line) => shown.write(`[${mark}] ${line}\n`));
    }
    child.on('close', (code) => resolve(code === 0));
  });
}

function vitest(title, workspace) {
  const out = path.join(reports, `${workspace.replace('/', '-')}.json`);
  const failedBefore = totals.failed;
  const passed = run(
    title,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${out}`],
    path.join(root, workspace),
  );
  if (!countVitest(out)) failedSteps.push(`${title} (no report)`);
  countStep(passed && existsSync(out), failedBefore);
}

/**
 * The journeys in shards that run side by side, each with its own server and database: on two cores
 * two lanes took 22.7 minutes where one took 36. Playwright splits shards by test count, in file
 * order; its (undocumented) PWTEST_SHARD_WEIGHTS gives the first shard, which holds the phone journeys
 * and the long accessibility walks, fewer tests, so both end nearer together.
 */
async function journeys(title, shards) {
  console.log(`\n━━ ${title} ━━`);
  const stepStarted = Date.now();
  const weights = shards === 2 ? { PWTEST_SHARD_WEIGHTS: '48:52' } : {};
  const lanes = Array.from({ length: shards }, (_, i) => i + 1).map((n) =>
    lane(n, 'npx', ['playwright', 'test', `--shard=${n}/${shards}`], path.join(root, 'e2e'), {
      ...weights,
      E2E_PORT: String(3100 + n),
      E2E_OUTPUT_DIR: `test-results/shard-${n}`,
      PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, `e2e-${n}.json`),
      E2E_LOG_FILE: path.join(reports, `e2e-server-${n}.log`),
    }),
  );
  const passed = (await Promise.all(lanes)).every(Boolean);
  stepTimes.push(`${title} ${Math.round((Date.now() - stepStarted) / 1000)} s`);
  if (!passed) failedSteps.push(title);
  return passed;
}

function step(title, command, args) {
  const passed = run(title, command, args);
  countStep(passed, totals.failed);
  return passed;
}

const checksPassed = step('Typecheck', 'npm', ['run', 'typecheck']) & step('Lint', 'npm', ['run', 'lint']);
if (checksPassed) {
  vitest('API tests', 'apps/api');
  vitest('Web component tests', 'apps/web');
  if (step('Build web app', 'npm', ['run', 'build'])) {
    const shards = Number(process.env.E2E_SHARDS ?? 2);
    const failedBefore = totals.failed;
    const passed = await journeys('Journeys (Playwright, Chromium)', shards);
    const outs = Array.from({ length: shards }, (_, i) => path.join(reports, `e2e-${i + 1}.json`));
    for (const out of outs) if (!countPlaywright(out)) failedSteps.push(`Journeys (no report: ${out})`);
    countStep(passed && outs.every((out) => existsSync(out)), failedBefore);
    // Everything the product logged while the journeys ran, at info level: no link secret in it.
    const serverLog = path.join(reports, 'e2e-server.log');
    const logs = Array.from({ length: shards }, (_, i) => path.join(reports, `e2e-server-${i + 1}.log`));
    writeFileSync(
      serverLog,
      logs
        .filter((log) => existsSync(log))
        .map((log) => readFileSync(log, 'utf8'))
        .join(''),
    );
    step("No secrets in the journeys' log", 'node', ['scripts/log-secrets.mjs', serverLog, '--full']);
  }
}

console.log('');
console.log(`Steps: ${stepTimes.join(', ')}; ${Math.round((Date.now() - started) / 1000)} s in all`);
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
