import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { announceCatalogChange } from '../catalog/read-cache.ts';
import { cachedPage, createPageCache } from './page-cache.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** A render that counts its calls and answers the current version of the page. */
function counter(status = 200) {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    render: async () => {
      calls += 1;
      return cachedPage(status, `<p>version ${calls}</p>`);
    },
  };
}

describe('the rendered-page cache', () => {
  it('renders a page once for a crowd asking at the same moment, then serves the copy', async () => {
    const cache = await createPageCache(app);
    const artist = counter();
    const pages = await Promise.all(
      Array.from({ length: 50 }, () => cache.get('/artist/mara-vale', artist.render)),
    );
    expect(artist.calls).toBe(1);
    expect(new Set(pages.map((p) => p?.html))).toEqual(new Set(['<p>version 1</p>']));
    expect((await cache.get('/artist/mara-vale', artist.render))?.html).toBe('<p>version 1</p>');
    expect(artist.calls).toBe(1);
  });

  it('renders again after a catalogue change announced on any instance', async () => {
    const cache = await createPageCache(app);
    const shop = counter();
    await cache.get('/shop/north-star-tattoo', shop.render);
    // Another instance (or this one) commits a catalogue write: NOTIFY reaches every listener.
    await announceCatalogChange(app.db);
    await vi.waitFor(async () => {
      expect((await cache.get('/shop/north-star-tattoo', shop.render))?.html).toBe('<p>version 2</p>');
    });
  });

  it('keeps a page no longer than its time limit', async () => {
    const cache = await createPageCache(app, { ttlMs: 0, maxEntries: 10 });
    const home = counter();
    await cache.get('/', home.render);
    await cache.get('/', home.render);
    expect(home.calls).toBe(2);
  });

  it('serves the kept page past its time limit while one render of the next runs, up to twice the limit', async () => {
    const cache = await createPageCache(app, { ttlMs: 10_000, maxEntries: 10 });
    const artist = counter();
    await cache.get('/artist/mara-vale', artist.render);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 15_000);
      const crowd = await Promise.all(
        Array.from({ length: 20 }, () => cache.get('/artist/mara-vale', artist.render)),
      );
      expect(new Set(crowd.map((p) => p?.html))).toEqual(new Set(['<p>version 1</p>']));
      expect(artist.calls).toBe(2);
      await vi.waitFor(async () => {
        expect((await cache.get('/artist/mara-vale', artist.render))?.html).toBe('<p>version 2</p>');
      });
      // Long past the limit nobody gets the old page: the reader waits for the render.
      vi.setSystemTime(Date.now() + 25_000);
      expect((await cache.get('/artist/mara-vale', artist.render))?.html).toBe('<p>version 3</p>');
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not keep not-found pages, so unknown paths cannot push real pages out', async () => {
    const cache = await createPageCache(app, { ttlMs: 60_000, maxEntries: 1 });
    const real = counter();
    const missing = counter(404);
    await cache.get('/artist/mara-vale', real.render);
    for (const n of [1, 2, 3]) await cache.get(`/artist/nobody-${n}`, missing.render);
    await cache.get('/artist/mara-vale', real.render);
    expect(missing.calls).toBe(3);
    expect(real.calls).toBe(1);
  });
});
