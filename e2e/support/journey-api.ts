import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { expect, waitForMail } from './fixtures.ts';
import { signUpConfirmed } from './identity.ts';

/** Runs the background jobs now: the journey server has no timer-driven worker. */
export async function runJobs(request: APIRequestContext) {
  const res = await request.post('/dev/jobs/run');
  if (!res.ok()) throw new Error(`jobs failed: ${res.status()}`);
}

/** An API client signed in as someone, in a context of its own (the page stays signed out). */
export async function signedInApi(
  playwright: PlaywrightWorkerArgs['playwright'],
  email: string,
  password: string,
) {
  const context = await playwright.request.newContext({ baseURL });
  const signIn = await context.post('/auth/sign-in/email', { data: { email, password } });
  if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()}`);
  const { token } = (await (await context.get('/auth/token')).json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, 'x-client-source': 'customer-web' };
  return {
    context,
    get: (path: string) => context.get(path, { headers }),
    post: (path: string, data: unknown) => context.post(path, { headers, data }),
  };
}

/**
 * A new customer (signed up, then signed out) whose visit to Mara the shop has marked completed,
 * and the review link their email brought them.
 */
export async function reviewLinkAfterVisitToMara(
  page: Page,
  person: { email: string; password: string; firstName: string; lastName: string },
) {
  await signUpConfirmed(page.request, person);
  const { token } = await (await page.request.get('/auth/token')).json();
  await page.request.get('/v1/users/me', { headers: { authorization: `Bearer ${token}` } });
  await page.request.post('/auth/sign-out', { data: {} });
  const visit = await page.request.post('/dev/completed-visits', {
    data: { customerEmail: person.email, artistUrlPath: 'mara-vale' },
  });
  expect(visit.ok()).toBe(true);
  await runJobs(page.request);
  const mail = await waitForMail(page, person.email, /How was your tattoo with Mara Vale\?/);
  return mail.text.match(/http:\/\/\S+\/review\/[A-Za-z0-9_-]+/)![0];
}
