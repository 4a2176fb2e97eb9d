import type { Page } from '@playwright/test';
import { expect, newCustomer, test } from './support/fixtures.ts';
import { signUpConfirmed } from './support/identity.ts';
import { shopThroughApi } from './support/new-shop.ts';
import { demoPassword, northStarTeam } from './support/studio.ts';

const accountMenu = (page: Page) => page.getByRole('banner').locator('button[aria-haspopup="menu"]');

// Issue 25, points 1 and 5: the way into the studio and into listing a shop, and a booking that
// remembers what the customer already chose.

test('anyone finds "List your shop"; someone on a shop’s team reaches the studio from the account menu and the footer', async ({
  page,
}) => {
  await page.goto('/');
  const forShops = page.getByRole('navigation', { name: 'For shops' });
  await expect(forShops.getByRole('link', { name: 'Studio' })).toHaveCount(0);
  await forShops.getByRole('link', { name: 'List your shop' }).click();
  await expect(page).toHaveURL(/\/studio\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Start a new shop' })).toBeVisible();
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: /Create account/ })).toBeVisible();
  await page.keyboard.press('Escape');

  // A customer on no team: no Studio in the menu.
  await signUpConfirmed(page.request, newCustomer());
  await page.goto('/');
  await accountMenu(page).click();
  await expect(page.getByRole('menuitem', { name: 'Your account' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Studio' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The owner: Studio is one tap away, in the menu and the footer.
  await page.context().clearCookies();
  const signIn = await page.request.post('/auth/sign-in/email', {
    data: { email: northStarTeam.owner, password: demoPassword },
  });
  expect(signIn.ok()).toBe(true);
  // The footer of the application's screens (a static public page's footer is the same for everyone).
  await page.goto('/account');
  await expect(forShops.getByRole('link', { name: 'Studio' })).toBeVisible();
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Studio' }).click();
  await expect(page).toHaveURL(/\/studio\/[^/]+$/);
  await expect(page.getByRole('navigation', { name: 'Studio' })).toBeVisible();
});

test('"Book" on a service card keeps the service through choosing the artist', async ({ page }) => {
  await page.goto('/shop/north-star-tattoo');
  await page
    .locator('.MuiCard-root')
    .filter({ hasText: 'Small fine line tattoo' })
    .getByRole('link', { name: 'Book', exact: true })
    .click();
  // Jules and Rina both do it: the customer picks one, and the service stays chosen.
  await page.getByRole('region', { name: 'Artist' }).getByRole('button', { name: 'Rina' }).click();
  const chosen = page.getByRole('region', { name: 'Service' }).getByRole('button', { pressed: true });
  await expect(chosen).toContainText('Small fine line tattoo');
  await expect(page.getByRole('region', { name: 'Time' })).toBeVisible();
});

test('a shop with one artist and one service opens the booking on its times', async ({ page }) => {
  await signUpConfirmed(page.request, newCustomer());
  const shopUrl = `one-of-each-${Date.now().toString(36)}`;
  const { businessId, artistId, headers } = await shopThroughApi(page.request, shopUrl);
  const hours = await page.request.put(`/v1/business/${businessId}/artists/${artistId}/hours`, {
    headers,
    data: {
      intervals: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens: '10:00', closes: '18:00' })),
    },
  });
  expect(hours.ok(), await hours.text()).toBe(true);
  const published = await page.request.post(`/v1/business/${businessId}/publish`, { headers });
  expect(published.ok(), await published.text()).toBe(true);

  await page.goto(`/shop/${shopUrl}`);
  await page.getByRole('main').getByRole('link', { name: 'Book', exact: true }).first().click();
  await expect(
    page.getByRole('region', { name: 'Artist' }).getByRole('button', { pressed: true }),
  ).toContainText('Journey Artist');
  await expect(
    page.getByRole('region', { name: 'Service' }).getByRole('button', { pressed: true }),
  ).toContainText('Flash piece');
  await expect(page.getByRole('group', { name: 'Days' }).getByRole('button').first()).toBeVisible();
});
