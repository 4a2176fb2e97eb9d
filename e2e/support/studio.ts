import type { APIRequestContext, Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { expect, newCustomer } from './fixtures.ts';
import { signUpConfirmed } from './identity.ts';

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

const zone = 'America/New_York';
/** The day an instant falls on at North Star, as YYYY-MM-DD. */
export const nyDate = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(iso));

/**
 * A customer of their own, signed in through a request context apart from the page's, who books
 * flash pieces with one North Star artist. Journeys that may run at once book different artists,
 * so neither takes the free time the other is about to choose.
 */
export async function customerApi(
  playwright: { request: { newContext(o: object): Promise<APIRequestContext> } },
  artistUrl: 'dex' | 'rina',
) {
  const person = newCustomer();
  const context = await playwright.request.newContext({ baseURL });
  await signUpConfirmed(context, person);
  const { token } = (await (await context.get('/auth/token')).json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const shop = (await (await context.get('/v1/shops/north-star-tattoo')).json()).result;
  const artist = shop.artists.find((a: { artistUrl: string }) => a.artistUrl === artistUrl);
  const flash = shop.services.find((s: { name: string }) => s.name === 'Flash piece');
  const book = async (start: string) => {
    const res = await context.post('/v1/appointments', {
      headers,
      data: { shopUrl: 'north-star-tattoo', artistId: artist.id, serviceId: flash.id, start },
    });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()).result as { id: string; startsAt: string };
  };
  /** Pays the deposit with the sandbox's test card, as the checkout page does. */
  const payDeposit = async (appointmentId: string) => {
    const payment = await context.post('/v1/payments', {
      headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
      data: { appointmentId, kind: 'deposit' },
    });
    expect(payment.status(), await payment.text()).toBe(201);
    const method = await context.post('/sandbox/v1/payment_methods', {
      data: { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123' },
    });
    const paid = await context.post(`/v1/payments/${(await payment.json()).result.id}/confirm`, {
      headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
      data: { paymentMethodId: (await method.json()).result.id },
    });
    expect(paid.status(), await paid.text()).toBe(200);
  };
  /** Two free times of the artist on one day, far enough apart for two flash pieces. */
  const twoTimes = async () => {
    const res = await context.get(
      `/v1/availability?shopUrl=north-star-tattoo&artistId=${artist.id}&serviceId=${flash.id}`,
    );
    for (const day of (await res.json()).result.days as { slots: { start: string }[] }[]) {
      const first = day.slots[0];
      const later =
        first && day.slots.find((s) => Date.parse(s.start) - Date.parse(first.start) >= 3 * 3_600_000);
      if (first && later) return [first.start, later.start] as const;
    }
    throw new Error(`no day with two free times for ${artistUrl}`);
  };
  return { person, name: `${person.firstName} ${person.lastName}`, book, payDeposit, twoTimes, context };
}
