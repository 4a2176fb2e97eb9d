import type { Page, PlaywrightWorkerArgs } from '@playwright/test';
import { type Screen, walk, widths } from './support/every-screen.ts';
import { expect, test, waitForMail } from './support/fixtures.ts';
import { runJobs } from './support/journey-api.ts';
import { demoPassword, northStarTeam } from './support/studio.ts';
import { requestForJules } from './support/studio-requests.ts';

// Every studio screen at 390 and 1280 px (support/every-screen.ts says what is checked).

/** North Star's studio as its owner sees it, with a request and a customer's message waiting. */
async function studioScreens(page: Page, playwright: PlaywrightWorkerArgs['playwright']) {
  const { businessId, requestId, customer } = await requestForJules(playwright, 'Sam Rivera');
  const chat = await customer.post('/v1/conversations', { shopUrl: 'north-star-tattoo' });
  const conversation = (await chat.json()).result as { id: string };
  const sent = await customer.post(`/v1/conversations/${conversation.id}/messages`, {
    clientMessageId: crypto.randomUUID(),
    body: 'Is Saturday free?',
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  await customer.context.dispose();
  const owner = await page.request.post('/auth/sign-in/email', {
    data: { email: northStarTeam.owner, password: demoPassword },
  });
  expect(owner.ok()).toBe(true);
  const studio = `/studio/${businessId}`;
  // The shop's tablet handed to a walk-in to sign, and the emailed link onto the team.
  const { token } = (await (await page.request.get('/auth/token')).json()) as { token: string };
  const asOwner = { authorization: `Bearer ${token}` };
  const signing = await page.request.post(`/v1/business/${businessId}/waiver-sessions`, {
    headers: asOwner,
    data: { email: 'walk-in@example.test', legalName: 'Robin Walker' },
  });
  expect(signing.ok(), await signing.text()).toBe(true);
  const waiverSession = new URL((await signing.json()).result.url).pathname;
  const invitee = `invitee-${Date.now().toString(36)}@example.test`;
  const invited = await page.request.post(`/v1/business/${businessId}/invitations`, {
    headers: asOwner,
    data: { email: invitee, role: 'staff' },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  await runJobs(page.request);
  const mail = await waitForMail(page, invitee, /^Join North Star Tattoo/);
  const invitation = new URL(mail.text.match(/http:\/\/\S+\/invitations\/[A-Za-z0-9_-]+/)![0]).pathname;
  const shopProjects = (await (
    await page.request.get(`/v1/business/${businessId}/projects`, { headers: asOwner })
  ).json()) as { result: { id: string; title: string }[] };
  const sleeveId = shopProjects.result.find((p) => p.title === 'Forearm sleeve')!.id;
  const screens: Screen[] = [
    { name: 'studio today', path: studio },
    { name: 'studio calendar', path: `${studio}/calendar` },
    { name: 'studio requests', path: `${studio}/requests` },
    { name: 'studio request', path: `${studio}/requests/${requestId}` },
    { name: 'studio hours', path: `${studio}/hours` },
    {
      name: 'studio catalogue',
      path: `${studio}/catalogue`,
      toast: async (p) => {
        await p.getByRole('button', { name: 'Save profile' }).click();
        return p.locator('.Toastify__toast').filter({ hasText: 'The shop profile is saved.' });
      },
    },
    { name: 'studio money', path: `${studio}/money` },
    { name: 'studio waivers', path: `${studio}/waivers` },
    { name: 'studio followers', path: `${studio}/followers` },
    { name: 'studio reviews', path: `${studio}/reviews` },
    { name: 'studio waitlist', path: `${studio}/waitlist` },
    { name: 'studio notices', path: `${studio}/notices` },
    { name: 'studio inbox', path: `${studio}/inbox` },
    { name: 'studio conversation', path: `${studio}/inbox/${conversation.id}` },
    { name: 'shop chat', path: `/chat/shop/${businessId}` },
    { name: 'shop conversation', path: `/chat/shop/${businessId}/${conversation.id}` },
    { name: 'studio projects', path: `${studio}/projects` },
    { name: 'studio flash and books', path: `${studio}/flash` },
    { name: 'studio project', path: `${studio}/projects/${sleeveId}` },
    { name: 'studio new project', path: `${studio}/projects/new` },
    { name: 'studio project design', path: `${studio}/projects/${sleeveId}/design` },
    { name: 'studio new shop', path: '/studio/new' },
    { name: 'waiver session', path: waiverSession },
    { name: 'team invitation', path: invitation },
  ];
  return screens;
}

for (const viewport of widths) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test(`every studio screen passes axe${viewport.width === 390 ? ' and reflows at 200 % text' : ''}`, async ({
      page,
      playwright,
    }) => {
      test.setTimeout(300_000);
      await walk(page, await studioScreens(page, playwright), viewport.width);
    });
  });
}
