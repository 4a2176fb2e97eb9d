import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';

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
