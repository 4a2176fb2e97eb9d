import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../test/app.ts';

const webDist = mkdtempSync(path.join(tmpdir(), 'linework-web-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Linework test shell</title>');
writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: *');

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({
    WEB_DIST: webDist,
    CORS_ORIGINS: 'https://partner.example.test',
    RATE_LIMIT_AUTH_PER_MINUTE: '3',
  });
});
afterAll(() => app.close());

describe('request ids', () => {
  it('names every answer in x-request-id, and an error quotes the same id in its envelope', async () => {
    const page = await app.inject({ url: '/robots.txt' });
    const missing = await app.inject({ url: '/v1/no-such-thing' });
    const badUrl = await app.inject({ url: '/v1/%E0%A4%A' });
    for (const res of [page, missing, badUrl]) {
      expect(res.headers['x-request-id'], res.body).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(missing.json().error.requestId).toBe(missing.headers['x-request-id']);
    expect(badUrl.json().error.requestId).toBe(badUrl.headers['x-request-id']);
    expect(page.headers['x-request-id']).not.toBe(missing.headers['x-request-id']);
  });

  it('carries a caller’s own id along, and replaces one that is not an id', async () => {
    const passed = await app.inject({ url: '/v1/no-such-thing', headers: { 'x-request-id': 'edge-42.a_b' } });
    expect(passed.headers['x-request-id']).toBe('edge-42.a_b');
    expect(passed.json().error.requestId).toBe('edge-42.a_b');
    const odd = await app.inject({ url: '/v1/no-such-thing', headers: { 'x-request-id': '<script>' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('error envelope', () => {
  it('answers an unknown /v1 route with 404 in the envelope', async () => {
    const res = await app.inject({ url: '/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      error: { code: 'NOT_FOUND', message: 'No route GET /v1/no-such-thing.' },
    });
  });

  it('answers an unknown write under /v1 with 404 in the envelope, not the web app', async () => {
    const res = await app.inject({ method: 'POST', url: '/v1/no-such-thing', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('answers malformed JSON with 400 in the envelope', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: '/v1/users/me',
      headers: { 'content-type': 'application/json' },
      payload: '{"firstName": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' },
    });
  });

  it('answers a body of the wrong shape with 400 VALIDATION_FAILED naming each field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/uploads',
      payload: { path: '../etc/passwd', contentType: 'text/html', public: true },
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details.fields).toEqual({
      'body.path': 'Use letters, digits, dots, dashes and slashes in the path',
      'body.contentType': 'Upload a JPEG, PNG, WebP, HEIC image or a PDF',
      'body.size': 'This field is required',
    });
  });

  it('answers a body that is not an object with a plain message, not a 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/uploads',
      headers: { 'content-type': 'application/json' },
      payload: '"just a string"',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields).toEqual({ body: 'Send the details as a JSON object.' });
  });

  it('answers an address that cannot be decoded with 400 in the envelope', async () => {
    const res = await app.inject({ url: '/v1/users/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { code: 'BAD_REQUEST', message: 'This address is not valid.' },
    });
  });

  it('answers an unsupported content type with 415 in the envelope', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/uploads',
      headers: { 'content-type': 'application/xml' },
      payload: '<upload/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('web app and health', () => {
  it('serves index.html for client routes (history fallback) and the built files as they are', async () => {
    const route = await app.inject({ url: '/shops/north-star-tattoo/book?step=2' });
    expect(route.statusCode).toBe(200);
    expect(route.headers['content-type']).toMatch(/text\/html/);
    expect(route.body).toContain('Linework test shell');
    const file = await app.inject({ url: '/robots.txt' });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('User-agent: *');
  });

  it('answers a missing build file with 404 instead of the page', async () => {
    const res = await app.inject({ url: '/assets/index-0ld4a5h.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Linework test shell');
  });

  it('answers /healthz and /readyz with 200', async () => {
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });
});

describe('security headers and CORS', () => {
  it('sends helmet headers that forbid sniffing and framing', async () => {
    const res = await app.inject({ url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('allows a configured origin and no other', async () => {
    const allowed = await app.inject({
      method: 'OPTIONS',
      url: '/v1/users/me',
      headers: { origin: 'https://partner.example.test', 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example.test');
    const simple = await app.inject({ url: '/healthz', headers: { origin: 'https://partner.example.test' } });
    expect(simple.headers['access-control-allow-origin']).toBe('https://partner.example.test');

    const other = await app.inject({ url: '/healthz', headers: { origin: 'https://evil.example.test' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const otherPreflight = await app.inject({
      method: 'OPTIONS',
      url: '/v1/users/me',
      headers: { origin: 'https://evil.example.test', 'access-control-request-method': 'GET' },
    });
    expect(otherPreflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('OpenAPI', () => {
  it('publishes an OpenAPI 3.1 document listing the platform routes, and a reference page', async () => {
    const res = await app.inject({ url: '/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/v1/users/me', '/v1/uploads']));
    expect(doc.paths['/v1/users/me'].patch.requestBody).toBeDefined();
    const docs = await app.inject({ url: '/v1/docs' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/text\/html/);
    // The page runs only same-origin scripts (the CSP allows no inline ones) and loads the document.
    expect(docs.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    const initializer = await app.inject({ url: '/v1/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    const specPath = /url: resolveUrl\('\.\/([\w.-]+)'\)/.exec(initializer.body)?.[1];
    expect(specPath).toBeDefined();
    const spec = await app.inject({ url: `/v1/docs/${specPath}` });
    expect(spec.statusCode).toBe(200);
    expect(spec.json().openapi).toBe('3.1.0');
  });
});

describe('rate limits', () => {
  // Last in this file: it uses up the /auth allowance of this app.
  it('answers the 4th sign-in attempt in a minute with 429 in the envelope', async () => {
    const attempt = () =>
      app.inject({
        method: 'POST',
        url: '/auth/sign-in/email',
        payload: { email: 'someone@example.test', password: 'guess-guess' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    // The limit is for /auth only: the API still answers.
    expect((await app.inject({ url: '/v1/users/me' })).statusCode).toBe(401);
  });

  it('counts sign-ups against the same /auth allowance', async () => {
    await expect(signUp(app)).rejects.toThrow(/429/);
  });

  it('limits public writes per client: the 3rd upload declaration in a minute is 429 with a limit of 2', async () => {
    const limited = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '2' });
    try {
      const declare = () =>
        limited.inject({
          method: 'POST',
          url: '/v1/uploads',
          payload: {
            path: `public/${Math.random().toString(36).slice(2)}.png`,
            contentType: 'image/png',
            size: 10,
            public: true,
          },
        });
      // Counted whatever the answer (anonymous uploads outside a review's folder are 401).
      expect((await declare()).statusCode).not.toBe(429);
      expect((await declare()).statusCode).not.toBe(429);
      const third = await declare();
      expect(third.statusCode).toBe(429);
      expect(third.json().error).toMatchObject({
        code: 'RATE_LIMITED',
        message: 'Too many requests. Please wait a moment and try again.',
      });
      expect(third.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
