import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/support/chromium.ts';

/** docs/requirements.md#performance-budgets: JavaScript for the first screen, gzip. Any other route: 170 KB. */
export const firstScreenBudgetKb = { page: 120, staticPage: 10, embed: 60, anyRoute: 170 };

/** A route and its budget kind: a public page, an embed, or any other (private) route. */
export type WebRoute = {
  name: string;
  path: string;
  kind?: 'static' | 'embed' | 'private';
  /** Signed in first (the demo's accounts): what a signed-in person's screens load. */
  signIn?: { email: string; password: string };
};

/**
 * The gzip size of the JavaScript a route loads before it is usable: every same-origin script the
 * page fetched until the network went quiet, in a real Chromium with a phone's viewport.
 */
export async function firstScreenJavaScript(baseUrl: string, routes: WebRoute[]) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const rows: {
    route: string;
    path: string;
    status: number;
    scripts: number;
    gzipKb: number;
    budgetKb: number;
    met: boolean;
  }[] = [];
  try {
    for (const route of routes) {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      // Map tiles are not part of the app's JavaScript and cannot be reached here.
      await page.route(/tile\.openstreetmap\.org/, (r) => r.abort());
      if (route.signIn) {
        // The page's own request context: the session cookie lands in the page's browser context.
        const signedIn = await page.request.post(`${baseUrl}/auth/sign-in/email`, { data: route.signIn });
        if (!signedIn.ok()) throw new Error(`${route.name}: sign-in answered ${signedIn.status()}`);
      }
      const sizes: { url: string; size: Promise<number> }[] = [];
      page.on('response', (response) => {
        const url = response.url();
        if (url.startsWith(baseUrl) && response.request().resourceType() === 'script') {
          sizes.push({ url, size: response.body().then((body) => gzipSync(body, { level: 9 }).length) });
        }
      });
      const answer = await page.goto(`${baseUrl}${route.path}`, { waitUntil: 'load' });
      // Signed-in screens keep a live event stream open, so the network never goes quiet there:
      // what their first screen loads has arrived well within 10 s of the load event.
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      // A static page's island code, preloaded once the page is idle (the files its meta lists, fetched
      // after the load event), is not the first screen's: it is fetched, not run, for the first tap.
      const idle = new Set(
        await page.evaluate(() => {
          const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
            .loadEventEnd;
          const code = new Set(
            document.querySelector<HTMLMetaElement>('meta[name="island-code"]')?.content.split(' ') ?? [],
          );
          return performance
            .getEntriesByType('resource')
            .filter((e) => e.startTime >= loaded && code.has(new URL(e.name).pathname))
            .map((e) => e.name);
        }),
      );
      const firstScreen = sizes.filter((s) => !idle.has(s.url));
      const bytes = (await Promise.all(firstScreen.map((s) => s.size))).reduce((a, b) => a + b, 0);
      const gzipKb = Math.round((bytes / 1024) * 10) / 10;
      const budgetKb =
        route.kind === 'static'
          ? firstScreenBudgetKb.staticPage
          : route.kind === 'embed'
            ? firstScreenBudgetKb.embed
            : route.kind === 'private'
              ? firstScreenBudgetKb.anyRoute
              : firstScreenBudgetKb.page;
      const status = answer?.status() ?? 0;
      rows.push({
        route: route.name,
        path: route.path,
        status,
        scripts: firstScreen.length,
        gzipKb,
        budgetKb,
        // A page that failed to load has no first screen to measure.
        met: status === 200 && gzipKb <= budgetKb,
      });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** An island's first use: the page, the island's name, and the control a visitor taps first. */
export type IslandUse = {
  name: string;
  path: string;
  island: string;
  tap: { role: 'button' | 'combobox'; name: RegExp };
};

/**
 * The first use of each island as a phone meets it: the page loaded and idle (its island code
 * preloaded at idle, src/islands/loader.ts), then the first tap; how long from the tap's pointerdown
 * until React has committed the island (its handlers live: `data-hydrated`), and the JavaScript
 * (gzip as sent) the tap still fetched.
 */
export async function islandFirstUse(baseUrl: string, uses: IslandUse[]) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const rows: { use: string; path: string; readyMs: number | null; fetchedKb: number }[] = [];
  try {
    for (const use of uses) {
      const page = await browser.newPage({
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
      });
      await page.route(/tile\.openstreetmap\.org/, (r) => r.abort());
      await page.goto(`${baseUrl}${use.path}`, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      await page.evaluate((island) => {
        const w = window as unknown as { islandReady: Promise<number>; tapAt: number };
        w.islandReady = new Promise((resolve) => {
          document.addEventListener('pointerdown', () => (w.tapAt = performance.now()), {
            capture: true,
            once: true,
          });
          const observer = new MutationObserver(() => {
            if (document.querySelector(`[data-island="${island}"][data-hydrated]`)) {
              observer.disconnect();
              resolve(performance.now() - w.tapAt);
            }
          });
          observer.observe(document.body, {
            subtree: true,
            attributes: true,
            attributeFilter: ['data-hydrated'],
          });
        });
      }, use.island);
      const before = await page.evaluate(() => performance.now());
      await page.getByRole(use.tap.role, { name: use.tap.name }).first().tap();
      const readyMs = await page
        .evaluate(() =>
          Promise.race([
            (window as unknown as { islandReady: Promise<number> }).islandReady,
            new Promise<null>((r) => setTimeout(() => r(null), 15_000)),
          ]),
        )
        .catch(() => null);
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      const fetched = await page.evaluate(
        (since) =>
          performance
            .getEntriesByType('resource')
            .filter((e) => /\.js(\?|$)/.test(e.name) && e.startTime >= since)
            .reduce((sum, e) => sum + (e as PerformanceResourceTiming).encodedBodySize, 0),
        before,
      );
      rows.push({
        use: use.name,
        path: use.path,
        readyMs: readyMs === null ? null : Math.round(readyMs),
        fetchedKb: Math.round((fetched / 1024) * 10) / 10,
      });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}
