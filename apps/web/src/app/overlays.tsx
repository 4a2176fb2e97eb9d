import { lazy } from 'react';
import { confirmStore } from '../components/confirm-store.ts';
import { loadingStore } from '../components/loading-store.ts';
import { OnFirstUse } from '../components/on-first-use.tsx';
import { Toaster } from '../components/toaster.tsx';
import { SignInDialog } from '../features/auth/components/sign-in-dialog.tsx';
import { useStore } from '../lib/external-store.ts';

// No first screen shows a dialog, so their code (and MUI's Modal) loads when one is first opened.
const ConfirmDialog = lazy(() =>
  import('../components/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })),
);
const LoadingDialog = lazy(() =>
  import('../components/loading-dialog.tsx').then((m) => ({ default: m.LoadingDialog })),
);

/** docs/requirements.md#routes: the confirmation, loading and sign-in dialogs and the toasts above every route. */
export function Overlays() {
  const confirmOpen = useStore(confirmStore).status === 'awaiting';
  const loadingOpen = useStore(loadingStore).status === 'loading';
  return (
    <>
      <OnFirstUse when={confirmOpen}>
        <ConfirmDialog />
      </OnFirstUse>
      <OnFirstUse when={loadingOpen}>
        <LoadingDialog />
      </OnFirstUse>
      <SignInDialog />
      <Toaster />
    </>
  );
}
