import type { Browser, Page } from '@playwright/test';
import {
  chooseDayFromEnd,
  expect,
  expectNoA11yViolations,
  newCustomer,
  test,
  waitForMail,
} from './support/fixtures.ts';
import { signUpConfirmed } from './support/identity.ts';

// Paying a deposit in the embedded sandbox, card by card, as a newcomer does on `npm start`.

/** Signs a new customer up (the session cookie lands in the page's context) and returns them. */
async function signUp(page: Page) {
  const person = newCustomer();
  await signUpConfirmed(page.request, person);
  return person;
}

/**
 * Books Jules' small fine line tattoo (it takes a $50 deposit) and lands on the checkout. Each
 * journey takes its own day (counted from the last one shown), so their holds do not meet.
 */
async function bookToCheckout(page: Page, dayFromEnd: number) {
  await page.goto('/shop/north-star-tattoo/jules');
  await page.getByRole('link', { name: 'Book', exact: true }).first().click();
  await page
    .getByRole('region', { name: 'Service' })
    .getByRole('button', { name: /Small fine line tattoo/ })
    .click();
  await chooseDayFromEnd(page, dayFromEnd);
  await page.getByRole('group', { name: 'Times' }).getByRole('button').first().click();
  await page.getByRole('button', { name: 'Hold this time' }).click();
  await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]{22}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay your deposit');
  await expect(page.getByRole('table', { name: 'What you pay' })).toContainText('$50.00');
}

async function payWith(page: Page, number: string) {
  const card = page.getByRole('form', { name: 'Card details' });
  await card.getByLabel('Card number').fill(number);
  await card.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await card.getByLabel('CVC').fill('123');
  await card.getByRole('button', { name: 'Pay $50.00' }).click();
}

/** The demo shop's staff, signed in through the identity service, refunding part of a payment. */
async function staffRefund(browser: Browser, paymentId: string, amount: number) {
  const context = await browser.newContext();
  const request = context.request;
  const signIn = await request.post('/auth/sign-in/email', {
    data: { email: 'staff@north-star-tattoo.test', password: 'linework-demo' },
  });
  expect(signIn.ok()).toBe(true);
  const { token } = (await (await request.get('/auth/token')).json()) as { token: string };
  const shop = (await (await request.get('/v1/shops/north-star-tattoo')).json()) as {
    result: { id: string };
  };
  const res = await request.post(`/v1/business/${shop.result.id}/payments/${paymentId}/refunds`, {
    headers: { authorization: `Bearer ${token}` },
    data: { amount, reason: 'Goodwill for the wait' },
  });
  expect(res.status(), await res.text()).toBe(201);
  await context.close();
}

