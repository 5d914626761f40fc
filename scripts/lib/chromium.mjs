// How every browser run of the project starts Debian's Chromium (e2e tests, bench, screenshots): Playwright's
// own browser download is not used, and without the background-networking flags Chromium keeps trying to reach
// hosts this machine's closed network refuses.
import fs from 'node:fs';

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The full browser: what Lighthouse and the bench measure, as a phone's Chrome runs pages. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: FLAGS,
};

/**
 * Debian's `chromium-headless-shell` (the headless-only build Playwright itself tests with) when installed: it
 * has no browser UI to run beside each page, and measured about 17 % less wall time and 22 % less CPU than the full
 * browser on the same e2e specs with two workers on two cores. CHROMIUM_PATH still picks any binary.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const testBrowserLaunchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: FLAGS,
};
