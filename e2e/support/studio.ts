import { expect, type Page } from '@playwright/test';

/** The demo's team at North Star (apps/api/src/seed/demo-names.ts), all with the demo password. */
export const northStarTeam = {
  owner: 'owner@north-star-tattoo.test',
  frontDesk: 'staff@north-star-tattoo.test',
  jules: 'jules@north-star-tattoo.test',
} as const;
export const demoPassword = 'linework-demo';

/** Signs the page in as one of the team and opens the studio on North Star's day. */
export async function openStudioAs(page: Page, email: string) {
  const signIn = await page.request.post('/auth/sign-in/email', { data: { email, password: demoPassword } });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  await page.goto('/studio');
  await expect(page).toHaveURL(/\/studio\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return { businessId: new URL(page.url()).pathname.split('/')[2]! };
}
