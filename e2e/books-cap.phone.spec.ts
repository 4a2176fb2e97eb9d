import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';
import { signedInApi } from './support/journey-api.ts';
import { demoPassword, northStarTeam } from './support/studio.ts';

// Books open with a cap (issue 29): Lena takes two requests; once they are in, the next customer
// finds her books closed, and the one who sent a request sees their place.

test('a capped books-open window fills with requests and closes: the next customer sees it full', async ({
  page,
  playwright,
}) => {
  test.slow();
  const owner = await signedInApi(playwright, northStarTeam.owner, demoPassword);
  const shop = (await (await owner.get('/v1/shops/north-star-tattoo')).json()).result as {
    id: string;
    artists: { id: string; artistUrl: string }[];
  };
  const lena = shop.artists.find((a) => a.artistUrl === 'lena')!;
  const opened = await owner.post(`/v1/business/${shop.id}/books-windows`, {
    artistId: lena.id,
    opensAt: new Date(Date.now() - 60_000).toISOString(),
    closesAt: new Date(Date.now() + 24 * 3600_000).toISOString(),
    cap: 2,
  });
  expect(opened.status(), await opened.text()).toBe(201);
  const windowId = ((await opened.json()).result as { id: string }).id;
  try {
    // Before it fills, the form says how many places are left.
    const signIn = await page.request.post('/auth/sign-in/email', {
      data: { email: 'customer@linework.test', password: demoPassword },
    });
    expect(signIn.ok()).toBe(true);
    await page.goto(`/shop/north-star-tattoo/request?artist=${lena.id}`);
    await expect(
      page.getByRole('status').filter({ hasText: /Books open until .* — 2 places left/ }),
    ).toBeVisible();

    const customer = await signedInApi(playwright, 'customer@linework.test', demoPassword);
    const send = () =>
      customer.post('/v1/shops/north-star-tattoo/requests', {
        idea: 'A fine line moth on the sternum, soft shading on the wings',
        placement: 'chest',
        size: { unit: 'cm', widthCm: 8, heightCm: 6 },
        style: 'Fine line',
        colour: 'black_and_grey',
        budgetMinAmount: 20000,
        budgetMaxAmount: 30000,
        preferredArtistId: lena.id,
        contactName: 'Casey Demo',
        contactEmail: 'customer@linework.test',
        adultConfirmed: true,
      });
    const first = await send();
    expect(first.status(), await first.text()).toBe(201);
    const second = await send();
    expect(second.status(), await second.text()).toBe(201);
    const third = await send();
    expect(third.status()).toBe(409);
    expect((await third.json()).error.code).toBe('BOOKS_FULL');

    // The one who sent the second sees their place.
    const { id } = (await second.json()).result as { id: string };
    await page.goto(`/shop/north-star-tattoo/request?request=${id}`);
    await expect(page.getByText(/You are 2 of 2/)).toBeVisible();

    // The next customer finds the books closed.
    await page.goto(`/shop/north-star-tattoo/request?artist=${lena.id}`);
    await expect(page.getByRole('status').filter({ hasText: 'Books closed: full' })).toBeVisible();
    await expectNoA11yViolations(page);
  } finally {
    // Lena's books as the demo has them again: the project journeys send her requests too.
    const closed = await owner.post(`/v1/business/${shop.id}/books-windows/${windowId}/close`, {});
    expect(closed.ok(), await closed.text()).toBe(true);
  }
});
