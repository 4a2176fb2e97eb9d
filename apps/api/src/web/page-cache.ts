import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { channel as catalogChangeChannel } from '../catalog/read-cache.ts';

export type CachedPage = {
  status: number;
  html: string;
  etag: string;
  /** The page compressed once, so a crowd costs no compression per request. */
  br: Buffer;
  gzip: Buffer;
};

export const etagOf = (html: string) => `"${createHash('sha1').update(html).digest('base64url')}"`;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A rendered page with its ETag and its compressed forms. */
export async function cachedPage(status: number, html: string): Promise<CachedPage> {
  const [br, gz] = await Promise.all([
    brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzipped(html),
  ]);
  return { status, html, etag: etagOf(html), br, gzip: gz };
}

/**
 * Rendered public pages by URL, for the books-open drop: hundreds of phones opening one artist page
 * within seconds get one render. The pages hold nothing of any person, so one copy serves everyone.
 * A catalogue change on any instance (the catalogue cache's NOTIFY channel) clears it; the time limit
 * bounds what depends on the clock ("open now", guest spots starting today). Bookings, holds and
 * other availability changes do not touch it: the pages show no free times (those come from
 * /v1/availability).
 */
export async function createPageCache(
  app: Pick<FastifyInstance, 'database'>,
  opts = { ttlMs: 10_000, maxEntries: 500 },
) {
  const entries = new Map<string, { page: CachedPage; at: number }>();
  const rendering = new Map<string, Promise<CachedPage | null>>();
  let generation = 0;
  await app.database.listen(catalogChangeChannel, () => {
    generation += 1;
    entries.clear();
  });

  function render(url: string, renderPage: () => Promise<CachedPage | null>) {
    const running = rendering.get(url);
    if (running) return running;
    const startedAt = generation;
    const promise = renderPage()
      .then((page) => {
        // Only found pages are kept (unknown paths must not push real pages out), and only when no
        // catalogue change landed while rendering.
        if (page && page.status === 200 && startedAt === generation) {
          if (entries.size >= opts.maxEntries) entries.delete(entries.keys().next().value!);
          entries.delete(url);
          entries.set(url, { page, at: Date.now() });
        }
        return page;
      })
      .finally(() => rendering.delete(url));
    rendering.set(url, promise);
    return promise;
  }

  /**
   * The cached page, or renders it once however many ask at the same moment. A page past its time
   * limit (but not changed) is still served once more per request while its next render runs, for at
   * most another time limit: a crowd never waits for a re-render, and the clock's parts stay bounded.
   */
  async function get(url: string, renderPage: () => Promise<CachedPage | null>): Promise<CachedPage | null> {
    const hit = entries.get(url);
    const age = hit ? Date.now() - hit.at : Number.POSITIVE_INFINITY;
    if (hit && age < opts.ttlMs) return hit.page;
    if (hit && age < 2 * opts.ttlMs) {
      render(url, renderPage).catch(() => {}); // a failed re-render leaves the kept page to its limit
      return hit.page;
    }
    return render(url, renderPage);
  }

  return { get };
}
