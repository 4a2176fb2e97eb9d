import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type PageFacts, pages } from '@linework/contract/pages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendRouteNotFound } from '../http/errors.ts';
import { scrubUrl } from '../http/log-scrub.ts';
import { pathHoldsUnstorableText } from '../http/validation.ts';
import { allowFramingAnywhere, embeddablePath } from './embed-framing.ts';
import { formPostRoutes } from './form-posts.ts';
import { type CachedPage, cachedPage, createPageCache } from './page-cache.ts';
import { loadPageRenderer, type PageRenderer } from './page-renderer.ts';
import { matchPage } from './page-routes.ts';
import { serverIslandRoutes } from './server-islands.ts';
import { renderSharePage } from './share-tags.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import { speculationRules, speculationRulesPath } from './speculation-rules.ts';
import { staticAssets } from './static-assets.ts';

const apiPrefixes = ['/v1/', '/auth/', '/dev/', '/files/', '/sandbox/'];

/** Files the fallback answers itself rather than a page. */
const sharedFiles = new Set(['/robots.txt', '/sitemap.xml', speculationRulesPath]);

/**
 * A path that names a file (`/favicon.png`, `/wp-login.php`): no page of the app looks like it, as
 * slugs and ids have no dots.
 */
const filePath = /\/[^/]*\.[A-Za-z0-9]{1,8}$/;

/** The facts of the page a URL shows (the contract's page table); home for `/`. */
function factsOf(url: string): PageFacts | null {
  if (url.split(/[?#]/)[0] === '/') return pages.home;
  const page = matchPage(url)?.page;
  return page ? pages[page] : null;
}

/**
 * Home searched by free time (soonest free, free on a day): its results change with every booking,
 * which the page cache does not hear of, so it is rendered afresh each time.
 */
const liveFreeTimePage = /^\/\?(?:[^#]*&)?(?:sort=soonest|freeOn=)/;

/**
 * Serves the built web app: hashed assets with long caching; public pages rendered on the server
 * (apps/web/src/entry-server.tsx) with their share tags; index.html, rendered in the browser, for
 * every other client route (history fallback). Paths under the API prefixes answer the JSON 404
 * envelope instead.
 */
export const webAppRoutes = fp(async (app: FastifyInstance, opts: { webDist: string }) => {
  const indexFile = path.join(opts.webDist, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(staticAssets, { webDist: opts.webDist });
  }
  const indexHtml = built
    ? readFileSync(indexFile, 'utf8')
    : '<!doctype html><title>Linework</title><p>The web app is not built. Run <code>npm run build</code>.</p>';
  // The embeddable form is a page of its own with its own small entry (apps/web/embed.html).
  const embedFile = path.join(opts.webDist, 'embed.html');
  const embedHtml = existsSync(embedFile) ? readFileSync(embedFile, 'utf8') : indexHtml;
  // Static public pages: server HTML with the small loader of their islands (apps/web/static.html).
  const staticFile = path.join(opts.webDist, 'static.html');
  const staticHtml = existsSync(staticFile) ? readFileSync(staticFile, 'utf8') : indexHtml;
  const renderer = built
    ? await loadPageRenderer(app, opts.webDist, {
        app: indexHtml,
        static: staticHtml,
        embed: embedHtml,
      }).catch((error) => {
        // A server bundle that cannot load (a half-finished build) must not stop the product.
        app.log.error({ err: error }, 'server rendering is off: the web server bundle did not load');
        return null;
      })
    : null;
  const pageCache = renderer ? await createPageCache(app) : null;
  if (renderer) serverIslandRoutes(app, renderer);
  // In a scope of their own: only these routes read urlencoded form bodies.
  app.register(formPostRoutes);

  /** The rendered page with its share tags; null for a path the browser renders. */
  async function renderPage(renderer: PageRenderer, url: string): Promise<CachedPage | null> {
    const rendered = await renderer.render(url);
    if (!rendered || rendered.kind === 'redirect') return null;
    const share = await renderSharePage(app.deps, url, rendered.html);
    const status = Math.max(rendered.status, share?.status ?? 0);
    const html = share?.html ?? rendered.html;
    return cachedPage(status, html);
  }

  async function sendRenderedPage(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (!renderer || !pageCache) return false;
    const facts = factsOf(request.url);
    const personal = facts?.personal ?? false;
    let page: CachedPage | null;
    try {
      page =
        facts?.cache !== 'page' || liveFreeTimePage.test(request.url)
          ? await renderPage(renderer, request.url)
          : await pageCache.get(request.url, () => renderPage(renderer, request.url));
    } catch (error) {
      // The browser can still render the page from the plain shell.
      request.log.error({ err: error, url: scrubUrl(request.url) }, 'server rendering failed');
      return false;
    }
    if (!page) return false;
    // The page is the same for everyone (nothing per-person is rendered on the server), so a shared
    // cache may keep it, but must ask again each time (no-cache): a catalogue change shows at once.
    reply
      .status(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', personal ? 'private, no-store' : 'public, no-cache')
      .header('etag', page.etag)
      .header('speculation-rules', `"${speculationRulesPath}"`);
    if (page.status === 200 && request.headers['if-none-match'] === page.etag) {
      reply.status(304).send();
      return true;
    }
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    reply.header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding).send(page[encoding]);
    else reply.send(page.html);
    return true;
  }

  /**
   * Answers /robots.txt, /sitemap.xml and the share routes (app shell with tags, or 404 with the same
   * shell) and returns true, or returns false for any other path. Living in the fallback, a
   * robots.txt or sitemap.xml file in the web build still wins.
   */
  async function sendSharedPath(request: FastifyRequest, reply: FastifyReply, pathname: string) {
    if (pathname === '/robots.txt') {
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(robotsTxt(app.config.publicUrl));
      return true;
    }
    if (pathname === speculationRulesPath) {
      reply
        .type('application/speculationrules+json')
        .header('cache-control', 'public, max-age=3600')
        .send(speculationRules());
      return true;
    }
    if (pathname === '/sitemap.xml') {
      const xml = await sitemapXml(app.deps);
      reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(xml);
      return true;
    }
    const page = await renderSharePage(app.deps, request.url, indexHtml);
    if (!page) return false;
    reply
      .status(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(page.html);
    return true;
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0]!;
    const isApi = apiPrefixes.some((p) => url.startsWith(p) || `${url}/` === p);
    // A missing build file (an old hashed bundle after a deploy) is a 404, not HTML served as script.
    const isAsset = url.startsWith('/assets/');
    if (isApi || isAsset || (request.method !== 'GET' && request.method !== 'HEAD'))
      return sendRouteNotFound(request, reply);
    // A file the build does not have is a 404, not the app shell a browser or bot would misread.
    if (filePath.test(url) && !sharedFiles.has(url)) return sendRouteNotFound(request, reply);
    // Text no database can hold (a NUL) names no page: the shell's not-found, before any lookup.
    if (pathHoldsUnstorableText(url))
      return reply.status(404).type('text/html').header('cache-control', 'no-cache').send(indexHtml);
    const embed = embeddablePath.test(url);
    if (embed) allowFramingAnywhere(reply);
    if (embed || factsOf(url)?.indexed === false) reply.header('x-robots-tag', 'noindex');
    if (!sharedFiles.has(url) && (await sendRenderedPage(request, reply))) return reply;
    if (await sendSharedPath(request, reply, url)) return reply;
    return reply
      .type('text/html')
      .header('cache-control', 'no-cache')
      .send(embed ? embedHtml : indexHtml);
  });
});
