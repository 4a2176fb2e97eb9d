import { expect as baseExpect, test } from './support/fixtures.ts';
import { northStarTeam, openStudioAs } from './support/studio.ts';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

// The studio's Projects at North Star on a desktop: every state with its next step and balance.

test('the owner sees the shop’s projects in each state, the sleeve’s deposit held for its last session', async ({
  page,
}) => {
  const { businessId } = await openStudioAs(page, northStarTeam.owner);
  await page.getByRole('link', { name: 'Projects' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/studio/${businessId}/projects$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  const sleeve = page.getByRole('article', { name: /Forearm sleeve/ });
  // In progress once the phone journey has booked its last session; next session to book before.
  await expect(sleeve).toContainText(/Next session to book|In progress/);
  await expect(sleeve).toContainText('deposit $300 held for session 3');
  for (const state of ['Quoting', 'Awaiting deposit', 'Awaiting approval', 'In progress', 'Complete']) {
    await expect(page.getByRole('article').filter({ hasText: state }).first()).toBeVisible();
  }
  await page.screenshot({ path: 'test-results/studio-projects-desktop.png', fullPage: true });
  await page.getByRole('button', { name: 'Awaiting approval' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
});

test.describe('a project for a returning customer', () => {
  // The too-long healing gap is refused by the API (400) on purpose.
  test.use({ expectedConsoleErrors: [/status of 400 \(Bad Request\)/] });

  test('the owner starts a project for a returning customer, moves its deposit to the last session, finds it in the list and its balance in Money', async ({
    page,
  }) => {
    const { businessId } = await openStudioAs(page, northStarTeam.owner);
    const title = `Back piece ${Date.now().toString(36)}`;
    await page.goto(`/studio/${businessId}/projects`);
    await page.getByRole('link', { name: 'New project' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New project' })).toBeVisible();

    // The demo customer has been to North Star: found by name among the shop's past customers.
    await page.getByRole('combobox', { name: 'Customer' }).fill('Casey');
    await page.getByRole('option', { name: /Casey Rivera/ }).click();
    await page.getByRole('combobox', { name: 'Artist' }).click();
    await page.getByRole('option', { name: 'Jules Moreau' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Placement' }).fill('upper back');
    await page.getByRole('textbox', { name: 'Sessions', exact: true }).fill('3');
    await page.getByRole('textbox', { name: 'Price (USD)' }).fill('1200');
    await page.getByRole('textbox', { name: 'Deposit (USD)' }).fill('200');
    // The shop's defaults are filled in: the deposit counts towards the first session.
    await expect(page.getByRole('combobox', { name: 'The deposit counts towards' })).toHaveText(
      'The first session',
    );
    await page.getByRole('button', { name: 'Create and send the quote' }).click();

    await expect(page).toHaveURL(new RegExp(`/studio/${businessId}/projects/[^/]+$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('The customer accepts the quote.')).toBeVisible();
    const sessions = page.getByRole('table', { name: 'Sessions' });
    await expect(sessions.getByRole('row')).toHaveCount(3);
    await expect(sessions).toContainText(`${title} — session 1 of 3`);

    // The deposit now counts towards the last session.
    await page.getByRole('combobox', { name: 'The deposit counts towards' }).click();
    await page.getByRole('option', { name: 'The last session' }).click();
    await page.getByRole('button', { name: 'Save the project' }).click();
    await expect(page.locator('.Toastify__toast').filter({ hasText: 'The project is saved.' })).toBeVisible();
    const money = page.getByRole('table', { name: 'What is paid and due' });
    await expect(money).toContainText('Deposit (counts towards the last session)$200');
    await expect(money).toContainText('Still due on the quote$1,200');
    await page.screenshot({ path: 'test-results/studio-project-desktop.png', fullPage: true });

    // A wrong field says what is wrong, and nothing is saved.
    await page.getByRole('textbox', { name: 'Healing gap (days)' }).fill('400');
    await page.getByRole('button', { name: 'Save the project' }).click();
    await expect(page.getByText('The healing gap is 365 days at most')).toBeVisible();
    await page.getByRole('button', { name: 'Undo changes' }).click();

    await page.getByRole('link', { name: 'All projects' }).click();
    await page.getByRole('button', { name: 'Quoting' }).click();
    const card = page.getByRole('article', { name: `${title} for Casey Rivera` });
    await expect(card).toContainText('Quoting');
    await expect(card).toContainText('next step: The customer accepts the quote.');

    await page.getByRole('link', { name: 'Money' }).first().click();
    const row = page
      .getByRole('region', { name: 'Project balances' })
      .getByRole('row')
      .filter({ hasText: title });
    await expect(row).toContainText('Casey Rivera');
    // Quote $1,200, nothing paid, no credit held, $1,200 due.
    await expect(row.getByRole('cell')).toHaveText(['$1,200', '$0', '$0', '$1,200']);
  });
});
