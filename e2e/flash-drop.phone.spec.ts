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
  await expect(page.getByText(/Mandala \(Palm\), flash/).first()).toBeVisible();
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
  // The drop opens in a minute: both customers are on its page before it does.
  const created = await owner.post(`${studio}/drops`, {
    artistId: jules.id,
    title: `Last-minute one-off ${Date.now().toString(36)}`,
    opensAt: new Date(Date.now() + 60_000).toISOString(),
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
  // The waitlist (h29w) is offered here, beside "Claimed".
  await expect(loser!.page.locator('[data-slot="drop-waitlist"]')).toBeVisible();

  // The winner books the held design: a size, the artist's real free times, then the deposit.
  await expect(winner!.page.getByRole('timer')).toContainText('Held for you');
  await winner!.page.getByRole('link', { name: /Book Palm/ }).click();
  await expect(winner!.page.getByRole('timer')).toContainText(/Your claim holds the design/, {
    timeout: 30_000,
  });
  await holdATime(winner!.page);
  for (const { context } of customers) await context.close();
  await owner.context.dispose();
});
