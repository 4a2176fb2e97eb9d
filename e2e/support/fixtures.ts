import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Every journey fails on a console error or an uncaught page error, unless it says it expects one. */
// A 1×1 transparent PNG: map tiles in journeys, since the machine cannot reach a tile server.
const blankTile = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
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

/** axe must find no serious or critical violation on the page as it is now. */
export async function expectNoA11yViolations(page: Page) {
  // A dialog still fading in has see-through text, which axe would judge as poor contrast.
  // Endless animations (spinners) are not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
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
