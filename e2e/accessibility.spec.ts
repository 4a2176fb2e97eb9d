import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, newCustomer, test } from './support/fixtures.ts';
import { signUpConfirmed } from './support/identity.ts';

// What axe cannot see, checked as a keyboard, screen-reader or zoom user meets it (issue 16, point 7).

/** A new customer, signed in with their email confirmed (booking and paying need it). */
async function signUp(page: Page) {
  const person = newCustomer();
  await signUpConfirmed(page.request, person);
  return person;
}

/** Presses Tab until the target (or something inside it) has focus: the keyboard alone gets there. */
async function tabTo(page: Page, target: Locator, max = 150) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** What one Tab stop looks like: whether a ≥ 3:1 ring is drawn, and whether the sticky header covers it. */
type Stop = { key: string; name: string; ring: string | null; underHeader: boolean };

/** Reads the focused element in the page: its ring (outline, or a text field's focused border) and cover. */
function describeFocus(): Stop | null {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return null;
  // Marks each stop, to know when Tab has come round to one already seen.
  if (!el.dataset.tabStop) el.dataset.tabStop = String(Math.random());
  const key = el.dataset.tabStop;
  const name = `${el.tagName.toLowerCase()} ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}`;
  const luminance = (rgb: number[]) => {
    const [r, g, b] = rgb.map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const parse = (color: string) => {
    const m = color.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 0];
    return { rgb: m.slice(0, 3), alpha: m.length > 3 ? m[3]! : 1 };
  };
  const backgroundBehind = (node: Element | null): number[] => {
    for (let n = node; n; n = n.parentElement) {
      const bg = parse(getComputedStyle(n).backgroundColor);
      if (bg.alpha > 0.5) return bg.rgb;
    }
    return [255, 255, 255];
  };
  const contrast = (a: number[], b: number[]) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };

  let ring: string | null = null;
  const textField = el.matches('input:not([type=checkbox]):not([type=radio]), textarea, select')
    ? el.closest('.MuiInputBase-root')
    : null;
  if (textField) {
    // A text field's indicator is its border, thickened in the primary colour.
    const border = textField.querySelector('fieldset') ?? textField;
    const style = getComputedStyle(border);
    const width = Number.parseFloat(style.borderTopWidth);
    const ratio = contrast(parse(style.borderTopColor).rgb, backgroundBehind(textField.parentElement));
    // Seen, not the class MUI's script sets: a static page's field takes focus before its island wakes.
    ring = width >= 2 && ratio >= 3 ? null : 'faint border';
  } else {
    // A checkbox's input is invisible: its visible box carries the ring.
    const shown = el.matches('input') ? (el.closest('.MuiButtonBase-root') ?? el) : el;
    const style = getComputedStyle(shown);
    const width = Number.parseFloat(style.outlineWidth);
    const ratio = contrast(parse(style.outlineColor).rgb, backgroundBehind(shown.parentElement));
    if (style.outlineStyle === 'none' || width < 2) ring = `no outline (${style.outlineStyle} ${width}px)`;
    else if (ratio < 3) ring = `outline contrast ${ratio.toFixed(2)}:1`;
    else {
      // A ring drawn outside a box that its card clips (overflow hidden) is not seen at all.
      const box = shown.getBoundingClientRect();
      const reach = width + Number.parseFloat(style.outlineOffset);
      for (let n = shown.parentElement; n && n !== document.body; n = n.parentElement) {
        const clip = getComputedStyle(n);
        if (![clip.overflowX, clip.overflowY].some((o) => o === 'hidden' || o === 'clip')) continue;
        const edge = n.getBoundingClientRect();
        if (
          box.left - reach < edge.left - 0.5 ||
          box.right + reach > edge.right + 0.5 ||
          box.top - reach < edge.top - 0.5 ||
          box.bottom + reach > edge.bottom + 0.5
        )
          ring = 'ring cut off by the box around it';
        break;
      }
    }
  }

  // Covered when, at its top edge or middle, what the eye sees is the sticky header.
  const header = document.querySelector('header');
  let underHeader = false;
  if (header && !header.contains(el)) {
    const box = el.matches('input') ? (el.closest('.MuiButtonBase-root, .MuiInputBase-root') ?? el) : el;
    const r = box.getBoundingClientRect();
    const x = Math.min(Math.max(r.left + r.width / 2, 1), innerWidth - 1);
    for (const y of [r.top + 2, r.top + r.height / 2]) {
      if (y < 0 || y > innerHeight) continue;
      if (header.contains(document.elementFromPoint(x, y))) underHeader = true;
    }
  }
  return { key, name, ring, underHeader };
}

