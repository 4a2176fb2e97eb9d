import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';
import { signedInApi } from './support/journey-api.ts';
import { demoPassword, northStarTeam, openStudioAs } from './support/studio.ts';

test('the studio inbox shows a conversation with the customer’s appointment beside it', async ({
  page,
  playwright,
}) => {
  test.slow();
  const question = `Is there parking near the shop? (${Date.now()})`;
  // The demo customer, who has appointments at North Star, writes to the shop.
  const customer = await signedInApi(playwright, 'customer@linework.test', demoPassword);
  const started = await customer.post('/v1/conversations', { shopUrl: 'north-star-tattoo' });
  expect(started.ok()).toBe(true);
  const conversation = (await started.json()).result as {
    id: string;
    customer: { firstName: string; lastName: string };
  };
  const sent = await customer.post(`/v1/conversations/${conversation.id}/messages`, {
    clientMessageId: `inbox-${Date.now()}`,
    body: question,
  });
  expect(sent.ok()).toBe(true);
  await customer.context.dispose();
  const name = `${conversation.customer.firstName} ${conversation.customer.lastName}`;

  const { businessId } = await openStudioAs(page, northStarTeam.owner);
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Inbox' }).click();
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('link', { name: new RegExp(name) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/studio/${businessId}/inbox/${conversation.id}$`));
  await expect(page.getByTestId('message-body').filter({ hasText: question })).toBeVisible();

  // Beside it: the customer's appointment, with its service, artist, time and state.
  const aside = page.getByRole('complementary', { name: 'Appointment and requests' });
  const appointment = aside.getByRole('region', { name: 'Appointment' });
  await expect(appointment).toBeVisible();
  await expect(appointment.getByText(/^with /)).toBeVisible();
  await expect(appointment.getByText(/\d{1,2}:\d{2}/)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('studio-inbox.png'), fullPage: true });

  // The reply goes out from the studio.
  await page.getByRole('textbox', { name: 'Message' }).fill('Yes, on the street behind us.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByTestId('message-body').filter({ hasText: 'Yes, on the street behind us.' }),
  ).toHaveCount(1);
});
