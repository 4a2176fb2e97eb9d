import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';
import { northStarTeam, openStudioAs } from './support/studio.ts';

test('on a phone Jules adds evening hours to their own Sunday and saves them', async ({ page }) => {
  test.slow(); // a busy machine: the studio loads several queries and saves through the API
  const { businessId } = await openStudioAs(page, northStarTeam.jules);
  await page.goto(`/studio/${businessId}/hours`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hours and booking' })).toBeVisible();
  // An artist edits only their own: no artist to pick, no shop rules.
  await expect(page.getByRole('combobox', { name: 'Artist' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Guest spots' })).toBeHidden();

  const { token } = (await (await page.request.get('/auth/token')).json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, 'x-client-source': 'customer-web' };
  const me = (await (await page.request.get('/v1/users/me/businesses', { headers })).json()).result.find(
    (b: { businessId: string }) => b.businessId === businessId,
  );
  const hoursUrl = `/v1/business/${businessId}/artists/${me.artistId}/hours`;
  const before = (await (await page.request.get(hoursUrl, { headers })).json()).result.intervals;
  try {
    const sunday = page.getByRole('group', { name: 'Sunday' });
    const count = await sunday.getByLabel(/^Sunday.* until$/).count();
    await page.getByRole('button', { name: 'Add hours on Sunday' }).click();
    const rows = sunday.getByLabel(/^Sunday.* from$/);
    await expect(rows).toHaveCount(count + 1);
    await rows.last().fill('20:00');
    await sunday
      .getByLabel(/^Sunday.* until$/)
      .last()
      .fill('23:00');
    await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
    await page.getByRole('button', { name: 'Save weekly hours' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await expectNoA11yViolations(page);
    const after = (await (await page.request.get(hoursUrl, { headers })).json()).result.intervals;
    expect(after).toContainEqual({ weekday: 7, opens: '20:00', closes: '23:00' });
  } finally {
    await page.request.put(hoursUrl, { headers, data: { intervals: before } });
  }
});