/** Tabs through the whole page, recording every stop, until focus leaves the page or comes round. */
async function everyTabStop(page: Page, max = 120) {
  const stops: Stop[] = [];
  const seen = new Set<string>();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(describeFocus);
    if (!stop || seen.has(stop.key)) break;
    seen.add(stop.key);
    stops.push(stop);
  }
  return stops;
}

const publicPages = [
  { name: 'home', path: '/' },
  // On a phone the map is the other view of the results, not below them.
  { name: 'home map', path: '/?view=map' },
  { name: 'shop', path: '/shop/north-star-tattoo' },
  { name: 'artist', path: '/artist/mara-vale' },
  {
    name: 'booking',
    path: '/booking?shop=north-star-tattoo',
    // The artists come first; the services show once one is chosen.
    ready: (page: Page) => page.getByRole('region', { name: 'Artist' }).getByRole('button').first(),
  },
];

for (const viewport of [
  { label: 'phone', width: 390, height: 844 },
  { label: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`on a ${viewport.label}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('every Tab stop of the main public pages shows a ring of 3:1 or more and is never under the sticky header', async ({
      page,
    }) => {
      test.setTimeout(240_000);
      for (const p of publicPages) {
        await page.goto(p.path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (p.ready) await expect(p.ready(page)).toBeVisible();
        // The map's markers are Tab stops once it is drawn (home and shop pages).
        if (p.name.startsWith('home') || p.name === 'shop') {
          // The map is drawn once it comes into view (below the results on a phone).
          // Scrolled through half a screen at a time, so the map's placeholder is seen on the way.
          await page.evaluate(async () => {
            const frame = () =>
              new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
            for (let y = 0; y <= document.body.scrollHeight; y += innerHeight / 2) {
              window.scrollTo(0, y);
              await frame();
            }
          });
          if (p.name === 'home map' || (p.name === 'home' && viewport.label === 'desktop'))
            await expect(page.getByRole('button', { name: 'North Star Tattoo', exact: true })).toBeAttached();
          await page.evaluate(() => window.scrollTo(0, 0));
        }
        const stops = await everyTabStop(page);
        expect(stops.length, `Tab stops on the ${p.name} page`).toBeGreaterThan(5);
        expect(
          stops
            .filter((s) => s.ring || s.underHeader)
            .map((s) => `${p.name}: ${s.name}: ${s.ring ?? 'under the header'}`),
        ).toEqual([]);
      }
    });
  });
}

/** Books Jules' small fine line tattoo on the last day offered, by mouse: the setup of checks below. */
async function holdATime(page: Page) {
  await page.goto('/booking?shop=north-star-tattoo');
  await page
    .getByRole('region', { name: 'Artist' })
    .getByRole('button', { name: /Jules Moreau/ })
    .click();
  await page
    .getByRole('region', { name: 'Service' })
    .getByRole('button', { name: /Small fine line tattoo/ })
    .click();
  await page.getByRole('group', { name: 'Days' }).getByRole('button').last().click();
  await page.getByRole('group', { name: 'Times' }).getByRole('button').last().click();
  await page.getByRole('button', { name: 'Hold this time' }).click();
  await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]{22}$/);
}

test('the hold countdown ticks for the eye, but no live region speaks more than once a minute unasked', async ({
  page,
}) => {
  await page.clock.install();
  await signUp(page);
  await holdATime(page);
  await expect(page.getByText(/We hold this time for you for \d+:\d\d more/)).toBeVisible();

  // Every change inside a live region, stamped with the page's own clock.
  await page.evaluate(() => {
    const live = '[aria-live]:not([aria-live="off"]), [role="alert"], [role="status"], [role="log"]';
    const w = window as unknown as { liveChanges: { region: string; at: number; text: string }[] };
    w.liveChanges = [];
    const ids = new WeakMap<Element, string>();
    new MutationObserver((records) => {
      for (const r of records) {
        const node = r.target instanceof Element ? r.target : r.target.parentElement;
        const region = node?.closest(live);
        if (!region) continue;
        if (!ids.has(region)) ids.set(region, `${region.getAttribute('role') ?? 'live'}#${Math.random()}`);
        w.liveChanges.push({ region: ids.get(region)!, at: Date.now(), text: region.textContent ?? '' });
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const shown = async () => (await page.getByText(/We hold this time for you for/).textContent()) ?? '';
  const before = await shown();
  // Two and a half minutes of the page's time, a second at a time, as the countdown lives it.
  for (let s = 0; s < 150; s++) await page.clock.runFor(1000);
  await expect.poll(shown).not.toBe(before);

  const changes = await page.evaluate(
    () => (window as unknown as { liveChanges: { region: string; at: number; text: string }[] }).liveChanges,
  );
  const tooSoon: string[] = [];
  const last = new Map<string, number>();
  for (const c of changes) {
    const previous = last.get(c.region);
    // One re-render may touch a region more than once at the same instant: that is one announcement.
    if (previous !== undefined && c.at !== previous && c.at - previous < 59_000)
      tooSoon.push(`${c.text} (${(c.at - previous) / 1000}s after the last)`);
    if (c.at !== previous) last.set(c.region, c.at);
  }
  expect(tooSoon).toEqual([]);
  // The minutes are still told, politely.
  await expect(
    page.getByRole('status').filter({ hasText: /held for you for \d+ minutes? more/ }),
  ).toBeAttached();
});

/** What does not fit: horizontal scrolling of the page, and cards or field labels that cut their content. */
async function overflowing(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) found.push(`page scrolls sideways (${root.scrollWidth}px)`);
    for (const el of Array.from(
      document.querySelectorAll<HTMLElement>('.MuiCard-root, .MuiInputLabel-root'),
    )) {
      if (el.scrollWidth > el.clientWidth + 1) found.push(`${el.className.split(' ')[0]}: ${el.textContent}`);
    }
    return found;
  });
}

