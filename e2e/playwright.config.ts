import { defineConfig, devices } from '@playwright/test';
import { journeyBrowserPath, missingBrowserMessage } from './support/browser-path.mjs';
import { journeyLaunchOptions } from './support/chromium.ts';

// Said before the server starts, in words, rather than as the browser's own launch error later.
if (!journeyBrowserPath()) throw new Error(missingBrowserMessage);

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // npm test runs the journeys in two shards side by side (scripts/test-all.mjs): each its own folder.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  // One browser at a time per server keeps the journeys on one demo database in a set order.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/report.json' }],
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: journeyLaunchOptions,
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
      testMatch: '**/*.phone.spec.ts',
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], browserName: 'chromium' },
      testIgnore: '**/*.phone.spec.ts',
    },
  ],
  webServer: {
    command: 'node ../scripts/e2e-server.mjs',
    url: `${baseURL}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
  },
});
