import type { Locator, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures.ts';

// Issue 25, point 16 and its "Done when": every screen, customer and studio, is read by axe at
// 390 and 1280 px (0 serious or critical), once per layout with a toast on screen; and on the
// 390 px phone, with text at 200 %, no screen scrolls sideways and nothing sticks out of it.
//
// Larger text reaches a page as a larger default font size: the browser's "Font size" setting
// (Chrome on a desk, and Android Chrome's text scaling) changes what `1rem` and `medium` are,
// and the page's CSS viewport stays 390 px wide. Page zoom instead shrinks the CSS viewport (a
// 390 px phone at 200 % is 195 CSS px), which is not how a phone's larger text arrives. So the
// journey sets the browser's own default font size to twice 16 px (DevTools' Page.setFontSizes,
// the same preference the settings page writes), which scales every rem- and em-sized thing and
// reaches the page from its first paint, across navigations.

export type Screen = {
  name: string;
  path: string;
  /** What shows once the screen has its data (besides its h1). */
  ready?: (page: Page) => Locator;
  /** A toast is raised on this screen and scanned while it shows. */
  toast?: (page: Page) => Promise<Locator>;
};

export const widths = [
  { label: 'phone', width: 390, height: 844 },
  { label: 'desk', width: 1280, height: 800 },
] as const;

/** What sticks out sideways at this width: the page's own scroll, and any box past the screen's edges. */
function sideways() {
  const width = document.documentElement.clientWidth;
  const found: string[] = [];
  if (document.documentElement.scrollWidth > width)
    found.push(`the page is ${document.documentElement.scrollWidth}px wide`);
  const describe = (el: Element) => {
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ');
    const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
    return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} "${text.slice(0, 40)}"`;
  };
  /** Inside a box that scrolls or clips sideways on purpose (a table, a strip of chips, a map). */
  const contained = (from: Element | null) => {
    for (let n = from; n && n !== document.body; n = n.parentElement) {
      const s = getComputedStyle(n);
      if (s.overflowX !== 'visible') return true;
      if (s.position === 'fixed') return false;
    }
    return false;
  };
  const outside = new Set<Element>();
  for (const el of Array.from(document.body.querySelectorAll('*'))) {
    const s = getComputedStyle(el);
    if (s.visibility === 'hidden' || s.display === 'contents') continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    // Screen-reader-only text is a 1 px box clipped to nothing.
    if (r.width <= 1 && r.height <= 1) continue;
    // Wholly off to the left is hidden on purpose (the skip link until it has focus).
    if (r.right <= width + 1 && (r.left >= -1 || r.right <= 0)) continue;
    if (contained(el.parentElement)) continue;
    outside.add(el);
  }
  for (const el of outside) {
    // The outermost box only: its children stick out because it does.
    if (el.parentElement && outside.has(el.parentElement)) continue;
    const r = el.getBoundingClientRect();
    found.push(`${describe(el)} spans ${Math.round(r.left)}…${Math.round(r.right)}px`);
  }
  // A control whose words spill out of it (squeezed tabs) draws them over its neighbours.
  for (const el of Array.from(document.body.querySelectorAll('button, a, [role="tab"], .MuiChip-root'))) {
    if (contained(el.parentElement) && el.closest('[role="tablist"]') === null) continue;
    const s = getComputedStyle(el);
    // A count badge sits over its button's corner by design.
    if (s.textOverflow === 'ellipsis' || el.clientWidth === 0 || el.querySelector('.MuiBadge-badge'))
      continue;
    if (el.scrollWidth > el.clientWidth + 1)
      found.push(`${describe(el)} is ${el.clientWidth}px wide for ${el.scrollWidth}px of content`);
  }
  // Words that run out of their box (a long email address) stick out though their box does not.
  const words = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = words.nextNode(); node; node = words.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || contained(parent)) continue;
    if (getComputedStyle(parent).visibility === 'hidden') continue;
    range.selectNodeContents(node);
    const r = range.getBoundingClientRect();
    if (r.width > 0 && r.right > width + 1 && r.left > 0)
      found.push(`the words "${node.textContent.trim().slice(0, 40)}" run to ${Math.round(r.right)}px`);
  }
  return found;
}

/** Sets the browser's default font size (16 px at 100 %), as its Font size setting does. */
async function textAt(page: Page, percent: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', {
    fontSizes: { standard: (16 * percent) / 100, fixed: (13 * percent) / 100 },
  });
  await cdp.detach();
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize))
    .toBe(`${(16 * percent) / 100}px`);
}

/** Each screen: axe at this width; on the phone, then text at 200 % and nothing sideways. */
export async function walk(page: Page, screens: Screen[], width: number) {
  const wide: string[] = [];
  let toasts = 0;
  for (const screen of screens) {
    await test.step(screen.name, async () => {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      if (screen.ready) await expect(screen.ready(page).first()).toBeVisible();
      // Loaded: no spinner left (a step's determinate progress bar stays, and says how far).
      await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
      await expectNoA11yViolations(page);
      if (screen.toast) {
        const shown = await screen.toast(page);
        await expect(shown).toBeVisible();
        // Held on screen (a toast pauses under the pointer) while axe reads the page.
        await shown.hover();
        await expectNoA11yViolations(page);
        await expect(shown).toBeVisible();
        toasts += 1;
      }
      if (width === 390) {
        await textAt(page, 200);
        const found = await page.evaluate(sideways);
        if (found.length) {
          wide.push(`${screen.name} (${screen.path}): ${found.join('; ')}`);
          await page.screenshot({ path: `test-results/text-200/${screen.name.replace(/\W+/g, '-')}.png` });
        }
        await textAt(page, 100);
      }
    });
  }
  expect(toasts, 'screens scanned with a toast on screen').toBeGreaterThan(0);
  expect(wide, 'screens that scroll sideways at 200 % text on a 390 px phone').toEqual([]);
}
