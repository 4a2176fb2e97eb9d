import { createAppointment, getAvailability } from '@linework/contract/endpoints/appointments';
import { getArtistInShop } from '@linework/contract/endpoints/catalog';
import { getStreamTicket, getUnread } from '@linework/contract/endpoints/chat';
import { getMe } from '@linework/contract/endpoints/users';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call, setTokenSource, timeoutMessage, urlOf } from './api-client.ts';
import { shouldPropagateTrace } from './trace.ts';

// Only the network boundary (fetch) is replaced; everything the client does is real.
let calls: { url: string; init: RequestInit }[];
beforeEach(() => {
  calls = [];
  setTokenSource(null);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
}

describe('API client', () => {
  it('sends JSON and the customer-web source header, and no Authorization when signed out', async () => {
    const ticket = { ticket: 't-1', expiresAt: '2026-01-01T00:00:00.000Z' };
    answer(200, { result: ticket });
    await expect(call(getStreamTicket)).resolves.toEqual(ticket);
    expect(calls[0]!.url).toBe('/v1/events/ticket');
    expect(calls[0]!.init).toMatchObject({ method: 'POST', body: '{}' });
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['X-Client-Source']).toBe('customer-web');
    expect(headers.Authorization).toBeUndefined();
  });

  it('sends the signed-in user’s ID token as a bearer token', async () => {
    answer(200, { result: { customer: 0, shops: [] } });
    setTokenSource(async () => 'id-token-123');
    await call(getUnread);
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe('Bearer id-token-123');
  });

  it('turns an error answer into an ApiError with the server’s code, message and fields', async () => {
    answer(409, {
      error: {
        code: 'SLOT_TAKEN',
        message: 'This time was just taken.',
        details: { fields: { start: 'x' } },
      },
    });
    const body = { shopUrl: 's', artistId: 'a', serviceId: 'v', start: '2026-01-01T10:00:00.000Z' };
    const error = (await call(createAppointment, { body, headers: { 'Idempotency-Key': 'k' } }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'SLOT_TAKEN', message: 'This time was just taken.' });
    expect(error.details?.fields?.start).toBe('x');
  });

  it('gives up after 30 seconds with a clear message', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      ),
    );
    const pending = call(getMe).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await pending) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(timeoutMessage);
  });

  it('says the connection failed when the network is down', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(call(getMe)).rejects.toMatchObject({ code: 'NETWORK' });
  });
});

describe('endpoint calls', () => {
  it('fill the path params, encoded, and leave empty query values out', () => {
    expect(urlOf(getArtistInShop, { params: { shopUrl: 'ink & co', artistUrl: 'mara' } })).toBe(
      '/v1/shops/ink%20%26%20co/artists/mara',
    );
    expect(
      urlOf(getAvailability, { query: { shopUrl: 's', artistId: 'a', serviceId: 'v', from: undefined } }),
    ).toBe('/v1/availability?shopUrl=s&artistId=a&serviceId=v');
  });

  it('fail a test when the answer does not match the endpoint’s schema', async () => {
    answer(200, { result: { ticket: 42 } });
    await expect(call(getStreamTicket)).rejects.toThrow(/getStreamTicket.*does not match the contract/s);
  });
});

describe('tracing headers', () => {
  it('go to localhost and the product’s own API path only', () => {
    expect(shouldPropagateTrace('http://localhost:3000/v1/users/me', '')).toBe(true);
    expect(shouldPropagateTrace('/v1/users/me', '')).toBe(true);
    expect(shouldPropagateTrace('https://api.linework.app/v1/users/me', 'https://api.linework.app')).toBe(
      true,
    );
    expect(shouldPropagateTrace('https://api.linework.app/other', 'https://api.linework.app')).toBe(false);
    expect(shouldPropagateTrace('https://widget.intercom.io/widget/abc', '')).toBe(false);
    expect(shouldPropagateTrace('https://us.i.posthog.com/e', '')).toBe(false);
    expect(shouldPropagateTrace('https://localhost.evil.example/v1/x', '')).toBe(false);
  });
});
