import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect as baseExpect, closeToasts, expectNoA11yViolations, test } from './support/fixtures.ts';
import { northStarTeam, openStudioAs } from './support/studio.ts';

// The studio's pages make several calls each; on a busy machine they take longer than the default.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

// The front desk's waivers and door at North Star, on a desktop.

/** Signs in as the front desk and opens "Waivers and the door" from the studio's menu. */
async function openWaivers(page: Page) {
  const opened = await openStudioAs(page, northStarTeam.frontDesk);
  await page
    .getByRole('navigation', { name: 'Studio' })
    .getByRole('link', { name: 'Waivers and the door' })
    .click();
  return opened;
}

test('the front desk writes a new waiver version and sees it as the customer will', async ({ page }) => {
  const { businessId } = await openWaivers(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Waivers and the door');
  expect(new URL(page.url()).pathname).toBe(`/studio/${businessId}/waivers`);
  const waiver = page.getByRole('region', { name: 'The waiver' });
  await expect(waiver).toContainText('Version 1:');
  await closeToasts(page);
  await expectNoA11yViolations(page);

  await waiver.getByRole('button', { name: 'Write a new version' }).click();
  const form = waiver.getByRole('form', { name: 'New version' });
  await form.getByLabel('Title').fill('North Star consent, spring edition');
  await form
    .getByLabel('Section 1 text')
    .fill('A tattoo is permanent. Tell us about any allergy before we start.');
  await form.getByRole('button', { name: 'Save as version 2' }).click();
  await expect(waiver).toContainText('Version 2: North Star consent, spring edition');
  await expect(waiver.getByRole('heading', { name: 'Earlier versions' })).toBeVisible();
  await waiver.getByRole('button', { name: /Version 1:/ }).click();

  const preview = waiver.getByRole('region', { name: 'Preview as the customer sees it' });
  await expect(preview.getByText('North Star consent, spring edition')).toBeVisible();
  await expect(preview.getByText('Tell us about any allergy before we start.')).toBeVisible();
  await closeToasts(page);
  await expectNoA11yViolations(page);
});

test('the front desk starts a signing session for today’s demo appointment and hands the device over', async ({
  page,
}) => {
  await openWaivers(page);
  const today = page.getByRole('list', { name: 'Today’s appointments' });
  const first = today.getByRole('listitem').filter({ hasText: 'code NSTAR2' });
  await first.getByRole('button', { name: /^Start signing/ }).click();
  await expect(first).toContainText('The signing session is ready.');
  await expect(first).toContainText('/shop/north-star-tattoo/waiver-session/');
  await closeToasts(page);
  await expectNoA11yViolations(page);
  await first.getByRole('link', { name: 'Hand this device to the customer' }).click();
  await expect(page).toHaveURL(/\/shop\/north-star-tattoo\/waiver-session\/[A-Za-z0-9_-]{22}$/);
});

test('the front desk adds a walk-in and finds the door’s full-screen check-in', async ({ page }) => {
  await openWaivers(page);
  const walkIns = page.getByRole('region', { name: 'Walk-ins today' });
  const add = walkIns.getByRole('form', { name: 'Add a walk-in' });
  await add.getByLabel('Name').fill('Robin Walker');
  await add.getByLabel('Note (optional)').fill('Wants a small flash piece');
  await add.getByRole('button', { name: 'Add walk-in' }).click();
  await expect(walkIns.getByRole('list', { name: 'Walk-ins' })).toContainText('Robin Walker');

  const door = page.getByRole('region', { name: 'The door' });
  await expect(door).toContainText('press Esc');
  await door.getByRole('button', { name: 'Open the check-in screen full screen' }).click();
  await expect(page).toHaveURL(/\/shop\/north-star-tattoo\/check-in$/);
});

test('the front desk finds a signed waiver by name, downloads its PDF and checks it is what was signed', async ({
  page,
}) => {
  await openWaivers(page);
  // The demo week's customers signed at the door before their visits.
  const signed = page.getByRole('region', { name: 'Signed waivers' });
  await signed.getByRole('search').getByLabel('Name').fill('maya');
  const found = signed.getByRole('list', { name: 'Signed waivers found' });
  await expect(found.getByRole('listitem')).not.toHaveCount(0);
  await expect(found.getByRole('listitem').filter({ hasNotText: 'Maya Chen' })).toHaveCount(0);
  const maya = found.getByRole('listitem').first();
  await expect(maya).toContainText(/Signed .+ · version 1/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    maya.getByRole('button', { name: 'PDF of Maya Chen’s waiver' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^waiver-.+\.pdf$/);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  await maya.getByRole('button', { name: 'Verify Maya Chen’s waiver' }).click();
  await expect(maya).toContainText(
    /^.*Intact: the record, its images and its PDF are exactly what was signed/,
  );
  await closeToasts(page);
  await expectNoA11yViolations(page);

  await signed.getByRole('search').getByLabel('Name').fill('nobody by this name');
  await expect(signed.getByText('No signed waiver matches.')).toBeVisible();
});
