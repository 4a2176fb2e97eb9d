import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { arrivedByLinkFromHere, focusHeading } from './focus-heading.ts';

export { focusHeading };

/**
 * Marks what a page opens on instead of its h1: news the person came back for (the bank's refusal
 * after 3-D Secure), which may sit a screen below the heading. Spread it on the element.
 */
export const arrivalFocus = { 'data-arrival-focus': '' };

/**
 * After each change of path (not of query: a booking's choices live in the query), focus the new
 * page's h1 inside `main` (or what it marks with `arrivalFocus`). A private screen may show its h1
 * only once its data is in, so until then the main region holds focus and the h1 takes it when it
 * appears, unless the person moved on.
 */
export function useFocusOnNavigate(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs each time the path changes
  useEffect(() => {
    // A page's first load keeps the browser's own start (the skip link first), unless a link on
    // this site opened it (from a static page, whose links load new documents).
    if (first.current) {
      first.current = false;
      if (!arrivedByLinkFromHere()) return;
    }
    const region = main.current;
    if (!region) return;
    const h1 = () =>
      region.querySelector<HTMLElement>('[data-arrival-focus]') ?? region.querySelector<HTMLElement>('h1');
    if (focusHeading(h1())) return;
    region.focus();
    const observer = new MutationObserver(() => {
      const heading = h1();
      if (!heading) return;
      observer.disconnect();
      if (document.activeElement === region || document.activeElement === document.body)
        focusHeading(heading);
    });
    observer.observe(region, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname, main]);
}
