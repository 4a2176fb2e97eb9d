import type { Page } from '@playwright/test';
import { closeToasts, expect, expectNoA11yViolations, test } from './support/fixtures.ts';
import { signedInApi } from './support/journey-api.ts';
import { demoPassword, northStarTeam } from './support/studio.ts';

// Hours and booking in the studio: the owner rewrites Jules's week and gives them a day off, and Rina
// different hours on one date, and the free times customers are offered follow at once; the shop's
// rules preview the customer's words.

const shopUrl = 'north-star-tattoo';
const zone = 'America/New_York';

type Shop = {
  artists: { id: string; displayName: string }[];
  services: { id: string; durationMinutes: number; requiresRequest: boolean; artists: { id: string }[] }[];
};
type Day = { date: string; slots: { start: string; localTime: string }[] };

/** The calendar date `days` from today in the shop's zone, and its weekday (1 = Monday). */
function shopDate(days: number) {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(Date.now() + days * 86_400_000);
  const weekday = ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
  return { date, weekday };
}

/** Signs the page in and opens the hours page of North Star straight away (no business picker). */
async function openHours(page: Page, email: string) {
  const signIn = await page.request.post('/auth/sign-in/email', { data: { email, password: demoPassword } });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const { token } = (await (await page.request.get('/auth/token')).json()) as { token: string };
  const res = await page.request.get('/v1/users/me/businesses', {
    headers: { authorization: `Bearer ${token}`, 'x-client-source': 'customer-web' },
  });
  const mine = (await res.json()).result as { businessId: string; shopUrl: string }[];
  const businessId = mine.find((b) => b.shopUrl === shopUrl)!.businessId;
  await page.goto(`/studio/${businessId}/hours`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hours and booking' })).toBeVisible({
    timeout: 30_000,
  });
  return businessId;
}

test("the owner changes Jules's week and adds a day off; customers' free times follow", async ({
  page,
  playwright,
}) => {
  test.slow(); // a busy machine: the studio loads several queries and saves through the API
  const owner = await signedInApi(playwright, northStarTeam.owner, demoPassword);
  const shop = (await (await owner.get(`/v1/shops/${shopUrl}`)).json()).result as Shop;
  const jules = shop.artists.find((a) => a.displayName.startsWith('Jules'))!;
  const service = shop.services.find((s) => !s.requiresRequest && s.artists.some((a) => a.id === jules.id))!;
  const mine = (await (await owner.get('/v1/users/me/businesses')).json()).result as {
    businessId: string;
    shopUrl: string;
  }[];
  const businessId = mine.find((b) => b.shopUrl === shopUrl)!.businessId;
  const hoursUrl = `/v1/business/${businessId}/artists/${jules.id}/hours`;
  const before = (await (await owner.get(hoursUrl)).json()).result.intervals;

  // A known week to start from: every day 10:00–18:00.
  const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens: '10:00', closes: '18:00' }));
  const put = (intervals: unknown) =>
    owner.context.put(hoursUrl, { headers: ownerHeaders, data: { intervals } });
  const ownerHeaders = await tokenHeaders(owner.context);
  expect((await put(everyDay)).ok()).toBe(true);

  try {
    await openHours(page, northStarTeam.owner);
    await page.getByRole('combobox', { name: 'Artist' }).click();
    await page.getByRole('option', { name: jules.displayName }).click();
    await expect(page).toHaveURL(new RegExp(`artist=${jules.id}`));
    const target = shopDate(9);
    const dayOff = shopDate(10);
    const dayName = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'][
      target.weekday - 1
    ]!;

    // Work only until 13:00 that weekday.
    const until = page.getByLabel(`${dayName} until`);
    await expect(until).toHaveValue('18:00');
    await until.fill('13:00');
    await page.getByRole('button', { name: 'Save weekly hours' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

    // A whole day off the day after.
    await page.getByLabel('First day off').fill(dayOff.date);
    await page.getByLabel('Reason (only your shop sees it)').fill('Convention');
    await page.getByRole('button', { name: 'Add time off' }).click();
    await expect(page.getByRole('list', { name: 'Time off ahead' }).getByText('Convention')).toBeVisible();
    await expectNoA11yViolations(page);

    const free = async (date: string) => {
      const res = await page.request.get(
        `/v1/availability?shopUrl=${shopUrl}&artistId=${jules.id}&serviceId=${service.id}&from=${date}&to=${date}`,
      );
      expect(res.ok(), await res.text()).toBe(true);
      return ((await res.json()).result.days as Day[]).find((d) => d.date === date)?.slots ?? [];
    };
    const slots = await free(target.date);
    expect(slots.length).toBeGreaterThan(0);
    const latestEnd = 13 * 60 - service.durationMinutes;
    for (const s of slots) {
      const [h, m] = s.localTime.split(':').map(Number) as [number, number];
      expect(h * 60 + m, s.localTime).toBeLessThanOrEqual(latestEnd);
    }
    expect(await free(dayOff.date)).toEqual([]);

    // The day off can be taken back.
    await page
      .getByRole('button', { name: /^Remove time off from/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByText('Time off removed.')).toBeVisible();
  } finally {
    await put(before);
    const offs = (await (await owner.get(`/v1/business/${businessId}/artists/${jules.id}/time-off`)).json())
      .result;
    for (const t of offs as { id: string; reason: string | null }[]) {
      if (t.reason === 'Convention')
        await owner.context.delete(`/v1/business/${businessId}/artists/${jules.id}/time-off/${t.id}`, {
          headers: ownerHeaders,
        });
    }
    await owner.context.dispose();
  }
});

