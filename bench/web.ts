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
      const sizes: Promise<number>[] = [];
      page.on('response', (response) => {
        const url = response.url();
        if (url.startsWith(baseUrl) && response.request().resourceType() === 'script') {
          sizes.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
        }
      });
      const answer = await page.goto(`${baseUrl}${route.path}`, { waitUntil: 'load' });
      // Signed-in screens keep a live event stream open, so the network never goes quiet there:
      // what their first screen loads has arrived well within 10 s of the load event.
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
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
        scripts: sizes.length,
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
