import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator } from '@playwright/test';
import { journeyLaunchOptions } from './support/chromium.ts';
import { expect, expectNoA11yViolations, newCustomer, test, waitForMail } from './support/fixtures.ts';
import { signUpConfirmed } from './support/identity.ts';
import { runJobs, signedInApi } from './support/journey-api.ts';

// Third-party cookies blocked, as more and more browsers do: the embed must not need them.
test.use({
  launchOptions: {
    ...journeyLaunchOptions,
    args: [...journeyLaunchOptions.args, '--test-third-party-cookie-phaseout'],
  },
});

const linkIn = (text: string, pattern: RegExp) => {
  const match = text.match(pattern);
  if (!match) throw new Error(`no link ${pattern} in:\n${text}`);
  return match[0];
};

async function subscribeIn(form: Locator, email: string) {
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  // Only books opening and flash drops: guest spots and news unticked.
  // The form is an island of a static page: the first click wakes it and is given again once it is live.
  await form.getByRole('checkbox', { name: 'Guest spots' }).click();
  await expect(form.getByRole('checkbox', { name: 'Guest spots' })).not.toBeChecked();
  await form.getByRole('checkbox', { name: 'News' }).uncheck();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Tick the box to agree to receive these emails')).toBeVisible();
  await form.getByRole('checkbox', { name: /I agree to receive emails from Mara Vale/ }).check();
  await form.getByRole('button', { name: 'Subscribe' }).click();
}

