import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    // A guard against a hung test, not a timing assertion: a loaded 2-core machine runs the 50-way race slowly.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    env: { TZ: 'UTC' },
  },
});
