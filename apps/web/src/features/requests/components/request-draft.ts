import type { RequestFormValues } from './request-form-model.ts';

// What the customer typed survives a reload or a sign-in detour: it lives in session storage per
// shop until the request is sent. The idempotency key stays with it, so a retried send sends once.

const draftKey = (shopUrl: string) => `linework.request-draft.${shopUrl}`;
const attemptKey = (shopUrl: string) => `linework.request-attempt.${shopUrl}`;

export function loadDraft(shopUrl: string): Partial<RequestFormValues> {
  try {
    const saved = sessionStorage.getItem(draftKey(shopUrl));
    return saved ? (JSON.parse(saved) as Partial<RequestFormValues>) : {};
  } catch {
    return {};
  }
}

export function saveDraft(shopUrl: string, values: RequestFormValues) {
  try {
    sessionStorage.setItem(draftKey(shopUrl), JSON.stringify(values));
  } catch {
    // A full or blocked storage only loses the draft on reload, never the form itself.
  }
}

export function clearDraft(shopUrl: string) {
  sessionStorage.removeItem(draftKey(shopUrl));
  sessionStorage.removeItem(attemptKey(shopUrl));
}

/** One key per request being written, kept across reloads until it is sent. */
export function requestAttemptKey(shopUrl: string) {
  let key = sessionStorage.getItem(attemptKey(shopUrl));
  if (!key) {
    key = crypto.randomUUID();
    sessionStorage.setItem(attemptKey(shopUrl), key);
  }
  return key;
}
