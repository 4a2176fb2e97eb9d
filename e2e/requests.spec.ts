import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoA11yViolations, newCustomer, test, waitForMail } from './support/fixtures.ts';
import { confirmEmailInDialog } from './support/identity.ts';

const staffAccount = { email: 'staff@black-harbor-ink.test', password: 'linework-demo' };

/** The shop answers through its staff endpoints, signed in as the demo staff of Black Harbor Ink. */
async function answerWithOffer(http: APIRequestContext, customerEmail: string) {
  const signIn = await http.post('/auth/sign-in/email', { data: staffAccount });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const { token } = await (await http.get('/auth/token')).json();
  const headers = { authorization: `Bearer ${token}` };
  const shop = (await (await http.get('/v1/shops/black-harbor-ink')).json()).result;
  const listed = await http.get(`/v1/business/${shop.id}/requests?status=submitted`, { headers });
  expect(listed.ok(), await listed.text()).toBe(true);
  const { result } = (await listed.json()) as { result: { id: string; contactEmail: string }[] };
  const found = result.find((r) => r.contactEmail === customerEmail);
  expect(found, 'the request in the shop’s list').toBeTruthy();
  const service = shop.services.find((s: { name: string }) => s.name === 'Custom illustrative piece');
  const artistId = service.artists[0].id;
  const from = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const free = await (
    await http.get(
      `/v1/availability?shopUrl=black-harbor-ink&artistId=${artistId}&serviceId=${service.id}&from=${from}`,
    )
  ).json();
  const starts = (free.result.days as { slots: { start: string }[] }[])
    .filter((d) => d.slots.length)
    .slice(0, 3)
    .map((d) => d.slots[0]!.start);
  expect(starts).toHaveLength(3);
  const offered = await http.post(`/v1/business/${shop.id}/requests/${found!.id}/offer`, {
    headers,
    data: {
      artistId,
      serviceId: service.id,
      starts,
      depositAmount: 6000,
      message: 'Isla would love to draw this. Bring your reference photos.',
    },
  });
  expect(offered.status(), await offered.text()).toBe(201);
  return starts;
}

test('a tattoo request to Black Harbor Ink, answered with an offer, becomes an appointment with the deposit due', async ({
  page,
  playwright,
}) => {
  // Sign-up, a request with pictures, the shop's offer by email and the booking: a long way on 2 cores.
  test.slow();
  const person = newCustomer();
  await page.goto('/shop/black-harbor-ink');
  await page.getByRole('link', { name: 'Request', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request a tattoo at Black Harbor Ink');
  await expect(page.getByText('This request is for: Custom illustrative piece.')).toBeVisible();

  // Sending nothing says what is missing, field by field.
  await page.getByRole('button', { name: 'Sign in and send request' }).click();
  await expect(page.getByText('Please check the fields marked in red.')).toBeVisible();
  await expect(page.getByText('Choose where on the body')).toBeVisible();
  await expect(page.getByText('Confirm that you are 18 or over')).toBeVisible();

  await page
    .getByLabel('Your idea')
    .fill('A lighthouse on a cliff with gulls, fine lines and a little dotwork');
  await page.getByRole('group', { name: 'Arms and hands' }).getByRole('button', { name: 'Forearm' }).click();
  await page.getByLabel('Rough size').selectOption('medium');
  // What was typed survives a reload.
  await page.reload();
  await expect(page.getByLabel('Your idea')).toHaveValue(/A lighthouse on a cliff/);
  await expect(page.getByRole('button', { name: 'Forearm' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByLabel('Style').selectOption('Illustrative');
  await page.getByLabel('Black and grey').check();
  await page.getByLabel('From').fill('200');
  await page.getByLabel('Up to').fill('150');
  await page
    .getByRole('group', { name: 'Weekdays that suit you' })
    .getByRole('button', { name: 'Sat', exact: true })
    .click();
  await page.getByLabel('Name', { exact: true }).fill(`${person.firstName} ${person.lastName}`);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('I am 18 or over').check();
  await page.getByRole('button', { name: 'Sign in and send request' }).click();
  await expect(page.getByText('The highest budget must be at least the lowest')).toBeVisible();
  await page.getByLabel('Up to').fill('400');
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Sign in and send request' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill(person.firstName);
  await dialog.getByLabel('Last name').fill(person.lastName);
  await dialog.getByLabel('Email').fill(person.email);
  await dialog.getByLabel('Password').fill(person.password);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await confirmEmailInDialog(dialog, page.request, person.email);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your request to Black Harbor Ink');
  await expect(page.getByRole('status')).toContainText('Request sent.');
  await expect(page.getByText('Waiting for the shop')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Your request' })).toContainText('£200 – £400');
  await expectNoA11yViolations(page);

  await page.goto('/');
  const requests = page.getByRole('region', { name: 'Your tattoo requests' });
  await expect(requests).toContainText('Black Harbor Ink');
  await expect(requests).toContainText('Waiting for the shop');

  // A context of its own, so the staff sign-in never touches the customer's browser session.
  const staff = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const starts = await answerWithOffer(staff, person.email);
  await staff.dispose();

  const mail = await waitForMail(page, person.email, /Black Harbor Ink offers you times/);
  const link = mail.text.match(/https?:\/\/\S+\/booking\/[A-Za-z0-9_-]{22}/)?.[0];
  expect(link, mail.text).toBeTruthy();
  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Custom illustrative piece with Isla Fenwick',
  );
  await expect(page.getByText('Times offered — choose one')).toBeVisible();
  await expect(page.getByText('Isla would love to draw this.')).toBeVisible();
  const choices = page.getByRole('radiogroup', { name: 'Choose your time' }).getByRole('radio');
  await expect(choices).toHaveCount(3);
  await expectNoA11yViolations(page);
  await choices.nth(1).check();
  await page.getByRole('button', { name: 'Choose this time' }).click();
  await page
    .getByRole('dialog', { name: 'Take this time?' })
    .getByRole('button', { name: 'Take this time' })
    .click();

  await expect(page.getByText('Deposit due', { exact: true })).toBeVisible();
  await expect(page.getByText(/Deposit due: pay £60 by/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Appointment details' })).toContainText('£60 to pay now');
  const london = new Intl.DateTimeFormat(undefined, { timeStyle: 'short', timeZone: 'Europe/London' }).format(
    new Date(starts[1]!),
  );
  await expect(page.getByRole('table', { name: 'Appointment details' })).toContainText(london);
  await expectNoA11yViolations(page);

  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Your upcoming appointments' })).toContainText(
    'Custom illustrative piece with Isla Fenwick',
  );
  await expect(page.getByRole('region', { name: 'Your tattoo requests' })).toContainText('Booked');
});
