import { designProject } from './support/design.ts';
import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';
import { runJobs } from './support/journey-api.ts';

// Issue 27, design approval on a phone: proof v1 → the customer asks for changes → v2 → the customer
// approves → the appointment page shows the approved design.

test('the customer asks for changes on v1, approves v2, and sees it on their appointment', async ({
  page,
  playwright,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { customer, appointment, projectId, sendVersion } = await designProject(playwright);
  await sendVersion('First sketch: a swallow with a banner');
  await runJobs(page.request);

  const signIn = await page.request.post('/auth/sign-in/email', {
    data: { email: customer.person.email, password: customer.person.password },
  });
  expect(signIn.ok()).toBe(true);
  await page.goto(`/account/projects/${projectId}/design`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your design' })).toBeVisible();
  const v1 = page.getByRole('article', { name: 'Version 1' });
  await expect(v1.getByText('First sketch: a swallow with a banner')).toBeVisible();
  await expect(v1.getByText('Waiting for your answer')).toBeVisible();
  await expectNoA11yViolations(page);

  await v1.getByRole('button', { name: 'Ask for changes' }).click();
  const comment = v1.getByRole('textbox', { name: 'Your comment for the artist' });
  await expect(comment).toBeFocused();
  await v1.getByRole('button', { name: 'Send my comment' }).click();
  await expect(v1.getByText('Say what you would like changed')).toBeVisible();
  await comment.fill('Could the banner read “Mum”?');
  await page.screenshot({ path: 'test-results/design-ask-changes-390.png', fullPage: true });
  await v1.getByRole('button', { name: 'Send my comment' }).click();
  await expect(v1.getByText('Changes asked')).toBeVisible();
  await expect(v1.getByText(/You asked for changes .*: “Could the banner read “Mum”\?”/)).toBeVisible();

  await sendVersion('Banner now reads Mum');
  await page.reload();
  const v2 = page.getByRole('article', { name: 'Version 2' });
  await expect(v2.getByText('Banner now reads Mum')).toBeVisible();
  // Newest first: version 2 above version 1.
  await expect(page.getByRole('article').first()).toHaveAccessibleName('Version 2');
  await v2.getByRole('button', { name: 'Approve version 2' }).click();
  await expect(page.getByText('You approved version 2. It is the design for your sessions.')).toBeVisible();
  await expect(v2.getByText('Approved', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/design-approved-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/design-approved-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });

  // The picture opens at full size and closes with Escape.
  await v2.getByRole('button', { name: /Open Design version 2, picture 1 of 1 at full size/ }).click();
  await expect(page.getByRole('dialog', { name: 'Design version 2, picture 1 of 1' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.goto(`/booking/${appointment.id}`);
  const design = page.getByRole('region', { name: 'Your design' });
  await expect(design.getByText('Approved, version 2')).toBeVisible();
  await expect(design.getByText('Banner now reads Mum')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.screenshot({ path: 'test-results/design-on-appointment-390.png', fullPage: true });
});
