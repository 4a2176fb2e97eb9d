import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';
import { customerApi, northStarTeam, nyDate, openStudioAs } from './support/studio.ts';

// The studio's home at North Star's front of house: the day per artist, confirming a booking,
// cancelling one with the refund shown first, and a booking made elsewhere appearing by itself.

const card = (page: Page, name: string) => page.getByRole('article', { name });

test('the owner sees the day per artist, confirms a booking, sees another arrive live and cancels it with its refund shown first', async ({
  page,
  playwright,
}) => {
  const { businessId } = await openStudioAs(page, northStarTeam.owner);
  // The demo's day: a column per artist, each appointment with its deposit, waiver and arrival.
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  for (const artist of ['Jules Moreau', 'Dex Okafor']) {
    await expect(page.getByRole('region', { name: artist })).toBeVisible();
  }
  // At 1280 px every one of the four artists' columns is whole beside the side menu.
  await page.setViewportSize({ width: 1280, height: 800 });
  const columns = page.getByRole('main').getByRole('region');
  await expect(columns).toHaveCount(4);
  for (const box of await columns.evaluateAll((els) =>
    els.map((el) => el.getBoundingClientRect().toJSON()),
  )) {
    expect(box.right).toBeLessThanOrEqual(1280);
  }
  expect(
    await columns.first().evaluate((el) => el.parentElement!.scrollWidth <= el.parentElement!.clientWidth),
  ).toBe(true);
  const casey = page
    .getByRole('region', { name: 'Jules Moreau' })
    .getByRole('article', { name: 'Casey Rivera' });
  await expect(casey).toContainText('Small fine line tattoo');
  await expect(casey.getByRole('list', { name: 'Deposit, waiver and arrival' })).toContainText(
    /Deposit|waiver/i,
  );
  await expectNoA11yViolations(page);

  const first = await customerApi(playwright, 'dex');
  const second = await customerApi(playwright, 'dex');
  const [early, late] = await first.twoTimes();
  const held = await first.book(early);
  await page.goto(`/studio/${businessId}?date=${nyDate(held.startsAt)}`);
  const firstCard = card(page, first.name);
  await expect(firstCard).toContainText('Paying now');
  await firstCard.getByRole('button', { name: 'Confirm' }).click();
  await expect(firstCard).toContainText('Confirmed');
  await expect(firstCard.getByRole('button', { name: 'Confirm' })).toHaveCount(0);

  // Booked and paid by someone else while the page is open: it appears, then its deposit, unasked.
  const booked = await second.book(late);
  const secondCard = card(page, second.name);
  await expect(secondCard).toContainText('Paying now');
  await second.payDeposit(booked.id);
  await expect(secondCard).toContainText('Deposit $50 paid');
  await expect(secondCard).toContainText('Confirmed');

  await secondCard.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this appointment?' });
  await expect(dialog).toContainText('Refund to the customer: $50.00');
  await expect(dialog).toContainText('Deposit $50.00');
  await expectNoA11yViolations(page);
  await dialog.getByLabel('Reason for the customer (optional)').fill('Dex is ill that afternoon');
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(dialog).toBeHidden();
  await expect(secondCard).toContainText('Cancelled');
  await expect(secondCard.getByRole('button', { name: 'Cancel' })).toHaveCount(0);

  // The week holds the same appointments, per artist.
  await page.goto(`/studio/${businessId}/calendar?week=${nyDate(held.startsAt)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(first.name)).toBeVisible();
  await expectNoA11yViolations(page);
  await first.context.dispose();
  await second.context.dispose();
});
