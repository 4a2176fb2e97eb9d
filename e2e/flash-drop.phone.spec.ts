import { devices, type Page } from '@playwright/test';
import { chooseDayFromEnd, expect, newCustomer, test } from './support/fixtures.ts';
import { signUpConfirmed } from './support/identity.ts';
import { signedInApi } from './support/journey-api.ts';
import { demoPassword, northStarTeam } from './support/studio.ts';

// Flash on a phone (issue 29): a size booked from an artist's flash sheet, and a drop that opens
// while two customers wait on its page and race for its one-off.

/** Picks the last-but-one day's first free time and holds it, which goes on to the deposit. */
async function holdATime(page: Page) {
  await chooseDayFromEnd(page, 1);
  await page.getByRole('group', { name: 'Times' }).getByRole('button').first().click();
  await page.getByRole('button', { name: 'Hold this time' }).click();
  await expect(page).toHaveURL(/\/checkout/);
}

test("books a size from Rina's flash sheet for the size's price", async ({ page }) => {
  test.slow();
  await signUpConfirmed(page.request, newCustomer());
  await page.goto('/shop/north-star-tattoo/rina');
  const sheet = page.getByRole('region', { name: 'Flash' });
  await expect(sheet.getByRole('img', { name: 'Mandala' })).toBeVisible({ timeout: 30_000 });
  await sheet.getByRole('link', { name: /Book Mandala, Palm/ }).click();
  await expect(page.getByRole('heading', { name: 'Book at North Star Tattoo' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('You are booking Mandala (Palm), flash: $120 · 1 h.')).toBeVisible();
  await holdATime(page);
  await expect(page.getByRole('heading', { name: 'Pay your deposit' })).toBeVisible();
  await expect(page.getByText('Flash piece with Rina Sato')).toBeVisible();
  // The time held is the size's: its hour and its price, not the service's.
  const { token } = (await (await page.request.get('/auth/token')).json()) as { token: string };
  const upcoming = (
    await (
      await page.request.get('/v1/appointments?scope=upcoming', {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()
  ).result.items as { priceAmount: number; startsAt: string; endsAt: string }[];
  expect(upcoming).toHaveLength(1);
  expect(upcoming[0]!.priceAmount).toBe(12000);
  expect(Date.parse(upcoming[0]!.endsAt) - Date.parse(upcoming[0]!.startsAt)).toBe(60 * 60_000);
});

test('a drop opens while two customers wait; one gets the one-off, the other sees "Claimed"', async ({
  playwright,
  browser,
}) => {
  test.slow();
  const owner = await signedInApi(playwright, northStarTeam.owner, demoPassword);
  const businesses = (await (await owner.get('/v1/users/me/businesses')).json()).result as {
    businessId: string;
    name: string;
  }[];
  const studio = `/v1/business/${businesses.find((b) => b.name === 'North Star Tattoo')!.businessId}`;
  const shop = (await (await owner.get('/v1/shops/north-star-tattoo')).json()).result;
  const jules = shop.artists.find((a: { artistUrl: string }) => a.artistUrl === 'jules');
  const sheet = (await (await owner.get(`${studio}/flash?artistId=${jules.id}`)).json()).result;
  const oneOff = sheet.designs.find((d: { repeatable: boolean }) => !d.repeatable) as {
    id: string;
    title: string;
  };

  const contexts = await Promise.all(
    [0, 1].map(async () => {
      const context = await browser.newContext({ ...devices['Pixel 7'] });
      await signUpConfirmed(context.request, newCustomer());
      return context;
    }),
  );
  // The drop opens in half a minute: both customers are on its page before it does.
  const created = await owner.post(`${studio}/drops`, {
    artistId: jules.id,
    title: `Last-minute one-off ${Date.now().toString(36)}`,
    opensAt: new Date(Date.now() + 30_000).toISOString(),
    items: [{ designId: oneOff.id, stock: 1 }],
  });
  expect(created.status(), await created.text()).toBe(201);
  const drop = (await created.json()).result as { id: string };
  const customers = await Promise.all(
    contexts.map(async (context) => {
      const page = await context.newPage();
      await page.goto(`/drops/${drop.id}`);
      return { context, page };
    }),
  );
  for (const { page } of customers) {
    await expect(page.getByRole('img', { name: oneOff.title })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('drop-countdown')).toContainText(/In \d/);
  }
  // The page wakes its Claim button at the opening by itself.
  const claims = customers.map(({ page }) => page.getByRole('button', { name: `Claim ${oneOff.title}` }));
  for (const claim of claims) await expect(claim).toBeEnabled({ timeout: 90_000 });
  await Promise.all(claims.map((claim) => claim.click()));

  const stockOf = (page: Page) => page.getByTestId('drop-stock');
  await expect
    .poll(async () => (await Promise.all(customers.map(({ page }) => stockOf(page).textContent()))).sort())
    .toEqual(['Claimed', 'Held for you']);
  const [winner, loser] =
    (await stockOf(customers[0]!.page).textContent()) === 'Held for you'
      ? customers
      : [customers[1]!, customers[0]!];
  await expect(loser!.page.getByRole('alert')).toContainText('Claimed');
  // The winner books the held design first; the loser is offered the artist's waitlist for it.
  const loserPage = loser!.page;

  // The winner books the held design: a size, the artist's real free times, then the deposit.
  await expect(winner!.page.getByRole('timer')).toContainText('Held for you');
  await winner!.page.getByRole('link', { name: /Book Palm/ }).click();
  await expect(winner!.page.getByRole('timer')).toContainText(/Your claim holds the design/, {
    timeout: 30_000,
  });
  await holdATime(winner!.page);

  // Beside "Claimed": the artist's waitlist for this design, joined with the days and times that suit.
  await loserPage.getByRole('link', { name: `Join the waitlist for ${oneOff.title}` }).click();
  await expect(loserPage.getByRole('heading', { level: 1 })).toHaveText(/^Join .*waitlist$/);
  await loserPage.getByRole('combobox', { name: /What would you like/ }).click();
  await loserPage
    .getByRole('option', { name: new RegExp(`^${oneOff.title}, `) })
    .first()
    .click();
  for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])
    await loserPage.getByRole('checkbox', { name: day, exact: true }).check();
  await loserPage.getByRole('checkbox', { name: /^Afternoons/ }).check();
  await loserPage.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(loserPage.getByRole('heading', { level: 1 })).toHaveText('You are on the waitlist');
  for (const { context } of customers) await context.close();
  await owner.context.dispose();
});
