import { expect as baseExpect, test } from './support/fixtures.ts';
import { northStarTeam, openStudioAs } from './support/studio.ts';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

// The studio's Projects at North Star on a desktop: every state with its next step and balance.

test('the owner sees the shop’s projects in each state, the sleeve’s deposit held for its last session', async ({
  page,
}) => {
  const { businessId } = await openStudioAs(page, northStarTeam.owner);
  await page.getByRole('link', { name: 'Projects' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/studio/${businessId}/projects$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  const sleeve = page.getByRole('article', { name: /Forearm sleeve/ });
  // In progress once the phone journey has booked its last session; next session to book before.
  await expect(sleeve).toContainText(/Next session to book|In progress/);
  await expect(sleeve).toContainText('deposit $300 held for session 3');
  for (const state of ['Quoting', 'Awaiting deposit', 'Awaiting approval', 'In progress', 'Complete']) {
    await expect(page.getByRole('article').filter({ hasText: state }).first()).toBeVisible();
  }
  await page.screenshot({ path: 'test-results/studio-projects-desktop.png', fullPage: true });
  await page.getByRole('button', { name: 'Awaiting approval' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
});