test('subscribe on the artist page, confirm from the mailbox, get a books-open announcement and unsubscribe from it', async ({
  page,
  playwright,
}) => {
  const email = newCustomer().email;
  await page.goto('/artist/mara-vale');
  await page.getByRole('link', { name: 'Subscribe' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Follow Mara Vale');
  await expectNoA11yViolations(page);
  const form = page.getByRole('form', { name: 'Follow Mara Vale' });
  await subscribeIn(form, email);
  await expect(page.getByRole('status')).toContainText(`Check your inbox`);
  await expect(page.getByRole('status')).toContainText(email);

  await runJobs(page.request);
  const confirmation = await waitForMail(page, email, /^Confirm: follow Mara Vale/);
  await page.goto(linkIn(confirmation.text, /http:\/\/\S+subscribe\?confirm=\S+/));
  await expect(page.getByRole('status').first()).toContainText('You’re subscribed.');
  await expect(page.getByRole('status').first()).toContainText('books opening, flash drops');
  // Confirmed: the empty form to follow is not offered again under it.
  await expect(page.getByRole('form', { name: 'Follow Mara Vale' })).toHaveCount(0);
  await expectNoA11yViolations(page);

  // Staff of Black Harbor Ink, where Mara has her guest spot, post that her books are open.
  const staff = await signedInApi(playwright, 'staff@black-harbor-ink.test', 'linework-demo');
  const mara = (await (await page.request.get('/v1/artists/mara-vale')).json()).result;
  const businessId = mara.workplaces[0].shop.id;
  const posted = await staff.post(`/v1/business/${businessId}/announcements`, {
    topic: 'books_open',
    artistId: mara.id,
    title: 'Books open for Bristol',
    message: 'Mara is taking bookings for her guest spot at Black Harbor Ink.',
    opensOn: '2027-02-01',
    closesOn: '2027-02-28',
  });
  expect(posted.status()).toBe(201);
  await runJobs(page.request);
  const announcement = await waitForMail(page, email, /Books open for Bristol/);
  expect(announcement.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  expect(announcement.headers['List-Unsubscribe']).toMatch(/^<http:\/\/\S+\/v1\/unsubscribe\?token=\S+>$/);

  await page.goto(linkIn(announcement.text, /http:\/\/\S+\/unsubscribe\?token=\S+/));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re unsubscribed');
  await expect(page.getByText(`${email} will get no more emails from Mara Vale`)).toBeVisible();
  await expectNoA11yViolations(page);

  // Changed her mind: flash drops only.
  await page.getByRole('button', { name: 'Choose topics instead' }).click();
  await page.getByRole('checkbox', { name: 'Books opening' }).uncheck();
  await page.getByRole('button', { name: 'Keep these topics' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re subscribed again');
  await expect(page.getByRole('main').getByRole('status')).toContainText('about flash drops.');

  // A second books-open post does not reach her any more.
  await staff.post(`/v1/business/${businessId}/announcements`, {
    topic: 'books_open',
    artistId: mara.id,
    title: 'Last books-open call',
    message: 'A few spots left.',
    opensOn: '2027-02-01',
  });
  await runJobs(page.request);
  const mails = (await (await page.request.get('/dev/mailbox/messages')).json()).result as {
    to: string;
    subject: string;
  }[];
  expect(mails.some((m) => m.to === email && m.subject.includes('Last books-open call'))).toBe(false);
  await staff.context.dispose();
});

test.describe('a tampered link', () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });
  test('says it is not valid and changes nothing', async ({ page }) => {
    await page.goto('/unsubscribe?token=AAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByRole('alert')).toContainText('This link is not valid');
    await expect(page.getByRole('alert')).toContainText('Nothing was changed');
    await expectNoA11yViolations(page);
  });
});

test.describe('the embed on the artist’s own site', () => {
  let site: Server | undefined;
  test.afterEach(async () => {
    site?.close();
    await (site ? once(site, 'close') : undefined);
  });

  test('subscribes from a page of another origin and resizes its frame to fit', async ({ page }) => {
    // Visitors to Mara's subscribe page are not offered the code: it is for her and her shops' staff.
    await page.goto('/artist/mara-vale/subscribe');
    await expect(page.getByRole('heading', { name: 'Follow Mara Vale' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog');
    // Black Harbor's staff, who host Mara's guest spot, copy it for her website.
    await dialog.getByLabel('Email').fill('staff@black-harbor-ink.test');
    await dialog.getByLabel('Password').fill('linework-demo');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog).toBeHidden();
    const snippet = await page.getByLabel('Embed code').inputValue();
    expect(snippet).toContain('/artist/mara-vale/subscribe/embed');
    site = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html lang="en"><head><title>Mara Vale Tattoo</title></head>
<body><main><h1>Mara Vale Tattoo</h1><p>Blackwork botanicals, moths and moons.</p>${snippet}</main></body></html>`);
    });
    site.listen(Number(process.env.EMBED_SITE_PORT ?? 3216), '127.0.0.1');
    await once(site, 'listening');
    const { port } = site.address() as AddressInfo;

    await page.goto(`http://127.0.0.1:${port}/`);
    const frameElement = page.locator('iframe#linework-follow-mara-vale');
    const frame = page.frameLocator('iframe#linework-follow-mara-vale');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Follow Mara Vale');
    // The frame grows or shrinks to the form's own height, told by postMessage.
    await expect(frameElement).toHaveAttribute('style', /height: \d+px/);
    const heightOf = async () => (await frameElement.boundingBox())!.height;
    const formHeight = await heightOf();
    expect(formHeight).not.toBe(640);
    await expectNoA11yViolations(page);

    const email = newCustomer().email;
    await subscribeIn(frame.getByRole('form', { name: 'Follow Mara Vale' }), email);
    await expect(frame.getByRole('status')).toContainText('Check your inbox');
    await expect.poll(heightOf).toBeLessThan(formHeight);

    await runJobs(page.request);
    const confirmation = await waitForMail(page, email, /^Confirm: follow Mara Vale/);
    await page.goto(linkIn(confirmation.text, /http:\/\/\S+subscribe\?confirm=\S+/));
    await expect(page.getByRole('status').first()).toContainText('You’re subscribed.');
  });
});

test('the embed checks the address in the browser, shows the server’s answer and says where the mail went', async ({
  page,
}) => {
  await page.goto('/shop/kumo-tattoo/subscribe/embed');
  const form = page.getByRole('form', { name: 'Follow Kumo Tattoo' });
  const email = form.getByRole('textbox', { name: 'Email' });
  await email.fill('not-an-email');
  await form.getByRole('checkbox', { name: /I agree to receive emails from Kumo Tattoo/ }).check();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Enter a valid email address')).toBeVisible();
  // The wrong field is announced as such and gets the focus, as in the full form.
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription('Enter a valid email address');
  await expectNoA11yViolations(page);

  const address = newCustomer().email;
  await email.fill(address);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status')).toContainText('Check your inbox');
  await expect(page.getByRole('status')).toContainText(`We sent a link to ${address.toLowerCase()}`);
  await expect(page.getByRole('status')).toBeFocused();
  await expect(form).toBeHidden();
  await expectNoA11yViolations(page);
});

test('a signed-in, confirmed customer follows at once, then finds it under their account and changes topics', async ({
  page,
}) => {
  const person = newCustomer();
  await signUpConfirmed(page.request, person);
  await page.goto('/shop/black-harbor-ink/subscribe');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Follow Black Harbor Ink');
  const form = page.getByRole('form', { name: 'Follow Black Harbor Ink' });
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(person.email);
  // The first click wakes the form's island and is given again once it is live.
  const consent = form.getByRole('checkbox', { name: /I agree to receive emails from Black Harbor Ink/ });
  await consent.click();
  await expect(consent).toBeChecked();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  // Their address is proven already: no email to confirm, and the form gives way to the follow.
  const following = page.getByRole('status').filter({ hasText: 'You’re following Black Harbor Ink' });
  await expect(following).toBeFocused();
  await expect(following).toContainText(person.email);
  await expect(form).toBeHidden();

  await page.getByRole('button', { name: `${person.firstName} ${person.lastName}` }).click();
  await page.getByRole('menuitem', { name: 'Your subscriptions' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your subscriptions');
  const row = page.getByRole('listitem').filter({ hasText: 'Black Harbor Ink' });
  await expect(row).toContainText('Subscribed');
  await runJobs(page.request);
  const mail = await (await page.request.get('/dev/mailbox/messages')).json();
  expect(
    (mail.result as { to: string; subject: string }[]).filter(
      (m) => m.to === person.email && /Black Harbor Ink/.test(m.subject),
    ),
  ).toEqual([]);
  await expectNoA11yViolations(page);
  await row.getByRole('button', { name: 'Change topics' }).click();
  await row.getByRole('checkbox', { name: 'News' }).uncheck();
  await row.getByRole('button', { name: 'Save topics' }).click();
  await expect(row).toContainText('Books opening, Flash drops, Guest spots');
  await expect(row).not.toContainText('News');
});
