import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

const frameAncestors = (csp: unknown) => String(csp).match(/frame-ancestors ([^;]*)/)?.[1];

describe('content security policy', () => {
  it('lets the upload helper fetch a picked file as a blob, on every page', async () => {
    const res = await app.inject({ url: '/review/some-link' });
    expect(String(res.headers['content-security-policy'])).toMatch(/connect-src [^;]*blob:/);
  });
});

describe('framing', () => {
  it('lets any site frame the embeddable subscribe forms', async () => {
    for (const url of ['/artist/mara-vale/subscribe/embed', '/shop/black-harbor-ink/subscribe/embed?x=1']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(frameAncestors(res.headers['content-security-policy'])).toBe('*');
      expect(res.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('forbids framing every other page, the full subscribe page and the API included', async () => {
    for (const url of [
      '/',
      '/artist/mara-vale',
      '/artist/mara-vale/subscribe',
      '/artist/mara-vale/subscribe/embed/more',
      '/unsubscribe',
      '/v1/artists/mara-vale',
    ]) {
      const res = await app.inject({ url });
      expect(frameAncestors(res.headers['content-security-policy']), url).toBe("'none'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });
});
