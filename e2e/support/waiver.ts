import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations } from './fixtures.ts';

// Signing a shop's waiver as a customer does, from the customer's own link or at the door.

/** A small photo of an ID card, drawn in the page itself (the journey has no image library). */
async function idPhoto(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 400;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#2a5aa0';
    ctx.fillRect(0, 0, 640, 400);
    ctx.fillStyle = '#fff';
    ctx.font = '40px sans-serif';
    ctx.fillText('ID CARD', 40, 80);
    return canvas.toDataURL('image/jpeg', 0.8);
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

const strokePoints: [number, number][] = [
  [0.1, 0.6],
  [0.2, 0.3],
  [0.32, 0.7],
  [0.45, 0.35],
  [0.6, 0.65],
  [0.85, 0.3],
];

/** Signs on the pad with a finger: real touch events, as a phone sends them. */
export async function drawWithFinger(page: Page) {
  const box = (await page.getByRole('img', { name: /signature pad/ }).boundingBox())!;
  const at = ([x, y]: [number, number]) => ({ x: box.x + x * box.width, y: box.y + y * box.height });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at(strokePoints[0]!)] });
  for (const p of strokePoints.slice(1)) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at(p)] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Signs on the pad with the mouse. */
export async function drawWithMouse(page: Page) {
  const box = (await page.getByRole('img', { name: /signature pad/ }).boundingBox())!;
  const [first, ...rest] = strokePoints;
  await page.mouse.move(box.x + first![0] * box.width, box.y + first![1] * box.height);
  await page.mouse.down();
  for (const [x, y] of rest)
    await page.mouse.move(box.x + x * box.width, box.y + y * box.height, { steps: 4 });
  await page.mouse.up();
}

/** Health questions, initials and the photo ID of the demo waiver, as a customer answers them. */
export async function answerHealthConsentAndId(page: Page) {
  await expect(page.getByRole('heading', { level: 2, name: 'Health questions' })).toBeVisible();
  for (const q of [/allergies/, /medical condition/, /blood thinners/]) {
    await page.getByRole('group', { name: q }).getByLabel('No', { exact: true }).check();
  }
  await page
    .getByRole('group', { name: /pregnant/ })
    .getByLabel('No', { exact: true })
    .check();
  await page.getByLabel('When did you last eat?').fill('An hour ago');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Read and initial' })).toBeVisible();
  await expect(page.getByText('I understand a tattoo is permanent', { exact: false })).toBeVisible();
  for (let i = 1; i <= 4; i++) await page.getByLabel(`Initials for statement ${i}`).fill('CR');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Photo ID' })).toBeVisible();
  await page
    .getByLabel('Front of your photo ID')
    .setInputFiles({ name: 'id.jpg', mimeType: 'image/jpeg', buffer: await idPhoto(page) });
  await expect(page.getByAltText('Front of your photo ID, as uploaded')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();
}

/** The waiver's first step, "About you": the signer, then whom to call in an emergency. */
export async function fillAboutYou(page: Page, signer: { fullName: string; email: string }) {
  await expect(page.getByRole('heading', { level: 2, name: 'About you' })).toBeVisible();
  await page.getByLabel('Full legal name').fill(signer.fullName);
  await page.getByLabel('Date of birth').fill('1991-07-09');
  await page.getByLabel('Home address').fill('1 Main St, New York');
  await page.getByLabel('Phone number', { exact: true }).fill('+1 212 555 0100');
  await page.getByLabel('Email', { exact: true }).fill(signer.email);
  await page.getByLabel('Their name').fill('Sam Rivera');
  await page.getByLabel('Their phone number').fill('+1 212 555 0101');
  await page.getByRole('button', { name: 'Next' }).click();
}
