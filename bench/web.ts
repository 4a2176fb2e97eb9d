import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/support/chromium.ts';

/** DESIGN section 6: JavaScript for the first screen of any route. */
export const firstScreenBudgetKb = 170;

/**
 * The gzip size of the JavaScript a route loads before it is usable: every same-origin script the
 * page fetched until the network went quiet, measured in a real Chromium.
 */
export async function firstScreenJavaScript(baseUrl: string, paths: string[]) {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const rows: { path: string; scripts: number; gzipKb: number; budgetKb: number; ok: boolean }[] = [];
  try {
    for (const path of paths) {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      // Map tiles are not part of the app's JavaScript and cannot be reached here.
      await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
      const sizes: Promise<number>[] = [];
      page.on('response', (response) => {
        const url = response.url();
        if (url.startsWith(baseUrl) && response.request().resourceType() === 'script') {
          sizes.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
        }
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
      const gzipKb = Math.round((bytes / 1024) * 10) / 10;
      rows.push({
        path,
        scripts: sizes.length,
        gzipKb,
        budgetKb: firstScreenBudgetKb,
        ok: gzipKb <= firstScreenBudgetKb,
      });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}
