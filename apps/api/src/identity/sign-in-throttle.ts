import { DomainError } from '../domain/errors.ts';
import type { CounterStore } from '../http/counters.ts';

/** Wrong passwords an account takes without waiting; past them each one doubles the wait. */
export const freeFailures = 5;
const firstWaitMs = 15_000;
const longestWaitMs = 15 * 60_000;
/** Failures are forgotten an hour after the first of them, or at the next right password. */
const failureWindowMs = 60 * 60_000;

const failuresKey = (email: string) => `sign-in-failures:${email}`;
const waitKey = (email: string) => `sign-in-wait:${email}`;

/** How long an account waits after its nth failed sign-in in a row: 0, then 15 s, 30 s, … 15 min. */
export const waitAfter = (failures: number) =>
  failures < freeFailures ? 0 : Math.min(longestWaitMs, firstWaitMs * 2 ** (failures - freeFailures));

/**
 * Per-account sign-in throttling (OWASP ASVS 2.2.1): after a few wrong passwords for one address,
 * from any number of client addresses, the account waits longer and longer before the next try —
 * never locked for good, so nobody can shut its owner out by guessing; a reset password ends the wait.
 */
export function signInThrottle(counters: CounterStore) {
  return {
    /** Refuses a sign-in while the account is waiting, saying how long. */
    async check(email: string): Promise<void> {
      const { count, resetInMs } = await counters.read(waitKey(email));
      if (count > 0 && resetInMs > 0) throw tooManyFailures(resetInMs);
    },
    async failed(email: string): Promise<void> {
      const { count } = await counters.hit(failuresKey(email), failureWindowMs);
      const wait = waitAfter(count);
      if (wait > 0) {
        await counters.reset(waitKey(email));
        await counters.hit(waitKey(email), wait);
      }
    },
    async succeeded(email: string): Promise<void> {
      await Promise.all([counters.reset(failuresKey(email)), counters.reset(waitKey(email))]);
    },
  };
}

export type SignInThrottle = ReturnType<typeof signInThrottle>;

function tooManyFailures(waitMs: number): DomainError {
  const seconds = Math.ceil(waitMs / 1000);
  const when =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;
  return new DomainError(
    'RATE_LIMITED',
    `Too many wrong passwords for this account. Try again in ${when}, or reset your password.`,
    { retryAfterSeconds: seconds },
  );
}
