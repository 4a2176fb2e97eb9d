import { expect, expectNoA11yViolations, newCustomer, test } from './support/fixtures.ts';
import { signUpConfirmed } from './support/identity.ts';

test('on a phone a new person starts a shop from nothing, publishes it, sets its opening hours, and its page is found', async ({
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
  await page.getByLabel('Street address').fill('Weserstraße 5');
  await expect(page.getByText(`Free: your page will be /shop/nightjar-tattoo-${stamp}`)).toBeVisible();
  await page.getByLabel('City').fill('Berlin');
  await page.getByLabel('Country code').fill('DE');
  // The pin: typed coordinates (the map also takes a click or a drag).
  await page.getByLabel('Latitude').fill('52.4875');
  await page.getByLabel('Longitude').fill('13.4312');
  await page.getByLabel('Longitude').blur();
  await page.getByLabel('Time zone').selectOption('Europe/Berlin');
  await page.getByLabel('Currency').selectOption('EUR');
  await expectNoA11yViolations(page);
  await page.screenshot({ path: 'test-results/new-shop-form.png', fullPage: true });
  await page.getByRole('button', { name: 'Create the shop' }).click();

  await expect(page.getByRole('heading', { name: '2. The first artist' })).toBeVisible();
  await expect(page.getByLabel('Artist name')).toHaveValue(`${person.firstName} ${person.lastName}`);
  await page.getByRole('button', { name: 'Save the artist' }).click();

  await expect(page.getByRole('heading', { name: '3. The first service' })).toBeVisible();
  await page.getByLabel('Service name').fill('Small tattoo');
  await page.getByLabel('Price (EUR)').fill('120');
  await page.getByLabel('Deposit (EUR)').fill('40');
  await page.getByRole('button', { name: 'Save the service' }).click();

  // Not found until published.
  const slug = `nightjar-tattoo-${stamp}`;
  expect((await page.request.get(`/v1/shops/${slug}`)).status()).toBe(404);
  await page.getByRole('button', { name: 'Publish the shop' }).click();
  await expect(page.getByText(`${name} is live.`)).toBeVisible();
  await page.screenshot({ path: 'test-results/new-shop-live.png', fullPage: true });

  // The door's hours, set in the studio, are the ones the shop's page shows.
  await page.getByRole('link', { name: 'Open the studio' }).click();
  const opening = page.getByRole('region', { name: 'Opening hours' });
  await expect(opening.getByRole('group', { name: 'Tuesday' })).toContainText('Closed');
  await opening.getByRole('button', { name: 'Add hours on Tuesday' }).click();
  await opening.getByLabel('Tuesday from').fill('12:00');
  await opening.getByLabel('Tuesday until').fill('08:00');
  await opening.getByRole('button', { name: 'Save opening hours' }).click();
  await expect(opening.getByText(/must come after/)).toBeVisible();
  await opening.getByLabel('Tuesday until').fill('20:00');
  await opening.getByRole('button', { name: 'Save opening hours' }).click();
  await expect(page.getByText('Opening hours saved.')).toBeVisible();
  await expectNoA11yViolations(page);

  await page.goto(`/shop/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Small tattoo')).toBeVisible();
  const hours = page.getByRole('table', { name: 'Opening hours' });
  await expect(hours.getByRole('row', { name: /Tuesday/ })).toContainText('12:00–20:00');
  await expect(hours.getByRole('row', { name: /Monday/ })).toContainText('Closed');
  const hits = (await (await page.request.get(`/v1/search?q=${encodeURIComponent(name)}`)).json()).result
    .hits;
  expect(hits.map((h: { slug: string }) => h.slug)).toContain(slug);
});
