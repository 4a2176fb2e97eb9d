import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, newCustomer, test } from './support/fixtures.ts';
import { reviewLinkAfterVisitToMara } from './support/journey-api.ts';

/** A real finger on the touch screen: Chromium turns these into touch pointer events. */
async function swipe(page: Page, from: { x: number; y: number }, dx: number) {
  const cdp = await page.context().newCDPSession(page);
  const at = (x: number) => [{ x, y: from.y }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from.x) });
  for (const step of [0.25, 0.5, 0.75, 1])
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(from.x + dx * step) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('on a phone, results are a list or a map, and filters that find nothing can be cleared', async ({
  page,
}) => {
  // Several pages, each checked by axe, on a shared two-core machine.
  test.slow();
  await page.goto('/');
  const results = page.getByRole('region', { name: 'Results', exact: true });
  const map = page.getByRole('region', { name: 'Map of results' });
  await expect(results.getByRole('article').first()).toBeVisible();
  await expect(map).toBeHidden();
  // Results first: the first card starts on the first screen, the refinements wait behind one button.
  const firstCard = (await results.getByRole('article').first().boundingBox())!;
  expect(firstCard.y).toBeLessThan(page.viewportSize()!.height);
  await expect(page.getByRole('group', { name: 'Styles' })).toBeHidden();
  const count = results.getByRole('status');
  await expect(count).toHaveText(/^\d+\+? results$/);
  const everyone = await count.textContent();

  // A style narrows the results, and the count says so as soon as it is chosen.
  const filtersButton = page.getByRole('button', { name: 'Filters', exact: true });
  await filtersButton.click();
  const filters = page.getByRole('dialog', { name: 'Filters' });
  await filters.getByRole('group', { name: 'Styles' }).getByRole('button', { name: 'Japanese' }).click();
  // The page behind the dialog is hidden from the accessibility tree: the dialog's button counts.
  const show = filters.getByRole('button', { name: /^Show \d+\+? results?$/ });
  await expect(show).not.toHaveText(`Show ${everyone}`);
  const japanese = (await show.textContent())!.replace('Show ', '');
  await expectNoA11yViolations(page);
  // Home is static (docs/decisions/034): the dialog's choices load home with them when it closes.
  await show.click();
  await expect(page).toHaveURL(/style=Japanese/);
  await expect(filters).toBeHidden();
  await expect(count).toHaveText(japanese);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expect(results).toContainText('Kumo Tattoo');
  await expect(results).not.toContainText('North Star Tattoo');
  await page.getByRole('button', { name: 'Filters (1)' }).click();
  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await filters.getByRole('button', { name: 'Close' }).click();
  await expect(count).toHaveText(everyone!);

  await page.getByRole('button', { name: 'Map' }).click();
  await expect(page).toHaveURL(/view=map/);
  await expect(map.locator('.leaflet-container')).toBeVisible();
  await expect(results).toBeHidden();
  await page.getByRole('button', { name: 'List' }).click();
  await expect(results.getByRole('article').first()).toBeVisible();

  // No shop asks £1 or less for anything.
  // The currency lives in the address: the price typed next is in the currency the address names.
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await filters.getByRole('combobox', { name: 'Currency' }).selectOption('GBP');
  await filters.getByRole('spinbutton', { name: 'Max price' }).fill('1');
  await filters.getByRole('spinbutton', { name: 'Max price' }).press('Enter');
  await filters.getByRole('button', { name: 'Show 0 results' }).click();
  await expect(page).toHaveURL(/currency=GBP/);
  await expect(page).toHaveURL(/maxPrice=1/);
  const empty = page.getByRole('alert').filter({ hasText: 'Nothing matches these filters.' });
  await expect(empty).toBeVisible();
  // A link keeps the filters: the server renders the same empty result.
  await page.reload();
  await expect(empty).toBeVisible();
  // A link on the static page: the server answers home without the filters.
  await empty.getByRole('link', { name: 'Clear filters' }).click();
  await expect(results.getByRole('article').first()).toBeVisible();
  await expect(page).not.toHaveURL(/maxPrice/);
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(filters.getByRole('spinbutton', { name: 'Max price' })).toHaveValue('');

  // Soonest free first: the cards tell when.
  await filters.getByRole('combobox', { name: 'Sort by' }).selectOption('soonest');
  await filters.getByRole('button', { name: /^Show \d+\+? results?$/ }).click();
  await expect(page).toHaveURL(/sort=soonest/);
  await expect(results.getByRole('article').first()).toContainText('Next free:');
  await expectNoA11yViolations(page);
});

