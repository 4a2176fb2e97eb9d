import { lazy } from 'react';
import { useStore } from '../lib/external-store.ts';
import { toastHostStore } from '../lib/toast.ts';
import { OnFirstUse } from './on-first-use.tsx';

const AppToastContainer = lazy(() => import('./toast-container.tsx'));

/** Where toasts appear; nothing of react-toastify loads until the first toast (lib/toast.ts). */
export function Toaster() {
  const { wanted } = useStore(toastHostStore);
  return (
    <OnFirstUse when={wanted}>
      <AppToastContainer />
    </OnFirstUse>
  );
}
