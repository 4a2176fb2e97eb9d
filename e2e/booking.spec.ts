import { chooseDayFromEnd, expect, expectNoA11yViolations, newCustomer, test } from './support/fixtures.ts';
import { confirmEmailInDialog, signUpConfirmed } from './support/identity.ts';

test('book Jules from the artist page, signing up on the way, and find it on the home page', async ({
  page,
}) => {
  // The whole way from sign-up to a cancelled booking, with axe at each screen: more than a minute on two busy cores.
  test.slow();
  const person = newCustomer();
  await page.goto('/shop/north-star-tattoo/jules');
  await page.getByRole('link', { name: 'Book', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book at North Star Tattoo');
  await expect(
    page.getByRole('region', { name: 'Artist' }).getByRole('button', { name: /Jules Moreau/ }),
  ).toHaveAttribute('aria-pressed', 'true');

  await page
    .getByRole('region', { name: 'Service' })
    .getByRole('button', { name: /Small fine line tattoo/ })
    .click();
  const times = page.getByRole('group', { name: 'Times' });
  await expect(times.getByRole('button').first()).toBeVisible();
  // A day well ahead, so the shop's 48-hour notice still allows a move later.
  await chooseDayFromEnd(page, 2);
  await expectNoA11yViolations(page);
  const chosen = (await times.getByRole('button').first().textContent())!;
  await times.getByRole('button').first().click();
  await expect(page).toHaveURL(/start=/);

  // A reload keeps every choice: they live in the URL.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Details' })).toContainText(
    'Small fine line tattoo with Jules Moreau',
  );
  await page.getByLabel('Notes for the artist (optional)').fill('A small fern on the inner forearm');
  await page.getByRole('button', { name: 'Sign in to book' }).click();

  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill(person.firstName);
  await dialog.getByLabel('Last name').fill(person.lastName);
  await dialog.getByLabel('Email').fill(person.email);
  await dialog.getByLabel('Password').fill(person.password);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await confirmEmailInDialog(dialog, page.request, person.email);

  // A held time goes on to its deposit; this journey leaves it unpaid and looks at the appointment.
  await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]{22}$/);
  await page.getByRole('link', { name: 'Back to your appointment' }).click();
  await expect(page).toHaveURL(/\/booking\/[A-Za-z0-9_-]{22}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Small fine line tattoo with Jules Moreau',
  );
  await expect(page.getByText('Held for you — deposit due')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Appointment details' })).toContainText(
    'A small fern on the inner forearm',
  );
  await expect(page.getByRole('table', { name: 'Appointment details' })).toContainText(
    chosen.trim().replace(/^0/, ''),
  );

  await page.goto('/');
  const upcoming = page.getByRole('region', { name: 'Your upcoming appointments' });
  await expect(upcoming).toContainText('Small fine line tattoo with Jules Moreau');

  // Move it to another time, confirming in the dialog.
  await upcoming.getByRole('link', { name: /Small fine line tattoo with Jules Moreau/ }).click();
  const details = page.getByRole('table', { name: 'Appointment details' });
  const before = (await details.textContent())!;
  await page.getByRole('link', { name: 'Reschedule' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reschedule');
  await expect(page.getByText('You can move this appointment to another free time.')).toBeVisible();
  await chooseDayFromEnd(page, 0);
  await page.getByRole('group', { name: 'Times' }).getByRole('button').first().click();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Move to this time' }).click();
  await page
    .getByRole('dialog', { name: 'Move your appointment?' })
    .getByRole('button', { name: 'Move it' })
    .click();
  await expect(page).toHaveURL(/\/booking\/[A-Za-z0-9_-]{22}$/);
  await expect(page.getByText('Your appointment is moved.')).toBeVisible();
  await expect(details).toContainText('A small fern on the inner forearm');
  await expect(details).not.toHaveText(before);

  // Cancel it: the dialog says what happens to the deposit before anything changes.
  await page.getByRole('button', { name: 'Cancel appointment' }).click();
  const confirmDialog = page.getByRole('dialog', { name: 'Cancel this appointment?' });
  await expect(confirmDialog).toContainText('Nothing has been paid');
  await expectNoA11yViolations(page);
  await confirmDialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Held for you — deposit due')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel appointment' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this appointment?' })
    .getByRole('button', { name: 'Cancel appointment' })
    .click();
  await expect(page.getByText('Cancelled. Nothing was paid, and the time is free for others.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel appointment' })).toHaveCount(0);
  await page.goto('/');
  // Home is the same static page for everyone; the header's corner names who is signed in.
  await expect(page.getByRole('button', { name: `${person.firstName} ${person.lastName}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your upcoming appointments' })).toHaveCount(0);
});

test.describe('when someone else takes the time first', () => {
  test.use({ expectedConsoleErrors: [/status of 409/] });
  test('says so, offers the nearest free times, and books the time on the next try once it is free again', async ({
    page,
    browser,
  }) => {
    // Two customers look at the same free time.
    const first = await browser.newContext();
    const firstPage = await first.newPage();
    for (const p of [page, firstPage]) {
      await signUpConfirmed(p.request, newCustomer());
    }
    await page.goto('/shop/north-star-tattoo/dex');
    await page.getByRole('link', { name: 'Book', exact: true }).first().click();
    await page
      .getByRole('region', { name: 'Service' })
      .getByRole('button', { name: /Flash piece/ })
      .click();
    await page.getByRole('group', { name: 'Times' }).getByRole('button').first().click();
    const url = page.url();

    await firstPage.goto(url);
    await firstPage.getByRole('button', { name: 'Hold this time' }).click();
    await expect(firstPage).toHaveURL(/\/checkout\/[A-Za-z0-9_-]{22}$/);

    await page.getByRole('button', { name: 'Hold this time' }).click();
    const alert = page.getByRole('region', { name: 'Details' }).getByRole('alert');
    await expect(alert).toContainText('This time was just taken. Here are the nearest free times.');
    await expect(alert.getByRole('button').first()).toBeVisible();

    // The other customer lets the time go: the next try is a new request, not the refusal again.
    await firstPage.getByRole('link', { name: 'Back to your appointment' }).click();
    await firstPage.getByRole('button', { name: 'Cancel appointment' }).click();
    await firstPage
      .getByRole('dialog', { name: 'Cancel this appointment?' })
      .getByRole('button', { name: 'Cancel appointment' })
      .click();
    await expect(firstPage.getByText(/the time is free for others/)).toBeVisible();
    await first.close();

    await page.getByRole('button', { name: 'Hold this time' }).click();
    await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]{22}$/);
  });
});
