import { expect, expectNoA11yViolations, test, waitForMail } from './support/fixtures.ts';
import { customerApi, northStarTeam, openStudioAs } from './support/studio.ts';

// Issue 25, point 7: the shop hears of each new booking, by email and in the studio, as each
// member of the team chose.

test('a new booking reaches the owner by email and as a notice in the studio, and the owner can turn the email off', async ({
  page,
  playwright,
}) => {
  const customer = await customerApi(playwright, 'rina');
  const [start] = await customer.twoTimes();
  const booked = await customer.book(start);
  await customer.payDeposit(booked.id);
  await customer.context.dispose();

  // Another journey may have booked Rina at the same time of day before: wait for this booking's email.
  await expect
    .poll(
      async () => (await waitForMail(page, northStarTeam.owner, /^New booking: Flash piece with Rina/)).text,
    )
    .toContain(customer.name);

  const { businessId } = await openStudioAs(page, northStarTeam.owner);
  const menu = page.getByRole('navigation', { name: 'Studio' });
  await expect(menu.getByRole('link', { name: /^Notices/ })).toContainText('new');
  await menu.getByRole('link', { name: /^Notices/ }).click();
  await expect(page).toHaveURL(new RegExp(`/studio/${businessId}/notices$`));
  const list = page.getByRole('list', { name: 'New bookings' });
  await expect(list.getByText(`New · ${customer.name} booked Flash piece with Rina`)).toBeVisible();
  // Seen: the menu's count goes.
  await expect(menu.getByRole('link', { name: /^Notices/ })).not.toContainText('new');
  await expectNoA11yViolations(page);

  const email = page.getByRole('switch', { name: 'Email me about each new booking' });
  await expect(email).toBeChecked();
  await email.click();
  await expect(email).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Email me about each new booking' })).not.toBeChecked();
  await page.getByRole('switch', { name: 'Email me about each new booking' }).click();
  await expect(page.getByRole('switch', { name: 'Email me about each new booking' })).toBeChecked();
  await page.screenshot({ path: 'test-results/studio-notices.png', fullPage: true });
});
