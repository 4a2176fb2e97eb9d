import type { Page, Response } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

// Text that only these libraries' code contains, whatever the bundler names their chunks.
const toastifyCode = 'Toastify__toast';
const calendarFileCode = 'BEGIN:VCALENDAR';

/** The JavaScript a page loads up to its load event, with each file's text. */
async function firstScreenScripts(page: Page, url: string) {
  const scripts: Promise<{ url: string; text: string }>[] = [];
  const onResponse = (res: Response) => {
    if (res.request().resourceType() === 'script') {
      scripts.push(res.text().then((text) => ({ url: res.url(), text })));
    }
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'load' });
  page.off('response', onResponse);
  return Promise.all(scripts);
}

test('the first screen of / loads no toast or calendar-file code; a toast still shows when needed', async ({
  page,
  context,
}) => {
  const scripts = await firstScreenScripts(page, '/');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => s.text.includes(toastifyCode)).map((s) => s.url)).toEqual([]);
  expect(scripts.filter((s) => s.text.includes(calendarFileCode)).map((s) => s.url)).toEqual([]);

  // Refused location: the toast (and only now react-toastify) appears.
  await context.clearPermissions();
  await page.getByRole('button', { name: /near me/i }).click();
  await expect(page.getByText('We could not get your location. Search by city instead.')).toBeVisible();
});

test('artist and shop pictures reserve their space and come as AVIF, the largest paint first', async ({
  page,
}) => {
  await page.goto('/artist/mara-vale');
  const portfolio = page.getByRole('region', { name: 'Portfolio' });
  const pictures = portfolio.getByRole('img');
  await expect(pictures.first()).toBeVisible();
  for (const img of await pictures.all()) {
    await expect(img).toHaveAttribute('width', /^\d+$/);
    await expect(img).toHaveAttribute('height', /^\d+$/);
  }
  await expect(pictures.first()).toHaveAttribute('fetchpriority', 'high');
  await expect
    .poll(() => pictures.first().evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
    .toMatch(/\.avif$/);
  await expect(portfolio.locator('source[type="image/avif"]').first()).toHaveAttribute('srcset', / 400w/);

  await page.goto('/shop/north-star-tattoo');
  await expect(page.getByRole('heading', { level: 1, name: 'North Star Tattoo' })).toBeVisible();
  const cover = page.locator('main img[fetchpriority="high"]');
  await expect(cover).toHaveCount(1);
  await expect(cover).toHaveAttribute('width', '1200');
  await expect(cover).toHaveAttribute('height', '600');
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
    .toMatch(/\.avif$/);
  for (const img of await page.locator('main img').all()) {
    await expect(img).toHaveAttribute('width', /^\d+$/);
    await expect(img).toHaveAttribute('height', /^\d+$/);
  }
});
