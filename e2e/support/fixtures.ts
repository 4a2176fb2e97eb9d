import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Every journey fails on a console error or an uncaught page error, unless it says it expects one. */
// A 1×1 transparent PNG: map tiles in journeys, since the machine cannot reach a tile server.
const blankTile = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A small green PNG: a picture a person picks to send (a reference, a design). */
export const greenPicture = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAX0lEQVRYhe3WwQnAAAxC0U7kwf3cvUsU0sODDBBEvz5Zf3XP+QfxUCk0HoqU9Rw/AcZSaDwUKes5hGKglULjoUhZcajAONUR5VrzY/fTLAZaKTQeipQVhwqMUx35NAovH8zFapJZPy4AAAAASUVORK5CYII=',
  'base64',
);

export const test = base.extend<{
  consoleErrors: string[];
  expectedConsoleErrors: RegExp[];
  mapTiles: 'blank' | 'unreachable';
}>({
  expectedConsoleErrors: [[], { option: true }],
  mapTiles: ['blank', { option: true }],
  page: async ({ page, mapTiles }, use) => {
    await page.route('https://tile.openstreetmap.org/**', (route) =>
      mapTiles === 'blank'
        ? route.fulfill({ contentType: 'image/png', body: blankTile })
        : route.abort('internetdisconnected'),
    );
    await use(page);
  },
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      const unexpected = errors.filter((e) => !expectedConsoleErrors.some((pattern) => pattern.test(e)));
      expect(unexpected, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** Closes the toasts on screen and waits for them to go: axe would read one while it fades (half-transparent text). */
export async function closeToasts(page: Page) {
  const close = page.locator('.Toastify__close-button');
  for (let i = await close.count(); i > 0; i--) await close.first().click();
  await expect(page.locator('.Toastify__toast')).toHaveCount(0);
}

/**
 * Picks a day of the booking page's day chips, counted back from the last one shown. Days far
 * ahead are past every notice, and how many days show depends on the hour the journeys run and
 * on what earlier journeys booked, so a fixed index from the start can point past the end.
 */
export async function chooseDayFromEnd(page: Page, fromEnd = 0) {
  const days = page.getByRole('group', { name: 'Days' }).getByRole('button');
  await expect(days.first()).toBeVisible();
  const count = await days.count();
  await days.nth(Math.max(0, count - 1 - fromEnd)).click();
}

/** Waits until nothing on the page is moving but endless animations (spinners). */
async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
}

async function seriousViolations(page: Page) {
  // Only the violations are read, so axe reports only those in full (its resultTypes option); every
  // rule still runs on every node.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * axe must find no serious or critical violation on the page once it is still. A dialog or toast
 * fading in has see-through text, which axe would judge as poor contrast: the check waits for
 * animations first, and a toast that only starts rising while axe reads the page (a save's answer
 * arriving) is read again once it has risen. A real violation is there both times.
 */
export async function expectNoA11yViolations(page: Page) {
  await settled(page);
  let serious = await seriousViolations(page);
  if (serious.length) {
    await settled(page);
    serious = await seriousViolations(page);
  }
  expect(serious).toEqual([]);
}

export type MailboxMessage = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string>;
  createdAt: string;
};

/** The newest message of the dev mailbox to that address whose subject matches, waiting for it to arrive. */
export async function waitForMail(page: Page, to: string, subject: RegExp): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/dev/mailbox/messages');
        const { result } = (await res.json()) as { result: MailboxMessage[] };
        found = result.find((m) => m.to === to && subject.test(m.subject));
        return Boolean(found);
      },
      { timeout: 20_000, message: `an email to ${to} matching ${subject}` },
    )
    .toBe(true);
  return found!;
}

let counter = 0;
/** A new person for a journey, unique across runs. */
export function newCustomer() {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}`;
  return {
    email: `journey-${stamp}@example.test`,
    password: 'journey-password-1',
    firstName: 'Jordan',
    lastName: `Tester${stamp.slice(-4)}`,
  };
}