test("the owner gives Rina early hours on one date; the customer's booking page offers only those that day", async ({
  page,
  browser,
  playwright,
}) => {
  test.slow(); // a busy machine: the studio loads several queries and saves through the API
  // Rina and this date belong to no other journey: the last day of the booking page's two weeks,
  // at 06:00–09:00, hours North Star never opens (its week runs from 11:00).
  const owner = await signedInApi(playwright, northStarTeam.owner, demoPassword);
  const shop = (await (await owner.get(`/v1/shops/${shopUrl}`)).json()).result as Shop;
  const rina = shop.artists.find((a) => a.displayName.startsWith('Rina'))!;
  const service = shop.services
    .filter((s) => !s.requiresRequest && s.artists.some((a) => a.id === rina.id))
    .sort((a, b) => a.durationMinutes - b.durationMinutes)[0]!;
  const { date } = shopDate(13);
  const ownerHeaders = await tokenHeaders(owner.context);
  const customer = await browser.newContext();
  let businessId = '';

  try {
    businessId = await openHours(page, northStarTeam.owner);
    await page.getByRole('combobox', { name: 'Artist' }).click();
    await page.getByRole('option', { name: rina.displayName }).click();
    await expect(page).toHaveURL(new RegExp(`artist=${rina.id}`));
    const section = page.getByRole('region', { name: 'Different hours on a date' });
    await expect(section.getByText('No different hours ahead.')).toBeVisible();

    // A closing time before the opening one is refused, saying why, and nothing is saved.
    await section.getByLabel('Date', { exact: true }).fill(date);
    await section.getByLabel('Hours from').fill('06:00');
    await section.getByLabel('Hours until').fill('05:00');
    await section.getByRole('button', { name: 'Save hours on this date' }).click();
    await expect(section.getByText('The closing time must come after the opening time')).toBeVisible();
    await expect(section.getByText('No different hours ahead.')).toBeVisible();

    await section.getByLabel('Hours until').fill('09:00');
    await section.getByRole('button', { name: 'Save hours on this date' }).click();
    const list = section.getByRole('list', { name: 'Dates with different hours' });
    await expect(list.getByText('06:00–09:00')).toBeVisible();
    await closeToasts(page);
    await expectNoA11yViolations(page);

    // What the customer is offered that day: only times inside 06:00–09:00.
    const res = await customer.request.get(
      `/v1/availability?shopUrl=${shopUrl}&artistId=${rina.id}&serviceId=${service.id}&from=${date}&to=${date}`,
    );
    expect(res.ok(), await res.text()).toBe(true);
    const slots = ((await res.json()).result.days as Day[])[0]!.slots;
    expect(slots.length).toBeGreaterThan(0);
    for (const s of slots) expect(s.localTime >= '06:00' && s.localTime < '09:00', s.localTime).toBe(true);

    const booking = await customer.newPage();
    await booking.goto(`/booking?shop=${shopUrl}&artist=${rina.id}&service=${service.id}`);
    const days = booking.getByRole('group', { name: 'Days' });
    await expect(days.getByRole('button').first()).toBeVisible({ timeout: 30_000 });
    // The chip and the times as the page writes them, in the browser's own locale.
    const { dayName, times } = await booking.evaluate(
      ({ date, starts, zone }) => ({
        dayName: new Intl.DateTimeFormat(undefined, {
          weekday: 'short',
          month: 'short',
          day: 'numeric',
          timeZone: 'UTC',
        }).format(new Date(`${date}T12:00:00Z`)),
        times: starts.map((s) =>
          new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', timeZone: zone }).format(
            new Date(s),
          ),
        ),
      }),
      { date, starts: slots.map((s) => s.start), zone },
    );
    await days.getByRole('button', { name: dayName }).click();
    await expect(booking.getByRole('group', { name: 'Times' }).getByRole('button')).toHaveText(times);
    await expectNoA11yViolations(booking);

    // Removed, the date is back to Rina's week: nothing before 11:00.
    await list.getByRole('button', { name: /^Remove hours on/ }).click();
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(section.getByText('No different hours ahead.')).toBeVisible();
    const after = await customer.request.get(
      `/v1/availability?shopUrl=${shopUrl}&artistId=${rina.id}&serviceId=${service.id}&from=${date}&to=${date}`,
    );
    for (const s of ((await after.json()).result.days as Day[])[0]!.slots)
      expect(s.localTime >= '11:00', s.localTime).toBe(true);
  } finally {
    if (businessId)
      await owner.context.delete(`/v1/business/${businessId}/artists/${rina.id}/date-hours/${date}`, {
        headers: ownerHeaders,
      });
    await customer.close();
    await owner.context.dispose();
  }
});

