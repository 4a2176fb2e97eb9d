import { apiBaseUrl } from '../config/env.ts';

// The API wants a short-lived ID token; the identity service mints one from the session cookie.
// Keep the current one and fetch a fresh one a minute before it expires.

const refreshMarginMs = 60_000;
let cached: { token: string; expiresAt: number } | null = null;
let inFlight: Promise<string | null> | null = null;

function expiryOf(token: string): number {
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof payload.exp === 'number' ? payload.exp * 1000 : 0;
  } catch {
    return 0;
  }
}

/** The current ID token, or null when the session has ended. */
export async function getIdToken(): Promise<string | null> {
  if (cached && cached.expiresAt - refreshMarginMs > Date.now()) return cached.token;
  inFlight ??= (async () => {
    try {
      const res = await fetch(`${apiBaseUrl}/auth/token`, { credentials: 'include' });
      if (!res.ok) {
        cached = null;
        return null;
      }
      const { token } = (await res.json()) as { token: string };
      cached = { token, expiresAt: expiryOf(token) };
      return token;
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

export function forgetIdToken() {
  cached = null;
}
