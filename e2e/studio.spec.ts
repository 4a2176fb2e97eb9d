import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';
import { northStarTeam, openStudioAs } from './support/studio.ts';

const menu = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Studio' });

test('the owner’s studio offers every section; the front desk’s has no shop editing; an artist’s no money', async ({
  page,
}) => {
  await openStudioAs(page, northStarTeam.owner);
  await expect(menu(page).getByRole('link')).toHaveText([
    'Today',
    'Calendar',
    'Requests',
    'Projects',
    'Flash and books',
    'Waitlist',
    'Inbox',
    /^Notices/,
    'Hours and booking',
    'Shop and services',
    'Money',
    'Waivers and the door',
    'Followers',
    'Reviews',
  ]);
  await expect(page.getByText('Owner', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.context().clearCookies();
  const { businessId } = await openStudioAs(page, northStarTeam.frontDesk);
  await expect(menu(page).getByRole('link', { name: 'Money' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Shop and services' })).toHaveCount(0);
  // A section the role does not have is not found, like a business one is not on the team of.
  await page.goto(`/studio/${businessId}/catalogue`);
  await expect(page.getByRole('heading', { name: 'We could not find this page' })).toBeVisible();

  await page.context().clearCookies();
  await openStudioAs(page, northStarTeam.jules);
  await expect(page.getByText('Artist', { exact: true })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Money' })).toHaveCount(0);
});

test('someone on no team is offered to start a shop, and a business they are not on is not found', async ({
  page,
}) => {
  const { businessId } = await openStudioAs(page, northStarTeam.owner);
  await page.context().clearCookies();
  const signUp = await page.request.post('/auth/sign-in/email', {
    data: { email: 'customer@linework.test', password: 'linework-demo' },
  });
  expect(signUp.ok()).toBe(true);
  await page.goto('/studio');
  await expect(page.getByText('You are not on a shop’s team yet', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start a new shop' })).toBeVisible();
  await page.goto(`/studio/${businessId}`);
  await expect(page.getByRole('heading', { name: 'We could not find this business' })).toBeVisible();
});
