import { createStore } from '../lib/external-store.ts';

/** The blocking loading dialog state and its defaults (docs/requirements.md#shared-widgets-and-session-state). */
export type LoadingState = {
  status: 'idle' | 'loading';
  header: string;
  message: string;
  /** When set, a success icon and this message replace the spinner. */
  successMessage: string | null;
};

export const loadingDefaults = {
  header: 'Loading...',
  message: 'This could take a minute, please do not refresh the page',
};

export const loadingStore = createStore<LoadingState>({
  ...loadingDefaults,
  status: 'idle',
  successMessage: null,
});

export const loadingDialog = {
  show(options: { header?: string; message?: string } = {}) {
    loadingStore.set({ ...loadingDefaults, ...options, status: 'loading', successMessage: null });
  },
  success(message: string) {
    loadingStore.set((s) => ({ ...s, status: 'loading', successMessage: message }));
  },
  hide() {
    loadingStore.set((s) => ({ ...s, status: 'idle' }));
  },
};

export const useLoadingDialog = () => loadingDialog;
