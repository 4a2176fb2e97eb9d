import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const publicCacheControl = 'public, max-age=60, stale-while-revalidate=300';

/**
 * An answer that is the same for everyone, prepared once and sent many times: its JSON, an ETag and
 * (made on first demand) its brotli and gzip bodies. Hashing and compressing per request cost more
 * than the rest of a cached read together.
 */
export type ReadyAnswer = { json: Buffer; etag: string; br?: Buffer; gzip?: Buffer };

/**
 * Options of a route whose answers go through `sendReadyAnswer`, which compresses them once: the
 * compression plugin's three hooks per request would only find the work done (or, for a GET, no
 * request body to inflate).
 */
export const compressedOnce = { compress: false, decompress: false } as const;

/** Bodies below this size go as they are, as @fastify/compress would leave them. */
const compressFrom = 1024;

export function readyAnswer(json: string): ReadyAnswer {
  const body = Buffer.from(json);
  return { json: body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch &&
  ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');

/** Whether the client takes `coding` (an Accept-Encoding entry with a q-value above 0). */
function accepts(acceptEncoding: string | undefined, coding: 'br' | 'gzip') {
  if (!acceptEncoding) return false;
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== coding) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

/** Browsers send a handful of distinct Accept-Encoding headers: remember the choice for each. */
const choices = new Map<string, 'br' | 'gzip' | 'identity'>();
function codingFor(acceptEncoding: string | undefined) {
  if (!acceptEncoding) return 'identity';
  let choice = choices.get(acceptEncoding);
  if (!choice) {
    choice = accepts(acceptEncoding, 'br') ? 'br' : accepts(acceptEncoding, 'gzip') ? 'gzip' : 'identity';
    if (choices.size >= 100) choices.clear();
    choices.set(acceptEncoding, choice);
  }
  return choice;
}

function bodyFor(request: FastifyRequest, reply: FastifyReply, answer: ReadyAnswer): Buffer {
  if (answer.json.length < compressFrom) return answer.json;
  const coding = codingFor(request.headers['accept-encoding']);
  if (coding === 'br') {
    answer.br ??= brotliCompressSync(answer.json, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    reply.header('content-encoding', 'br');
    return answer.br;
  }
  if (coding === 'gzip') {
    answer.gzip ??= gzipSync(answer.json);
    reply.header('content-encoding', 'gzip');
    return answer.gzip;
  }
  return answer.json;
}

/**
 * Sends a ready answer with its ETag, or a 304 when the client already has it. `cacheControl` is for
 * anonymous readers; a signed-in answer never sits in a shared cache.
 */
export function sendReadyAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: ReadyAnswer,
  cacheControl: string,
) {
  reply.header('etag', answer.etag);
  reply.header('vary', 'Accept-Encoding, Authorization');
  reply.header('cache-control', request.headers.authorization ? 'private, no-cache' : cacheControl);
  if (matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  // A Content-Encoding already set tells @fastify/compress to leave the body alone.
  return reply.send(bodyFor(request, reply, answer));
}
