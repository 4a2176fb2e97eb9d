import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';
import { northStarTeam, openStudioAs } from './support/studio.ts';

test('on a phone the studio’s sections are behind the menu button', async ({ page }) => {
  await openStudioAs(page, northStarTeam.frontDesk);
  const nav = page.getByRole('navigation', { name: 'Studio' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Open the studio menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Studio menu' })).toBeVisible();
  await expectNoA11yViolations(page);
  await nav.getByRole('link', { name: 'Calendar' }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(nav).toBeHidden();
});
