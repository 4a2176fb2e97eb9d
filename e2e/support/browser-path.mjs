// Which Chromium the journeys drive, in plain JavaScript so `npm test` (scripts/test-all.mjs) can ask
// before anything else runs, and the Playwright config uses the same answer.
import { existsSync } from 'node:fs';

/** Debian's Chromium, never a downloaded browser build. */
export const fullChromium = '/usr/bin/chromium';
const headlessShell = '/usr/bin/chromium-headless-shell';

/**
 * The journeys' browser: CHROME_PATH when set, else Debian's headless shell of Chromium when it is
 * installed (a third faster on 2 cores), else the full browser; null when none is there.
 */
export function journeyBrowserPath() {
  if (process.env.CHROME_PATH) return existsSync(process.env.CHROME_PATH) ? process.env.CHROME_PATH : null;
  if (existsSync(headlessShell)) return headlessShell;
  return existsSync(fullChromium) ? fullChromium : null;
}

/** What a machine without the browser is told, with the one command that installs it. */
export const missingBrowserMessage = [
  process.env.CHROME_PATH
    ? `No browser at CHROME_PATH=${process.env.CHROME_PATH}.`
    : `No Chromium found (looked for ${headlessShell} and ${fullChromium}).`,
  'The journeys run in Debian’s Chromium; install its headless shell with:',
  '',
  '  sudo apt-get install -y chromium-headless-shell',
  '',
  '(or `chromium`, the full browser; or set CHROME_PATH to a Chromium of your own).',
].join('\n');
