import type { ReactNode } from 'react';
import { createStore } from './external-store.ts';

type ToastKind = 'success' | 'error' | 'info' | 'warning';

/** Whether a toast was ever asked for: the container (components/toaster.tsx) mounts only then. */
export const toastHostStore = createStore({ wanted: false });

let hostMounted!: () => void;
const hostReady = new Promise<void>((resolve) => {
  hostMounted = resolve;
});

/** The lazily loaded container calls this once it is on the page, so no toast is lost before it. */
export const markToastHostMounted = () => hostMounted();

function show(kind: ToastKind, message: string) {
  toastHostStore.set({ wanted: true });
  // react-toastify and its stylesheet stay out of the first screen; they load with the first toast.
  void Promise.all([import('react-toastify'), hostReady]).then(([{ toast }]) => toast[kind](message));
}

/**
 * A toast with content of its own (a link to what it is about). A later notice with the same `id`
 * replaces the one still shown instead of piling up; `render` gets the function that closes it.
 */
function notice(id: string, render: (close: () => void) => ReactNode) {
  toastHostStore.set({ wanted: true });
  void Promise.all([import('react-toastify'), hostReady]).then(([{ toast }]) => {
    const content = ({ closeToast }: { closeToast: () => void }) => render(closeToast);
    if (toast.isActive(id)) toast.update(id, { render: content });
    else toast.info(content, { toastId: id });
  });
}

/** The one way to show a toast; no screen imports react-toastify itself. */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
  notice,
};
