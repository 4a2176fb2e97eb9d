import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';

// Issue 25, point 4: a toast is read on a phone while it is on screen, so it must be readable
// (the theme's colours, not react-toastify's) and sit at the top centre, below the sticky header.

test('a toast on a phone sits below the sticky header and passes axe while it is shown', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await context.clearPermissions();
  // Measured first: the full-screen Filters dialog hides the page, header included, from the roles.
  const header = (await page.getByRole('banner').boundingBox())!;
  // On a phone the search's refinements, "Near me" among them, wait behind one Filters button.
  await page.getByRole('button', { name: 'Filters' }).click();
  await page
    .getByRole('dialog', { name: 'Filters' })
    .getByRole('button', { name: /near me/i })
    .click();
  const shown = page.locator('.Toastify__toast').filter({
    hasText: 'We could not get your location. Search by city instead.',
  });
  await expect(shown).toBeVisible();
  // Held on screen (a toast pauses under the pointer) for as long as axe reads the page.
  await shown.hover();
  const box = (await shown.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  // Clear of the screen's sides, and in the upper part of the screen, away from the actions below.
  const viewport = page.viewportSize()!;
  expect(box.x).toBeGreaterThan(0);
  expect(box.x + box.width).toBeLessThan(viewport.width);
  expect(box.y + box.height).toBeLessThan(viewport.height / 2);
  await expectNoA11yViolations(page);
  await page.screenshot({ path: 'test-results/toast-phone.png' });
});
