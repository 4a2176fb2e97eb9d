import { ApiError } from './api-client.ts';
import { createStore } from './external-store.ts';

export type SignInView = 'sign-in' | 'sign-up' | 'forgot-password' | 'verify-email';

export const signInStore = createStore<{
  open: boolean;
  view: SignInView;
  /**
   * The address the person gave last: the one to confirm in the verify-email view, and the one the
   * sign-in form starts with after a sign-up or a password reset.
   */
  email?: string;
  /** In the verify-email view: the sign-up has just mailed the code, so none is sent on opening. */
  codeSent?: boolean;
  resolve: ((ok: boolean) => void) | null;
}>({
  open: false,
  view: 'sign-in',
  resolve: null,
});

/** Opens the sign-in dialog; resolves true once signed in, false if the person closes it. */
export function openSignIn(view: SignInView = 'sign-in'): Promise<boolean> {
  signInStore.get().resolve?.(false);
  return new Promise((resolve) => signInStore.set({ open: true, view, resolve }));
}

/**
 * When booking, paying or following answered EMAIL_NOT_VERIFIED: asks for the code mailed to the
 * address in the same dialog and resolves true once it is confirmed, so the action can go on.
 * Any other error resolves false at once.
 */
export function confirmEmailIfAsked(error: unknown): Promise<boolean> {
  const e = error as ApiError;
  if (!(e instanceof ApiError) || e.code !== 'EMAIL_NOT_VERIFIED') return Promise.resolve(false);
  signInStore.get().resolve?.(false);
  const email = String(e.details?.email ?? '');
  return new Promise((resolve) => signInStore.set({ open: true, view: 'verify-email', email, resolve }));
}

export function closeSignIn(signedIn: boolean) {
  const { resolve } = signInStore.get();
  signInStore.set({ open: false, view: 'sign-in', resolve: null });
  resolve?.(signedIn);
}
