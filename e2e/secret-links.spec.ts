import { expect, test, waitForMail } from './support/fixtures.ts';
import { runJobs, signedInApi } from './support/journey-api.ts';
import { demoPassword, northStarTeam, openStudioAs } from './support/studio.ts';

// The links whose address is itself the key — the check-in QR code and a team invitation — opened as
// people open them. Besides what they show, they put those addresses in the product's log, which
// `npm test` then reads for secrets (scripts/log-secrets.mjs): the address must be there, scrubbed.

test('the QR code of today’s appointment opens the door’s screen on the customer, and leaves no pass in the address bar', async ({
  page,
  playwright,
}) => {
  const customer = await signedInApi(playwright, 'customer@linework.test', demoPassword);
  const list = await customer.get('/v1/appointments?scope=upcoming');
  expect(list.status(), await list.text()).toBe(200);
  const appointments = (await list.json()).result.items as { id: string; confirmationCode: string }[];
  const today = appointments.find((a) => a.confirmationCode === 'NSTAR2');
  expect(today, 'the demo customer’s appointment today').toBeDefined();
  const arrival = (await (await customer.get(`/v1/appointments/${today!.id}/arrival`)).json()).result;
  const qrLink = new URL(arrival.checkIn.url as string);
  expect(qrLink.searchParams.get('pass')).toBeTruthy();

  await page.goto(qrLink.pathname + qrLink.search);
  // Another journey may have checked Casey in already; either way the pass found them.
  await expect(page.getByRole('heading', { name: /^(Hi Casey!|Welcome back, Casey)$/ })).toBeVisible();
  await expect(page).toHaveURL(/\/shop\/north-star-tattoo\/check-in$/);
  await customer.context.dispose();
});

test('a team invitation’s emailed link opens the invitation for the person invited', async ({ page }) => {
  const { businessId } = await openStudioAs(page, northStarTeam.owner);
  const email = `door.${Date.now().toString(36)}@example.test`;
  const { token } = (await (await page.request.get('/auth/token')).json()) as { token: string };
  const invited = await page.request.post(`/v1/business/${businessId}/invitations`, {
    headers: { authorization: `Bearer ${token}` },
    data: { email, role: 'staff' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  await runJobs(page.request);
  const mail = await waitForMail(page, email, /Join North Star Tattoo/);
  const link = new URL(mail.text.match(/http:\/\/\S+\/invitations\/[A-Za-z0-9_%-]+/)![0]);

  await page.request.post('/auth/sign-out', { data: {} });
  await page.goto(link.pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Join a shop’s team' })).toBeVisible();
  await expect(
    page.getByText(`North Star Tattoo invited ${email} to its team on Linework, as front desk.`),
  ).toBeVisible();
  await expect(page.getByText(`Sign in or create an account with ${email} to join.`)).toBeVisible();
});
