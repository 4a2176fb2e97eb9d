import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../e2e/support/chromium.ts';

/** docs/requirements.md#performance-budgets: Lighthouse with its default mobile settings (simulated slow 4G, 4× CPU slowdown). */
export const lighthouseBudget = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 100,
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0.05,
  text: 'performance ≥ 95 (LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.05), accessibility 100, best practices ≥ 95, SEO 100',
};
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];

export type LighthouseRow = { path: string } & Record<Category, number | null> & {
    lcpMs: number | null;
    tbtMs: number | null;
    cls: number | null;
    /** Lighthouse's own measure of this machine's speed at the time of the run (higher is faster). */
    benchmarkIndex: number | null;
    /** Why a figure is missing: Lighthouse's own error code (NO_LCP, NO_FCP, …). */
    error: string | null;
    met: boolean;
  };

/** How many audits of each page; the row is the run with the median performance score. */
const runsPerPage = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);

/** Lighthouse's mobile audit of each page in the system Chromium: the median of three runs. */
export async function lighthouseScores(baseUrl: string, paths: string[]) {
  const chrome = await launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: chromiumLaunchOptions.args,
  });
  const rows: LighthouseRow[] = [];
  try {
    for (const path of paths.flatMap((p) => Array.from({ length: runsPerPage }, () => p))) {
      const runAudit = () =>
        lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...categories],
          // Nothing outside this machine answers; do not wait for it.
          blockedUrlPatterns: ['*tile.openstreetmap.org*'],
        });
      let result = await runAudit();
      // The first audit in a fresh browser sometimes records no navigation start (NO_NAVSTART): a
      // fault of the trace, not of the page, so that audit is run once more.
      if (result?.lhr.runtimeError) result = await runAudit();
      const lhr = result?.lhr;
      const score = (c: Category) => {
        const value = lhr?.categories[c]?.score;
        return typeof value === 'number' ? Math.round(value * 100) : null;
      };
      const audit = (id: string) => {
        const value = lhr?.audits[id]?.numericValue;
        return typeof value === 'number' ? value : null;
      };
      const row = {
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        lcpMs: round(audit('largest-contentful-paint')),
        tbtMs: round(audit('total-blocking-time')),
        cls: audit('cumulative-layout-shift'),
        benchmarkIndex: lhr?.environment.benchmarkIndex ?? null,
        error:
          lhr?.runtimeError?.code ??
          (lhr?.audits['largest-contentful-paint']?.errorMessage?.split('\n')[0] || null) ??
          null,
      };
      const b = lighthouseBudget;
      const atLeast = (v: number | null, min: number) => v !== null && v >= min;
      const atMost = (v: number | null, max: number) => v !== null && v <= max;
      rows.push({
        ...row,
        cls: row.cls === null ? null : Math.round(row.cls * 1000) / 1000,
        met:
          atLeast(row.performance, b.performance) &&
          atLeast(row.accessibility, b.accessibility) &&
          atLeast(row['best-practices'], b['best-practices']) &&
          atLeast(row.seo, b.seo) &&
          atMost(row.lcpMs, b.lcpMs) &&
          atMost(row.tbtMs, b.tbtMs) &&
          atMost(row.cls, b.cls),
      });
    }
  } finally {
    chrome.kill();
  }
  // Per page, the run with the median performance score (every run's score beside it).
  return [...new Set(paths)].map((path) => {
    const runs = rows
      .filter((r) => r.path === path)
      .sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
    const median = runs[runs.length >> 1]!;
    return { ...median, runs: runs.map((r) => r.performance) };
  });
}

const round = (v: number | null) => (v === null ? null : Math.round(v));
