import { sessionStore } from './browser-storage.ts';

/**
 * Moves focus to a heading that says where one now is (WCAG 2.4.3): after a navigation the old
 * page's focused control is gone and focus would fall back to the page's body. The heading takes
 * focus without becoming a Tab stop and without a ring (app/theme.ts, `data-focus-target`).
 */
export function focusHeading(heading: HTMLElement | null) {
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.setAttribute('data-focus-target', '');
  heading.focus();
  return true;
}

const followedKey = 'linework.followedLink';

/**
 * Notes a followed link to another page of the site (clicks, Enter included, on an `<a href>`): a
 * static page's links load new documents, and the next page must know it was reached from here
 * (no referrer is sent: the security headers forbid it).
 */
export function rememberFollowedLink(event: Event) {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  sessionStore().setItem(followedKey, `${link.pathname}${link.search}`);
}

/**
 * Whether this document was opened by following a link on this site: then it is a move inside the
 * product and its h1 takes focus, as after the app's own navigation. A first visit, a reload or going
 * back keeps the browser's own start. Asked once per document.
 */
export function arrivedByLinkFromHere(): boolean {
  const storage = sessionStore();
  const followed = storage.getItem(followedKey);
  storage.removeItem(followedKey);
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'navigate' && followed === `${window.location.pathname}${window.location.search}`;
}
