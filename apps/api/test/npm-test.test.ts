import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';

// `npm test` on a machine without Chromium: it says so at once, with the command that installs it,
// instead of failing 15 minutes later deep in the journeys with the browser's own launch error.

it('stops at the start when the journeys’ browser is missing, naming the install command', () => {
  const run = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/test-all.mjs')], {
    env: { ...process.env, CHROME_PATH: '/nonexistent/chromium' },
    encoding: 'utf8',
    // A guard, should the check ever go: the whole suite would otherwise start here.
    timeout: 60_000,
  });
  expect(run.status, run.stdout + run.stderr).toBe(1);
  expect(run.stderr).toContain('apt-get install -y chromium-headless-shell');
  expect(run.stdout).not.toContain('━━ Typecheck');
});
