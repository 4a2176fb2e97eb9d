import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';
import { northStarTeam, openStudioAs } from './support/studio.ts';

test('an artist on a phone sees only their own day, in one list', async ({ page }) => {
  await openStudioAs(page, northStarTeam.jules);
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expect(page.getByText(/Your appointments, in New York time/)).toBeVisible();
  // The demo customer has one appointment with Jules and one with Dex today: only Jules's shows.
  const casey = page.getByRole('article', { name: 'Casey Rivera' });
  await expect(casey).toHaveCount(1);
  await expect(casey).toContainText('Small fine line tattoo');
  // No columns on a phone, and no money or waiver links for an artist.
  await expect(page.getByRole('region', { name: 'Jules Moreau' })).toHaveCount(0);
  await expect(casey.getByRole('link', { name: /Payments/ })).toHaveCount(0);
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page).toHaveURL(/\?date=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Today');
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
});
