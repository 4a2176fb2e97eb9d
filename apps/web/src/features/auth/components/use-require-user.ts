import { useSession } from '../../../lib/session.tsx';
import { openSignIn } from './sign-in-store.ts';

/** For any action that needs a user: true at once when signed in, else after signing in. */
export function useRequireUser() {
  const { user } = useSession();
  return async () => (user.data ? true : openSignIn());
}
