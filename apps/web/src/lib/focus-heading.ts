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

/**
 * Whether this document was opened by following a link on this site (a static page's links load
 * new documents): then it is a move inside the product and its h1 takes focus, as after the app's
 * own navigation. A first visit, a reload or going back keeps the browser's own start.
 */
export function arrivedByLinkFromHere(): boolean {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (entry?.type !== 'navigate' || !document.referrer) return false;
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}
