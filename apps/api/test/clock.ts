import type { Clock } from '../src/deps.ts';

/**
 * The moment every test app's clock starts at unless a test sets its own: a Tuesday in January, far
 * from any clock change, so a test's "tomorrow" and "next week" are the same days on every run and at
 * every hour of the real day (a CI run in the evening once booked "tomorrow" on the shop's today).
 */
export const testStart = '2030-01-15T17:00:00.000Z';

/**
 * A clock a test sets: `createTestApp({}, { clock })` makes the services read the time from it. It
 * runs on from where it was set, as real time passes (holds and links expire as in production), and a
 * test moves it with `set` or `advance` instead of waiting.
 */
export function createTestClock(start: Date | string = testStart) {
  let base = new Date(start).getTime();
  let anchor = performance.now();
  return {
    now: () => new Date(base + (performance.now() - anchor)),
    set: (to: Date | string) => {
      base = new Date(to).getTime();
      anchor = performance.now();
    },
    advance: (ms: number) => {
      base += ms;
    },
  } satisfies Clock & Record<string, unknown>;
}
