import { lazy, Suspense } from 'react';
import { useStore } from '../../../lib/external-store.ts';
import { signInStore } from '../../../lib/sign-in.ts';

// The forms carry the validation schemas; load them only when someone opens the dialog.
const SignInForms = lazy(() => import('./sign-in-forms.tsx'));

export function SignInDialog() {
  const { open } = useStore(signInStore);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SignInForms />
    </Suspense>
  );
}
