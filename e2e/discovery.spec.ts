import { readFileSync } from 'node:fs';
import { expect, expectNoA11yViolations, newCustomer, test } from './support/fixtures.ts';
import { signUpConfirmed } from './support/identity.ts';

test('search by style, open an artist, their shop and a service', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('group', { name: 'Styles' }).getByRole('button', { name: 'Japanese' }).click();
  await expect(page).toHaveURL(/style=Japanese/);
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('heading', { name: 'Kenji Mori' })).toBeVisible();
  await expect(results.getByRole('heading', { name: 'Jules Moreau' })).toHaveCount(0);
  await expectNoA11yViolations(page);

  await results.getByRole('link', { name: /Kenji Mori/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kenji Mori' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Portfolio' }).getByRole('button')).toHaveCount(4);
  await expectNoA11yViolations(page);

  // The full-screen viewer opens, moves on with the keyboard and closes.
  await page.getByRole('button', { name: /Open picture 1 of 4/ }).click();
  await expect(page.getByText('1 of 4')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText('2 of 4')).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();

  await page
    .getByRole('region', { name: 'Where they work' })
    .getByRole('link', { name: 'Kumo Tattoo' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kenji Mori' })).toBeVisible();
  await expect(page.getByText('at Kumo Tattoo, Tokyo')).toBeVisible();
  await expect(page.getByText('¥90,000', { exact: false }).first()).toBeVisible();

  await page.goto('/shop/kumo-tattoo');
  await expect(page.getByRole('heading', { level: 1, name: 'Kumo Tattoo' })).toBeVisible();
  // Visiting a shop makes it the selected business for this browser session (docs/requirements.md, selected business).
  const kumoId = (await (await page.request.get('/v1/shops/kumo-tattoo')).json()).result.id;
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('linework.selectedBusiness')))
    .toBe(kumoId);
  await expect(page.getByRole('table', { name: 'Opening hours' })).toContainText('12:00–21:00');
  await expect(page.getByText(/^(Open|Closed) now$/)).toBeVisible();
  await expectNoA11yViolations(page);

  await page
    .getByRole('region', { name: 'Services' })
    .getByRole('link', { name: 'One-point tattoo' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'One-point tattoo' })).toBeVisible();
  await expect(page.getByText('¥20,000')).toBeVisible();
  await expect(page.getByText('¥5,000 deposit')).toBeVisible();
  await expect(page.getByRole('link', { name: /Book with Kenji/ })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('finds artists by name with suggestions and by city', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Search by artist, shop or style').fill('mara');
  await page.getByRole('option', { name: /Mara Vale/ }).click();
  await expect(page).toHaveURL(/\/artist\/mara-vale$/);
  await expect(page.getByRole('region', { name: 'Where they work' })).toContainText(
    /Black Harbor Ink.*guest spot/i,
  );

  await page.goto('/?city=Bristol');
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('heading', { name: 'Black Harbor Ink' })).toBeVisible();
  await expect(results.getByRole('heading', { name: 'Kumo Tattoo' })).toHaveCount(0);
});

test.describe('with the tile server unreachable', () => {
  test.use({
    mapTiles: 'unreachable',
    expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to load resource/],
  });
  test('the results list and the shop page still work', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Results' }).getByRole('article').first()).toBeVisible();
    await page.goto('/shop/north-star-tattoo');
    await expect(page.getByRole('heading', { level: 1, name: 'North Star Tattoo' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Directions' })).toBeVisible();
  });
});

test('share tags are in the raw HTML, without JavaScript', async ({ request }) => {
  const res = await request.get('/artist/mara-vale');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toMatch(/<title>[^<]*Mara Vale/);
  expect(html).toMatch(/<meta property="og:title" content="[^"]*Mara Vale/);
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+\.webp"/);
  expect(html).toMatch(/<meta (name|property)="(og:)?description" content="[^"]*Independent artist/);
  expect(html).toContain('application/ld+json');
  expect((await request.get('/artist/nobody-at-all')).status()).toBe(404);
  expect(await (await request.get('/sitemap.xml')).text()).toContain('/shop/north-star-tattoo');
});

test('a signed-in customer sees their upcoming appointment on top of the home page', async ({ page }) => {
  const person = newCustomer();
  await signUpConfirmed(page.request, person);
  const { token } = await (await page.request.get('/auth/token')).json();
  const shop = (await (await page.request.get('/v1/shops/north-star-tattoo')).json()).result;
  const jules = shop.artists.find((a: { artistUrl: string }) => a.artistUrl === 'jules');
  const service = shop.services.find((s: { name: string }) => s.name === 'Small fine line tattoo');
  const availability = await page.request.get(
    `/v1/availability?shopUrl=north-star-tattoo&artistId=${jules.id}&serviceId=${service.id}`,
  );
  const slot = (await availability.json()).result.days.flatMap(
    (d: { slots: { start: string }[] }) => d.slots,
  )[0];
  const booked = await page.request.post('/v1/appointments', {
    headers: { authorization: `Bearer ${token}` },
    data: { shopUrl: 'north-star-tattoo', artistId: jules.id, serviceId: service.id, start: slot.start },
  });
  expect(booked.status()).toBe(201);

  await page.goto('/');
  const upcoming = page.getByRole('region', { name: 'Your upcoming appointments' });
  await expect(upcoming).toContainText('Small fine line tattoo with Jules Moreau');
  await expect(upcoming).toContainText('Deposit due');
  await expectNoA11yViolations(page);

  // Its own page: status, the hold, where and when, the money, and a calendar file.
  await upcoming.getByRole('link', { name: /Small fine line tattoo with Jules Moreau/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Small fine line tattoo with Jules Moreau',
  );
  await expect(page.getByText('Held for you — deposit due')).toBeVisible();
  await expect(page.getByText(/We hold this time for you for \d+:\d\d more/)).toBeVisible();
  const details = page.getByRole('table', { name: 'Appointment details' });
  await expect(details).toContainText('New York time');
  await expect(details).toContainText('$180');
  await expect(details).toContainText('$50 — $50 to pay now');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^linework-[A-Z2-9]{6}\.ics$/);
  // The API's file, the same event as the emails' (the appointment's own UID), not one made here.
  const ics = readFileSync((await (await download).path())!, 'utf8');
  expect(ics).toContain(`UID:${(await booked.json()).result.id}@linework`);
  expect(ics).toContain('METHOD:REQUEST');
  await expectNoA11yViolations(page);
});

test.describe('an appointment that is not yours', () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });
  test('shows not-found', async ({ page }) => {
    await signUpConfirmed(page.request, newCustomer());
    await page.goto('/booking/not-an-appointment-of-yours');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find this appointment');
  });
});
