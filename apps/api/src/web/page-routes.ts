import { type PageName, pagePaths } from '@linework/contract/pages';

/**
 * Which page of the web app a URL shows, decided from the web app's own route list
 * (`@linework/contract/pages`) the way its router decides: a segment that is written out beats a
 * `:param`, so /shop/x/request is the request form and /shop/x/mara is an artist at that shop.
 */

type Pattern = { page: PageName; segments: string[]; score: number };

const staticScore = 10;
const paramScore = 3;

const patterns: Pattern[] = Object.entries(pagePaths).map(([page, path]) => {
  const segments = path.split('/');
  const score = segments.reduce((sum, s) => sum + (s.startsWith(':') ? paramScore : staticScore), 0);
  return { page: page as PageName, segments, score };
});

export type PageMatch = { page: PageName; params: Record<string, string> };

/** The page a URL (path, maybe with a query) shows, with its decoded params; null for none. */
export function matchPage(url: string): PageMatch | null {
  const pathname = url.split(/[?#]/)[0]!.replace(/\/+$/, '');
  let parts: string[];
  try {
    parts = pathname.split('/').slice(1).map(decodeURIComponent);
  } catch {
    return null;
  }
  if (parts.length === 0 || parts.some((p) => p === '')) return null;
  let best: PageMatch | null = null;
  let bestScore = -1;
  for (const pattern of patterns) {
    if (pattern.segments.length !== parts.length || pattern.score <= bestScore) continue;
    const params: Record<string, string> = {};
    const matches = pattern.segments.every((segment, i) => {
      if (segment.startsWith(':')) params[segment.slice(1)] = parts[i]!;
      return segment.startsWith(':') || segment === parts[i];
    });
    if (matches) {
      best = { page: pattern.page, params };
      bestScore = pattern.score;
    }
  }
  return best;
}
