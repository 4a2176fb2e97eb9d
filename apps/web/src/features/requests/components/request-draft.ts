import type { RequestFormValues } from './request-form-model.ts';

// What the customer typed survives a reload or a sign-in detour: it lives in session storage per
// shop until the request is sent.

const draftKey = (shopUrl: string) => `linework.request-draft.${shopUrl}`;

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
}
