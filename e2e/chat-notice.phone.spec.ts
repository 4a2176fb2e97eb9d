import { expect, expectNoA11yViolations, greenPicture, newCustomer, test } from './support/fixtures.ts';
import { signUpConfirmed } from './support/identity.ts';
import { signedInApi } from './support/journey-api.ts';
import { demoPassword, northStarTeam } from './support/studio.ts';

test('a picture is previewed before it is sent, and a reply on another page shows a toast and the badge', async ({
  page,
  playwright,
}) => {
  // Two browsers' worth of work (sign-up, upload, the stream) on a shared machine.
  test.slow();
  const person = newCustomer();
  await signUpConfirmed(page.request, person);
  await page.goto('/chat?shop=north-star-tattoo');
  await expect(page).toHaveURL(/\/chat\/[A-Za-z0-9_-]{22}$/);
  const conversationId = new URL(page.url()).pathname.split('/')[2]!;

  // Choose → preview with Remove → choose again → Send.
  const attach = page.getByTestId('attach-input');
  await attach.setInputFiles({ name: 'fern.png', mimeType: 'image/png', buffer: greenPicture });
  const previews = page.getByRole('list', { name: 'Pictures to send' });
  await expect(previews.getByRole('img', { name: 'Picture 1 to send' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '1 picture ready' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Remove picture 1' }).click();
  await expect(previews).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeFocused();
  await attach.setInputFiles({ name: 'fern.png', mimeType: 'image/png', buffer: greenPicture });
  await page.getByRole('textbox', { name: 'Message' }).fill('Could you do this fern?');
  // What the conversation's log (a live region) is given to announce: one's own message once.
  await page.evaluate(() => {
    const added: string[] = [];
    (window as unknown as { added: string[] }).added = added;
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of Array.from(change.addedNodes)) added.push(node.textContent ?? '');
    }).observe(document.querySelector('[role=log]')!, { childList: true, subtree: true });
  });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(previews).toBeHidden();
  const sent = page.getByTestId('message').filter({ hasText: 'Could you do this fern?' });
  await expect(sent.getByRole('button', { name: /Open Picture 1 from/ })).toBeVisible();
  await expect(sent.locator('[data-delivery="pending"]')).toHaveCount(0);
  const announced = await page.evaluate(() => (window as unknown as { added: string[] }).added);
  expect(announced.filter((text) => text.includes('Could you do this fern?'))).toHaveLength(1);
  // The newest message is in view, above the composer, once its picture is in.
  await expect(sent).toBeInViewport();
  // With the keyboard open (a short screen) the composer stays pinned in view, whatever scrolls.
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: size.width, height: 460 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Send' })).toBeInViewport({ ratio: 1 });
  await page.setViewportSize(size);

  // The customer goes elsewhere in the app (the static public pages open no live stream); the shop answers.
  const streamOpen = page.waitForResponse((r) => r.url().includes('/v1/events/stream'));
  await page.goto('/account/appointments');
  await expect(page.getByRole('link', { name: /^Messages/ })).toBeVisible();
  const staff = await signedInApi(playwright, northStarTeam.frontDesk, demoPassword);
  const businesses = (await (await staff.get('/v1/users/me/businesses')).json()).result as {
    businessId: string;
    name: string;
  }[];
  const northStar = businesses.find((b) => b.name === 'North Star Tattoo')!;
  // The stream is up (its answer has begun): the toast comes from it, not from a reload or a poll.
  await streamOpen;
  const reply = await staff.post(
    `/v1/business/${northStar.businessId}/conversations/${conversationId}/messages`,
    {
      clientMessageId: `reply-${Date.now()}`,
      body: 'Yes, send us the size too.',
    },
  );
  expect(reply.status()).toBe(201);

  await expect(page.getByRole('link', { name: 'Messages 1 unread' })).toBeVisible();
  // The toast closes by itself after a few seconds: follow its link at once.
  const notice = page.getByRole('link', { name: 'New message from North Star Tattoo' });
  await expect(notice).toBeVisible();
  await notice.click();
  await expect(page).toHaveURL(new RegExp(`/chat/${conversationId}$`));
  await expect(
    page.getByTestId('message-body').filter({ hasText: 'Yes, send us the size too.' }),
  ).toBeVisible();
  // Read on screen: the badge empties without a reload.
  await expect(page.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
  await staff.context.dispose();
});
