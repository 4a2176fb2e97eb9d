import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendRouteNotFound } from '../http/errors.ts';
import { allowFramingAnywhere, embeddablePath } from './embed-framing.ts';
import { sendSharedPath } from './share-tags.ts';
import { staticAssets } from './static-assets.ts';

const apiPrefixes = ['/v1/', '/auth/', '/dev/', '/files/', '/sandbox/'];

/**
 * Serves the built web app: hashed assets with long caching, and index.html for every client route
 * (history fallback). Paths under the API prefixes answer the JSON 404 envelope instead.
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

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0]!;
    const isApi = apiPrefixes.some((p) => url.startsWith(p) || `${url}/` === p);
    // A missing build file (an old hashed bundle after a deploy) is a 404, not HTML served as script.
    const isAsset = url.startsWith('/assets/');
    if (isApi || isAsset || (request.method !== 'GET' && request.method !== 'HEAD'))
      return sendRouteNotFound(request, reply);
    if (embeddablePath.test(url)) allowFramingAnywhere(reply);
    if (await sendSharedPath(app, request, reply, indexHtml)) return reply;
    return reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml);
  });
});
