import type { SignInBody, SignUpBody } from '@linework/contract/auth';
import { apiBaseUrl } from '../config/env.ts';
import { ApiError } from './api-client.ts';
import { forgetIdToken } from './id-token.ts';

// Calls to the identity service at /auth. The session lives in an httpOnly cookie it sets.

async function call<T>(path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${apiBaseUrl}/auth${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Client-Source': 'customer-web' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'We could not reach Linework. Check your connection and try again.');
  }
  const json = await res.json().catch(() => null);
  if (!res.ok) {
    const error = json?.error;
    throw new ApiError(
      res.status,
      error?.code ?? 'AUTH_ERROR',
      error?.message ?? 'Sign-in failed.',
      error?.details,
    );
  }
  return json as T;
}

export const identity = {
  /** Whether the browser holds a live session. */
  async hasSession(): Promise<boolean> {
    try {
      const session = await call<{ session?: unknown } | null>('/get-session');
      return Boolean(session?.session);
    } catch {
      return false;
    }
  },
  signIn: (body: SignInBody) => call('/sign-in/email', body),
  /** Creates the account and mails it a code; it answers alike for a taken address (no session). */
  signUp: (body: SignUpBody) => call('/sign-up/email', body),
  /** Sends the 6-digit code that confirms the address again. */
  sendVerificationCode: (email: string) =>
    call('/email-otp/send-verification-otp', { email, type: 'email-verification' }),
  /** Confirms the address with its code, which also signs the account in. */
  async verifyEmail(body: { email: string; otp: string }) {
    await call('/email-otp/verify-email', body);
    // The next ID token must say the address is confirmed.
    forgetIdToken();
  },
  async signOut() {
    forgetIdToken();
    await call('/sign-out', {}).catch(() => undefined);
  },
  requestPasswordReset: (email: string) => call('/email-otp/request-password-reset', { email }),
  resetPassword: (body: { email: string; otp: string; password: string }) =>
    call('/email-otp/reset-password', body),
  /** Better Auth's changePassword; the other devices stay signed in unless asked. */
  changePassword: (body: { currentPassword: string; newPassword: string; revokeOtherSessions?: boolean }) =>
    call('/change-password', body),
  /** Better Auth's changeEmail: the new address takes effect once the link sent to it is opened. */
  changeEmail: (newEmail: string, callbackURL: string) => call('/change-email', { newEmail, callbackURL }),
  /** Better Auth's revokeSessions: every device, this one included, is signed out. */
  revokeSessions: () => call('/revoke-sessions', {}),
};
