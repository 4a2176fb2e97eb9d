import { expect as baseExpect, newCustomer, test } from './support/fixtures.ts';
import { signUpConfirmed } from './support/identity.ts';
import { runJobs, signedInApi } from './support/journey-api.ts';
import { northStarTeam, openStudioAs } from './support/studio.ts';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

// Issue 27, the studio's side on a desktop: the owner answers a request for a large piece with a
// project's quote (three sessions, a range, the deposit for the last session); the request leaves
// the to-answer queue and the customer's request and project pages show the quote.

test('the owner answers a request with a three-session quote from the request screen', async ({
  page,
  playwright,
  browser,
}) => {
  const person = newCustomer();
  const customerContext = await browser.newContext();
  await signUpConfirmed(customerContext.request, person);
  const customer = await signedInApi(playwright, person.email, person.password);
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
  const queue = await (await signedInApi(playwright, northStarTeam.owner, 'linework-demo')).get(
    `/v1/business/${businessId}/requests?status=submitted`,
  );
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
  await customerContext.close();
});
