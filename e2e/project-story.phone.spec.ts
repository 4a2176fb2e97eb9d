import type { Page } from '@playwright/test';
import {
  expect as baseExpect,
  chooseDayFromEnd,
  greenPicture,
  newCustomer,
  test,
} from './support/fixtures.ts';
import { signUpConfirmed } from './support/identity.ts';
import { runJobs, signedInApi } from './support/journey-api.ts';
import { demoPassword, northStarTeam } from './support/studio.ts';
import { answerHealthConsentAndId, drawWithFinger, fillAboutYou } from './support/waiver.ts';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 300_000 });

// Issue 27, the story of a tattoo in three sessions, on a phone. A new customer asks North Star for
// a large piece with Lena (no other journey books Lena); the shop answers with a 3-session quote
// whose $150 deposit counts towards the LAST session, a week to heal between sessions; the customer
// accepts on the project page, pays the deposit and books session 1; on its day the door checks them
// in and the desk takes session 1's balance at the counter (the whole $300: the deposit stays
// credited to session 3); the customer books session 2 from the project page after the healing gap
// and moves it (the deposit stays credited); the design goes v1 → changes → v2 approved; after
// session 2, session 3 is booked and its checkout takes $300 less the $150 deposit, and the receipt
// names the project and the session. A session's day comes through the dev tool that brings a booked
// appointment to today (the journey server's clock cannot move weeks ahead).

async function payOnCheckout(page: Page, amount: string) {
  const card = page.getByRole('form', { name: 'Card details' });
  await card.getByLabel('Card number').fill('4242424242424242');
  await card.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await card.getByLabel('CVC').fill('123');
  await card.getByRole('button', { name: `Pay ${amount}` }).click();
}

