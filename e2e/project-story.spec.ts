import { expect as baseExpect, greenPicture, newCustomer, test } from './support/fixtures.ts';
import { signUpConfirmed } from './support/identity.ts';
import { runJobs, signedInApi } from './support/journey-api.ts';
import { northStarTeam, openStudioAs } from './support/studio.ts';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

// Issue 27, the studio's side on a desktop: the owner answers a request for a large piece with a
// project's quote (three sessions, a range, the deposit for the last session); the request leaves
// the to-answer queue and the customer's request and project pages show the quote. Then the studio
// follows the project through its states while the customer (through the API: their side is the
// phone journey's) accepts, books session 1 and pays the deposit; the owner sends the design from
// the studio and sees it approved; session 1 done, the next session is to book; Money shows the
// project's balance.

test('the owner quotes a request as a three-session project and follows it to its next session', async ({
  page,
  playwright,
  browser,
}) => {
  const person = newCustomer();
  const customerContext = await browser.newContext();
  await signUpConfirmed(customerContext.request, person);
  const customer = await signedInApi(playwright, person.email, person.password);
  const customerToken = ((await (await customer.context.get('/auth/token')).json()) as { token: string })
    .token;
  const shop = (await (await customer.get('/v1/shops/north-star-tattoo')).json()).result as {
    artists: { id: string; artistUrl: string }[];
    services: { id: string; name: string }[];
  };
  const lena = shop.artists.find((a) => a.artistUrl === 'lena')!;
  const custom = shop.services.find((s) => s.name === 'Custom large piece')!;
  const contactName = `${person.firstName} ${person.lastName}`;
  const asked = await customer.post('/v1/shops/north-star-tattoo/requests', {
    idea: 'A dragon along the spine, tail curling over the hip',
    placement: 'upper_back',
    size: { unit: 'class', sizeClass: 'large' },
    style: 'Japanese',
    colour: 'colour',
    budgetMinAmount: 150000,
    budgetMaxAmount: 250000,
    preferredArtistId: lena.id,
    serviceId: custom.id,
    contactName,
    contactEmail: person.email,
    adultConfirmed: true,
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const requestId = (await asked.json()).result.id as string;

  const { businessId } = await openStudioAs(page, northStarTeam.owner);
  await page.goto(`/studio/${businessId}/requests/${requestId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Request from ${contactName}` })).toBeVisible();
  await page.getByRole('button', { name: 'Quote as a project' }).click();
  const form = page.getByRole('form', { name: 'Quote as a project' });
  await form.getByLabel('Project name').fill('Dragon back piece');
  await form.getByLabel('Number of sessions').fill('3');
  await form.getByRole('combobox', { name: 'Quote' }).click();
  await page.getByRole('option', { name: 'Price range' }).click();
  // One clear message per mistake: the range's top is asked for before anything is sent.
  await form.getByLabel(/^Lowest price/).fill('1800');
  await form.getByRole('button', { name: 'Send the quote' }).click();
  await expect(form.getByText('Enter the highest price as a number, e.g. 450 or 450.50.')).toBeVisible();
  await form.getByLabel(/^Highest price/).fill('2200');
  await form.getByLabel(/^Deposit/).fill('300');
  await form.getByRole('combobox', { name: 'The deposit counts towards' }).click();
  await page.getByRole('option', { name: 'The last session' }).click();
  await form.getByLabel('Days to heal between sessions').fill('21');
  await page.screenshot({ path: 'test-results/project-quote-form-1280.png', fullPage: true });
  await form.getByRole('button', { name: 'Send the quote' }).click();
  await expect(page.getByText('Quoted as a project: Dragon back piece.')).toBeVisible();
  await expect(page.getByRole('status').getByText('Quoted as a project')).toBeVisible();

  // It left the to-answer queue.
  const owner = await signedInApi(playwright, northStarTeam.owner, 'linework-demo');
  const ownerToken = ((await (await owner.context.get('/auth/token')).json()) as { token: string }).token;
  const queue = await owner.get(`/v1/business/${businessId}/requests?status=submitted`);
  expect(((await queue.json()).result as { id: string }[]).map((r) => r.id)).not.toContain(requestId);

  // The customer's request page shows the quote and leads to the project.
  await runJobs(page.request);
  const customerPage = await customerContext.newPage();
  await customerPage.goto(`/shop/north-star-tattoo/request?request=${requestId}`);
  await expect(customerPage.getByRole('alert').filter({ hasText: 'Dragon back piece' })).toContainText(
    '$1,800 – $2,200 for 3 sessions, deposit $300 credited to session 3',
  );
  await customerPage.getByRole('link', { name: 'See the project' }).click();
  await expect(customerPage.getByRole('heading', { name: 'Dragon back piece' })).toBeVisible();
  await expect(customerPage.getByText('0 of 3 sessions done')).toBeVisible();
  const projectId = customerPage.url().split('/').at(-1)!;
  await customerContext.close();

  // The studio's project page, as the customer goes: quoting, awaiting the deposit, in progress.
  const base = `/studio/${businessId}/projects/${projectId}`;
  const state = page.getByRole('heading', { level: 1, name: 'Dragon back piece' }).locator('..');
  await page.goto(base);
  await expect(state).toContainText('Quoting');
  await expect(page.getByText('The customer accepts the quote.')).toBeVisible();
  const accepted = await customer.post(`/v1/projects/${projectId}/accept`, {});
  expect(accepted.ok(), await accepted.text()).toBe(true);
  await page.reload();
  await expect(state).toContainText('Awaiting deposit');
  await expect(page.getByText('The customer books the first session and pays the deposit.')).toBeVisible();
  const free = (await (await customer.get(`/v1/projects/${projectId}/free-times`)).json()).result as {
    days: { slots: { start: string }[] }[];
  };
  const booked = await customer.context.post(`/v1/projects/${projectId}/sessions`, {
    headers: { authorization: `Bearer ${customerToken}`, 'idempotency-key': crypto.randomUUID() },
    data: { start: free.days[0]!.slots[0]!.start },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const s1 = (await booked.json()).result.appointmentId as string;
  const payment = await customer.context.post('/v1/payments', {
    headers: { authorization: `Bearer ${customerToken}`, 'idempotency-key': crypto.randomUUID() },
    data: { appointmentId: s1, kind: 'deposit' },
  });
  expect(payment.status(), await payment.text()).toBe(201);
  const method = await customer.context.post('/sandbox/v1/payment_methods', {
    data: { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 3, cvc: '123' },
  });
  const paid = await customer.context.post(`/v1/payments/${(await payment.json()).result.id}/confirm`, {
    headers: { authorization: `Bearer ${customerToken}`, 'idempotency-key': crypto.randomUUID() },
    data: { paymentMethodId: (await method.json()).result.id },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await page.reload();
  await expect(state).toContainText('In progress');
  await expect(page.getByRole('table', { name: 'Sessions' })).toContainText(
    'Dragon back piece — session 1 of 3',
  );

  // The owner sends the design from the studio; the customer approves it.
  await page.getByRole('link', { name: 'Design and proofs' }).click();
  const proofForm = page.getByRole('form', { name: 'Send version 1' });
  await proofForm.getByLabel('Pictures of the design').setInputFiles({
    name: 'dragon.png',
    mimeType: 'image/png',
    buffer: greenPicture,
  });
  await expect(proofForm.getByRole('list', { name: 'New version 1' }).getByRole('listitem')).toHaveCount(1);
  await proofForm
    .getByRole('textbox', { name: 'Note for the customer' })
    .fill('The dragon, head at the shoulder');
  await proofForm.getByRole('button', { name: 'Send to the customer' }).click();
  const v1 = page.getByRole('article', { name: 'Version 1' });
  await expect(v1.getByText('Waiting for the customer')).toBeVisible();
  const design = (await (await customer.get(`/v1/projects/${projectId}/proofs`)).json()).result as {
    proofs: { id: string }[];
  };
  const approved = await customer.post(`/v1/projects/${projectId}/proofs/${design.proofs[0]!.id}/decision`, {
    decision: 'approved',
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  await page.reload();
  await expect(v1.getByText('Approved', { exact: true })).toBeVisible();
  await expect(page.getByText(`${contactName} approved it`)).toBeVisible();

  // Session 1's day comes (brought to today: the journey server's clock cannot move) and the shop
  // marks it completed: the next session is to book, after the 21 days of healing.
  const today = await page.request.post('/dev/appointments-today', { data: { appointmentId: s1 } });
  expect(today.ok(), await today.text()).toBe(true);
  const done = await owner.context.post(`/v1/business/${businessId}/appointments/${s1}/complete`, {
    headers: { authorization: `Bearer ${ownerToken}` },
    data: {},
  });
  expect(done.ok(), await done.text()).toBe(true);
  await page.goto(base);
  await expect(state).toContainText('Next session to book');
  await expect(page.getByText('The customer books the next session.')).toBeVisible();
  await expect(page.getByText(/healing gap of 21 days/)).toBeVisible();

  // Money: the project's balance, the deposit held as credit for the last session.
  await page.getByRole('link', { name: 'Money' }).first().click();
  const row = page
    .getByRole('region', { name: 'Project balances' })
    .getByRole('row')
    .filter({ hasText: 'Dragon back piece' })
    .filter({ hasText: contactName });
  await expect(row).toContainText('Next session to book');
  // Quote from $1,800, the $300 deposit paid and held as credit, $1,500 still due.
  await expect(row.getByRole('cell')).toHaveText(['$1,800', '$300', '$300', '$1,500']);
  await page.screenshot({ path: 'test-results/project-story-money-1280.png', fullPage: true });
});
