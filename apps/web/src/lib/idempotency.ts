import type { AnswerOf, CallInput, Endpoint } from '@linework/contract/endpoints/define';
import { ApiError, type CallOptions, call } from './api-client.ts';
import { sessionStore } from './browser-storage.ts';

// The web client owns its Idempotency-Keys (docs/decisions/020): one per user action. A try that
// may have run unseen (no answer came: a network error or a timeout, or a 5xx, or the first try
// still runs) keeps its key, so sending the same action again, even after a reload, does the work
// once. Any other answer ends the action and drops its key: the customer's next try is a new
// request, so a time refused as taken and freed again books, and a refusal is never replayed.

const storageKeyOf = (action: unknown) => `linework.idempotency.${fingerprint(JSON.stringify(action))}`;

/** A short, stable name for an action (FNV-1a): the storage key only, never sent anywhere. */
function fingerprint(text: string) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return `${(hash >>> 0).toString(36)}${text.length.toString(36)}`;
}

/** Whether the server may have done the work without the client hearing the answer. */
export const mayHaveRun = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 0 || error.status >= 500 || error.code === 'IDEMPOTENCY_IN_PROGRESS');

/**
 * Sends one user action with its Idempotency-Key. `action` names what the person asked for (the
 * operation and everything it sends), so the same action retried finds the same key and a changed
 * one gets a new key.
 */
export async function withIdempotencyKey<T>(action: unknown, send: (key: string) => Promise<T>): Promise<T> {
  const store = sessionStore();
  const storageKey = storageKeyOf(action);
  let key = store.getItem(storageKey);
  if (!key) {
    key = crypto.randomUUID();
    try {
      store.setItem(storageKey, key);
    } catch {
      // A full storage only loses the key across a reload, never within this try.
    }
  }
  try {
    const answer = await send(key);
    store.removeItem(storageKey);
    return answer;
  } catch (error) {
    if (!mayHaveRun(error)) store.removeItem(storageKey);
    throw error;
  }
}

/**
 * `call` for a write the person asked for: its action is the endpoint with everything it sends, and
 * it carries that action's Idempotency-Key.
 */
export const callOnce = <E extends Endpoint>(endpoint: E, input: CallInput<E>): Promise<AnswerOf<E>> =>
  withIdempotencyKey([endpoint.method, endpoint.path, input], (key) =>
    // `call`'s optional-or-required input, said once for any endpoint.
    (call as (e: E, input: CallOptions) => Promise<AnswerOf<E>>)(endpoint, {
      ...input,
      headers: { 'Idempotency-Key': key },
    }),
  );