test.describe('reflow', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('at 320 px and with text at 200% nothing scrolls sideways or is cut off', async ({ page }) => {
    test.setTimeout(180_000);
    await signUp(page);
    await holdATime(page);
    const checkout = page.url();
    for (const path of [
      '/',
      '/shop/north-star-tattoo',
      '/artist/mara-vale',
      '/booking?shop=north-star-tattoo',
      checkout,
    ]) {
      for (const text of ['100%', '200%']) {
        // 200% text in a 640 px window is a 1280 px desktop zoomed to 200%.
        await page.setViewportSize({ width: text === '100%' ? 320 : 640, height: 640 });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (path === '/')
          await expect(page.getByRole('region', { name: 'Your upcoming appointments' })).toBeVisible({
            timeout: 30_000,
          });
        if (path === checkout) await expect(page.getByLabel('Expiry (MM / YY)')).toBeVisible();
        await page.evaluate((size) => {
          document.documentElement.style.fontSize = size;
        }, text);
        expect(await overflowing(page), `${path} at ${text} text`).toEqual([]);
      }
    }
  });
});

test.describe('with reduced motion asked for', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing moves: no transitions or animations', async ({ page }) => {
    await page.goto('/artist/kenji-mori');
    const moving = () =>
      page.evaluate(() => {
        const found = document
          .getAnimations()
          .filter((a) => a.playState === 'running')
          .map((a) => `${a.constructor.name} on ${(a.effect as KeyframeEffect | null)?.target?.className}`);
        for (const el of Array.from(document.querySelectorAll('button, a, .MuiButtonBase-root'))) {
          const s = getComputedStyle(el);
          const longest = Math.max(
            ...`${s.transitionDuration},${s.animationDuration}`
              .split(',')
              .map((d) => Number.parseFloat(d) || 0),
          );
          if (longest > 0) found.push(`${el.tagName} ${el.textContent?.slice(0, 20)} lasts ${longest}s`);
        }
        return found;
      });
    expect(await moving()).toEqual([]);
    // A dialog appears at once, without fading in.
    await page.getByRole('button', { name: /Open picture 1 of/ }).click();
    await expect(page.getByRole('dialog', { name: 'Pictures by Kenji Mori' })).toBeVisible();
    expect(await moving()).toEqual([]);
  });
});

