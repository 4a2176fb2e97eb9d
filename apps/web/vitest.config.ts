import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    maxWorkers: 2,
    // A guard against a hung test, not a timing assertion: under heavy load a dialog test that
    // renders MUI in jsdom took longer than the 5 s default.
    testTimeout: 60_000,
  },
});
