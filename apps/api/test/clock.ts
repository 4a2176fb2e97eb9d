import type { Clock } from '../src/deps.ts';

/** A clock a test sets: `createTestApp({}, { clock })` makes the services read the time from it. */
export function createTestClock(start: Date | string) {
  let now = new Date(start).getTime();
  return {
    now: () => new Date(now),
    set: (to: Date | string) => {
      now = new Date(to).getTime();
    },
    advance: (ms: number) => {
      now += ms;
    },
  } satisfies Clock & Record<string, unknown>;
}
