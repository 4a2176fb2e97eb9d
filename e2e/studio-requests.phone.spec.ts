import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';
import { northStarTeam, openStudioAs } from './support/studio.ts';
import { requestForJules } from './support/studio-requests.ts';

test('Jules opens the requests for them on a phone and sees the picker of their own free times', async ({
  page,
  playwright,
}) => {
  test.slow();
  const name = `Sasha ${Date.now().toString(36).slice(-5)}`;
  await requestForJules(playwright, name);

  await openStudioAs(page, northStarTeam.jules);
  await page.getByRole('button', { name: 'Open the studio menu' }).click();
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Requests' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
  await expect(page.getByText('Tattoo requests for you')).toBeVisible();
  const card = page.getByRole('link', { name: new RegExp(name) });
  await expect(card).toContainText('New');
  await expectNoA11yViolations(page);

  await card.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Request from ${name}`);
  // The customer's email is a finger-sized target (WCAG 2.5.8: at least 24 px).
  const email = page.getByRole('link', { name: /@/ }).first();
  expect((await email.boundingBox())!.height).toBeGreaterThanOrEqual(24);
  const offer = page.getByRole('form', { name: 'Offer times' });
  // An artist offers only their own times.
  await expect(offer.getByRole('combobox', { name: 'Artist' })).toHaveText('Jules Moreau');
  await expect(offer.getByRole('combobox', { name: 'Artist' })).toHaveAttribute('aria-disabled', 'true');
  await expect(
    offer
      .getByRole('group', { name: /^Free times on / })
      .getByRole('button')
      .first(),
  ).toBeVisible();
  await expectNoA11yViolations(page);
});
