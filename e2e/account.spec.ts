import { readFileSync } from 'node:fs';
import { expect, expectNoA11yViolations, newCustomer, test } from './support/fixtures.ts';
import { signUpConfirmed } from './support/identity.ts';

// The customer's own place on a phone: every appointment, every payment with its receipt, and the
// account itself (profile, notifications, password, export, delete).

// Each journey walks several screens with an axe check on each: more than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

const demoCustomer = { email: 'customer@linework.test', password: 'linework-demo' };

test('the demo customer finds upcoming, past and cancelled visits, books again, and opens a receipt', async ({
  page,
}) => {
  expect((await page.request.post('/auth/sign-in/email', { data: demoCustomer })).ok()).toBe(true);
  await page.goto('/');
  await page.getByRole('link', { name: 'See all your appointments' }).click();
  await expect(page).toHaveURL(/\/account\/appointments$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your appointments');
  await expect(
    page.getByRole('article', { name: /Small fine line tattoo with Jules/ }).first(),
  ).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByRole('tab', { name: 'Past' }).click();
  await expect(page).toHaveURL(/show=past/);
  const panel = page.getByRole('tabpanel');
  // Three visits, and the two sessions of the sleeve (a project) already done.
  await expect(panel.getByRole('article')).toHaveCount(5);
  // The finished visit with Mara still has its review link.
  await expect(panel.getByRole('link', { name: 'Leave a review' })).toHaveCount(1);
  await expectNoA11yViolations(page);

  await page.getByRole('tab', { name: 'Cancelled' }).click();
  const cancelled = page.getByRole('tabpanel').getByRole('article');
  await expect(cancelled).toHaveCount(1);
  await expect(cancelled).toContainText('Cancelled');
  await cancelled.getByRole('link', { name: 'Book again' }).click();
  await expect(page).toHaveURL(/\/booking\?shop=north-star-tattoo&service=[\w-]+&artist=[\w-]+$/);

  await page.goto('/account/payments');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your payments');
  const refunded = page.getByRole('article').filter({ hasText: 'Refunded $50.00' });
  await expect(refunded).toHaveCount(1);
  // Five payments of single visits, and the sleeve's deposit and its two sessions.
  await expect(page.getByRole('article')).toHaveCount(8);
  await expectNoA11yViolations(page);
  const pdf = await page.request.get(
    (await refunded.getByRole('link', { name: /as PDF$/ }).getAttribute('href')) ?? '',
  );
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await refunded.getByRole('link', { name: 'Receipt', exact: true }).click();
  await expect(page).toHaveURL(/\/receipt\/[\w-]{22}$/);
  await expect(page.getByText('Refunded').first()).toBeVisible();
});

// The wrong phone number is refused with a 400 on purpose, and the browser logs that answer.
test.describe('account settings', () => {
  test.use({ expectedConsoleErrors: [/status of 400 \(Bad Request\)/] });

  test('a customer renames themselves, chooses notifications, changes password, downloads and deletes their data', async ({
    page,
  }) => {
    const person = newCustomer();
    await signUpConfirmed(page.request, person);
    await page.goto('/');
    await page.getByRole('button', { name: `${person.firstName} ${person.lastName}` }).click();
    await page.getByRole('menuitem', { name: 'Your account' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account');
    await expectNoA11yViolations(page);

    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByLabel('First name').fill('Quinn');
    await profile.getByLabel('Phone').fill('555');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(profile.getByText(/international format/)).toBeVisible();
    await profile.getByLabel('Phone').fill('+12125550123');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(profile.getByText('Your profile is saved.')).toBeVisible();
    await expect(page.getByRole('button', { name: `Quinn ${person.lastName}` })).toBeVisible();

    const notifications = page.getByRole('region', { name: 'Notifications' });
    const reminderTexts = notifications.getByRole('group', { name: /Reminders/ }).getByLabel('Text message');
    await reminderTexts.uncheck();
    await notifications.getByRole('button', { name: 'Save choices' }).click();
    await expect(notifications.getByText('Your choices are saved.')).toBeVisible();
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Notifications' })
        .getByRole('group', { name: /Reminders/ })
        .getByLabel('Text message'),
    ).not.toBeChecked();

    const security = page.getByRole('region', { name: 'Sign-in and security' });
    await security.getByLabel('Current password').fill(person.password);
    await security.getByLabel('New password').fill('a-new-journey-password');
    await security.getByRole('button', { name: 'Change password' }).click();
    await expect(security.getByText('Your password is changed.')).toBeVisible();

    const data = page.getByRole('region', { name: 'Your data' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      data.getByRole('button', { name: 'Download your data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^linework-export-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(readFileSync(await download.path(), 'utf8'));
    expect(exported.profile).toMatchObject({ email: person.email, firstName: 'Quinn' });
    expect(exported.notificationPreferences.reminders.sms).toBe(false);

    await expect(data.getByText(/signed waivers and the receipts of what you paid/)).toBeVisible();
    await data.getByLabel('Type your email address to confirm').fill(person.email);
    await data.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
    const again = await page.request.post('/auth/sign-in/email', {
      data: { email: person.email, password: 'a-new-journey-password' },
    });
    expect(again.status()).toBe(401);
  });
});

test('the dev text-message outbox is there to read, like the dev mailbox', async ({ page }) => {
  await page.goto('/dev/sms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dev text messages');
});
