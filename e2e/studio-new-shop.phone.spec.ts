import { expect, expectNoA11yViolations, newCustomer, test } from './support/fixtures.ts';
import { signUpConfirmed } from './support/identity.ts';

test('on a phone a new person starts a shop in Portland from nothing (the lookup sets its pin, zone and currency), publishes it, its page is open when its artist works, and its own opening hours win', async ({
  page,
}) => {
  // Four steps and a published page: room for a busy machine.
  test.slow();
  const person = newCustomer();
  await signUpConfirmed(page.request, person);
  const stamp = Date.now().toString(36);
  const name = `Nightjar Tattoo ${stamp}`;

  await page.goto('/studio');
  await page.getByRole('link', { name: 'Start a new shop' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Start a new shop' })).toBeVisible();

  await page.getByLabel('Shop name').fill(name);
  const shopUrl = page.getByLabel('Shop address on Linework');
  await expect(shopUrl).toHaveValue(`nightjar-tattoo-${stamp}`);
  // The address lookup (built-in places: no geocoder is configured) sets the pin, zone and currency.
  await page.getByLabel('Search for the address').fill('1120 SW 5th Ave, Portland, US');
  await expect(page.getByText(`Free: your page will be /shop/nightjar-tattoo-${stamp}`)).toBeVisible();
  await page.getByRole('button', { name: 'Look up' }).click();
  await page
    .getByRole('list', { name: 'Places found' })
    .getByRole('button', { name: /^1120 SW 5th Ave, Portland, Oregon, US/ })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Set from 1120 SW 5th Ave, Portland' }),
  ).toBeVisible();
  await expect(page.getByLabel('Street address')).toHaveValue('1120 SW 5th Ave');
  await expect(page.getByLabel('City')).toHaveValue('Portland');
  await expect(page.getByLabel('Country code')).toHaveValue('US');
  await expect(page.getByLabel('Latitude')).toHaveValue('45.5152');
  await expect(page.getByLabel('Time zone')).toHaveValue('America/Los_Angeles');
  await expect(page.getByLabel('Currency')).toHaveValue('USD');
  // The pin: fine-tuned by typed coordinates (the map also takes a click or a drag).
  await page.getByLabel('Latitude').fill('45.5159');
  await page.getByLabel('Latitude').blur();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: 'test-results/new-shop-form.png', fullPage: true });
  await page.getByRole('button', { name: 'Create the shop' }).click();

  await expect(page.getByRole('heading', { name: '2. The first artist' })).toBeVisible();
  await expect(page.getByLabel('Artist name')).toHaveValue(`${person.firstName} ${person.lastName}`);
  await page.getByRole('button', { name: 'Save the artist' }).click();

  await expect(page.getByRole('heading', { name: '3. The first service' })).toBeVisible();
  await page.getByLabel('Service name').fill('Small tattoo');
  await page.getByLabel('Price (USD)').fill('120');
  await page.getByLabel('Deposit (USD)').fill('40');
  await page.getByRole('button', { name: 'Save the service' }).click();

  // Not found until published.
  const slug = `nightjar-tattoo-${stamp}`;
  expect((await page.request.get(`/v1/shops/${slug}`)).status()).toBe(404);
  await page.getByRole('button', { name: 'Publish the shop' }).click();
  await expect(page.getByText(`${name} is live.`)).toBeVisible();
  await page.screenshot({ path: 'test-results/new-shop-live.png', fullPage: true });

  // Until the owner sets opening hours, the page is open when the artist works (Tuesday to Saturday).
  const slugPage = `/shop/${slug}`;
  await page.goto(slugPage);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const hours = page.getByRole('table', { name: 'Opening hours' });
  await expect(hours.getByRole('row', { name: /Tuesday/ })).not.toContainText('Closed');
  await expect(hours.getByRole('row', { name: /Saturday/ })).not.toContainText('Closed');
  await expect(hours.getByRole('row', { name: /Monday/ })).toContainText('Closed');

  // The door's hours, set in the studio, are the ones the shop's page shows from then on.
  await page.goto('/studio');
  await expect(page).toHaveURL(/\/studio\/[^/]+$/);
  await page.goto(`${new URL(page.url()).pathname}/catalogue`);
  const opening = page.getByRole('region', { name: 'Opening hours' });
  await expect(opening.getByRole('group', { name: 'Monday' })).toContainText('Closed');
  await opening.getByRole('button', { name: 'Add hours on Monday' }).click();
  await opening.getByLabel('Monday from').fill('12:00');
  await opening.getByLabel('Monday until').fill('08:00');
  await opening.getByRole('button', { name: 'Save opening hours' }).click();
  await expect(opening.getByText(/must come after/)).toBeVisible();
  await opening.getByLabel('Monday until').fill('20:00');
  await opening.getByRole('button', { name: 'Save opening hours' }).click();
  await expect(page.getByText('Opening hours saved.')).toBeVisible();
  await expectNoA11yViolations(page);

  await page.goto(slugPage);
  await expect(page.getByText('Small tattoo')).toBeVisible();
  await expect(hours.getByRole('row', { name: /Monday/ })).not.toContainText('Closed');
  const hits = (await (await page.request.get(`/v1/search?q=${encodeURIComponent(name)}`)).json()).result
    .hits;
  expect(hits.map((h: { slug: string }) => h.slug)).toContain(slug);
});
