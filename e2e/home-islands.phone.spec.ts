import type { Page } from '@playwright/test';
import { expect, newCustomer, test } from './support/fixtures.ts';
import { signUpConfirmed } from './support/identity.ts';

// docs/decisions/034-static-pages-with-islands.md: home is server HTML whose search box, filters, map
// and signed-in part are islands; the results are the server's, from the address.

/** Bytes of JavaScript the first screen fetched (compressed, as sent): not the island code preloaded at idle. */
const firstScreenScriptBytes = (page: Page) =>
  page.evaluate(() => {
    const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
      .loadEventEnd;
    const idle = new Set(
      document.querySelector<HTMLMetaElement>('meta[name="island-code"]')?.content.split(' ') ?? [],
    );
    return performance
      .getEntriesByType('resource')
      .filter((e) => /\.js(\?|$)/.test(e.name))
      .filter((e) => !(e.startTime >= loaded && idle.has(new URL(e.name).pathname)))
      .reduce((sum, e) => sum + (e as PerformanceResourceTiming).encodedBodySize, 0);
  });

test('home sends no app, preloads its islands at idle, and a typed search asks the server', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your tattoo artist.');
  const results = page.getByRole('region', { name: 'Results', exact: true });
  await expect(results.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await firstScreenScriptBytes(page)).toBeLessThanOrEqual(10 * 1024);
  // Once the page is idle the island code is fetched (not run), so the first tap waits for no network.
  await expect(page.locator('head link[rel="modulepreload"][href^="/assets/runtime-"]')).toHaveCount(1);

  // The first tap wakes the search box; suggestions follow the typing, Enter asks the server.
  const box = page.getByRole('combobox', { name: 'Search by artist, shop or style' });
  await box.tap();
  await box.pressSequentially('mara');
  await expect(page.getByRole('option', { name: /Mara Vale/ })).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\?q=mara/);
  await expect(results.getByRole('status')).toHaveText('1 result');
  await expect(results.getByRole('article')).toContainText('Mara Vale');
  await expect(page.getByRole('combobox', { name: 'Search by artist, shop or style' })).toHaveValue('mara');
});

test('on a phone, a filter chosen in the dialog counts at once and loads home with it', async ({ page }) => {
  await page.goto('/');
  const results = page.getByRole('region', { name: 'Results', exact: true });
  const count = results.getByRole('status');
  await expect(count).toHaveText(/^\d+\+? results$/);
  const everyone = await count.textContent();

  await page.getByRole('button', { name: 'Filters', exact: true }).tap();
  const filters = page.getByRole('dialog', { name: 'Filters' });
  await filters.getByRole('group', { name: 'Styles' }).getByRole('button', { name: 'Japanese' }).tap();
  const show = filters.getByRole('button', { name: /^Show \d+\+? results?$/ });
  await expect(show).not.toHaveText(`Show ${everyone}`);
  const japanese = (await show.textContent())!.replace('Show ', '');
  await show.tap();
  await expect(page).toHaveURL(/style=Japanese/);
  await expect(count).toHaveText(japanese);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expect(results).toContainText('Kumo Tattoo');
  await expect(results).not.toContainText('North Star Tattoo');
});

test('on a phone, Map shows the results on a map, and List brings them back', async ({ page }) => {
  await page.goto('/');
  const results = page.getByRole('region', { name: 'Results', exact: true });
  const map = page.getByRole('region', { name: 'Map of results' });
  await expect(map).toBeHidden();
  await page.getByRole('button', { name: 'Map' }).tap();
  await expect(page).toHaveURL(/view=map/);
  await expect(map.locator('.leaflet-container')).toBeVisible();
  await expect(results).toBeHidden();
  await page.getByRole('button', { name: 'List' }).tap();
  await expect(page).not.toHaveURL(/view=map/);
  await expect(results.getByRole('article').first()).toBeVisible();
});

test('a signed-in customer sees their upcoming appointment on home, from the server', async ({ page }) => {
  // Nobody signed in: the server island has nothing to say, and what it says is never kept.
  const anonymous = await page.request.get('/_islands/upcoming?path=/');
  expect(anonymous.status()).toBe(204);
  expect(anonymous.headers()['cache-control']).toBe('private, no-store');

  const person = newCustomer();
  await signUpConfirmed(page.request, person);
  const { token } = await (await page.request.get('/auth/token')).json();
  const shop = (await (await page.request.get('/v1/shops/north-star-tattoo')).json()).result;
  const jules = shop.artists.find((a: { artistUrl: string }) => a.artistUrl === 'jules');
  const service = shop.services.find((s: { name: string }) => s.name === 'Small fine line tattoo');
  const availability = await page.request.get(
    `/v1/availability?shopUrl=north-star-tattoo&artistId=${jules.id}&serviceId=${service.id}`,
  );
  const slot = (await availability.json()).result.days.flatMap(
    (d: { slots: { start: string }[] }) => d.slots,
  )[0];
  const booked = await page.request.post('/v1/appointments', {
    headers: { authorization: `Bearer ${token}` },
    data: { shopUrl: 'north-star-tattoo', artistId: jules.id, serviceId: service.id, start: slot.start },
  });
  expect(booked.status()).toBe(201);

  await page.goto('/');
  const upcoming = page.getByRole('region', { name: 'Your upcoming appointments' });
  await expect(upcoming).toContainText('Small fine line tattoo with Jules Moreau');
  await expect(upcoming).toContainText('Deposit due');
  await upcoming.getByRole('link', { name: /Small fine line tattoo with Jules Moreau/ }).tap();
  await expect(page).toHaveURL(/\/booking\/[A-Za-z0-9_-]{22}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Small fine line tattoo with Jules Moreau',
  );
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('home reads whole: results, a search through its form, and the filters in links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find your tattoo artist.');
    const results = page.getByRole('region', { name: 'Results', exact: true });
    await expect(results.getByRole('article').first()).toBeVisible();
    await expect(results.getByRole('status')).toHaveText(/^\d+\+? results$/);

    await page.getByRole('combobox', { name: 'Search by artist, shop or style' }).fill('Kenji');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?q=Kenji/);
    await expect(results.getByRole('article').first()).toContainText('Kenji Mori');

    // A shared address of filters reads the same without JavaScript; an empty one offers a way back.
    await page.goto('/?style=Japanese&maxPrice=1&currency=GBP');
    const empty = page.getByRole('alert').filter({ hasText: 'Nothing matches these filters.' });
    await expect(empty).toBeVisible();
    await empty.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).not.toHaveURL(/style|maxPrice/);
    await expect(results.getByRole('article').first()).toBeVisible();
  });
});
