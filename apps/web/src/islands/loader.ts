// The only script of a static page (docs/decisions/034-static-pages-with-islands.md): a few hundred
// bytes that wake the page's islands. It loads no React until an island is used.

import '@fontsource/montserrat/latin-600.css';
import '@fontsource/montserrat/latin-700.css';
import '@fontsource/montserrat/latin-800.css';
import '@fontsource/open-sans/latin-400.css';
import '@fontsource/open-sans/latin-600.css';
import '../app/global.css';
import { integrationKeys } from '../config/env.ts';
import { captureAttribution } from '../lib/attribution.ts';
import { arrivedByLinkFromHere, focusHeading, rememberFollowedLink } from '../lib/focus-heading.ts';
import { persistSelectedBusiness } from '../lib/selected-business.ts';
import { cameFromIsland, signedInEvent } from './island-navigation.ts';

type Runtime = typeof import('./runtime.tsx');

let runtime: Promise<Runtime> | null = null;
/** React and the island providers: loaded once, on the first pointer, key or focus in an island. */
const loadRuntime = () => {
  runtime ??= import('./runtime.tsx');
  return runtime;
};

const woken = new WeakMap<HTMLElement, Promise<void>>();

function wake(island: HTMLElement): Promise<void> {
  let hydrated = woken.get(island);
  if (!hydrated) {
    hydrated = loadRuntime()
      .then((r) => r.hydrateIsland(island))
      .then(
        () => {
          island.dataset.hydrated = 'true';
        },
        (error: unknown) => {
          // Offline for a moment: the next tap tries again.
          runtime = null;
          woken.delete(island);
          throw error;
        },
      );
    woken.set(island, hydrated);
  }
  return hydrated;
}

const islandOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>('[data-island]:not([data-hydrated])') : null;

// The first touch, press or focus starts loading the island, before its click arrives.
for (const type of ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const) {
  document.addEventListener(
    type,
    (event) => {
      const island = islandOf(event.target);
      if (island) wake(island).catch(() => undefined);
    },
    { capture: true, passive: true },
  );
}

document.addEventListener('click', rememberFollowedLink, true);

// A click on an island that is not live yet is held, and given again to the same element once it is.
document.addEventListener(
  'click',
  (event) => {
    const island = islandOf(event.target);
    if (!island) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const target = event.target as Element;
    wake(island)
      .then(() => {
        if (target instanceof HTMLElement) target.click();
        else target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      })
      .catch(() => undefined);
  },
  true,
);

/**
 * Islands that wake in view: watched only after the visitor's first scroll or interaction, or at once
 * when an island of the last page loaded this one (a filter, the map switch): the visitor is using
 * the page already.
 */
function watchVisibleIslands() {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const island = islandOf(entry.target);
        if (island) wake(island).catch(() => undefined);
      }
    },
    { rootMargin: '200px' },
  );
  // The wrapper is `display: contents` (no box of its own): watch its first child.
  for (const island of document.querySelectorAll<HTMLElement>('[data-island][data-when="visible"]')) {
    if (island.firstElementChild) observer.observe(island.firstElementChild);
  }
}
const firstUse = ['scroll', 'pointerdown', 'keydown', 'touchstart'] as const;
function onFirstUse() {
  for (const type of firstUse) window.removeEventListener(type, onFirstUse, true);
  watchVisibleIslands();
}
if (cameFromIsland()) watchVisibleIslands();
else for (const type of firstUse) window.addEventListener(type, onFirstUse, { capture: true, passive: true });

/**
 * The island code this page will use (the page server lists it in a meta), preloaded once the page
 * has loaded and the browser is idle: fetched and compiled, not run, so the first tap waits for no
 * network and the first screen carries none of it.
 */
function preloadIslandCode() {
  const files = document.querySelector<HTMLMetaElement>('meta[name="island-code"]')?.content.split(' ') ?? [];
  for (const href of files) {
    if (!href || document.querySelector(`link[href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}
const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 1000);
if (document.readyState === 'complete') whenIdle(preloadIslandCode);
else window.addEventListener('load', () => whenIdle(preloadIslandCode), { once: true });

/** Live or personal parts, asked for after the page shows, never kept for anyone else. */
async function fillServerIsland(island: HTMLElement) {
  const query = new URLSearchParams({ props: island.dataset.props ?? '{}', path: window.location.pathname });
  const res = await fetch(`/_islands/${island.dataset.island}?${query}`, { credentials: 'same-origin' });
  // 204: nothing personal to show (nobody signed in): the page's own markup stays.
  if (res.status !== 200 || island.dataset.hydrated || woken.has(island)) return;
  const answer = (await res.json()) as {
    html: string;
    head: string;
    props: unknown;
    prefix: string;
    hydrate: boolean;
  };
  // Its styles (critical CSS, as the page's own) go in the head before its markup shows.
  document.head.insertAdjacentHTML('beforeend', answer.head);
  island.innerHTML = answer.html;
  island.dataset.props = JSON.stringify(answer.props);
  island.dataset.prefix = answer.prefix;
  // Only links inside (the next free time): plain markup from now on.
  if (!answer.hydrate) island.removeAttribute('data-island');
}
const fillServerIslands = () => {
  for (const island of document.querySelectorAll<HTMLElement>(
    '[data-island][data-when="server"]:not([data-hydrated])',
  )) {
    void fillServerIsland(island).catch(() => undefined);
  }
};
fillServerIslands();
// Signed in from the dialog: what is theirs (the embed code, a filled-in form) is asked for again.
window.addEventListener(signedInEvent, fillServerIslands);

// What the app did in effects, done here: the campaign a visitor landed from (SEED-SPEC point 3) and
// the shop being looked at (docs/requirements.md, selected business).
captureAttribution(window.location.search);
const business = document.querySelector<HTMLElement>('[data-selected-business]')?.dataset.selectedBusiness;
if (business) persistSelectedBusiness(business);

// Followed from another page of the site: focus says where one now is, as after the app's navigation.
if (arrivedByLinkFromHere()) focusHeading(document.querySelector<HTMLElement>('main h1'));

// The app's integrations, only where configured: the page view (analytics waits for the page to be
// idle), and error reporting loaded on the first error (it reports the ones after).
if (integrationKeys.posthogKey) {
  void import('../lib/integrations/analytics.ts').then(({ analytics }) =>
    analytics.pageView(window.location.pathname),
  );
}
if (integrationKeys.sentryDsn) {
  const startReporting = () => {
    window.removeEventListener('error', startReporting);
    window.removeEventListener('unhandledrejection', startReporting);
    void import('../lib/integrations/error-reporting.ts').then((m) => m.startErrorReporting());
  };
  window.addEventListener('error', startReporting);
  window.addEventListener('unhandledrejection', startReporting);
}
