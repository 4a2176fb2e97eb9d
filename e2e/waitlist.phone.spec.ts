import { expect, newCustomer, test, waitForMail } from './support/fixtures.ts';
import { signUpConfirmed } from './support/identity.ts';
import { runJobs, signedInApi } from './support/journey-api.ts';
import { customerApi } from './support/studio.ts';

// Issue 29 on a phone: a customer joins Dex's waitlist; an appointment with Dex is cancelled; the
// shop offers freed times to everyone waiting at once, so two waiting customers are offered it; the
// first to pay is booked and the second is told the time has gone.

test('a cancelled time goes to the first waiting customer to pay; the second hears it has gone', async ({
  page,
  browser,
  playwright,
}) => {
  test.slow();
  const owner = await signedInApi(playwright, 'owner@north-star-tattoo.test', 'linework-demo');
  const shop = (await (await owner.get('/v1/shops/north-star-tattoo')).json()).result as {
    id: string;
    artists: { id: string; artistUrl: string }[];
    services: { id: string; name: string }[];
  };
  const { token } = (await (await owner.context.get('/auth/token')).json()) as { token: string };
  const asOwner = { authorization: `Bearer ${token}` };
  const set = await owner.context.put(`/v1/business/${shop.id}/waitlist/settings`, {
    headers: asOwner,
    data: { mode: 'all_at_once', holdMinutes: 30 },
  });
  expect(set.ok(), await set.text()).toBe(true);

  try {
    // The first customer joins on the phone: the days and times that suit, for a flash piece.
    const first = newCustomer();
    await signUpConfirmed(page.request, first);
    await page.goto('/waitlist/join?shop=north-star-tattoo&artist=dex');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Join .*waitlist$/);
    await page.getByRole('combobox', { name: /What would you like/ }).click();
    await page.getByRole('option', { name: 'Flash piece' }).click();
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(page.getByText('Choose one day at least')).toBeVisible();
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])
      await page.getByRole('checkbox', { name: day, exact: true }).check();
    for (const part of [/^Mornings/, /^Afternoons/, /^Evenings/])
      await page.getByRole('checkbox', { name: part }).check();
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are on the waitlist');

    // The second customer joins through the API in a browser of their own.
    const secondContext = await browser.newContext();
    const second = newCustomer();
    await signUpConfirmed(secondContext.request, second);
    const secondToken = ((await (await secondContext.request.get('/auth/token')).json()) as { token: string })
      .token;
    const asSecond = { authorization: `Bearer ${secondToken}` };
    const dex = shop.artists.find((a) => a.artistUrl === 'dex')!;
    const flash = shop.services.find((s) => s.name === 'Flash piece')!;
    const joined = await secondContext.request.post('/v1/waitlist/entries', {
      headers: asSecond,
      data: {
        shopUrl: 'north-star-tattoo',
        artistId: dex.id,
        serviceId: flash.id,
        days: [1, 2, 3, 4, 5, 6, 7],
        times: [{ from: '08:00', until: '22:00' }],
      },
    });
    expect(joined.status(), await joined.text()).toBe(201);

    // Someone with a booked time with Dex cancels it.
    const booker = await customerApi(playwright, 'dex');
    const [start] = await booker.twoTimes();
    const booked = await booker.book(start);
    const bookerApi = await signedInApi(playwright, booker.person.email, booker.person.password);
    const cancelled = await bookerApi.post(`/v1/appointments/${booked.id}/cancel`, {});
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    await runJobs(page.request);
    await runJobs(page.request);

    // Both are offered the time; the first books it and pays the deposit.
    await waitForMail(page, first.email, /^A time opened with Dex/);
    await page.goto('/account/waitlists');
    await page.getByRole('link', { name: /^A time opened/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A time opened for you');
    await expect(page.getByText(/Held for you for/)).toBeVisible();
    await page.getByRole('button', { name: 'Book it' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay your deposit');
    const card = page.getByRole('form', { name: 'Card details' });
    await card.getByLabel('Card number').fill('4242 4242 4242 4242');
    await card.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await card.getByLabel('CVC').fill('123');
    await card.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're booked");

    // The second opens their offer: the time has gone, and an email says so.
    const mine = (
      await (await secondContext.request.get('/v1/waitlist/entries', { headers: asSecond })).json()
    ).result as { offers: { id: string }[] }[];
    const offerId = mine[0]!.offers[0]!.id;
    const secondPage = await secondContext.newPage();
    await secondPage.setViewportSize(page.viewportSize()!);
    await secondPage.goto(`/waitlist/offers/${offerId}`);
    await expect(secondPage.getByRole('alert')).toContainText('This time has gone');
    await expect(secondPage.getByRole('button', { name: 'Book it' })).toHaveCount(0);
    await runJobs(page.request);
    await waitForMail(page, second.email, /^This time has gone/);
    await secondContext.close();
  } finally {
    await owner.context.put(`/v1/business/${shop.id}/waitlist/settings`, {
      headers: asOwner,
      data: { mode: 'in_order', holdMinutes: 60 },
    });
    await owner.context.dispose();
  }
});
