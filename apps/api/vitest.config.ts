import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    // A guard against a hung test, not a timing assertion: on a 2-core machine under a load of 20,
    // starting the compiled product with its demo seed or the 50-way race took over 120 s.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    env: { TZ: 'UTC' },
  },
});
