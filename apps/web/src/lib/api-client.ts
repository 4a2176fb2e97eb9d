import type { AnswerOf, CallInput, Endpoint } from '@linework/contract/endpoints/define';
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

type RequestOptions = {
  method: Endpoint['method'];
  /** The answer is a file (not JSON): it comes back as a Blob. */
  file?: boolean;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** What a call may add to its endpoint's input: extra headers (an idempotency key) and a way to abort. */
export type CallOptions = { headers?: Record<string, string>; signal?: AbortSignal };

type CallArgs<E extends Endpoint> =
  Record<never, never> extends CallInput<E>
    ? [input?: CallInput<E> & CallOptions]
    : [input: CallInput<E> & CallOptions];

/**
 * The one client for every API call: an endpoint of the contract and its params, query and body in;
 * its typed `result` out, errors as ApiError. Dev builds and tests check the answer against the
 * endpoint's schema; production builds drop that check, and the schemas with it.
 */
export async function call<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<AnswerOf<E>> {
  const answer = await request(urlOf(endpoint, input as Parameters<typeof urlOf>[1]), {
    method: endpoint.method,
    // A bodiless POST still sends `{}`: the API refuses an empty JSON body.
    body: input?.body ?? (endpoint.method === 'GET' ? undefined : {}),
    headers: input?.headers,
    signal: input?.signal,
  });
  if (import.meta.env.DEV) (await import('./check-answer.ts')).checkAnswer(endpoint, answer);
  return (answer as { result: AnswerOf<E> } | undefined)?.result as AnswerOf<E>;
}

/**
 * A call whose answer is a file (a calendar entry), not JSON: the file as a Blob, with the same
 * headers and token as `call`, errors as ApiError.
 */
export async function callForFile<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<Blob> {
  return (await request(urlOf(endpoint, input as Parameters<typeof urlOf>[1]), {
    method: endpoint.method,
    headers: input?.headers,
    signal: input?.signal,
    file: true,
  })) as Blob;
}

/** The endpoint's path with its `:params` filled in, and its query without the empty values. */
export function urlOf(
  endpoint: Endpoint,
  input?: { params?: Record<string, string>; query?: Record<string, unknown> },
): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(input?.params?.[name] ?? ''),
  );
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(input?.query ?? {}))
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  return query.size ? `${path}?${query}` : path;
}

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

/** Sends one request; the parsed answer comes back as it is, an error answer as ApiError. */
async function request(path: string, options: RequestOptions): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException(timeoutMessage, 'TimeoutError')),
    requestTimeoutMs,
  );
  options.signal?.addEventListener('abort', () => controller.abort(options.signal?.reason));
  let res: Response;
  try {
    res = await transport(`${apiBaseUrl}${path}`, {
      method: options.method,
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
  if (options.file && res.ok) return res.blob();
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
  return json;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
