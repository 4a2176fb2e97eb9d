import { expect, expectNoA11yViolations, test } from './support/fixtures.ts';
import { signedInApi } from './support/journey-api.ts';
import { demoPassword, northStarTeam, openStudioAs } from './support/studio.ts';

// The studio's flash (issue 29 item 5): the owner adds a design for Dex with two sizes, creates a
// drop of it that is already open, and sees a customer's claim in its sales.

/** An 8 × 8 red PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWP4z8CAFWEXHbQSACj/P8FTKqelAAAAAElFTkSuQmCC',
  'base64',
);

/** The shop's clock (New York) an hour ago, as a datetime-local field takes it. */
const anHourAgoInNewYork = () => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/New_York',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(Date.now() - 3600_000))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
};

test('the owner adds a design with two sizes, creates a drop and sees its sales', async ({
  page,
  playwright,
}) => {
  test.slow();
  const title = `Moth ${Date.now().toString(36).slice(-5)}`;
  const { businessId } = await openStudioAs(page, northStarTeam.owner);
  await page
    .getByRole('navigation', { name: 'Studio' })
    .getByRole('link', { name: 'Flash and books' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Flash and books' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Artist' }).click();
  await page.getByRole('option', { name: 'Dex Okafor' }).click();

  await page.getByRole('button', { name: 'Add a design' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a flash design' });
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'moth.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByRole('img', { name: 'The design' })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Placement notes' }).fill('Sternum or thigh');
  await dialog.getByRole('textbox', { name: 'Size 1 label' }).fill('Palm');
  await dialog.getByRole('textbox', { name: /Size 1 price/ }).fill('120');
  await dialog.getByRole('textbox', { name: 'Size 1 minutes' }).fill('60');
  await dialog.getByRole('button', { name: 'Add a size' }).click();
  await dialog.getByRole('textbox', { name: 'Size 2 label' }).fill('Hand');
  await dialog.getByRole('textbox', { name: /Size 2 price/ }).fill('200');
  await dialog.getByRole('textbox', { name: 'Size 2 minutes' }).fill('120');
  await dialog.getByRole('button', { name: 'Add the design' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('Palm');
  await expect(card).toContainText('Hand');

  await page.getByRole('button', { name: 'Create a drop' }).click();
  const dropDialog = page.getByRole('dialog', { name: 'Create a drop' });
  await dropDialog.getByRole('textbox', { name: 'Title' }).fill(`${title} drop`);
  await dropDialog.getByRole('checkbox', { name: title }).check();
  await dropDialog.getByRole('textbox', { name: `Stock of ${title}` }).fill('3');
  await dropDialog.getByLabel('Opens at').fill(anHourAgoInNewYork());
  await dropDialog.getByRole('button', { name: 'Create the drop' }).click();
  await expect(dropDialog).toBeHidden();
  const drop = page.getByRole('region', { name: `${title} drop` });
  await expect(drop).toContainText('Open');
  const sales = drop.getByRole('table', { name: `Sales of ${title} drop` });
  await expect(sales.getByRole('row', { name: new RegExp(title) })).toContainText('3');

  // A customer claims one: the sales show it without a reload.
  const owner = await signedInApi(playwright, northStarTeam.owner, demoPassword);
  const drops = (await (await owner.get(`/v1/business/${businessId}/drops`)).json()).result as {
    id: string;
    title: string;
    items: { id: string }[];
  }[];
  const made = drops.find((d) => d.title === `${title} drop`)!;
  const customer = await signedInApi(playwright, 'customer@linework.test', demoPassword);
  const claim = await customer.post(`/v1/drops/${made.id}/claims`, { dropItemId: made.items[0]!.id });
  expect(claim.status(), await claim.text()).toBe(201);
  await expect(sales.getByRole('row', { name: new RegExp(title) }).getByRole('cell')).toHaveText([
    '3',
    '1',
    '1',
    '0',
    '2',
  ]);
  await expectNoA11yViolations(page);
});
