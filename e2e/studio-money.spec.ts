import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect as baseExpect,
  closeToasts,
  expectNoA11yViolations,
  newCustomer,
  test,
} from './support/fixtures.ts';
import { signUpConfirmed } from './support/identity.ts';
import { northStarTeam, openStudioAs } from './support/studio.ts';

// The studio's pages make several calls each; on a busy machine they take longer than the default.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

// The front desk's money at North Star: refunds, the counter and the export, on a desktop.

/** A new customer books Jules' small fine line tattoo and pays its $50 deposit, through the API. */
async function paidDeposit(request: APIRequestContext) {
  await signUpConfirmed(request, newCustomer());
  const { token } = await (await request.get('/auth/token')).json();
  const headers = { authorization: `Bearer ${token}` };
  const shop = (await (await request.get('/v1/shops/north-star-tattoo')).json()).result;
  const jules = shop.artists.find((a: { artistUrl: string }) => a.artistUrl === 'jules');
  const service = shop.services.find((s: { name: string }) => s.name === 'Small fine line tattoo');
  const availability = await request.get(
    `/v1/availability?shopUrl=north-star-tattoo&artistId=${jules.id}&serviceId=${service.id}`,
  );
  const slot = (await availability.json()).result.days.flatMap(
    (d: { slots: { start: string }[] }) => d.slots,
  )[0];
  const booked = await request.post('/v1/appointments', {
    headers,
    data: { shopUrl: 'north-star-tattoo', artistId: jules.id, serviceId: service.id, start: slot.start },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const appointmentId = (await booked.json()).result.id as string;
  const payment = await request.post('/v1/payments', {
    headers: { ...headers, 'idempotency-key': `deposit-${appointmentId}` },
    data: { appointmentId, kind: 'deposit' },
  });
  expect(payment.status(), await payment.text()).toBe(201);
  const paymentId = (await payment.json()).result.id as string;
  const method = await request.post('/sandbox/v1/payment_methods', {
    data: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
  });
  const paid = await request.post(`/v1/payments/${paymentId}/confirm`, {
    headers: { ...headers, 'idempotency-key': `pay-${paymentId}` },
    data: { paymentMethodId: (await method.json()).result.id },
  });
  expect((await paid.json()).result.status).toBe('succeeded');
  return appointmentId;
}

const takingsValue = async (page: Page, label: string) => {
  const totals = page.getByRole('definition');
  const labels = page.getByRole('term');
  const names = await labels.allTextContents();
  const index = names.findIndex((n) => n.startsWith(label));
  const text = (await totals.nth(index).textContent()) ?? '';
  return Number(text.replace(/[^0-9.-]/g, ''));
};

test('the front desk refunds part of a deposit with a reason, sees the takings change, and exports the day', async ({
  page,
  browser,
}) => {
  const customerContext = await browser.newContext();
  const appointmentId = await paidDeposit(customerContext.request);
  await customerContext.close();

  const { businessId } = await openStudioAs(page, northStarTeam.frontDesk);
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Money' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Money');
  await expect(page.getByRole('table', { name: 'Payments and refunds of the day' })).toBeVisible();
  const refundsBefore = await takingsValue(page, 'Refunds');
  const netBefore = await takingsValue(page, 'Net');
  await expectNoA11yViolations(page);

  await page.goto(`/studio/${businessId}/money?appointment=${appointmentId}`);
  const deposit = page.getByRole('article', { name: 'The deposit' });
  await expect(deposit).toContainText('$50.00');
  await deposit.getByRole('button', { name: 'Refund the deposit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund the deposit' });
  await dialog.getByLabel(/Amount/).fill('20.00');
  await dialog.getByLabel(/Reason/).fill('Smaller piece, agreed at the desk');
  await dialog.getByRole('button', { name: 'Refund…' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Refund $20.00?' });
  await expect(confirmation).toContainText('$20.00 of the deposit goes back to the customer’s card');
  await confirmation.getByRole('button', { name: 'Refund $20.00' }).click();
  await expect(deposit.getByRole('list', { name: 'Refunds' })).toContainText('$20.00 refunded');
  await expect(deposit).toContainText('Smaller piece, agreed at the desk');
  await expect(deposit.getByText('Partly refunded')).toBeVisible();
  await closeToasts(page);
  await expectNoA11yViolations(page);

  await page.getByRole('link', { name: 'All of the day’s money' }).click();
  await expect(page.getByRole('table', { name: 'Payments and refunds of the day' })).toContainText(
    'Smaller piece, agreed at the desk',
  );
  expect(await takingsValue(page, 'Refunds')).toBeCloseTo(refundsBefore - 20, 2);
  expect(await takingsValue(page, 'Net')).toBeCloseTo(netBefore - 20, 2);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^takings-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await (await import('node:fs/promises')).readFile(await file.path())).toString();
  expect(csv.split('\r\n')[0]).toBe(
    'Date,Time,Type,Kind,Receipt,Customer,Service,Artist,Amount,Tip,Total,Currency,Reason,Payment ID',
  );
  expect(csv).toContain(',refund,deposit,');
  expect(csv).toContain('-20.00,0.00,-20.00,USD,"Smaller piece, agreed at the desk"');
});

test('the front desk takes the balance of a booked appointment with a tip, with the sandbox card', async ({
  page,
  browser,
}) => {
  // An appointment of its own: the demo's are paid by other journeys in whatever order they run.
  const customerContext = await browser.newContext();
  const appointmentId = await paidDeposit(customerContext.request);
  await customerContext.close();
  const { businessId } = await openStudioAs(page, northStarTeam.frontDesk);
  await page.goto(`/studio/${businessId}/money?appointment=${appointmentId}`);

  const counter = page.getByRole('region', { name: 'Take the balance at the counter' });
  await counter.getByRole('button', { name: 'Take the balance' }).click();
  await counter.getByRole('radio', { name: '20%' }).check();
  await expect(counter.getByRole('term').filter({ hasText: 'Tip (20%)' })).toBeVisible();
  const total = (await counter.getByRole('definition').last().textContent()) ?? '';
  expect(total).toMatch(/^\$\d+\.\d\d$/);
  await expectNoA11yViolations(page);

  const card = counter.getByRole('form', { name: 'Card details' });
  await card.getByLabel('Card number').fill('4242 4242 4242 4242');
  await card.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await card.getByLabel('CVC').fill('123');
  await card.getByRole('button', { name: `Charge ${total}` }).click();
  await expect(counter.getByText(`Paid ${total}`)).toBeVisible();
  const balance = page.getByRole('article', { name: 'The balance' });
  await expect(balance).toContainText('Paid');
  await expect(balance).toContainText('tip');
});
