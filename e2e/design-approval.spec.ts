import { designProject } from './support/design.ts';
import { expect, expectNoA11yViolations, greenPicture, test } from './support/fixtures.ts';
import { northStarTeam, nyDate, openStudioAs } from './support/studio.ts';

// Issue 27, design approval in the studio on a desktop: the owner sends a version with a picture and a
// note, reads the customer's answer, and sees the approved design on the session in the day view.

test('the owner sends a design, reads the answer, and sees the approved design in the day', async ({
  page,
  playwright,
}) => {
  const { customer, appointment, projectId } = await designProject(playwright);
  const { businessId } = await openStudioAs(page, northStarTeam.owner);
  await page.goto(`/studio/${businessId}/projects/${projectId}/design`);
  await expect(page.getByRole('heading', { level: 1, name: 'Swallow on the forearm' })).toBeVisible();
  await expect(page.getByText('No version sent yet.')).toBeVisible();

  const form = page.getByRole('form', { name: 'Send version 1' });
  await form.getByRole('button', { name: 'Send to the customer' }).click();
  await expect(form.getByText('Add at least one picture of the design')).toBeVisible();
  await form.getByLabel('Pictures of the design').setInputFiles({
    name: 'swallow.png',
    mimeType: 'image/png',
    buffer: greenPicture,
  });
  await expect(form.getByRole('list', { name: 'New version 1' }).getByRole('listitem')).toHaveCount(1);
  await form.getByRole('textbox', { name: 'Note for the customer' }).fill('A swallow, banner to come');
  await form.getByRole('button', { name: 'Send to the customer' }).click();
  const v1 = page.getByRole('article', { name: 'Version 1' });
  await expect(v1.getByText('Waiting for the customer')).toBeVisible();
  await expect(v1.getByText('A swallow, banner to come')).toBeVisible();
  await expectNoA11yViolations(page);

  // The customer approves it (their side is the phone journey's).
  const token = (await (await customer.context.get('/auth/token')).json()).token as string;
  const design = (
    await (
      await customer.context.get(`/v1/projects/${projectId}/proofs`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()
  ).result;
  const approved = await customer.context.post(
    `/v1/projects/${projectId}/proofs/${design.proofs[0].id}/decision`,
    {
      headers: { authorization: `Bearer ${token}` },
      data: { decision: 'approved' },
    },
  );
  expect(approved.ok(), await approved.text()).toBe(true);
  await page.reload();
  await expect(
    page.getByRole('article', { name: 'Version 1' }).getByText('Approved', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText(`${customer.name} approved it`)).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/design-studio-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/design-studio-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto(`/studio/${businessId}?date=${nyDate(appointment.startsAt)}`);
  const card = page.getByRole('article', { name: customer.name });
  await expect(card.getByText('Design approved v1')).toBeVisible();
  await page.screenshot({ path: 'test-results/design-day-1280.png', fullPage: true });
});
