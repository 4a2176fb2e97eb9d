import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, newCustomer, test } from './support/fixtures.ts';
import { signUpConfirmed } from './support/identity.ts';
import { shopThroughApi } from './support/new-shop.ts';

/** A small PNG of one colour, drawn by the browser itself. */
async function picture(page: Page, colour: string) {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 40;
    canvas.height = 30;
    const context = canvas.getContext('2d')!;
    context.fillStyle = fill;
    context.fillRect(0, 0, 40, 30);
    return canvas.toDataURL('image/png');
  }, colour);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test('the owner edits a service and puts a portfolio picture first', async ({ page }) => {
  // A long journey (uploads, three accessibility checks, each slow on a loaded machine).
  test.setTimeout(300_000);
  await signUpConfirmed(page.request, newCustomer());
  const shopUrl = `journey-${Date.now().toString(36)}`;
  const { businessId, artistId, headers } = await shopThroughApi(page.request, shopUrl);

  await page.goto(`/studio/${businessId}/catalogue?tab=services`);
  await expect(page.getByRole('heading', { level: 1, name: 'Shop and services' })).toBeVisible();
  const services = page.getByRole('list', { name: 'Services' });
  await expect(services.getByText('€100 · 1 h · No deposit · Journey Artist')).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Edit Flash piece' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Flash piece' });
  await dialog.getByLabel('Price (EUR)').fill('150');
  await dialog.getByLabel('Deposit (EUR)').fill('50');
  await dialog.getByRole('combobox', { name: 'Price kind' }).click();
  await page.getByRole('option', { name: 'From (the lowest price)' }).click();
  await page.screenshot({ path: 'test-results/catalogue-service-dialog.png' });
  await dialog.getByRole('button', { name: 'Save service' }).click();
  await expect(dialog).toBeHidden();
  await expect(services.getByText('from €150 · 1 h · €50 deposit · Journey Artist')).toBeVisible();

  // The artist's portfolio: two uploads, then the second one first.
  await page.getByRole('tab', { name: 'Artists and portfolio' }).click();
  await expect(page.getByRole('heading', { name: 'Portfolio' })).toBeVisible();
  await page.getByLabel('Add pictures').setInputFiles([
    { name: 'first.png', mimeType: 'image/png', buffer: await picture(page, '#222222') },
    { name: 'second.png', mimeType: 'image/png', buffer: await picture(page, '#aa3333') },
  ]);
  await expect(page.getByRole('status').filter({ hasText: '2 pictures were added.' })).toBeAttached();
  const pictures = page.getByRole('list', { name: 'Portfolio pictures in order' }).getByRole('listitem');
  await expect(pictures).toHaveCount(2);
  const portfolio = async () =>
    (
      await (await page.request.get(`/v1/business/${businessId}/artists/${artistId}`, { headers })).json()
    ).result.portfolio.map((p: { id: string }) => p.id) as string[];
  const before = await portfolio();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: 'test-results/catalogue-portfolio.png', fullPage: true });

  await page.getByRole('button', { name: 'Move Picture 2 earlier' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Picture 2 is now number 1 of 2.' }),
  ).toBeAttached();
  await expect.poll(portfolio).toEqual([before[1], before[0]]);
  await expect(page.getByRole('button', { name: 'Move Picture 1 earlier' })).toBeDisabled();

  // The team: an invitation by email waits to be accepted.
  await page.getByRole('tab', { name: 'Team' }).click();
  await page.getByLabel('Email').fill('new.artist@example.test');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(
    page.getByRole('list', { name: 'Open invitations' }).getByText('new.artist@example.test · Artist'),
  ).toBeVisible();
  await expectNoA11yViolations(page);
});
