import { expect, expectNoA11yViolations, newCustomer, test } from './support/fixtures.ts';
import { signUpConfirmed } from './support/identity.ts';

// Booking that tells the truth before it charges, on a phone: Kenji at Kumo Tattoo (Tokyo) takes a
// ¥20,000 deposit for a "from ¥90,000" piece, and the shop's notice is 72 hours to cancel with a
// refund or to move. Kenji works five days a week and books a day ahead, so the first free time is
// always inside that notice, and the last of the two weeks always outside it.

const shotDir = 'test-results/booking-truth';

test('a time inside the notice says before paying that the deposit is not refundable; paying lands on "You\'re booked" with the next steps and the balance as information', async ({
  page,
}) => {
  // One long journey (book, 3-D Secure, confirmation) with three axe runs: a guard against a hang
  // on a loaded two-core machine, not a timing assertion.
  test.setTimeout(5 * 60_000);
  const person = newCustomer();
  await signUpConfirmed(page.request, person);

  await page.goto('/shop/kumo-tattoo/kenji');
  await page
    .locator('.MuiCard-root')
    .filter({ hasText: 'Wan-bo (upper arm)' })
    .getByRole('link', { name: 'Book', exact: true })
    .click();
  // "From ¥90,000" stays "From ¥90,000" in the booking flow, with one way of writing its length.
  const service = page.getByRole('region', { name: 'Service' });
  await expect(service.getByRole('button', { name: /Wan-bo/ })).toContainText('From ¥90,000');
  await expect(service.getByRole('button', { name: /Wan-bo/ })).toContainText('3 h ·');

  const days = page.getByRole('group', { name: 'Days' }).getByRole('button');
  const times = page.getByRole('group', { name: 'Times' }).getByRole('button');
  const terms = page.getByTestId('change-terms');

  // The last day shown is well outside the notice: until when, in Tokyo time.
  await days.last().click();
  await times.first().click();
  await expect(terms).toContainText(/Cancel by .+ \(Tokyo time\) and your ¥20,000 deposit comes back\./);
  await expect(terms).toContainText(/You can move it to another time until .+ \(Tokyo time\)\./);

  // The first free time inside it (the API's terms say which): said plainly, beside the price,
  // before anything is paid. Choosing a time puts it in the address, as here.
  const chosen = new URL(page.url());
  const availability = await page.request.get(
    `/v1/availability?shopUrl=kumo-tattoo&artistId=${chosen.searchParams.get('artist')}&serviceId=${chosen.searchParams.get('service')}`,
  );
  type Slot = { start: string; terms: { refundableUntil: string | null; movableUntil: string | null } };
  const inside = ((await availability.json()).result.days as { slots: Slot[] }[])
    .flatMap((d) => d.slots)
    .find((slot) => !slot.terms.refundableUntil && !slot.terms.movableUntil);
  expect(inside, 'a free time inside the 72-hour notice').toBeDefined();
  chosen.searchParams.set('start', inside!.start);
  await page.goto(`${chosen.pathname}${chosen.search}`);
  const details = page.getByRole('region', { name: 'Price and policy' });
  await expect(details).toContainText('From ¥90,000 · 3 h · ¥20,000 deposit');
  await expect(terms).toContainText('The deposit is not refundable');
  await expect(terms).toContainText('once paid, the ¥20,000 deposit is not refunded, even if you cancel');
  await expect(terms).toContainText('This time cannot be moved once booked.');
  await expectNoA11yViolations(page);
  await page.screenshot({ path: `${shotDir}/booking-inside-notice.png`, fullPage: true });

  // The checkout says it again, before the card.
  await page.getByRole('button', { name: 'Hold this time' }).click();
  await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]{22}$/, { timeout: 30_000 });
  await expect(page.getByTestId('change-terms')).toContainText('The deposit is not refundable');

  // A card that asks the bank (3-D Secure), then back through /payment-redirect.
  const card = page.getByRole('form', { name: 'Card details' });
  await card.getByLabel('Card number').fill('4000 0027 6000 3184');
  await card.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await card.getByLabel('CVC').fill('123');
  await card.getByRole('button', { name: 'Pay ¥20,000' }).click();
  await page.getByRole('button', { name: 'Complete authentication' }).click();

  // The bank answers, our API asks the provider, then the confirmation: slow on a busy machine.
  await expect(page).toHaveURL(/\/booking\/[A-Za-z0-9_-]{22}\/booked\?payment=[A-Za-z0-9_-]{22}$/, {
    timeout: 45_000,
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're booked");
  await expect(page.getByText(/^Wan-bo \(upper arm\) with Kenji/)).toContainText('(Tokyo time)');
  const steps = page.getByRole('region', { name: 'Next steps' });
  await expect(steps.getByRole('button', { name: 'Sign the waiver now' })).toBeVisible();
  await expect(steps.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
  await expect(steps.getByRole('link', { name: /Directions to Kumo Tattoo/ })).toHaveAttribute(
    'href',
    /google\.com\/maps\/search\/\?api=1&query=Kumo%20Tattoo%2C%202-14-5%20Jinnan%2C%20Tokyo/,
  );
  await expect(steps.getByRole('link', { name: 'Message the shop' })).toBeVisible();
  await expect(steps.getByRole('link', { name: 'See the receipt' })).toBeVisible();
  // What is left is information: no button to pay it until the shop asks.
  await expect(page.getByTestId('balance-info')).toContainText('Left to pay: ¥70,000');
  await expect(page.getByRole('link', { name: /Pay balance/ })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await page.screenshot({ path: `${shotDir}/booked.png`, fullPage: true });

  // The calendar file is the API's .ics.
  const download = page.waitForEvent('download');
  await steps.getByRole('button', { name: 'Add to calendar' }).click();
  expect((await download).suggestedFilename()).toMatch(/^linework-\w+\.ics$/);
});