/** A paid deposit lands on "You're booked"; its receipt is one of the next steps. */
async function fromBookedToReceipt(page: Page) {
  await expect(page).toHaveURL(/\/booking\/[A-Za-z0-9_-]{22}\/booked\?payment=[A-Za-z0-9_-]{22}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're booked");
  await page.getByRole('link', { name: 'See the receipt' }).click();
  await expect(page).toHaveURL(/\/receipt\/[A-Za-z0-9_-]{22}$/);
}

test('a deposit paid with 4242 confirms the appointment, lands on its confirmation and receipt, and the emailed receipt opens signed out', async ({
  page,
  browser,
}) => {
  const person = await signUp(page);
  await bookToCheckout(page, 0);
  await expect(page.getByText(/We hold this time for you for \d+:\d\d more/)).toBeVisible();
  await expectNoA11yViolations(page);

  await payWith(page, '4242 4242 4242 4242');
  await fromBookedToReceipt(page);
  const receiptNumber = page.locator('article').getByText(/^LW-\d+$/);
  await expect(receiptNumber).toBeVisible();
  await expect(page.getByRole('table', { name: 'Receipt lines' })).toContainText('Total paid$50.00');
  await expect(page.getByText('Paid by Jordan')).toContainText('VISA ending 4242');
  await expectNoA11yViolations(page);
  const number = (await receiptNumber.textContent())!;
  const paymentId = page.url().split('/').at(-1)!;

  await page.getByRole('link', { name: 'See your appointment' }).click();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  const details = page.getByRole('table', { name: 'Appointment details' });
  await expect(details).toContainText(`Receipt ${number} (deposit)`);
  await expect(details).toContainText('Left to pay$130');
  // The balance is information until the shop asks for it.
  await expect(page.getByRole('link', { name: 'Pay balance of $130' })).toHaveCount(0);

  // The receipt email's link opens the receipt for anyone holding it, signed in or not.
  const mail = await waitForMail(
    page,
    person.email,
    new RegExp(`^Your receipt ${number} from North Star Tattoo`),
  );
  const link = /http:\/\/localhost:\d+\/receipt\/\S+/.exec(mail.text)![0];
  const stranger = await browser.newPage();
  await stranger.goto(link.replace(/^http:\/\/localhost:\d+/, ''));
  await expect(stranger.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  await expect(stranger.getByText(number)).toBeVisible();

  // A refund by the shop shows on the receipt.
  await staffRefund(browser, paymentId, 2000);
  await stranger.reload();
  const lines = stranger.getByRole('table', { name: 'Receipt lines' });
  await expect(lines).toContainText('Goodwill for the wait');
  await expect(lines).toContainText('-$20.00');
  await expect(lines).toContainText('Net after refunds$30.00');
  await stranger.close();
});

test('a declined card says why and the next card pays', async ({ page }) => {
  await signUp(page);
  await bookToCheckout(page, 1);
  await payWith(page, '4000 0000 0000 0002');
  const alert = page.getByRole('alert').filter({ hasText: 'The payment did not go through' });
  await expect(alert).toContainText('Your card was declined. Try another card.');
  await expect(page.getByRole('form', { name: 'Card details' }).getByLabel('Card number')).toBeFocused();
  await expectNoA11yViolations(page);
  await payWith(page, '4000 0000 0000 9995');
  await expect(alert).toContainText('Your card has insufficient funds. Try another card.');
  await payWith(page, '4242 4242 4242 4242');
  await fromBookedToReceipt(page);
  await expect(page.getByRole('table', { name: 'Receipt lines' })).toContainText('$50.00');
});

test('card validation speaks before anything is sent', async ({ page }) => {
  await signUp(page);
  await bookToCheckout(page, 2);
  const card = page.getByRole('form', { name: 'Card details' });
  await card.getByLabel('Card number').fill('4242 4242 4242 4241');
  await card.getByLabel('Expiry (MM / YY)').fill('01 / 20');
  await card.getByLabel('CVC').fill('1');
  await card.getByRole('button', { name: 'Pay $50.00' }).click();
  await expect(card).toContainText('Your card number is invalid.');
  await expect(card).toContainText("Your card's expiration date is in the past.");
  await expect(card).toContainText("Your card's security code is incomplete.");
  await expect(page).toHaveURL(/\/checkout\//);
});

test('4000 0027 6000 3184 goes through the bank’s page and /payment-redirect to the confirmation', async ({
  page,
}) => {
  await signUp(page);
  await bookToCheckout(page, 3);
  await payWith(page, '4000 0027 6000 3184');
  await expect(page).toHaveURL(/\/sandbox\/authenticate\/pi_\w+/);
  await expect(page.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
  await expectNoA11yViolations(page);
  const landed = page.waitForURL(
    /\/payment-redirect\?paymentId=.+&payment_intent=pi_\w+&payment_intent_client_secret=.+&redirect_status=succeeded/,
  );
  await page.getByRole('button', { name: 'Complete authentication' }).click();
  await landed;
  await fromBookedToReceipt(page);
  await expect(page.getByText('VISA ending 3184')).toBeVisible();
});

test('a failed authentication goes back to the checkout with the reason, and paying again works', async ({
  page,
}) => {
  await signUp(page);
  await bookToCheckout(page, 4);
  await payWith(page, '4000 0027 6000 3184');
  await page.getByRole('button', { name: 'Fail authentication' }).click();
  await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]{22}$/);
  const refusal = page.getByRole('alert').filter({ hasText: 'The payment did not go through' });
  await expect(refusal).toContainText('Your bank could not confirm it was you');
  // The checkout opens on the refusal, not on its top a screen above it.
  await expect(refusal).toBeFocused();
  await expect(refusal).toBeInViewport({ ratio: 1 });
  await payWith(page, '4242 4242 4242 4242');
  await fromBookedToReceipt(page);
});

test('someone else’s payment is not found', async ({ page, browser }) => {
  await signUp(page);
  await bookToCheckout(page, 5);
  const checkoutUrl = new URL(page.url()).pathname;
  const other = await browser.newPage();
  await signUp(other);
  await other.goto(checkoutUrl);
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('We could not find this payment');
  await other.goto(checkoutUrl.replace('/checkout/', '/receipt/'));
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('We could not find this receipt');
  await other.close();
});

test('a card saved at the first deposit pays the next one by its brand and last four, or a new card does', async ({
  page,
}) => {
  await signUp(page);
  await bookToCheckout(page, 6);
  // No saved card yet: the card form, with the choice to keep the card.
  await expect(page.getByRole('radiogroup')).toHaveCount(0);
  await page.getByRole('checkbox', { name: /Save this card for my next booking/ }).check();
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/booking\/[A-Za-z0-9_-]{22}\/booked\?payment=/);

  // Booking again: the saved card is offered first and pays without typing a number.
  await bookToCheckout(page, 7);
  const saved = page.getByRole('radio', { name: 'Your saved Visa ending 4242' });
  await expect(saved).toBeChecked();
  await expect(page.getByRole('form', { name: 'Card details' })).toHaveCount(0);
  await expectNoA11yViolations(page);
  // A new card is one choice away.
  await page.getByRole('radio', { name: 'A new card' }).check();
  await expect(page.getByRole('form', { name: 'Card details' }).getByLabel('Card number')).toBeVisible();
  await saved.check();
  await page.getByRole('button', { name: 'Pay $50.00' }).click();
  await expect(page).toHaveURL(/\/booking\/[A-Za-z0-9_-]{22}\/booked\?payment=/);
  // Its receipt names the saved card that paid.
  await page.goto(`/receipt/${new URL(page.url()).searchParams.get('payment')}`);
  await expect(page.getByText('with VISA ending 4242')).toBeVisible();
});
