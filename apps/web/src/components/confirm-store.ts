import { createStore } from '../lib/external-store.ts';

export type ConfirmOptions = {
  title?: string;
  message?: string;
  positiveText?: string;
  negativeText?: string;
  /** Show the cancel button (the close icon, Escape and the backdrop still answer false). */
  showCancel?: boolean;
  dismissible?: boolean;
  isSmall?: boolean;
  hideCloseButton?: boolean;
};

/** The confirmation dialog state and its defaults (docs/requirements.md#shared-widgets-and-session-state). */
export type ConfirmState = Required<ConfirmOptions> & {
  status: 'idle' | 'awaiting';
  resolver: ((answer: boolean) => void) | null;
};

export const confirmDefaults: Omit<ConfirmState, 'status' | 'resolver'> = {
  title: 'Confirm',
  message: 'Are you sure you want to continue?',
  positiveText: 'Continue',
  negativeText: 'Cancel',
  showCancel: true,
  dismissible: true,
  isSmall: false,
  hideCloseButton: false,
};

export const confirmStore = createStore<ConfirmState>({ ...confirmDefaults, status: 'idle', resolver: null });

/** Asks the person; resolves true on confirm, false on cancel, close, Escape or backdrop. */
export function confirm(options: ConfirmOptions = {}): Promise<boolean> {
  confirmStore.get().resolver?.(false);
  return new Promise((resolve) => {
    confirmStore.set({ ...confirmDefaults, ...options, status: 'awaiting', resolver: resolve });
  });
}

export const useConfirm = () => confirm;

/** Settles the open question (the dialog calls this). */
export function answerConfirm(value: boolean) {
  const { resolver } = confirmStore.get();
  confirmStore.set((s) => ({ ...s, status: 'idle', resolver: null }));
  resolver?.(value);
}
