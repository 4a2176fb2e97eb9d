import type { ComponentType } from 'react';

/**
 * Every client island by name, as the browser loads it when the island wakes: each its own chunk.
 * The server renders an island from the component its page passes to `<Island>`; the names here
 * must lead to that same component (src/islands/islands.test.tsx checks it).
 */
// biome-ignore lint/suspicious/noExplicitAny: each island's own props come from its page's JSON.
export const islandComponents: Record<string, () => Promise<ComponentType<any>>> = {
  account: () => import('../app/account-corner.tsx').then((m) => m.AccountCorner),
  portfolio: () => import('../features/discovery/components/portfolio-grid.tsx').then((m) => m.PortfolioGrid),
  map: () => import('../features/discovery/components/map-when-visible.tsx').then((m) => m.MapWhenVisible),
  search: () => import('../features/discovery/components/home-search.tsx').then((m) => m.HomeSearch),
  subscribe: () =>
    import('../features/subscriptions/components/subscribe-islands.tsx').then((m) => m.SubscribeFormIsland),
  'embed-code': () =>
    import('../features/subscriptions/components/subscribe-islands.tsx').then((m) => m.OwnEmbedSnippet),
  review: () => import('../features/reviews/components/review-panel.tsx').then((m) => m.ReviewPanel),
  'next-free': () => import('../features/discovery/components/workplaces.tsx').then((m) => m.NextFreeTime),
};

export type IslandName =
  | 'account'
  | 'portfolio'
  | 'map'
  | 'search'
  | 'subscribe'
  | 'embed-code'
  | 'subscribe-confirm'
  | 'review'
  | 'next-free'
  | 'upcoming';

/** Each island's source file (the build manifest's key): the page server preloads its code at idle. */
export const islandSources: Record<string, string> = {
  account: 'src/app/account-corner.tsx',
  portfolio: 'src/features/discovery/components/portfolio-grid.tsx',
  map: 'src/features/discovery/components/map-when-visible.tsx',
  search: 'src/features/discovery/components/home-search.tsx',
  subscribe: 'src/features/subscriptions/components/subscribe-islands.tsx',
  'embed-code': 'src/features/subscriptions/components/subscribe-islands.tsx',
  review: 'src/features/reviews/components/review-panel.tsx',
  'next-free': 'src/features/discovery/components/workplaces.tsx',
};

/**
 * What an island loads lazily on its first use, by source file (build manifest keys), preloaded at
 * idle with the island itself so the first tap waits for no network: the portfolio's viewer, and the
 * sign-in dialog's forms that the runtime's overlays open from the header's Sign in (and from Follow
 * or a review when nobody is signed in).
 */
export const islandFirstUseSources: Record<string, string[]> = {
  runtime: ['src/features/auth/components/sign-in-forms.tsx'],
  portfolio: ['src/features/discovery/components/portfolio-viewer.tsx'],
};