/** axe's rules of structure and naming that are not serious enough for expectNoA11yViolations. */
async function structureProblems(page: Page) {
  const results = await new AxeBuilder({ page })
    .withRules(['heading-order', 'page-has-heading-one', 'label-content-name-mismatch', 'aria-dialog-name'])
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('headings, names and focus: one h1 and no skipped levels, named dialogs, focus moved to what is new', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const person = await signUp(page);
  await holdATime(page);
  const checkout = page.url();
  for (const path of [
    '/',
    '/shop/north-star-tattoo',
    '/artist/kenji-mori',
    '/booking?shop=north-star-tattoo',
    checkout,
    '/chat',
    '/shop/north-star-tattoo/preview-waiver',
    '/artist/mara-vale/subscribe',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await structureProblems(page), path).toEqual([]);
  }

  // The header's Messages link is named by what it shows (WCAG 2.5.3).
  await expect(page.getByRole('link', { name: /^Messages/ })).toBeVisible();

  // A link followed inside the app puts focus on the new page's h1, not on the page's body.
  await page.goto('/artist/kenji-mori');
  await page
    .getByRole('region', { name: 'Where they work' })
    .getByRole('link', { name: 'Kumo Tattoo' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kenji Mori' })).toBeFocused();

  // The picture viewer is a named dialog.
  await page.getByRole('button', { name: /Open picture 1 of/ }).click();
  await expect(page.getByRole('dialog', { name: 'Pictures by Kenji Mori' })).toBeVisible();
  expect(await structureProblems(page)).toEqual([]);
  await page.keyboard.press('Escape');

  // An unticked consent box is announced and described, and takes focus.
  await page.goto('/artist/mara-vale/subscribe');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(person.email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const consent = page.getByRole('checkbox', { name: /I agree to receive emails/ });
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await consent.getAttribute('aria-describedby'))!;
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveRole('alert');
  await expect(page.locator(`[id="${describedBy}"]`)).not.toBeEmpty();

  // Switching views of the sign-in dialog keeps focus in it, on the new view's title.
  await page.context().clearCookies();
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  await expect(dialog.getByRole('heading', { name: 'Create your account' })).toBeFocused();
});

test('with the keyboard alone: book, pay with 3-D Secure, sign the waiver and message the shop', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const person = await signUp(page);
  const press = (key: string) => page.keyboard.press(key);

  // Booking: every choice is a Tab stop and takes Enter; each new page puts focus on its h1.
  await page.goto('/shop/north-star-tattoo/jules');
  await tabTo(page, page.getByRole('link', { name: 'Book', exact: true }).first());
  await press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await tabTo(
    page,
    page.getByRole('region', { name: 'Service' }).getByRole('button', { name: /Small fine line/ }),
  );
  await press('Enter');
  const days = page.getByRole('group', { name: 'Days' }).getByRole('button');
  await tabTo(page, days.nth((await days.count()) - 2));
  await press('Enter');
  const time = page.getByRole('group', { name: 'Times' }).getByRole('button').first();
  // A time is named with its day, not as a bare "10:00 AM".
  await expect(time).toHaveAccessibleName(/\d.*, \w{3}, \w{3} \d+/);
  await tabTo(page, time);
  await press('Enter');
  await expect(page.getByRole('list', { name: 'Booking steps' }).locator('[aria-current="step"]')).toHaveText(
    /Details/,
  );
  await tabTo(page, page.getByRole('button', { name: 'Hold this time' }));
  await press('Enter');
  await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]{22}$/);

  // Checkout with the card that asks the bank (3-D Secure).
  const card = page.getByRole('form', { name: 'Card details' });
  await tabTo(page, card.getByLabel('Card number'));
  await page.keyboard.type('4000 0027 6000 3184');
  await tabTo(page, card.getByLabel('Expiry (MM / YY)'));
  await page.keyboard.type('1234');
  await tabTo(page, card.getByLabel('CVC'));
  await page.keyboard.type('123');
  await tabTo(page, card.getByRole('button', { name: /^Pay / }));
  await press('Enter');
  await expect(page.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Complete authentication' }));
  await press('Enter');
  await expect(page).toHaveURL(/\/booking\/[A-Za-z0-9_-]{22}\/booked\?payment=[A-Za-z0-9_-]{22}$/);
  await tabTo(page, page.getByRole('link', { name: 'See or change your appointment' }));
  await press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // The waiver, step by step.
  await tabTo(page, page.getByRole('button', { name: 'Sign the waiver' }));
  await press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'About you' })).toBeVisible();
  const typeInto = async (field: Locator, text: string) => {
    await tabTo(page, field);
    await page.keyboard.type(text);
  };
  const next = async () => {
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await press('Enter');
  };
  await typeInto(page.getByLabel('Date of birth'), '03041990');
  await typeInto(page.getByLabel('Home address'), '1 Main St, New York');
  await typeInto(page.getByLabel('Phone number', { exact: true }), '+1 212 555 0100');
  await typeInto(page.getByLabel('Their name'), 'Sam Rivera');
  await typeInto(page.getByLabel('Their phone number'), '+1 212 555 0101');
  await next();

  await expect(page.getByRole('heading', { level: 2, name: 'Health questions' })).toBeVisible();
  for (const q of [/allergies/, /medical condition/, /blood thinners/, /pregnant/]) {
    const group = page.getByRole('group', { name: q });
    await tabTo(page, group);
    // Arrow keys move within a group of radios and choose.
    for (let i = 0; i < 3 && !(await group.getByLabel('No', { exact: true }).isChecked()); i++)
      await press('ArrowDown');
    await expect(group.getByLabel('No', { exact: true })).toBeChecked();
  }
  await typeInto(page.getByLabel('When did you last eat?'), 'An hour ago');
  await next();

  await expect(page.getByRole('heading', { level: 2, name: 'Read and initial' })).toBeVisible();
  for (let i = 1; i <= 4; i++) await typeInto(page.getByLabel(`Initials for statement ${i}`), 'JT');
  await next();

  await expect(page.getByRole('heading', { level: 2, name: 'Photo ID' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Take or choose a photo' }).first());
  const chooser = page.waitForEvent('filechooser');
  await press('Enter');
  const photo = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 200;
    canvas.getContext('2d')!.fillRect(0, 0, 320, 200);
    return canvas.toDataURL('image/jpeg', 0.8).split(',')[1]!;
  });
  await (await chooser).setFiles({
    name: 'id.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from(photo, 'base64'),
  });
  await expect(page.getByAltText('Front of your photo ID, as uploaded')).toBeVisible();
  await next();

  if (!(await page.getByRole('button', { name: 'Type my name instead' }).isVisible())) await next();
  await tabTo(page, page.getByRole('button', { name: 'Type my name instead' }));
  await press('Enter');
  // The button is gone with the pad: focus goes on to the field that takes its place.
  await expect(page.getByLabel('Type your full name to sign')).toBeFocused();
  await typeInto(page.getByLabel('Type your full name to sign'), `${person.firstName} ${person.lastName}`);
  // An unticked box says why, to the ear too.
  await next();
  const agree = page.getByRole('checkbox', { name: /I have read this form/ });
  await expect(agree).toHaveAttribute('aria-invalid', 'true');
  await tabTo(page, agree);
  await press('Space');
  await expect(agree).toBeChecked();
  await next();
  await expect(page.getByRole('heading', { level: 2, name: 'Check and send' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Sign and send' }));
  await press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, your waiver is signed');

  // Chat.
  await page.goto('/shop/north-star-tattoo/jules');
  await tabTo(page, page.getByRole('link', { name: 'Message', exact: true }));
  await press('Enter');
  await typeInto(page.getByRole('textbox', { name: 'Message' }), 'Typed without a mouse');
  await tabTo(page, page.getByRole('button', { name: 'Send' }));
  await press('Enter');
  await expect(page.getByTestId('message-body').filter({ hasText: 'Typed without a mouse' })).toBeVisible();
  await expectNoA11yViolations(page);
});
