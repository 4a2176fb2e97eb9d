// The code a static page loads when its first island wakes (src/islands/loader.ts): React, the
// island providers and the page's overlays. Each island's own component is a chunk of its own.

import { StrictMode, useEffect, useLayoutEffect, useRef } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Overlays } from '../app/overlays.tsx';
import { createEmotionCache } from '../lib/emotion-cache.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { SessionProvider, useSession } from '../lib/session.tsx';
import { signedInEvent } from './island-navigation.ts';
import { IslandRoot, publishSession } from './island-root.tsx';
import { islandComponents } from './registry.ts';

const emotionCache = createEmotionCache();
const queryClient = createQueryClient();
const url = () => `${window.location.pathname}${window.location.search}`;

function PublishSession() {
  const session = useSession();
  useLayoutEffect(() => publishSession(session), [session]);
  // Signed in from the dialog: the page's server islands are asked again (src/islands/loader.ts).
  const known = useRef<string | null>(null);
  const userId = session.user.isLoading ? null : (session.user.data?.userId ?? '');
  useEffect(() => {
    if (userId === null) return;
    if (known.current === '' && userId) window.dispatchEvent(new Event(signedInEvent));
    known.current = userId;
  }, [userId]);
  return null;
}

/**
 * The root layout's dialogs and toasts (sign-in, confirmation, loading) in a root of their own, with
 * the page's one session: started once, with the first island.
 */
function startOverlays() {
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(
    <StrictMode>
      <IslandRoot emotionCache={emotionCache} queryClient={queryClient} url={url()}>
        <SessionProvider>
          <PublishSession />
          <Overlays />
        </SessionProvider>
      </IslandRoot>
    </StrictMode>,
  );
}
startOverlays();

/** Hydrates one island; resolves once React has committed it (its handlers are live). */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? '';
  const load = islandComponents[name];
  if (!load) throw new Error(`No island called ${name}`);
  const Component = await load();
  const props = JSON.parse(element.dataset.props ?? '{}');
  // Read the moment before React takes the markup over (hydration sets its fields to its own state).
  const replay = typingToReplay(element);
  await new Promise<void>((resolve) => {
    hydrateRoot(
      element,
      <StrictMode>
        <IslandRoot emotionCache={emotionCache} queryClient={queryClient} url={url()} onCommit={resolve}>
          <Component {...props} />
        </IslandRoot>
      </StrictMode>,
      {
        identifierPrefix: element.dataset.prefix,
        onRecoverableError(error) {
          console.error('island hydration', name, error);
        },
      },
    );
  });
  replay();
}

/**
 * What was typed into an island's fields while its code loaded is in the page, not yet in React's
 * state (the first key woke it), and hydration puts React's own value back: noted before, and given
 * to React after as the input it was, so nothing typed is lost.
 */
function typingToReplay(island: HTMLElement) {
  const fields = [
    ...island.querySelectorAll<HTMLInputElement>(
      'input:not([type]), input[type="text"], input[type="search"], input[type="email"]',
    ),
  ];
  const typed = fields.map((field) => (field.value === field.defaultValue ? null : field.value));
  return () => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    fields.forEach((field, i) => {
      const text = typed[i];
      if (text == null || !setValue || !field.isConnected || field.value === text) return;
      // React's own setter first (it notes the value it knows), then the text as the browser set it.
      field.value = text === '' ? ' ' : '';
      setValue.call(field, text);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
  };
}
