import type { APIRequestContext, Page } from '@playwright/test';
import { baseURL } from './playwright.config.ts';
import { expect, expectNoA11yViolations, newCustomer, test } from './support/fixtures.ts';
import { signUpConfirmed } from './support/identity.ts';
import { northStarTeam, openStudioAs } from './support/studio.ts';

// The studio's home at North Star's front of house: the day per artist, confirming a booking,
// cancelling one with the refund shown first, and a booking made elsewhere appearing by itself.

const zone = 'America/New_York';
const nyDate = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(iso));

/** A customer of their own, signed in through a request context apart from the page's. */
async function customerApi(playwright: { request: { newContext(o: object): Promise<APIRequestContext> } }) {
  const person = newCustomer();
  const context = await playwright.request.newContext({ baseURL });
  await signUpConfirmed(context, person);
  const { token } = (await (await context.get('/auth/token')).json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const shop = (await (await context.get('/v1/shops/north-star-tattoo')).json()).result;
  const jules = shop.artists.find((a: { artistUrl: string }) => a.artistUrl === 'jules');
  const flash = shop.services.find((s: { name: string }) => s.name === 'Flash piece');
  const book = async (start: string) => {
    const res = await context.post('/v1/appointments', {
      headers,
      data: { shopUrl: 'north-star-tattoo', artistId: jules.id, serviceId: flash.id, start },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()).result as { id: string; startsAt: string };
  };
  /** Pays the deposit with the sandbox's test card, as the checkout page does. */
  const payDeposit = async (appointmentId: string) => {
    const payment = await context.post('/v1/payments', {
      headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
      data: { appointmentId, kind: 'deposit' },
    });
    expect(payment.status(), await payment.text()).toBe(201);
    const method = await context.post('/sandbox/v1/payment_methods', {
      data: { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123' },
    });
    const paid = await context.post(`/v1/payments/${(await payment.json()).result.id}/confirm`, {
      headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
      data: { paymentMethodId: (await method.json()).result.id },
    });
    expect(paid.status(), await paid.text()).toBe(200);
  };
  /** Two free times of Jules on one day, far enough apart for two flash pieces. */
  const twoTimes = async () => {
    const res = await context.get(
      `/v1/availability?shopUrl=north-star-tattoo&artistId=${jules.id}&serviceId=${flash.id}`,
    );
    for (const day of (await res.json()).result.days as { slots: { start: string }[] }[]) {
      const first = day.slots[0];
      const later =
        first && day.slots.find((s) => Date.parse(s.start) - Date.parse(first.start) >= 3 * 3_600_000);
      if (first && later) return [first.start, later.start] as const;
    }
    throw new Error('no day with two free times for Jules');
  };
  return { person, name: `${person.firstName} ${person.lastName}`, book, payDeposit, twoTimes, context };
}

const card = (page: Page, name: string) => page.getByRole('article', { name });

test('the owner sees the day per artist, confirms a booking, sees another arrive live and cancels it with its refund shown first', async ({
  page,
  playwright,
}) => {
  const { businessId } = await openStudioAs(page, northStarTeam.owner);
  // The demo's day: a column per artist, each appointment with its deposit, waiver and arrival.
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  for (const artist of ['Jules Moreau', 'Dex Okafor']) {
    await expect(page.getByRole('region', { name: artist })).toBeVisible();
  }
  const casey = page
    .getByRole('region', { name: 'Jules Moreau' })
    .getByRole('article', { name: 'Casey Rivera' });
  await expect(casey).toContainText('Small fine line tattoo');
  await expect(casey.getByRole('list', { name: 'Deposit, waiver and arrival' })).toContainText(
    /Deposit|waiver/i,
  );
  await expectNoA11yViolations(page);

  const first = await customerApi(playwright);
  const second = await customerApi(playwright);
  const [early, late] = await first.twoTimes();
  const held = await first.book(early);
  await page.goto(`/studio/${businessId}?date=${nyDate(held.startsAt)}`);
  const firstCard = card(page, first.name);
  await expect(firstCard).toContainText('Paying now');
  await firstCard.getByRole('button', { name: 'Confirm' }).click();
  await expect(firstCard).toContainText('Confirmed');
  await expect(firstCard.getByRole('button', { name: 'Confirm' })).toHaveCount(0);

  // Booked and paid by someone else while the page is open: it appears, then its deposit, unasked.
  const booked = await second.book(late);
  const secondCard = card(page, second.name);
  await expect(secondCard).toContainText('Paying now');
  await second.payDeposit(booked.id);
  await expect(secondCard).toContainText('Deposit $50 paid');
  await expect(secondCard).toContainText('Confirmed');

  await secondCard.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this appointment?' });
  await expect(dialog).toContainText('Refund to the customer: $50.00');
  await expect(dialog).toContainText('Deposit $50.00');
  await expectNoA11yViolations(page);
  await dialog.getByLabel('Reason for the customer (optional)').fill('Jules is ill that afternoon');
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(dialog).toBeHidden();
  await expect(secondCard).toContainText('Cancelled');
  await expect(secondCard.getByRole('button', { name: 'Cancel' })).toHaveCount(0);

  // The week holds the same appointments, per artist.
  await page.goto(`/studio/${businessId}/calendar?week=${nyDate(held.startsAt)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(first.name)).toBeVisible();
  await expectNoA11yViolations(page);
  await first.context.dispose();
  await second.context.dispose();
});
