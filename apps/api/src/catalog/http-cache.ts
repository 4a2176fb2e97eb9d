import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const publicCacheControl = 'public, max-age=60, stale-while-revalidate=300';

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch &&
  ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');

/**
 * Catalogue reads are the same for everyone: an ETag from the body lets browsers and CDNs revalidate
 * for free, and a 304 skips sending it again. A signed-in answer must not sit in a shared cache.
 */
export function cacheCatalogReads(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = `"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;
    reply.header('etag', etag);
    reply.header('vary', 'Authorization');
    reply.header('cache-control', request.headers.authorization ? 'private, no-cache' : publicCacheControl);
    if (matches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      reply.removeHeader('content-type');
      return '';
    }
    return payload;
  });
}