test('a request becomes a three-session project, paid and designed session by session', async ({
  page,
  playwright,
  browser,
}) => {
  // The customer: new, signed in on the phone; their API calls go through a context of its own.
  const person = newCustomer();
  await signUpConfirmed(page.request, person);
  const customer = await signedInApi(playwright, person.email, person.password);
  const shop = (await (await customer.get('/v1/shops/north-star-tattoo')).json()).result as {
    id: string;
    artists: { id: string; artistUrl: string }[];
    services: { id: string; name: string }[];
  };
  const lena = shop.artists.find((a) => a.artistUrl === 'lena')!;
  const custom = shop.services.find((s) => s.name === 'Custom large piece')!;
  const asked = await customer.post('/v1/shops/north-star-tattoo/requests', {
    idea: 'A koi swimming up the forearm, waves and maple leaves around it',
    placement: 'forearm',
    size: { unit: 'class', sizeClass: 'large' },
    style: 'Japanese',
    colour: 'colour',
    budgetMinAmount: 60000,
    budgetMaxAmount: 100000,
    preferredArtistId: lena.id,
    serviceId: custom.id,
    contactName: `${person.firstName} ${person.lastName}`,
    contactEmail: person.email,
    adultConfirmed: true,
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const requestId = (await asked.json()).result.id as string;

  // The shop answers with a project: three sessions, $900 fixed, a $150 deposit for the last session,
  // a week to heal between sessions.
  const owner = await signedInApi(playwright, northStarTeam.owner, demoPassword);
  const ownerToken = ((await (await owner.context.get('/auth/token')).json()) as { token: string }).token;
  const ownerPost = (path: string, data: unknown) =>
    owner.context.post(path, {
      headers: { authorization: `Bearer ${ownerToken}`, 'idempotency-key': crypto.randomUUID() },
      data,
    });
  const quoted = await ownerPost(`/v1/business/${shop.id}/projects`, {
    requestId,
    artistId: lena.id,
    serviceId: custom.id,
    title: 'Koi forearm',
    sessionCount: 3,
    quote: { kind: 'fixed', amount: 90000 },
    depositAmount: 15000,
    depositAppliesTo: 'last',
    healingGapDays: 7,
  });
  expect(quoted.status(), await quoted.text()).toBe(201);
  const projectId = (await quoted.json()).result.id as string;
  await runJobs(page.request);

  // The customer's request page shows the quote and leads to the project.
  await page.goto(`/shop/north-star-tattoo/request?request=${requestId}`);
  await expect(page.getByText('Quoted as a project')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Koi forearm' })).toContainText(
    '$900 for 3 sessions, deposit $150 credited to session 3',
  );
  await page.getByRole('link', { name: 'See the project' }).click();
  await expect(page).toHaveURL(new RegExp(`/account/projects/${projectId}$`));
  await expect(page.getByRole('heading', { name: 'Koi forearm' })).toBeVisible();
  await expect(page.getByText('0 of 3 sessions done')).toBeVisible();

  // Accept, book session 1 and pay the deposit.
  await page.getByRole('button', { name: 'Accept the quote' }).click();
  const book = page.getByRole('region', { name: 'Book the next session' });
  await book
    .getByRole('button', { name: /^Book session 1/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]{22}$/);
  await payOnCheckout(page, '$150.00');
  // A paid deposit lands on "You're booked" (the checkout's own words can say "paid" before it is).
  await expect(page).toHaveURL(/\/booking\/[A-Za-z0-9_-]{22}\/booked\?payment=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("You're booked");

  await page.goto(`/account/projects/${projectId}`);
  const sessions = page.getByRole('region', { name: 'Sessions' });
  await expect(sessions.getByRole('article', { name: /session 1 of 3/ })).toContainText('Booked');
  await expect(sessions.getByRole('article', { name: /session 3 of 3/ })).toContainText(
    'deposit of $150 credited',
  );
  const project = async () =>
    (await (await customer.get(`/v1/projects/${projectId}`)).json()).result as {
      sessions: {
        sessionNumber: number;
        appointmentId: string | null;
        status: string | null;
        dueAmount: number;
        startsAt: string;
      }[];
      money: { creditHeldAmount: number; depositPaidAmount: number };
    };
  const view = await project();
  expect(view.money).toMatchObject({ depositPaidAmount: 15000, creditHeldAmount: 15000 });
  // $900 over three sessions: $300 each; the deposit counts towards session 3 only.
  expect(view.sessions.map((s) => s.dueAmount)).toEqual([30000, 30000, 15000]);
  const s1 = view.sessions[0]!.appointmentId!;

  // A session's day, brought to today (the journey server's clock cannot move weeks ahead).
  const comesToday = async (appointmentId: string) => {
    const moved = await page.request.post('/dev/appointments-today', { data: { appointmentId } });
    expect(moved.ok(), await moved.text()).toBe(true);
  };
  // The desk takes a session's balance at the counter, by card.
  const takeAtCounter = async (appointmentId: string, amount: number) => {
    const counter = await ownerPost(
      `/v1/business/${shop.id}/appointments/${appointmentId}/counter-payment`,
      {},
    );
    expect(counter.status(), await counter.text()).toBe(201);
    const counterPayment = (await counter.json()).result as { id: string; totalAmount: number };
    expect(counterPayment.totalAmount).toBe(amount);
    const method = await owner.context.post('/sandbox/v1/payment_methods', {
      data: { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123' },
    });
    const taken = await ownerPost(`/v1/business/${shop.id}/payments/${counterPayment.id}/confirm`, {
      paymentMethodId: (await method.json()).result.id,
    });
    expect(taken.status(), await taken.text()).toBe(200);
    expect((await taken.json()).result.status).toBe('succeeded');
  };
  const markCompleted = async (appointmentId: string) => {
    const done = await ownerPost(`/v1/business/${shop.id}/appointments/${appointmentId}/complete`, {});
    expect(done.ok(), await done.text()).toBe(true);
  };

  // Session 1's day: the door checks the customer in by their confirmation code, the shop's waiver
  // signed first on the door's own phone.
  await comesToday(s1);
  const code = (
    (await (await customer.get(`/v1/appointments/${s1}`)).json()).result as {
      confirmationCode: string;
    }
  ).confirmationCode;
  const door = await browser.newContext();
  try {
    const desk = await door.newPage();
    await desk.goto('/shop/north-star-tattoo/check-in');
    await desk.getByLabel('Your confirmation code').fill(code);
    await desk.getByRole('button', { name: 'Find my appointment' }).click();
    await expect(desk.getByRole('heading', { name: `Hi ${person.firstName}!` })).toBeVisible();
    await desk.getByRole('button', { name: 'Sign the waiver' }).click();
    await fillAboutYou(desk, { fullName: `${person.firstName} ${person.lastName}`, email: person.email });
    await answerHealthConsentAndId(desk);
    await drawWithFinger(desk);
    await desk.getByLabel(/I have read this form/).check();
    await desk.getByRole('button', { name: 'Next' }).click();
    await expect(desk.getByRole('heading', { level: 2, name: 'Check and send' })).toBeVisible();
    await desk.getByRole('button', { name: 'Sign and send' }).click();
    await expect(desk.getByRole('status').filter({ hasText: `Welcome, ${person.firstName}!` })).toBeVisible();
  } finally {
    await door.close();
  }
  expect((await project()).sessions[0]!.status).toBe('checked_in');

  // The desk takes session 1's balance at the counter (the whole $300: the deposit is session 3's).
  await takeAtCounter(s1, 30000);
  await page.reload();
  await expect(sessions.getByRole('article', { name: /session 1 of 3/ })).toContainText('$300 paid · $0 due');
  await expect(sessions.getByRole('article', { name: /session 3 of 3/ })).toContainText(
    'deposit of $150 credited',
  );
  await expect(page.getByRole('region', { name: 'Money' })).toContainText('counts towards session 3');
  await page.screenshot({ path: 'test-results/project-story-session-1-paid-390.png', fullPage: true });

  // Session 1 done, the customer books session 2 from the project page: the artist's free times,
  // none before the week of healing after session 1.
  await markCompleted(s1);
  await page.reload();
  await expect(sessions.getByRole('article', { name: /session 1 of 3/ })).toContainText('Done');
  await expect(
    book.getByText('Times start 7 days after your last session, so your skin can heal.'),
  ).toBeVisible();
  const healed = new Date((await project()).sessions[0]!.startsAt).getTime() + (240 + 7 * 24 * 60) * 60_000;
  const free = (await (await customer.get(`/v1/projects/${projectId}/free-times`)).json()).result as {
    days: { slots: { start: string }[] }[];
  };
  expect(new Date(free.days[0]!.slots[0]!.start).getTime()).toBeGreaterThanOrEqual(healed);
  await book
    .getByRole('button', { name: /^Book session 2/ })
    .first()
    .click();
  const session2 = sessions.getByRole('article', { name: /session 2 of 3/ });
  await expect(session2).toContainText('Booked');
  const booked2 = (await project()).sessions[1]!;
  expect(new Date(booked2.startsAt).getTime()).toBeGreaterThanOrEqual(healed);
  const s2 = booked2.appointmentId!;

  // They move it to a later free time, well inside the shop's policy; the deposit stays credited.
  await session2.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/booking/${s2}$`));
  await page.getByRole('link', { name: 'Reschedule' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reschedule');
  await chooseDayFromEnd(page, 0);
  await page.getByRole('group', { name: 'Times' }).getByRole('button').first().click();
  await page.getByRole('button', { name: 'Move to this time' }).click();
  await page
    .getByRole('dialog', { name: 'Move your appointment?' })
    .getByRole('button', { name: 'Move it' })
    .click();
  await expect(page.getByText('Your appointment is moved.')).toBeVisible();
  const moved = await project();
  expect(moved.sessions[1]!.startsAt).not.toBe(booked2.startsAt);
  expect(moved.money).toMatchObject({ depositPaidAmount: 15000, creditHeldAmount: 15000 });
  await page.goto(`/account/projects/${projectId}`);
  await expect(sessions.getByRole('article', { name: /session 2 of 3/ })).toContainText('Booked');
  await expect(sessions.getByRole('article', { name: /session 3 of 3/ })).toContainText(
    'deposit of $150 credited',
  );
  await expect(page.getByRole('region', { name: 'Money' })).toContainText('counts towards session 3');

  // The design: v1, changes asked, v2 approved.
  const sendVersion = async (note: string) => {
    const headers = { authorization: `Bearer ${ownerToken}` };
    const me = (await (await owner.get('/v1/users/me')).json()).result as { userId: string };
    const path = `users/${me.userId}/proofs/${crypto.randomUUID()}.png`;
    const declared = await owner.post('/v1/uploads', {
      path,
      contentType: 'image/png',
      size: greenPicture.length,
    });
    expect(declared.status(), await declared.text()).toBe(201);
    const put = await owner.context.put(new URL((await declared.json()).result.uploadUrl).pathname, {
      headers: { ...headers, 'content-type': 'image/png' },
      data: greenPicture,
    });
    expect(put.ok(), await put.text()).toBe(true);
    const sent = await owner.post(`/v1/business/${shop.id}/projects/${projectId}/proofs`, {
      images: [path],
      note,
    });
    expect(sent.status(), await sent.text()).toBe(201);
  };
  await sendVersion('First sketch: the koi facing the wrist');
  await page.goto(`/account/projects/${projectId}/design`);
  const v1 = page.getByRole('article', { name: 'Version 1' });
  await v1.getByRole('button', { name: 'Ask for changes' }).click();
  await v1
    .getByRole('textbox', { name: 'Your comment for the artist' })
    .fill('Could the koi face the elbow?');
  await v1.getByRole('button', { name: 'Send my comment' }).click();
  await expect(v1.getByText('Changes asked')).toBeVisible();
  await sendVersion('The koi now swims up towards the elbow');
  await page.reload();
  const v2 = page.getByRole('article', { name: 'Version 2' });
  await v2.getByRole('button', { name: 'Approve version 2' }).click();
  await expect(page.getByText('You approved version 2. It is the design for your sessions.')).toBeVisible();

  // Session 2's day: paid at the counter and done; session 3 is booked from the project page.
  await comesToday(s2);
  await takeAtCounter(s2, 30000);
  await markCompleted(s2);
  await page.goto(`/account/projects/${projectId}`);
  await expect(sessions.getByRole('article', { name: /session 2 of 3/ })).toContainText('Done');
  await book
    .getByRole('button', { name: /^Book session 3/ })
    .first()
    .click();
  await expect(sessions.getByRole('article', { name: /session 3 of 3/ })).toContainText('Booked');
  const s3 = (await project()).sessions[2]!.appointmentId!;

  // The shop asks for session 3's balance; its checkout takes the $300 less the $150 deposit.
  const asking = await ownerPost(`/v1/business/${shop.id}/appointments/${s3}/balance-request`, {});
  expect(asking.ok(), await asking.text()).toBe(true);
  await page.goto(`/booking/${s3}`);
  await page.getByRole('link', { name: 'Pay balance of $150' }).click();
  await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]{22}$/);
  const lines = page.getByRole('table', { name: 'What you pay' });
  await expect(lines).toContainText('Koi forearm — session 3 of 3$300.00');
  await expect(lines).toContainText('Deposit credited');
  await expect(lines).toContainText('Total$150.00');
  await payOnCheckout(page, '$150.00');

  // The receipt names the project and the session, and the project's record to date.
  await expect(page).toHaveURL(/\/receipt\/[A-Za-z0-9_-]{22}$/);
  const onReceipt = page.getByRole('region', { name: 'Project' });
  await expect(onReceipt).toContainText('Koi forearm — session 3 of 3');
  await expect(onReceipt).toContainText('Deposit credited to this session: $150');
  await expect(onReceipt).toContainText('Koi forearm to date: paid $900 of $900, credit held $0, due $0');
  await page.screenshot({ path: 'test-results/project-story-receipt-390.png', fullPage: true });
});
