import { chooseDayFromEnd, expect, newCustomer, test } from './support/fixtures.ts';
import { signUpConfirmed } from './support/identity.ts';

// Pages that say what is true now, on a phone: a booking without a deposit never mentions one, and a
// refunded deposit's receipt gives the reason it was refunded.

test('a booking without a deposit lands on "You\'re booked" without "after your deposit"', async ({
  page,
}) => {
  test.slow();
  await signUpConfirmed(page.request, newCustomer());
  await page.goto('/booking?shop=black-harbor-ink');
  await page
    .getByRole('region', { name: 'Artist' })
    .getByRole('button', { name: /Isla Fenwick/ })
    .click();
  await page
    .getByRole('region', { name: 'Service' })
    .getByRole('button', { name: /Touch-up/ })
    .click();
  await chooseDayFromEnd(page, 1);
  await page.getByRole('group', { name: 'Times' }).getByRole('button').first().click();
  await page.getByRole('button', { name: 'Book this time' }).click();
  await expect(page).toHaveURL(/\/booking\/[A-Za-z0-9_-]{22}\/booked$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're booked");
  const balance = page.getByTestId('balance-info');
  await expect(balance).toContainText('Left to pay: £40. Nothing to do now');
  await expect(balance).not.toContainText('deposit');
});

test('the receipt of a deposit refunded after a cancellation in time says so', async ({ page }) => {
  const signIn = await page.request.post('/auth/sign-in/email', {
    data: { email: 'customer@linework.test', password: 'linework-demo' },
  });
  expect(signIn.ok()).toBe(true);
  const { token } = await (await page.request.get('/auth/token')).json();
  const mine = await page.request.get('/v1/payments', { headers: { authorization: `Bearer ${token}` } });
  const refunded = ((await mine.json()).result.items as { paymentId: string; refundedAmount: number }[]).find(
    (p) => p.refundedAmount > 0,
  );
  expect(refunded, 'the demo customer’s refunded deposit').toBeDefined();
  await page.goto(`/receipt/${refunded!.paymentId}`);
  await expect(page.getByText(/Refunded .+: Cancelled in time by the customer/)).toBeVisible();
  await expect(page.getByText(/within the notice period/)).toHaveCount(0);
});

test('the appointment tabs show "Upcoming" whole on a phone', async ({ page }) => {
  await signUpConfirmed(page.request, newCustomer());
  await page.goto('/account/appointments');
  const tabs = page.getByRole('tablist', { name: 'Which appointments' });
  for (const name of ['Upcoming', 'Requests', 'Past', 'Cancelled']) {
    const tab = tabs.getByRole('tab', { name });
    const shown = await tab.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const visible = el.closest('.MuiTabs-scroller')!.getBoundingClientRect();
      return box.left >= visible.left - 0.5 && box.right <= visible.right + 0.5;
    });
    expect(shown, `${name} whole in view`).toBe(true);
  }
});
