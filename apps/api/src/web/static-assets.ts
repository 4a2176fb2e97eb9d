import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A year, the longest max-age caches honour; the file name changes whenever the content does. */
export const immutableCaching = 'public, max-age=31536000, immutable';
/** Unhashed files (favicon, robots.txt) can change under the same name. */
const shortCaching = 'public, max-age=300';
/** The server-rendering bundle and the build manifest sit in the web build but are not for browsers. */
const serverOnly = ['/server/', '/.vite/'];

/**
 * The built web app's files. Hashed assets under /assets are cached for good by browsers and CDNs;
 * each is sent as the brotli or gzip copy the build wrote beside it (apps/web/build/precompress.ts)
 * when the browser accepts it, so @fastify/compress (which leaves encoded replies alone) does not
 * compress the same bytes again on every request. HTML is not served here: the app's pages are.
 */
export const staticAssets = fp(async (app: FastifyInstance, opts: { webDist: string }) => {
  await app.register(fastifyStatic, {
    root: opts.webDist,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Serving index.html as a file would bypass the page handler (share tags, no-cache).
    allowedPath: (pathname) => !pathname.endsWith('.html') && !serverOnly.some((p) => pathname.startsWith(p)),
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? immutableCaching : shortCaching);
      reply.header('vary', 'accept-encoding');
    },
  });
});
