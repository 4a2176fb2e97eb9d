import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../e2e/support/chromium.ts';

/** DESIGN section 6: Lighthouse (mobile, local production build) budgets per category. */
export const lighthouseBudgets = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 95,
} as const;
type Category = keyof typeof lighthouseBudgets;

/** Lighthouse's mobile audit of each page in the system Chromium; scores 0–100 per category. */
export async function lighthouseScores(baseUrl: string, paths: string[]) {
  const chrome = await launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: chromiumLaunchOptions.args,
  });
  const rows: ({ path: string } & Record<Category, number | null>)[] = [];
  try {
    for (const path of paths) {
      const result = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(lighthouseBudgets),
        // Nothing outside this machine answers; do not wait for it.
        blockedUrlPatterns: ['*tile.openstreetmap.org*'],
      });
      const categories = result?.lhr.categories ?? {};
      const score = (c: Category) => {
        const value = categories[c]?.score;
        return typeof value === 'number' ? Math.round(value * 100) : null;
      };
      rows.push({
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      });
    }
  } finally {
    chrome.kill();
  }
  return rows;
}
