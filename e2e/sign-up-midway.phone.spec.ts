import { chooseDayFromEnd, expect, newCustomer, test, waitForMail } from './support/fixtures.ts';
import { emailedCode, signUpConfirmed } from './support/identity.ts';

// Signing up in the middle of booking, on a phone: the step says what it asks for, the code field
// brings the number pad and the code's autofill, and an address that has an account is told the way on.

test('a new customer books, and the dialog asks for the mailed code as its own step with the number pad', async ({
  page,
}) => {
  test.slow();
  const person = newCustomer();
  await page.goto('/booking?shop=north-star-tattoo');
  // The step circles number the steps: the list prints no "1." "2." of its own beside them.
  const steps = page.getByRole('list', { name: 'Booking steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(4);
  const markers = await steps.evaluateAll((items) =>
    items
      .map((li) => getComputedStyle(li))
      .filter((style) => style.display === 'list-item' && style.listStyleType !== 'none')
      .map((style) => style.listStyleType),
  );
  expect(markers).toEqual([]);

  await page
    .getByRole('region', { name: 'Artist' })
    .getByRole('button', { name: /Jules Moreau/ })
    .click();
  await page
    .getByRole('region', { name: 'Service' })
    .getByRole('button', { name: /Small fine line tattoo/ })
    .click();
  await chooseDayFromEnd(page, 1);
  await page.getByRole('group', { name: 'Times' }).getByRole('button').first().click();
  await page.getByRole('button', { name: 'Sign in to book' }).click();

  const signUp = page.getByRole('dialog', { name: 'Create your account' });
  await signUp.getByLabel('First name').fill(person.firstName);
  await signUp.getByLabel('Last name').fill(person.lastName);
  await signUp.getByLabel('Email').fill(person.email);
  await signUp.getByLabel('Password').fill(person.password);
  await signUp.getByRole('button', { name: 'Create account' }).click();

  // The step is now the code's, and says so; its title takes focus.
  const confirm = page.getByRole('dialog', { name: 'Confirm your email' });
  await expect(confirm.getByRole('heading', { name: 'Confirm your email' })).toBeFocused();
  const code = confirm.getByLabel('6-digit code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.fill(await emailedCode(page.request, person.email));
  await confirm.getByRole('button', { name: 'Confirm email' }).click();
  await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]{22}$/);
});

test('signing up with an address that has an account offers "Sign in instead", with the address filled in', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page
    .getByRole('dialog', { name: 'Sign in' })
    .getByRole('button', { name: 'Create an account' })
    .click();
  const signUp = page.getByRole('dialog', { name: 'Create your account' });
  await signUp.getByLabel('First name').fill('Casey');
  await signUp.getByLabel('Last name').fill('Again');
  await signUp.getByLabel('Email').fill('customer@linework.test');
  await signUp.getByLabel('Password').fill('another-password-1');
  await signUp.getByRole('button', { name: 'Create account' }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirm your email' });
  await confirm.getByRole('button', { name: 'Sign in instead' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await expect(signIn.getByLabel('Email')).toHaveValue('customer@linework.test');
  await signIn.getByLabel('Password').fill('linework-demo');
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(signIn).toBeHidden();
  await expect(page.getByRole('button', { name: 'Casey Rivera' })).toBeVisible();
});

test('after a password reset, the sign-in form has the address filled in', async ({ page }) => {
  const person = newCustomer();
  await signUpConfirmed(page.request, person);
  await page.request.post('/auth/sign-out', { data: {} });

  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page
    .getByRole('dialog', { name: 'Sign in' })
    .getByRole('button', { name: 'Forgot password?' })
    .click();
  const reset = page.getByRole('dialog', { name: 'Reset your password' });
  await reset.getByLabel('Email').fill(person.email);
  await reset.getByRole('button', { name: 'Send code' }).click();
  const mail = await waitForMail(page, person.email, /Reset your Linework password/);
  const code = reset.getByLabel('6-digit code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await code.fill(/\b(\d{6})\b/.exec(mail.text)![1]!);
  await reset.getByLabel('New password').fill('a-brand-new-password');
  await reset.getByRole('button', { name: 'Change password' }).click();

  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await expect(signIn.getByLabel('Email')).toHaveValue(person.email);
  await signIn.getByLabel('Password').fill('a-brand-new-password');
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(signIn).toBeHidden();
});
