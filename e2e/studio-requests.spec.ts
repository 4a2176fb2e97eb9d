import type { Page } from '@playwright/test';
import {
  closeToasts,
  expect,
  expectNoA11yViolations,
  greenPicture,
  test,
  waitForMail,
} from './support/fixtures.ts';
import { signedInApi } from './support/journey-api.ts';
import { demoPassword, northStarTeam, openStudioAs } from './support/studio.ts';
import { frontDeskView, requestForJules } from './support/studio-requests.ts';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Studio' });
const stamp = () => Date.now().toString(36).slice(-5);

test('the front desk offers two free times from the picker and follows the request to booked', async ({
  page,
  playwright,
}) => {
  // A long journey through three screens and the API on a shared two-core machine.
  test.slow();
  const name = `Robin ${stamp()}`;
  const { customer, businessId, requestId } = await requestForJules(playwright, name);

  await openStudioAs(page, northStarTeam.frontDesk);
  await menu(page).getByRole('link', { name: 'Requests' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
  const card = page.getByRole('link', { name: new RegExp(name) });
  await expect(card).toContainText('New');
  await expect(card).toContainText('Wrist · 6 × 4 cm · Traditional · Budget $150 – $250');
  await expectNoA11yViolations(page);

  await card.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Request from ${name}`);
  await expect(page.getByRole('table', { name: 'The request' })).toContainText(
    'A small swallow on the wrist',
  );
  const offer = page.getByRole('form', { name: 'Offer times' });
  await expect(offer.getByRole('combobox', { name: 'Artist' })).toHaveText('Jules Moreau');
  await expect(offer.getByRole('combobox', { name: 'Service' })).toContainText('Flash piece');
  await expect(offer).toContainText('Deposit $50');

  // The first free time of the first day with free times, then one more.
  const freeDays = offer.getByRole('button', { name: /\d free$/ });
  const day = offer.getByRole('group', { name: /^Free times on / });
  // Earlier journeys of the run may have filled Jules's first week: the picker pages on.
  const firstDay = offer.getByRole('button', { name: /(None free|\d free)$/ }).first();
  await expect(firstDay).toBeVisible();
  for (let week = 0; week < 4 && (await freeDays.count()) === 0; week++) {
    const shown = await firstDay.textContent();
    await offer.getByRole('button', { name: 'Later days' }).click();
    await expect(firstDay).not.toHaveText(shown ?? '');
  }
  await freeDays.nth(0).click();
  await day.getByRole('button').first().click();
  // The second: the first free time of the next free day, paging on when that was the week's last.
  const unpicked = day.getByRole('button', { pressed: false, disabled: false });
  if ((await freeDays.count()) > 1) await freeDays.nth(1).click();
  for (let week = 0; week < 4 && (await unpicked.count()) === 0; week++) {
    const shown = await firstDay.textContent();
    await offer.getByRole('button', { name: 'Later days' }).click();
    await expect(firstDay).not.toHaveText(shown ?? '');
    await expect(firstDay).toBeVisible();
    if ((await freeDays.count()) > 0) await freeDays.nth(0).click();
  }
  await unpicked.first().click();
  const picked = offer.getByRole('list', { name: 'Times to offer' }).getByRole('listitem');
  await expect(picked).toHaveCount(2);
  await expectNoA11yViolations(page);
  await offer.getByRole('button', { name: 'Offer 2 times' }).click();

  const offered = page.getByRole('list', { name: 'Offered times' }).getByRole('listitem');
  await expect(offered).toHaveCount(2);
  await expect(offered.filter({ hasText: 'Held for the customer' })).toHaveCount(2);
  await expect(page.getByRole('status').getByText('Times offered')).toBeVisible();

  // The customer takes the later time on their side.
  const view = await frontDeskView(playwright, businessId, requestId);
  const later = view.offerTimes!.times[1]!.start;
  const accepted = await customer.post(`/v1/appointments/${view.offer!.appointmentId}/accept-offer`, {
    start: later,
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);

  await page.reload();
  // A whole page load on a busy machine: more than the usual ten seconds.
  await expect(page.getByRole('status').getByText('Booked')).toBeVisible({ timeout: 30_000 });
  await expect(offered.nth(1).getByText('Chosen', { exact: true })).toBeVisible();
  await expect(offered.nth(0).getByText('Not chosen, freed', { exact: true })).toBeVisible();
  await expect(
    page.getByText(/Appointment \w+: .* with Jules Moreau\. Booked; waiting for the deposit\./),
  ).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the owner sees an announcement’s reach and its email before sending it to followers', async ({
  page,
  playwright,
}) => {
  test.slow();
  // A follower of North Star for books opening, confirmed from the mailbox.
  const email = `follower-${stamp()}@example.test`;
  const anyone = await signedInApi(playwright, 'customer@linework.test', demoPassword);
  const subscribed = await anyone.post('/v1/subscriptions', {
    target: { kind: 'shop', shopUrl: 'north-star-tattoo' },
    email,
    topics: ['books_open'],
    consent: true,
  });
  expect(subscribed.status(), await subscribed.text()).toBe(202);
  const confirmation = await waitForMail(page, email, /^Confirm: follow North Star Tattoo/);
  const token = confirmation.text.match(/subscribe\?confirm=([\w-]+)/)![1]!;
  expect((await page.request.get(`/v1/subscriptions/confirm?token=${token}`)).ok()).toBe(true);

  await openStudioAs(page, northStarTeam.owner);
  await menu(page).getByRole('link', { name: 'Followers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Followers' })).toBeVisible();
  const reach = page.getByText(/^Reaches \d+ followers? of North Star Tattoo who asked for books opening\.$/);
  await expect(reach).toBeVisible();
  const count = Number((await reach.textContent())!.match(/\d+/)![0]);
  expect(count).toBeGreaterThanOrEqual(1);
  await expectNoA11yViolations(page);

  const title = `Spring books ${stamp()}`;
  const compose = page.getByRole('form', { name: 'New announcement' });
  await compose.getByRole('textbox', { name: 'Title' }).fill(title);
  await compose.getByRole('textbox', { name: 'Message' }).fill('March and April are open for custom work.');
  await compose.getByLabel('Books open on').fill('2027-03-01');
  // Two pictures of the designs; the second one was the wrong file and goes again.
  const pictures = compose.getByRole('list', { name: 'Pictures in the announcement' });
  await compose.getByLabel('Add pictures').setInputFiles([
    { name: 'swallow.png', mimeType: 'image/png', buffer: greenPicture },
    { name: 'wrong.png', mimeType: 'image/png', buffer: greenPicture },
  ]);
  await expect(pictures.getByRole('img')).toHaveCount(2);
  await compose.getByRole('button', { name: 'Remove picture 2: wrong.png' }).click();
  await expect(pictures.getByRole('img', { name: 'Picture 1: swallow.png' })).toBeVisible();
  await expect(pictures.getByRole('img')).toHaveCount(1);
  await compose.getByRole('button', { name: 'Preview the email' }).click();

  const preview = page.getByRole('region', { name: /^Email preview/ });
  await expect(page.getByText(`Subject: North Star Tattoo: ${title}`)).toBeVisible();
  await expect(preview.getByText('March and April are open for custom work.')).toBeVisible();
  // (The email's hidden preheader says it first.)
  await expect(preview.getByText('Books open from 1 March 2027.').last()).toBeVisible();
  await expect(
    preview.getByRole('img', { name: `${title}: picture 1 of 1 from North Star Tattoo` }),
  ).toBeVisible();
  await expectNoA11yViolations(page);

  const followers = `${count} follower${count === 1 ? '' : 's'}`;
  await page.getByRole('button', { name: `Send to ${followers}` }).click();
  await expect(page.getByText(`“${title}” is on its way to ${followers}.`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Past announcements' })).toContainText(title);
  const sent = await waitForMail(page, email, new RegExp(`^North Star Tattoo: ${title}$`));
  expect(sent.html).toContain(`alt="${title}: picture 1 of 1 from North Star Tattoo"`);
});

test('the owner replies to a review once and reports another', async ({ page }) => {
  test.slow();
  await openStudioAs(page, northStarTeam.owner);
  await menu(page).getByRole('link', { name: 'Reviews' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  const marcus = page.getByRole('article', { name: 'Marcus L.' });
  await expect(marcus).toContainText('Tiny botanical piece on my wrist');
  await expect(marcus.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
  await expectNoA11yViolations(page);

  await marcus.getByRole('button', { name: 'Reply', exact: true }).click();
  await marcus
    .getByRole('textbox', { name: 'Your public reply' })
    .fill('Thank you Marcus, glad it healed well!');
  await marcus.getByRole('button', { name: 'Post reply' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Post reply' }).click();
  await expect(marcus.getByText('Thank you Marcus, glad it healed well!')).toBeVisible();
  await expect(marcus.getByRole('button', { name: 'Reply', exact: true })).toHaveCount(0);
  // Its toast goes before axe reads the next dialog: a toast still rising is half-transparent text.
  await expect(page.getByRole('alert').filter({ hasText: 'Your reply is public now.' })).toBeVisible();
  await closeToasts(page);

  const hannah = page.getByRole('article', { name: 'Hannah K.' });
  await hannah.getByRole('button', { name: 'Report this review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report Hannah K.’s review' });
  await dialog.getByRole('textbox').fill('This customer never visited on that date.');
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Report review' }).click();
  await expect(hannah.getByText(/^Reported /)).toBeVisible();
});