test('on a phone, an artist page shows hours and the next free time per shop, and its pictures swipe', async ({
  page,
}) => {
  test.slow();
  await page.goto('/shop/north-star-tattoo/jules');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Jules Moreau');
  const hours = page.getByRole('region', { name: 'Hours at North Star Tattoo' });
  await expect(hours.getByRole('table', { name: 'Jules Moreau’s hours at North Star Tattoo' })).toBeVisible();
  await expect(hours.getByRole('table').getByRole('row')).toHaveCount(7);
  // Fetched after the page shows, never kept with it.
  const nextFree = hours.getByRole('status');
  await expect(nextFree).toContainText('Next free time:');
  await expect(nextFree.getByRole('link')).toHaveAttribute(
    'href',
    /\/booking\?shop=north-star-tattoo&artist=.+&service=.+&start=/,
  );
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: /^Open picture 1 of/ }).click();
  const viewer = page.getByRole('dialog', { name: 'Pictures by Jules Moreau' });
  await expect(viewer).toBeVisible();
  await expect(viewer).toContainText(/1 of \d+/);
  const box = (await viewer.getByRole('img').boundingBox())!;
  const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await swipe(page, middle, -150);
  await expect(viewer).toContainText(/2 of \d+/);
  await swipe(page, middle, 150);
  await expect(viewer).toContainText(/1 of \d+/);
  await page.keyboard.press('ArrowRight');
  await expect(viewer).toContainText(/2 of \d+/);
  await viewer.getByRole('button', { name: 'Next picture' }).click();
  await expect(viewer).toContainText(/3 of \d+/);
  await expectNoA11yViolations(page);
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toBeHidden();

  // An artist at a guest spot: its dates, and that shop's own time zone for the hours.
  await page.goto('/artist/mara-vale');
  const workplaces = page.getByRole('region', { name: 'Where they work' });
  const guestSpot = workplaces.getByRole('article').filter({ hasText: 'Black Harbor Ink' });
  await expect(guestSpot).toContainText(/Guest spot, \w+ \d+ to \w+ \d+/);
  await expect(guestSpot.getByRole('table', { name: 'Mara Vale’s hours at Black Harbor Ink' })).toBeVisible();
  await expect(guestSpot).toContainText('London time');
});

test('on a phone, review photos show with the review, and all reviews are a page of their own', async ({
  page,
}) => {
  test.slow();
  // A customer's review of Mara with a photo of the healed tattoo.
  const person = newCustomer();
  await page.goto(await reviewLinkAfterVisitToMara(page, person));
  const fiveStars = page.getByRole('radio', { name: /^5 stars/ });
  await page.locator(`label[for="${await fiveStars.getAttribute('id')}"]`).click();
  // The review link is a static page: that click woke the form's island and lands once it is live.
  await expect(fiveStars).toBeChecked();
  const text = `The moth healed crisp and even. ${person.lastName}`;
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
  await page.getByRole('button', { name: 'Publish review' }).click();
  await expect(page.getByRole('status')).toContainText('Your review of Mara Vale is published');

  await page.goto('/artist/mara-vale');
  const reviews = page.getByRole('region', { name: 'Reviews' });
  const mine = reviews.getByRole('article').filter({ hasText: text });
  await expect(mine.getByRole('img', { name: /’s review, 1 of 1$/ })).toBeVisible();

  await reviews.getByRole('link', { name: /^All \d+ reviews$/ }).click();
  await expect(page).toHaveURL(/\/artist\/mara-vale\/reviews$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reviews of Mara Vale');
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: text })
      .getByRole('img', { name: /review, 1 of 1$/ }),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Back to Mara Vale' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mara Vale');
});
