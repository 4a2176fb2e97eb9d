import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useLayoutEffect, useSyncExternalStore } from 'react';
import { createPath, type Navigator, parsePath, Router, type To } from 'react-router';
import { theme } from '../app/theme.ts';
import { type Session, SessionContext } from '../lib/session.tsx';
import { leavingFromIsland } from './island-navigation.ts';

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/** An island's links load the linked page as a new document (a static page has no app to route in). */
const documentNavigator: Navigator = {
  createHref: href,
  push: (to) => {
    leavingFromIsland();
    window.location.assign(href(to));
  },
  replace: (to) => {
    leavingFromIsland();
    window.location.replace(href(to));
  },
  go: (delta) => window.history.go(delta),
};

/** Nobody yet: what every island renders first, on the server and while hydrating. */
const loadingSession: Session = {
  user: { data: undefined, isLoading: true },
  selectedBusiness: '',
  setSelectedBusiness: () => {},
  attribution: null,
  signInChanged: async () => {},
  signOut: async () => {},
  setCreatingProfile: () => {},
};

/**
 * The page's one session (the overlays' root holds it, src/islands/runtime.tsx), shared by every
 * island, so signing in from the dialog shows the name in the header's island.
 */
let session = loadingSession;
const listeners = new Set<() => void>();
export function publishSession(next: Session) {
  session = next;
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function SharedSession({ children }: { children: ReactNode }) {
  // Hydration renders the server's snapshot (nobody), then the live session.
  const value = useSyncExternalStore(
    subscribe,
    () => session,
    () => loadingSession,
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** A wrapper with no markup of its own, so ids (useId) come out the same on both sides. */
function Committed({ onCommit, children }: { onCommit?: () => void; children: ReactNode }) {
  useLayoutEffect(() => onCommit?.(), [onCommit]);
  return children;
}

/**
 * The providers of an island, the same on the server and in the browser: styles, theme, queries, the
 * shared session and a router whose navigation loads a new document. No CssBaseline: the page's head
 * already carries the global styles.
 */
export function IslandRoot({
  emotionCache,
  queryClient,
  url,
  onCommit,
  children,
}: {
  emotionCache: EmotionCache;
  queryClient: QueryClient;
  /** The page's path and query. */
  url: string;
  /** Called once React has committed the island (its handlers are live). */
  onCommit?: () => void;
  children: ReactNode;
}) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <SharedSession>
            <Router location={parsePath(url)} navigator={documentNavigator}>
              <Committed onCommit={onCommit}>{children}</Committed>
            </Router>
          </SharedSession>
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