test('the preview of the shop rules changes as they are edited, and leaving unsaved asks first', async ({
  page,
}) => {
  test.slow(); // a busy machine: the studio loads several queries and saves through the API
  await openHours(page, northStarTeam.owner);
  const preview = page.getByTestId('policy-preview');
  await expect(preview).toBeVisible();

  await page.getByLabel('Cancellation notice').fill('72');
  await expect(preview).toContainText('Cancel at least 3 days before your appointment to keep your deposit');
  await page.getByLabel('Moves allowed').fill('0');
  await expect(preview).toContainText('Appointments cannot be moved once booked.');
  await page.getByLabel('How the deposit works').fill('The deposit is half the price.');
  await expect(preview.getByRole('listitem').first()).toHaveText('The deposit is half the price.');

  await page.getByLabel('Moves allowed').fill('-1');
  await expect(page.getByText('Moves allowed cannot be negative')).toBeHidden();
  await page.getByRole('button', { name: 'Save rules' }).click();
  await expect(page.getByText('Moves allowed cannot be negative')).toBeVisible();
  await expectNoA11yViolations(page);

  // Leaving with changes not saved asks first; staying keeps them.
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Today' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/hours/);
  await expect(page.getByLabel('How the deposit works')).toHaveValue('The deposit is half the price.');
});

async function tokenHeaders(context: Awaited<ReturnType<typeof signedInApi>>['context']) {
  const { token } = (await (await context.get('/auth/token')).json()) as { token: string };
  return { authorization: `Bearer ${token}`, 'x-client-source': 'customer-web' };
}
