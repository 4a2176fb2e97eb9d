import { createStore } from './external-store.ts';

export type SignInView = 'sign-in' | 'sign-up' | 'forgot-password';

export const signInStore = createStore<{
  open: boolean;
  view: SignInView;
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

export function closeSignIn(signedIn: boolean) {
  const { resolve } = signInStore.get();
  signInStore.set({ open: false, view: 'sign-in', resolve: null });
  resolve?.(signedIn);
}
