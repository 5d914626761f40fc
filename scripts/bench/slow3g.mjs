// A new visitor on a slow phone network: Slow 3G (400 kb/s down and up, 400 ms round trip) with a 4x slower CPU,
// set through Chromium's DevTools protocol (Network.emulateNetworkConditions, Emulation.setCPUThrottlingRate)
// on Debian's Chromium, against the production site (`pnpm start` on the bench ports, or BENCH_SITE_URL and
// BENCH_API_URL). Prints, beside issue 35's targets, the median of BENCH_SLOW3G_RUNS runs (3) of:
// - the time from navigation to each page's real content (home, a type's results, a listing; pages.mjs says
//   exactly what that is: API data rendered by the page inside <main>, with its picture loaded, never a
//   skeleton or index.html's early frame). Target: 5 s.
// - the time from the tap to the keyword box and the login box being open (the dialog painted with its text
//   field), on home at 360 px with touch. The visitor taps once the page shows its real content and the network
//   has been quiet (a reader's pause); the login button is in the phone's menu, so the menu is opened first and
//   the time runs from the tap on "Login / Sign Up". Target: 300 ms. Also printed: the same taps the moment the
//   real content shows (nothing fetched ahead yet, only what the tap itself starts), for information.
// Every run is a fresh browser context: empty cache, no storage. Numbers only: nothing fails on timing.
import os from 'node:os';
import { benchSite } from '../lib/bench-site.mjs';
import { chromiumLaunchOptions } from '../lib/chromium.mjs';
import { networkQuiet, trackRequests } from './network-quiet.mjs';
import { realContentPages, realContentTime } from './pages.mjs';
import { tapOn } from './touch.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_SLOW3G_RUNS || 3));
/** Slow 3G as DevTools and Lighthouse define it: 400 kbit/s each way, 400 ms added to every round trip. */
const NETWORK = {
  offline: false,
  latency: 400,
  downloadThroughput: (400 * 1000) / 8,
  uploadThroughput: (400 * 1000) / 8,
  connectionType: 'cellular3g',
};
const CPU_SLOWDOWN = 4;
const CONTENT_TARGET_MS = 5000;
const BOX_TARGET_MS = 300;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'n/a');
const millis = (ms) => (Number.isFinite(ms) ? `${Math.round(ms)} ms` : 'n/a');

/** A fresh phone-sized context on the throttled network and CPU. */
async function throttledPage(browser) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // Records the page time of the next tap (its pointerdown), for the boxes.
  await page.addInitScript(() => {
    document.addEventListener(
      'pointerdown',
      (event) => {
        window.__benchTapAt = event.timeStamp;
      },
      { capture: true },
    );
  });
  return { context, page, cdp };
}

/** ms from the tap on `button` to a dialog showing `field` (both locator strings). */
async function tapToOpen(page, cdp, button, field) {
  await page.evaluate(() => {
    window.__benchTapAt = undefined;
  });
  await tapOn(cdp, page.locator(button).first());
  const handle = await page.waitForFunction(
    (selector) => {
      const dialog = [...document.querySelectorAll('[role="dialog"]')].find((element) =>
        element.querySelector(selector)?.checkVisibility({ opacityProperty: false }),
      );
      if (!dialog || window.__benchTapAt === undefined) return false;
      return performance.now() - window.__benchTapAt;
    },
    field,
    { polling: 'raf', timeout: 60_000 },
  );
  return handle.jsonValue();
}

const KEYWORD = { button: 'button[aria-label="Keyword Search"]', field: 'input[name="search"]' };
const MENU = 'button[aria-label="Open menu"]';
const LOGIN = {
  button: 'nav[aria-label="Mobile"] button:has-text("Login / Sign Up")',
  field: 'input[type="password"]',
};

/** One visit to home, then the keyword box or (through the phone's menu) the login box; `pause`: wait for quiet. */
async function boxRun(browser, site, home, box, pause) {
  const { context, page, cdp } = await throttledPage(browser);
  trackRequests(page);
  try {
    await page.goto(`${site}/`, { waitUntil: 'commit' });
    await realContentTime(page, home);
    if (pause) await networkQuiet(page);
    if (box === 'login') {
      await tapOn(cdp, page.locator(MENU));
      await page.locator(LOGIN.button).waitFor();
      return await tapToOpen(page, cdp, LOGIN.button, LOGIN.field);
    }
    return await tapToOpen(page, cdp, KEYWORD.button, KEYWORD.field);
  } finally {
    await context.close();
  }
}

async function contentRun(browser, site, target) {
  const { context, page } = await throttledPage(browser);
  try {
    await page.goto(`${site}${target.path}`, { waitUntil: 'commit', timeout: 120_000 });
    return await realContentTime(page, target, 120_000);
  } finally {
    await context.close();
  }
}

/** The median of RUNS runs of `run`, with each run's figure (a failed run is reported and left out). */
async function medianOf(run) {
  const values = [];
  for (let i = 0; i < RUNS; i += 1) {
    try {
      values.push(await run());
    } catch (error) {
      console.log(`  (a run failed: ${error.message.split('\n')[0]})`);
    }
  }
  return { median: values.length ? median(values) : Number.NaN, values };
}

export async function benchSlow3g() {
  const site = await benchSite();
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const targets = await realContentPages(site.api);
    const home = targets.find((target) => target.kind === 'home');
    console.log(
      `\n## Slow 3G (400 kb/s, 400 ms RTT) with a ${CPU_SLOWDOWN}x slower CPU, 360 px, new visitor (median of ${RUNS})`,
    );
    console.log(`Load average at the start: ${os.loadavg()[0].toFixed(1)} (${os.cpus().length} cores)\n`);
    console.log('| figure | median | runs | target |');
    console.log('|---|---|---|---|');
    for (const target of targets) {
      const { median: ms, values } = await medianOf(() => contentRun(browser, site.site, target));
      console.log(
        `| real content: ${target.kind} (\`${target.path}\`) | ${seconds(ms)} | ${values.map(seconds).join(', ')} | <= ${seconds(CONTENT_TARGET_MS)} |`,
      );
    }
    for (const [box, label] of [
      ['keyword', 'keyword box'],
      ['login', 'login box'],
    ]) {
      const { median: ms, values } = await medianOf(() => boxRun(browser, site.site, home, box, true));
      console.log(
        `| tap to open: ${label} (tap after the page is quiet) | ${millis(ms)} | ${values.map(millis).join(', ')} | <= ${BOX_TARGET_MS} ms |`,
      );
    }
    for (const [box, label] of [
      ['keyword', 'keyword box'],
      ['login', 'login box'],
    ]) {
      const { median: ms, values } = await medianOf(() => boxRun(browser, site.site, home, box, false));
      console.log(
        `| tap to open: ${label} (tap the moment the content shows, for information) | ${millis(ms)} | ${values.map(millis).join(', ')} | - |`,
      );
    }
    console.log(`\nLoad average at the end: ${os.loadavg()[0].toFixed(1)}`);
  } finally {
    await browser.close();
    await site.stop();
  }
}
