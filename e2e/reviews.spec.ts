import { expect, expectNoA11yViolations, newCustomer, test } from './support/fixtures.ts';
import { reviewLinkAfterVisitToMara } from './support/journey-api.ts';

test('review from the link after a completed visit, then see it on the artist page', async ({ page }) => {
  const person = newCustomer();
  // A new customer whose visit to Mara the shop has marked completed.
  const link = await reviewLinkAfterVisitToMara(page, person);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How was your tattoo with Mara Vale?');
  await expect(page.getByText(/at Black Harbor Ink/)).toBeVisible();
  await expectNoA11yViolations(page);

  const text = `Healed beautifully, the moth is perfect. ${person.lastName}`;
  await page.getByRole('button', { name: 'Publish review' }).click();
  await expect(page.getByText('Choose a rating from 1 to 5 stars')).toBeVisible();
  // Click the fifth star, as a person would (the radio inside it is visually hidden).
  const fiveStars = page.getByRole('radio', { name: /^5 stars/ });
  await page.locator(`label[for="${await fiveStars.getAttribute('id')}"]`).click();
  await expect(fiveStars).toBeChecked();
  await page.getByRole('textbox', { name: 'Your review' }).fill(text);
  await page.locator('input[type=file]').setInputFiles({
    name: 'healed.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await expect(page.getByRole('img', { name: 'Healed tattoo, 1 of 1' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Publish review' }).click();
  await expect(page.getByRole('status')).toContainText('Your review of Mara Vale is published');

  await page.getByRole('link', { name: 'See it on Mara Vale’s page' }).click();
  await expect(page).toHaveURL(/\/artist\/mara-vale$/);
  const review = page.getByRole('article').filter({ hasText: text });
  await expect(review).toBeVisible();
  await expect(review).toContainText('Verified visit');
  await expect(review.getByRole('img', { name: '5 out of 5' })).toBeVisible();

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('status')).toContainText('This link has now been used');
  await expectNoA11yViolations(page);
});

test.describe('an unknown review link', () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });
  test('says so clearly', async ({ page }) => {
    await page.goto('/review/some-link');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Leave a review');
    await expect(page.getByRole('alert')).toContainText('This review link does not exist');
    await expectNoA11yViolations(page);
  });
});
