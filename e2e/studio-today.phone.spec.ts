import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';
import { customerApi, northStarTeam, nyDate, openStudioAs } from './support/studio.ts';

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

test('the front desk on a phone confirms a new booking and moves it to another free time', async ({
  page,
  playwright,
}) => {
  test.slow();
  const { businessId } = await openStudioAs(page, northStarTeam.frontDesk);
  const customer = await customerApi(playwright, 'rina');
  const [early] = await customer.twoTimes();
  const held = await customer.book(early);
  await page.goto(`/studio/${businessId}?date=${nyDate(held.startsAt)}`);
  // The front desk sees every artist's day in one list on a phone, with what is still to do.
  await expect(page.getByRole('region', { name: 'Rina Sato' })).toHaveCount(0);
  const booking = page.getByRole('article', { name: customer.name });
  await expect(booking).toContainText('Paying now');
  await expect(booking).toContainText('Rina Sato');
  await booking.getByRole('button', { name: 'Confirm' }).click();
  await expect(booking).toContainText('Confirmed');
  await expectNoA11yViolations(page);

  const before = (await booking.textContent()) ?? '';
  await booking.getByRole('button', { name: 'Move' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move this appointment' });
  await expect(dialog).toContainText(`${customer.name}, Flash piece with Rina Sato`);
  // It opens on the coming days with their free times counted, on the first day that has one.
  const days = dialog.getByRole('group', { name: 'Days' }).getByRole('button');
  await expect(days).toHaveCount(14);
  await expect(days.filter({ hasText: /\d+ free/ }).first()).toBeVisible();
  const openedOn = dialog.getByRole('group', { name: 'Days' }).getByRole('button', { pressed: true });
  await expect(openedOn).toHaveAccessibleName(/: \d+ free$/);
  const times = dialog.getByRole('radiogroup', { name: /^Free times on .+, New York time$/ });
  // The last free time of the day, so the appointment surely changes.
  const choice = times.getByRole('radio').last();
  const label = (await times.locator('label').last().textContent())!;
  await choice.check();
  await dialog.getByLabel('Reason for the customer (optional)').fill('Rina starts later that day');
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(dialog).toBeHidden();
  expect(before).not.toContain(`${label}–`);
  await expect(booking).toContainText(`${label}–`);
  await customer.context.dispose();
});
