import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, greenPicture, newCustomer, test } from './support/fixtures.ts';
import { confirmEmailInDialog } from './support/identity.ts';

// Going offline makes the browser log the requests it could not make; nothing else may fail.
test.use({ expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|Failed to load resource/] });

const bodies = (page: Page, text: string) => page.getByTestId('message-body').filter({ hasText: text });

test('a customer and the shop talk live: text, a picture, read ticks, and nothing lost or doubled offline', async ({
  page,
  browser,
  context,
}) => {
  // Two browsers, a picture and an offline spell: more than a minute on two busy cores.
  test.slow();
  const person = newCustomer();
  // The shop's staff member, in a browser of their own.
  const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const staff = await staffContext.newPage();
  await staff.goto('/');
  await staff.getByRole('button', { name: 'Sign in' }).click();
  const staffDialog = staff.getByRole('dialog');
  await staffDialog.getByLabel('Email').fill('staff@north-star-tattoo.test');
  await staffDialog.getByLabel('Password').fill('linework-demo');
  await staffDialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(staffDialog).toBeHidden();

  // The customer presses Message on Jules's page and signs up on the way.
  await page.goto('/shop/north-star-tattoo/jules');
  await page.getByRole('link', { name: 'Message', exact: true }).click();
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  await dialog.getByLabel('First name').fill(person.firstName);
  await dialog.getByLabel('Last name').fill(person.lastName);
  await dialog.getByLabel('Email').fill(person.email);
  await dialog.getByLabel('Password').fill(person.password);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await confirmEmailInDialog(dialog, page.request, person.email);
  await expect(page).toHaveURL(/\/chat\/[A-Za-z0-9_-]{22}$/);
  await expect(page.getByRole('heading', { name: 'North Star Tattoo', level: 2 })).toBeVisible();
  await expect(page.getByText('About Jules Moreau')).toBeVisible();

  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('Hi! Could Jules do a small fern? See https://example.test/fern');
  await page.keyboard.press('Enter');
  const first = bodies(page, 'Could Jules do a small fern?');
  await expect(first).toHaveCount(1);
  await expect(first.getByRole('link', { name: 'https://example.test/fern' })).toHaveAttribute(
    'rel',
    /noopener/,
  );

  // The shop opens its inbox and the conversation.
  await staff.goto('/chat');
  await staff.getByRole('link', { name: /North Star Tattoo/ }).click();
  await expect(staff.getByRole('heading', { name: 'North Star Tattoo inbox' })).toBeVisible();
  await staff.getByRole('link', { name: new RegExp(`${person.firstName} ${person.lastName}`) }).click();
  await expect(bodies(staff, 'Could Jules do a small fern?')).toHaveCount(1);
  await expectNoA11yViolations(staff);

  // The customer sees the read tick without reloading.
  const myMessage = page.getByTestId('message').filter({ hasText: 'Could Jules do a small fern?' });
  await expect(myMessage.locator('[data-delivery="read"]')).toBeVisible();

  // The reply arrives live.
  await staff.getByRole('textbox', { name: 'Message' }).fill('Yes! Send a reference picture.');
  await staff.getByRole('button', { name: 'Send' }).click();
  await expect(bodies(page, 'Yes! Send a reference picture.')).toHaveCount(1);

  // A picture arrives live, as a thumbnail that opens full screen.
  await page
    .getByTestId('attach-input')
    .setInputFiles({ name: 'fern.png', mimeType: 'image/png', buffer: greenPicture });
  // A chosen picture waits, shown, for Send.
  await page.getByRole('button', { name: 'Send' }).click();
  const thumbnail = staff.getByRole('button', {
    name: `Open Picture 1 from ${person.firstName} full screen`,
  });
  await expect(thumbnail).toBeVisible();
  await thumbnail.click();
  await expect(staff.getByRole('dialog').getByRole('img')).toBeVisible();
  await staff.getByRole('button', { name: 'Close the picture' }).click();
  await expect(staff.getByRole('dialog')).toBeHidden();

  // Offline: the customer writes, the shop writes; back online, each arrives once.
  await context.setOffline(true);
  await expect(page.getByText('You are offline.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Message' }).fill('Sent from a tunnel');
  await page.keyboard.press('Enter');
  await expect(
    page
      .getByTestId('message')
      .filter({ hasText: 'Sent from a tunnel' })
      .locator('[data-delivery="pending"]'),
  ).toBeVisible();
  await staff.getByRole('textbox', { name: 'Message' }).fill('Are you still there?');
  await staff.getByRole('button', { name: 'Send' }).click();
  await expect(bodies(staff, 'Are you still there?')).toHaveCount(1);
  await context.setOffline(false);
  await expect(bodies(page, 'Are you still there?')).toHaveCount(1);
  await expect(bodies(staff, 'Sent from a tunnel')).toHaveCount(1);
  await expect(bodies(page, 'Sent from a tunnel')).toHaveCount(1);
  await expect(
    page.getByTestId('message').filter({ hasText: 'Sent from a tunnel' }).locator('[data-delivery="read"]'),
  ).toBeVisible();
  await expectNoA11yViolations(page);

  // After a reload everything is there, once.
  await page.reload();
  for (const text of [
    'small fern',
    'Send a reference picture.',
    'Sent from a tunnel',
    'Are you still there?',
  ]) {
    await expect(bodies(page, text)).toHaveCount(1);
  }
  await expect(page.getByRole('button', { name: /Open Picture 1 from/ })).toHaveCount(1);
  await staffContext.close();
});
