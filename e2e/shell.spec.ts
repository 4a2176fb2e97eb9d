import { expect, expectNoA11yViolations, newCustomer, test } from './support/fixtures.ts';
import { confirmEmailInDialog, signUpConfirmed } from './support/identity.ts';

// Every route of docs/requirements.md#routes, with demo slugs, and what each must show.
const routes: [path: string, heading: RegExp][] = [
  ['/', /find your tattoo artist/i],
  ['/artist/mara-vale', /mara vale/i],
  ['/artist/mara-vale/subscribe', /follow mara vale/i],
  ['/artist/mara-vale/subscribe/embed', /follow mara vale/i],
  ['/shop/north-star-tattoo', /north star tattoo/i],
  ['/shop/north-star-tattoo/jules', /jules moreau/i],
  ['/shop/north-star-tattoo/request', /request a tattoo at north star tattoo/i],
  ['/shop/north-star-tattoo/subscribe', /follow north star tattoo/i],
  ['/shop/north-star-tattoo/subscribe/embed', /follow north star tattoo/i],
  ['/shop/north-star-tattoo/preview-waiver', /waiver of north star tattoo/i],
  ['/shop/north-star-tattoo/check-in', /check in at north star tattoo/i],
  ['/booking', /book an appointment/i],
  ['/booking/some-appointment', /your appointment/i],
  ['/reschedule/some-appointment', /reschedule/i],
  ['/chat', /messages/i],
  ['/chat/some-conversation', /messages/i],
  ['/unsubscribe', /unsubscribe/i],
  ['/checkout', /checkout/i],
  ['/checkout/some-payment', /checkout/i],
  ['/receipt/some-payment', /receipt/i],
  ['/payment-redirect?paymentId=some-payment', /finishing your payment/i],
];

test.describe('every route', () => {
  // One walk, a step per route: one browser context for all of them, and one test less to shard.
  test('each renders its screen with no console error and no serious a11y violation', async ({ page }) => {
    // 21 pages, each loaded and read by axe: three minutes on a busy machine, not one.
    test.setTimeout(180_000);
    for (const [path, heading] of routes) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expectNoA11yViolations(page);
      });
    }
  });

  test('the service page opens from its id', async ({ page, request }) => {
    const shop = (await (await request.get('/v1/shops/north-star-tattoo')).json()).result;
    const service = shop.services[0];
    await page.goto(`/shop/north-star-tattoo/service/${service.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.name);
  });

  test('the door tablet has no customer header: no Sign in, nowhere else to go', async ({ page }) => {
    await page.goto('/shop/north-star-tattoo/check-in');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/check in at north star tattoo/i);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
    await expect(page.getByRole('main')).toBeVisible();
  });

  test('embeds have no app header or footer', async ({ page }) => {
    await page.goto('/artist/mara-vale/subscribe/embed');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });
});

test.describe('not found', () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });
  test('each unknown address shows the not-found screen with a way home', async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of [
      '/no/such/page',
      '/artist/nobody-here',
      '/shop/no-such-shop',
      '/shop/north-star-tattoo/nobody',
      '/shop/north-star-tattoo/service/no-such-service',
      '/shop/no-such-shop/check-in',
      '/shop/north-star-tattoo/waiver-session/no-such-session',
      '/artist/nobody-here/subscribe',
    ]) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(/we could not find this/i);
        await page.getByRole('link', { name: 'Back to home' }).click();
        await expect(page).toHaveURL(/\/$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(/find your tattoo artist/i);
      });
    }
  });
});

test.describe('an account', () => {
  // A wrong password is answered 401, which the browser logs.
  test.use({ expectedConsoleErrors: [/status of 401/] });
  test('sign up, see the name in the header, reload, sign out and sign in again', async ({ page }) => {
    const person = newCustomer();
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    await expect(dialog.getByRole('heading', { name: 'Create your account' })).toBeVisible();

    // The form says what is wrong before anything is sent.
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog.getByText('First name is required')).toBeVisible();

    await dialog.getByLabel('First name').fill(person.firstName);
    await dialog.getByLabel('Last name').fill(person.lastName);
    await dialog.getByLabel('Email').fill(person.email);
    await dialog.getByLabel('Password').fill(person.password);
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await confirmEmailInDialog(dialog, page.request, person.email);

    const account = page.getByRole('button', { name: `${person.firstName} ${person.lastName}` });
    await expect(account).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.reload();
    await expect(account).toBeVisible();

    await account.click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('dialog').getByLabel('Email').fill(person.email);
    await page.getByRole('dialog').getByLabel('Password').fill('not-the-password');
    await page.getByRole('dialog').getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('dialog').getByRole('alert')).toContainText(
      'The email or password is not right.',
    );
    await page.getByRole('dialog').getByLabel('Password').fill(person.password);
    await page.getByRole('dialog').getByRole('button', { name: 'Sign in' }).click();
    await expect(account).toBeVisible();
  });
});

test.describe('a failing profile fetch', () => {
  test.use({ expectedConsoleErrors: [/status of 500/] });
  test('shows "Cannot get user" and leaves the person signed out', async ({ page }) => {
    const person = newCustomer();
    await signUpConfirmed(page.request, person);
    // The session cookie is there; the profile service fails.
    await page.route('**/v1/users/me', (route) =>
      route.fulfill({
        status: 500,
        json: { error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } },
      }),
    );
    // A screen of the application (the static public pages read the signed-in corner from the server).
    await page.goto('/booking?shop=north-star-tattoo');
    await expect(page.getByText('Cannot get user')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    // On a phone the toast stays clear of the sticky header and its Sign in.
    await page.setViewportSize({ width: 390, height: 760 });
    const header = (await page.getByRole('banner').boundingBox())!;
    const toast = page.getByRole('alert').filter({ hasText: 'Cannot get user' });
    // Read once the toast has settled into the new, narrower layout.
    await expect
      .poll(async () => (await toast.boundingBox())?.y ?? Number.NEGATIVE_INFINITY)
      .toBeGreaterThanOrEqual(header.y + header.height);
    await page.unroute('**/v1/users/me');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});
