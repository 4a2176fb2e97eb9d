import { getMe } from '@linework/contract/endpoints/users';
import type { Me } from '@linework/contract/users';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { call, setTokenSource } from './api-client.ts';
import { type Attribution, captureAttribution, restoreAttribution } from './attribution.ts';
import { getIdToken } from './id-token.ts';
import { identity } from './identity.ts';
import { analytics } from './integrations/analytics.ts';
import { supportMessenger } from './integrations/support-messenger.ts';
import { appointmentKeys, requestKeys } from './query-keys.ts';
import { persistSelectedBusiness, restoreSelectedBusiness } from './selected-business.ts';
import { toast } from './toast.ts';

/** docs/requirements.md (signed-in user): data is undefined at first, null after a failed profile fetch. */
export type UserState = { data: Me | null | undefined; isLoading: boolean };

/** Who the server says is signed in, for a static page's header: their name and unread count. */
export type ServerPerson = { name: string; unread: number };

export type Session = {
  user: UserState;
  selectedBusiness: string;
  setSelectedBusiness(businessId: string): void;
  attribution: Attribution | null;
  /** Tell the session that sign-in state may have changed (after sign-in, sign-up or sign-out). */
  signInChanged(): Promise<void>;
  signOut(): Promise<void>;
  /** While true, sign-in changes are ignored: a sign-up is still creating the profile. */
  setCreatingProfile(creating: boolean): void;
};

export const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<UserState>({ data: undefined, isLoading: true });
  const [selectedBusiness, setSelected] = useState(restoreSelectedBusiness);
  const [attribution] = useState(() => {
    // The server renders public pages for everyone: there is no visitor's landing URL or storage.
    if (typeof window === 'undefined') return null;
    captureAttribution(window.location.search);
    return restoreAttribution();
  });
  const creatingProfile = useRef(false);
  const queryClient = useQueryClient();

  const signOut = useCallback(async () => {
    setTokenSource(null);
    // Nothing of one person's stays in the cache for the next.
    queryClient.removeQueries({ queryKey: appointmentKeys.all });
    queryClient.removeQueries({ queryKey: requestKeys.all });
    await identity.signOut();
    analytics.reset();
    supportMessenger.reset();
    setUser({ data: null, isLoading: false });
  }, [queryClient]);

  // docs/requirements.md (signed-in user): on a sign-in change, fetch the profile of a signed-in user; a failure signs out.
  const signInChanged = useCallback(async () => {
    if (creatingProfile.current) return;
    if (!(await identity.hasSession())) {
      setTokenSource(null);
      setUser((u) => ({ data: u.data === undefined ? undefined : null, isLoading: false }));
      return;
    }
    setTokenSource(getIdToken);
    try {
      const profile = await call(getMe);
      setUser({ data: profile, isLoading: false });
      analytics.identify(profile);
      supportMessenger.identify(profile);
    } catch {
      toast.error('Cannot get user');
      await signOut();
    }
  }, [signOut]);

  useEffect(() => {
    void signInChanged();
  }, [signInChanged]);

  const session = useMemo<Session>(
    () => ({
      user,
      selectedBusiness,
      setSelectedBusiness(businessId) {
        persistSelectedBusiness(businessId);
        setSelected(businessId);
      },
      attribution,
      signInChanged,
      signOut,
      setCreatingProfile(creating) {
        creatingProfile.current = creating;
      },
    }),
    [user, selectedBusiness, attribution, signInChanged, signOut],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
