import { expect as baseExpect, test } from './support/fixtures.ts';
import { demoPassword } from './support/studio.ts';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

// The demo customer's sleeve on a phone: two sessions done, the deposit held for the last, and the
// next session booked from the project page at one of the artist's real free times after healing.

test('the demo customer books the last session of their sleeve from the project page', async ({ page }) => {
  const signIn = await page.request.post('/auth/sign-in/email', {
    data: { email: 'customer@linework.test', password: demoPassword },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Projects' }).click();
  await expect(page).toHaveURL(/\/account\/projects$/);
  await page.getByRole('article', { name: 'Forearm sleeve' }).getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Forearm sleeve' })).toBeVisible();
  await expect(page.getByText('Next session to book')).toBeVisible();
  const sessions = page.getByRole('region', { name: 'Sessions' });
  await expect(sessions.getByRole('article')).toHaveCount(3);
  await expect(sessions.getByRole('article', { name: /session 3 of 3/ })).toContainText('To book');
  await expect(sessions.getByRole('article', { name: /session 3 of 3/ })).toContainText(
    'deposit of $300 credited',
  );
  await expect(page.getByRole('region', { name: 'Money' })).toContainText('counts towards session 3');
  // The design the artist shared, approved on its second version, is on the same page.
  await expect(page.getByRole('region', { name: 'Design' })).toContainText(
    'You approved version 2. It is the design for your sessions.',
  );
  await page.screenshot({ path: 'test-results/project-phone.png', fullPage: true });

  const book = page.getByRole('region', { name: 'Book the next session' });
  await book
    .getByRole('button', { name: /^Book session 3/ })
    .first()
    .click();
  await expect(sessions.getByRole('article', { name: /session 3 of 3/ })).toContainText('Booked');
  await expect(page.getByText('In progress')).toBeVisible();
});
