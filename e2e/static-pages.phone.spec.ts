import type { Page } from '@playwright/test';
import { expect, newCustomer, test, waitForMail } from './support/fixtures.ts';
import { reviewLinkAfterVisitToMara, signedInApi } from './support/journey-api.ts';
import { demoPassword, northStarTeam } from './support/studio.ts';

// docs/decisions/034-static-pages-with-islands.md: public pages are server HTML with islands.

/**
 * Bytes of JavaScript the first screen fetched (compressed, as sent): not the island code the loader
 * preloads once the page is idle (the files its meta lists, fetched after the load event).
 */
const scriptBytes = (page: Page) =>
  page.evaluate(() => {
    const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
      .loadEventEnd;
    const idle = new Set(
      document.querySelector<HTMLMetaElement>('meta[name="island-code"]')?.content.split(' ') ?? [],
    );
    return performance
      .getEntriesByType('resource')
      .filter((e) => /\.js(\?|$)/.test(e.name))
      .filter((e) => !(e.startTime >= loaded && idle.has(new URL(e.name).pathname)))
      .reduce((sum, e) => sum + (e as PerformanceResourceTiming).encodedBodySize, 0);
  });

test('an artist page sends no app: its first tap opens the viewer, and Book starts booking', async ({
  page,
}) => {
  await page.goto('/artist/mara-vale');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mara Vale');
  await page.waitForLoadState('networkidle');
  // The first screen's JavaScript: the islands' loader, far under the 10 KB budget.
  expect(await scriptBytes(page)).toBeLessThanOrEqual(10 * 1024);
  // The next free time is the server's, asked for after the page showed.
  await expect(page.getByTestId('next-free-black-harbor-ink')).not.toContainText('Finding');

  // The tap that wakes the portfolio is not lost: it opens the picture.
  await page.getByRole('button', { name: /^Open picture 1 of/ }).tap();
  const viewer = page.getByRole('dialog');
  await expect(viewer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  await page.getByRole('link', { name: 'Book', exact: true }).first().tap();
  await expect(page).toHaveURL(/\/booking\?/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Book');
});

test('Sign in in a static page’s header opens its dialog and signs in; the next page’s header comes from the server', async ({
  page,
  playwright,
}) => {
  // Nobody signed in: the server island has nothing to say, and nothing it says is ever kept.
  const anonymous = await page.request.get('/_islands/account?path=/');
  expect(anonymous.status()).toBe(204);
  expect(anonymous.headers()['cache-control']).toBe('private, no-store');

  await page.goto('/shop/north-star-tattoo');
  await page.getByRole('button', { name: 'Sign in' }).tap();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill('customer@linework.test');
  await dialog.getByLabel('Password').fill('linework-demo');
  await dialog.getByRole('button', { name: 'Sign in' }).tap();
  await expect(dialog).toBeHidden();
  const { token } = (await (await page.request.get('/auth/token')).json()) as { token: string };
  const me = (
    await (await page.request.get('/v1/users/me', { headers: { authorization: `Bearer ${token}` } })).json()
  ).result as { firstName: string; lastName: string };
  const fullName = `${me.firstName} ${me.lastName}`;
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Sign in' })).toBeHidden();
  await expect(header.getByTestId('header-messages')).toBeVisible();
  const island = await page.request.get('/_islands/account?path=/artist/mara-vale');
  expect(island.status()).toBe(200);
  expect(island.headers()['cache-control']).toBe('private, no-store');
  expect((await island.json()).html).toContain(fullName);

  // The shop answers a question of theirs: one message they have not read.
  const customer = await signedInApi(playwright, 'customer@linework.test', demoPassword);
  const started = await customer.post('/v1/conversations', { shopUrl: 'north-star-tattoo' });
  expect(started.ok(), await started.text()).toBe(true);
  const conversation = (await started.json()).result as { id: string; shop: { id: string } };
  const owner = await signedInApi(playwright, northStarTeam.owner, demoPassword);
  const reply = await owner.post(
    `/v1/business/${conversation.shop.id}/conversations/${conversation.id}/messages`,
    {
      clientMessageId: `static-unread-${Date.now()}`,
      body: 'Yes, there is parking behind the shop.',
    },
  );
  expect(reply.ok(), await reply.text()).toBe(true);
  const unread = (
    (await (await customer.get('/v1/conversations/unread')).json()).result as {
      customer: number;
    }
  ).customer;
  expect(unread).toBeGreaterThan(0);
  await customer.context.dispose();
  await owner.context.dispose();

  // A new page: its HTML is the anonymous one; the name and the unread count come from the server island.
  await page.goto('/artist/mara-vale');
  const name = header.getByRole('button', { name: fullName });
  await expect(name).toBeVisible();
  await expect(header.getByRole('link', { name: `Messages ${unread} unread` })).toBeVisible();
  await name.tap();
  await expect(page.getByRole('menuitem', { name: 'Your appointments' })).toBeVisible();
});

test('a shop page’s map shows once scrolled to, and following starts from Subscribe', async ({ page }) => {
  await page.goto('/shop/north-star-tattoo');
  await page.getByRole('heading', { name: 'Visit' }).scrollIntoViewIfNeeded();
  await expect(page.locator('.leaflet-container')).toBeVisible();

  await page.getByRole('link', { name: 'Subscribe' }).first().tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Follow North Star Tattoo');
  await expect(page.getByRole('form', { name: 'Follow North Star Tattoo' })).toBeVisible();
});

test('a subscribe page sends no app: an address typed at once is kept, and the form subscribes', async ({
  page,
}) => {
  const email = newCustomer().email;
  await page.goto('/shop/north-star-tattoo/subscribe');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Follow North Star Tattoo');
  await page.waitForLoadState('networkidle');
  expect(await scriptBytes(page)).toBeLessThanOrEqual(10 * 1024);
  const form = page.getByRole('form', { name: 'Follow North Star Tattoo' });
  // Typed while the form's island wakes: given to the form once it is live.
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  const consent = form.getByRole('checkbox', { name: /I agree to receive emails from North Star Tattoo/ });
  await consent.tap();
  await expect(consent).toBeChecked();
  await form.getByRole('button', { name: 'Subscribe' }).tap();
  await expect(page.getByRole('status')).toContainText('Check your inbox');
  await expect(page.getByRole('status')).toContainText(email);
  // The island sent it: no page was posted (the form's own POST is for JavaScript off).
  await expect(page).toHaveURL(/\/shop\/north-star-tattoo\/subscribe$/);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('artist and shop pages read whole, and home searches through its form', async ({ page }) => {
    await page.goto('/artist/mara-vale');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mara Vale');
    await expect(page.getByRole('button', { name: /^Open picture 1 of/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Services' })).toBeVisible();
    await page.goto('/shop/north-star-tattoo');
    await expect(page.getByRole('heading', { name: 'Artists' })).toBeVisible();
    // The subscribe page reads whole (its form needs JavaScript to send).
    await page.goto('/shop/north-star-tattoo/subscribe');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Follow North Star Tattoo');
    await expect(page.getByRole('form', { name: 'Follow North Star Tattoo' })).toBeVisible();

    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search by artist, shop or style' }).fill('Mara');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?q=Mara/);
    await expect(
      page.getByRole('region', { name: 'Results', exact: true }).getByRole('article').first(),
    ).toContainText('Mara Vale');
  });

  test('the follow form posts to the server, which says what is missing, then sends the confirmation', async ({
    page,
  }) => {
    const email = newCustomer().email;
    await page.goto('/artist/mara-vale/subscribe');
    const form = page.getByRole('form', { name: 'Follow Mara Vale' });
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).tap();
    // No consent: the page comes back with the schema's words, and nothing was sent.
    await expect(page).toHaveURL(/\/artist\/mara-vale\/subscribe\?problem=consent$/);
    await expect(page.getByRole('alert').filter({ hasText: /agree/i })).toBeVisible();

    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('checkbox', { name: /I agree to receive emails from Mara Vale/ }).check();
    await form.getByRole('button', { name: 'Subscribe' }).tap();
    await expect(page).toHaveURL(/\?followed=sent$/);
    await expect(page.getByRole('status')).toContainText('Check your inbox');
    await waitForMail(page, email, /Confirm: follow Mara Vale/);
  });

  test('the review form posts to the server, which says what is missing, then publishes it', async ({
    page,
  }) => {
    const person = newCustomer();
    const link = await reviewLinkAfterVisitToMara(page, person);
    await page.goto(link);
    const form = page.getByRole('form', { name: 'Your review' });
    await form
      .getByRole('textbox', { name: 'Your review' })
      .fill('Healed beautifully, sent without scripts.');
    await form.getByRole('button', { name: 'Publish review' }).tap();
    await expect(page).toHaveURL(/\?problem=rating$/);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Choose a rating from 1 to 5 stars' }),
    ).toBeVisible();

    const fiveStars = form.getByRole('radio', { name: /^5 stars/ });
    await page.locator(`label[for="${await fiveStars.getAttribute('id')}"]`).click();
    await expect(fiveStars).toBeChecked();
    await form.getByRole('textbox', { name: 'Your review' }).fill(`Healed beautifully. ${person.lastName}`);
    await form.getByRole('button', { name: 'Publish review' }).tap();
    await expect(page.getByRole('status')).toContainText('Your review of Mara Vale is published');
    await page.goto('/artist/mara-vale');
    await expect(page.getByRole('article').filter({ hasText: person.lastName })).toContainText(
      'Verified visit',
    );
  });
});
