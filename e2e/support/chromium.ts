import { fullChromium, journeyBrowserPath } from './browser-path.mjs';

/** Debian's Chromium, never a downloaded browser build; the flags keep it off the closed network. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH ?? fullChromium,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/**
 * The journeys' browser: Debian's headless shell of the same Chromium when it is installed, the
 * build Playwright itself prefers for headless runs. It runs Blink without the browser's own UI
 * processes: the shell journeys took 2.6 min instead of 4.0 min with the full browser on 2 cores,
 * and CI has 30 minutes for everything. Lighthouse keeps the full browser.
 */
export const journeyLaunchOptions = {
  ...chromiumLaunchOptions,
  executablePath: journeyBrowserPath() ?? chromiumLaunchOptions.executablePath,
};
