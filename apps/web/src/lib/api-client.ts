import { apiBaseUrl, requestTimeoutMs } from '../config/env.ts';

/** An answer of the API that is not a success, with the server's code and message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: { fields?: Record<string, string> } & Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const timeoutMessage = 'The server took too long to answer. Please try again.';
export const offlineMessage = 'We could not reach Linework. Check your connection and try again.';

type TokenSource = () => Promise<string | null>;
let tokenSource: TokenSource | null = null;

/** Set by the session: while someone is signed in, every request carries their ID token. */
export function setTokenSource(source: TokenSource | null) {
  tokenSource = source;
}

export const hasSignedInUser = () => tokenSource !== null;

/** How a request reaches the API: the browser's fetch, or the API itself in process on the server. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

/**
 * Set once by the server-rendering entry. It carries no cookie and no token (the server renders the
 * same page for everyone), so nothing of one person can reach a rendered page.
 */
export function setApiTransport(next: ApiTransport) {
  transport = next;
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** Headers every call sends (docs/requirements.md#calls). */
export async function apiHeaders(extra: Record<string, string> = {}): Promise<Record<string, string>> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'X-Client-Source': 'customer-web',
    ...extra,
  };
  const token = tokenSource ? await tokenSource() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** The one client for every API call: `{ result }` comes back as the result, errors as ApiError. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException(timeoutMessage, 'TimeoutError')),
    requestTimeoutMs,
  );
  options.signal?.addEventListener('abort', () => controller.abort(options.signal?.reason));
  let res: Response;
  try {
    res = await transport(`${apiBaseUrl}${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers: await apiHeaders(options.headers),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'include',
      signal: controller.signal,
    });
  } catch (error) {
    if (controller.signal.aborted && (controller.signal.reason as Error)?.name === 'TimeoutError') {
      throw new ApiError(0, 'TIMEOUT', timeoutMessage);
    }
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', offlineMessage);
  } finally {
    clearTimeout(timer);
  }
  const text = await res.text();
  const json = text ? safeJson(text) : undefined;
  if (!res.ok) {
    const error = (json as { error?: { code?: string; message?: string; details?: ApiError['details'] } })
      ?.error;
    throw new ApiError(
      res.status,
      error?.code ?? `HTTP_${res.status}`,
      error?.message ?? 'Something went wrong. Please try again.',
      error?.details,
    );
  }
  return (json as { result: T })?.result;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
