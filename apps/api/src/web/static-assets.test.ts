import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { immutableCaching, staticAssets } from './static-assets.ts';

// A build as the web app's build leaves it: a hashed script with brotli and gzip copies beside it.
const script = `export const greeting = ${JSON.stringify('hello '.repeat(2000))};\n`;
const hashed = '/assets/index-AbC123.js';
let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'diet-web-dist-'));
  const file = path.join(dist, hashed);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, script);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(script, { level: 9 }));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Linework</title>');
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\n');
  app = Fastify();
  // Registered as app.ts registers it, so the test sees what a browser gets from the product.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(staticAssets, { webDist: dist });
  await app.ready();
});
afterAll(() => app?.close());

describe('static assets of the web app', () => {
  it('sends the brotli copy written at build time to a browser that accepts br, cached for good', async () => {
    const res = await app.inject({ url: hashed, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(immutableCaching);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    // The very bytes of the build's copy: nothing compressed them again for this request.
    expect(res.rawPayload.equals(readFileSync(path.join(dist, `${hashed}.br`)))).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a browser that does not accept br', async () => {
    const res = await app.inject({ url: hashed, headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe(immutableCaching);
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const res = await app.inject({ url: hashed, headers: { 'accept-encoding': 'identity' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('caches files without a content hash in their name only briefly', async () => {
    const res = await app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('does not serve the HTML shell as a cacheable file', async () => {
    const res = await app.inject({ url: '/index.html' });
    expect(res.statusCode).toBe(404);
  });
});
