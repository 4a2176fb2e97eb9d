import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { withIdempotencyKey } from './idempotency.ts';

/** Sends the action once, answering with `outcome`; says which key it carried. */
async function tryOnce(action: unknown, outcome: ApiError | 'ok') {
  let sent = '';
  await withIdempotencyKey(action, async (key) => {
    sent = key;
    if (outcome !== 'ok') throw outcome;
    return 'done';
  }).catch(() => undefined);
  return sent;
}

const booking = { artistId: 'a', start: '2030-01-01T10:00:00Z' };

beforeEach(() => sessionStorage.clear());

describe('one Idempotency-Key per user action', () => {
  it.each([
    ['a network error', new ApiError(0, 'NETWORK', 'offline')],
    ['a timeout', new ApiError(0, 'TIMEOUT', 'slow')],
    ['a 5xx', new ApiError(503, 'SERVICE_UNAVAILABLE', 'down')],
    ['a first try still running', new ApiError(409, 'IDEMPOTENCY_IN_PROGRESS', 'busy')],
  ])('reuses the key after %s, which may have run unseen', async (_, error) => {
    const first = await tryOnce(booking, error);
    expect(await tryOnce(booking, 'ok')).toBe(first);
  });

  it.each([
    ['a success', 'ok' as const],
    ['a taken time', new ApiError(409, 'SLOT_TAKEN', 'taken')],
    ['an unconfirmed email', new ApiError(403, 'EMAIL_NOT_VERIFIED', 'confirm')],
    ['a validation error', new ApiError(400, 'VALIDATION_FAILED', 'wrong')],
    ['a rate limit', new ApiError(429, 'RATE_LIMITED', 'slow down')],
  ])('drops the key after %s: the next try is a new request', async (_, outcome) => {
    const first = await tryOnce(booking, outcome);
    expect(await tryOnce(booking, 'ok')).not.toBe(first);
  });

  it('gives another action another key, even while one waits for its retry', async () => {
    const first = await tryOnce(booking, new ApiError(0, 'NETWORK', 'offline'));
    expect(await tryOnce({ ...booking, start: '2030-01-01T11:00:00Z' }, 'ok')).not.toBe(first);
  });
});
