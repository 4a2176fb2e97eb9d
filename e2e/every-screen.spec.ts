import type { Page, PlaywrightWorkerArgs } from '@playwright/test';
import { type Screen, walk, widths } from './support/every-screen.ts';
import { expect, newCustomer, test } from './support/fixtures.ts';
import { reviewLinkAfterVisitToMara, signedInApi } from './support/journey-api.ts';
import { demoPassword, northStarTeam } from './support/studio.ts';

// Every customer screen at 390 and 1280 px (support/every-screen.ts says what is checked); the
// studio's screens are walked in studio-every-screen.spec.ts, so that npm test's two journey shards
// each take a share of the walks.

/** The demo customer's records the customer screens show: an upcoming visit, a receipt, a chat. */
async function customerScreens(page: Page, playwright: PlaywrightWorkerArgs['playwright']) {
  // A review link belongs to a customer of its own, whose visit the shop marked done.
  const reviewLink = new URL(await reviewLinkAfterVisitToMara(page, newCustomer())).pathname;
  const signIn = await page.request.post('/auth/sign-in/email', {
    data: { email: 'customer@linework.test', password: demoPassword },
  });
  expect(signIn.ok()).toBe(true);
  const api = await signedInApi(playwright, 'customer@linework.test', demoPassword);
  const appointments = (await (await api.get('/v1/appointments')).json()).result.items as {
    id: string;
    status: string;
  }[];
  const upcoming = appointments.find((a) => a.status === 'confirmed')!;
  const cancelled = (await (await api.get('/v1/appointments?scope=cancelled')).json()).result.items[0] as {
    id: string;
  };
  const payments = (await (await api.get('/v1/payments')).json()).result.items as { paymentId: string }[];
  const shop = (await (await api.get('/v1/shops/north-star-tattoo')).json()).result as {
    id: string;
    services: { id: string }[];
  };
  const chat = await api.post('/v1/conversations', { shopUrl: 'north-star-tattoo' });
  expect(chat.ok(), await chat.text()).toBe(true);
  const conversation = (await chat.json()).result as { id: string };
  // A held time waiting for its deposit: the checkout.
  const { token } = (await (await page.request.get('/auth/token')).json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const rina = (shop as unknown as { artists: { id: string; artistUrl: string }[] }).artists.find(
    (a) => a.artistUrl === 'rina',
  )!;
  const flash = (shop as unknown as { services: { id: string; name: string }[] }).services.find(
    (s) => s.name === 'Flash piece',
  )!;
  const free = (await (
    await page.request.get(
      `/v1/availability?shopUrl=north-star-tattoo&artistId=${rina.id}&serviceId=${flash.id}`,
    )
  ).json()) as { result: { days: { slots: { start: string }[] }[] } };
  const start = free.result.days.flatMap((d) => d.slots).at(-1)!.start;
  const held = await page.request.post('/v1/appointments', {
    headers,
    data: { shopUrl: 'north-star-tattoo', artistId: rina.id, serviceId: flash.id, start },
  });
  expect(held.status(), await held.text()).toBe(201);
  const payment = await page.request.post('/v1/payments', {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    data: { appointmentId: (await held.json()).result.id, kind: 'deposit' },
  });
  expect(payment.status(), await payment.text()).toBe(201);
  const checkout = `/checkout/${(await payment.json()).result.id}`;
  // The demo sleeve: a project of three sessions, its money record and its approved design.
  const projects = (await (await api.get('/v1/projects')).json()).result as { id: string; title: string }[];
  const sleeve = projects.find((p) => p.title === 'Forearm sleeve')!;
  await api.context.dispose();
  // The demo's flash drops (issue 29): Jules's still to open, Rina's open.
  const owner = await signedInApi(playwright, northStarTeam.owner, demoPassword);
  const northStar = (
    (await (await owner.get('/v1/users/me/businesses')).json()).result as {
      businessId: string;
      name: string;
    }[]
  ).find((b) => b.name === 'North Star Tattoo')!;
  const drops = (await (await owner.get(`/v1/business/${northStar.businessId}/drops`)).json()).result as {
    id: string;
    title: string;
  }[];
  await owner.context.dispose();
  const dropCalled = (title: string) => drops.find((d) => d.title === title)!.id;
  const screens: Screen[] = [
    { name: 'home', path: '/' },
    { name: 'home map', path: '/?view=map' },
    { name: 'shop', path: '/shop/north-star-tattoo' },
    { name: 'shop reviews', path: '/shop/north-star-tattoo/reviews' },
    { name: 'shop follow', path: '/shop/north-star-tattoo/subscribe' },
    { name: 'shop request', path: '/shop/north-star-tattoo/request' },
    { name: 'service', path: `/shop/north-star-tattoo/service/${shop.services[0]!.id}` },
    { name: 'artist in shop', path: '/shop/north-star-tattoo/jules' },
    { name: 'artist', path: '/artist/mara-vale' },
    { name: 'artist reviews', path: '/artist/mara-vale/reviews' },
    { name: 'artist follow', path: '/artist/mara-vale/subscribe' },
    { name: 'waiver preview', path: '/shop/north-star-tattoo/preview-waiver' },
    { name: 'drop, upcoming', path: `/drops/${dropCalled('Friday the 13th flash')}` },
    { name: 'drop, open', path: `/drops/${dropCalled('Dotwork one-offs')}` },
    { name: 'check-in', path: '/shop/north-star-tattoo/check-in' },
    {
      name: 'booking',
      path: '/booking?shop=north-star-tattoo',
      ready: (p) => p.getByRole('region', { name: 'Artist' }).getByRole('button'),
    },
    { name: 'checkout', path: checkout, ready: (p) => p.getByLabel('Expiry (MM / YY)') },
    { name: 'appointment', path: `/booking/${upcoming.id}` },
    { name: 'booked', path: `/booking/${upcoming.id}/booked` },
    { name: 'reschedule', path: `/reschedule/${upcoming.id}` },
    { name: 'chat', path: '/chat' },
    {
      name: 'conversation',
      path: `/chat/${conversation.id}`,
      ready: (p) => p.getByRole('textbox', { name: 'Message' }),
    },
    {
      name: 'receipt',
      path: `/receipt/${payments[0]!.paymentId}`,
      toast: async (p) => {
        await p.getByRole('button', { name: 'Email me this receipt' }).click();
        return p.locator('.Toastify__toast').filter({ hasText: 'We emailed this receipt' });
      },
    },
    { name: 'account', path: '/account' },
    { name: 'appointments', path: '/account/appointments' },
    { name: 'payments', path: '/account/payments' },
    // Opened from an email's link; without its token it says what to do instead.
    { name: 'unsubscribe', path: '/unsubscribe' },
    // The booked page of an appointment that is no longer booked (its receipt's), as a bank's
    // return can land on it.
    { name: 'booked, no longer', path: `/booking/${cancelled.id}/booked` },
    { name: 'projects', path: '/account/projects' },
    { name: 'project', path: `/account/projects/${sleeve.id}` },
    { name: 'project design', path: `/account/projects/${sleeve.id}/design` },
    { name: 'review', path: reviewLink },
    // Waitlists (issue 29): joining Jules's, the customer's own, and leaving from a message's link
    // (a made-up token: the page says the link is not valid).
    { name: 'join the waitlist', path: '/waitlist/join?shop=north-star-tattoo&artist=jules' },
    { name: 'waitlists', path: '/account/waitlists' },
    { name: 'leave the waitlist', path: '/waitlist/leave?token=not-a-token' },
  ];
  return screens;
}

for (const viewport of widths) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test(`every customer screen passes axe${viewport.width === 390 ? ' and reflows at 200 % text' : ''}`, async ({
      page,
      playwright,
      context,
    }) => {
      test.setTimeout(300_000);
      await context.clearPermissions();
      await walk(page, await customerScreens(page, playwright), viewport.width);
    });
  });
}
