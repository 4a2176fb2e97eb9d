import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    // Files share their worker's module cache: loading the app's modules per file cost 4 minutes of the
    // suite's 6.5 on 2 cores. Each file still builds its own app on a fresh database, with its
    // configuration passed in, so no file sees another's state.
    isolate: false,
    // A guard against a hung test, not a timing assertion: on a 2-core machine under a load of 20,
    // starting the compiled product with its demo seed or the 50-way race took over 120 s.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    env: { TZ: 'UTC' },
  },
});
