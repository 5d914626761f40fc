// How fast a tap answers (issue 35): Interaction to Next Paint at Lighthouse's 4x CPU slowdown, on a phone
// (360x740 at 2x, touch), in Debian Chromium driven by Playwright against the production site that `pnpm start`
// serves on bench ports (or BENCH_SITE_URL and BENCH_API_URL). Each page is loaded at full speed, then the CPU is
// slowed fourfold (CDP Emulation.setCPUThrottlingRate 4) and the interactions are tapped as a person would:
// 1. open and apply a filter: /pg, "Filters", "Girls" in the sheet, "Show N results";
// 2. tap the heart on the first card of /pg, signed in as the demo seeker;
// 3. open "Ask the owner" on a listing's page (the demo seeker);
// 4. switch a wizard tab: the demo Lister's listing in the wizard, its second step's tab;
// 5. open a lead: the first conversation of the demo Lister's lead inbox.
// Each tap comes once the page has settled (no request for 500 ms, then an idle moment of the main thread).
// The page records the Event Timing API (PerformanceObserver 'event', durationThreshold 16, buffered): an
// interaction's latency is the longest duration among the entries sharing its interactionId, and a scenario's
// INP is its worst interaction (web-vitals' rule below 50 interactions). Median of BENCH_INP_RUNS runs (3),
// printed beside the 200 ms target with every interaction's own figure. Numbers only: nothing fails on timing.
import os from 'node:os';
import { chromium } from 'playwright-core';
import { benchSite } from '../lib/bench-site.mjs';
import { chromiumLaunchOptions } from '../lib/chromium.mjs';
import { networkQuiet, trackRequests } from './network-quiet.mjs';
import { getAs, signIn, storageEntries } from './sessions.mjs';
import { tapOn } from './touch.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_INP_RUNS || 3));
const TARGET_MS = 200;
const CPU_SLOWDOWN = 4;
const PHONE = {
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Runs in the page before its own scripts: keeps every Event Timing entry that belongs to an interaction
 * (interactionId > 0) as { id, name, duration, start }.
 */
function recordInteractions() {
  window.__inp = [];
  const observe = () => {
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.interactionId > 0)
            window.__inp.push({
              id: entry.interactionId,
              name: entry.name,
              duration: entry.duration,
              start: entry.startTime,
              delay: entry.processingStart - entry.startTime,
              processing: entry.processingEnd - entry.processingStart,
            });
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    } catch {
      // no Event Timing in this browser: the bench says so
    }
  };
  observe();
}

/** The interactions recorded since `from` (an index into the page's list), each with its worst entry. */
async function interactionsSince(page, from) {
  // Event Timing entries are delivered after the frame that follows the event: give them two frames and a beat.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300))),
      ),
  );
  const entries = await page.evaluate((start) => window.__inp.slice(start), from);
  const byId = new Map();
  for (const entry of entries) {
    const worst = byId.get(entry.id);
    // The interaction's processing is that of all its events (pointerdown, pointerup, click) together.
    const processing = (worst?.allProcessing ?? 0) + entry.processing;
    if (!worst || entry.duration > worst.duration)
      byId.set(entry.id, { ...entry, allProcessing: processing });
    else worst.allProcessing = processing;
  }
  return [...byId.values()].sort((a, b) => a.start - b.start);
}

/**
 * One measured step: `act` taps (and waits for what the tap shows); the step's latency is the worst interaction
 * it caused (0 when no entry passed the 16 ms threshold: the tap answered within a frame or two).
 */
async function step(page, label, act) {
  const from = await page.evaluate(() => window.__inp.length);
  await act();
  const interactions = await interactionsSince(page, from);
  const worst = interactions.reduce((max, entry) => (entry.duration > max.duration ? entry : max), {
    duration: 0,
    name: '',
    delay: 0,
    allProcessing: 0,
  });
  return {
    label,
    ms: worst.duration,
    event: worst.name,
    // Where the time went: waiting for the main thread, the handlers, and rendering up to the paint.
    delay: worst.delay,
    processing: worst.allProcessing,
  };
}

/**
 * The page's CPU, slowed `rate` times (1: full speed), once the page has settled: no request for 500 ms and an
 * idle main thread, as when a person, having looked at the page, taps. A tap during the page's own start-up
 * work measures that work (input delay), not the tap.
 */
async function throttle(page, rate) {
  await networkQuiet(page, 30_000);
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => resolve(undefined), { timeout: 2000 })),
  );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/** The scenarios: each loads its page, slows the CPU and returns its steps' latencies. */
function scenariosOf(data) {
  return [
    {
      name: 'open and apply a filter (results, phone)',
      role: null,
      path: '/pg',
      run: async (page) => {
        const filters = page.getByRole('button', { name: /^Filters/ });
        await filters.waitFor();
        const cdp = await throttle(page, CPU_SLOWDOWN);
        const sheet = page.getByRole('dialog', { name: /^Filters/ });
        const steps = [];
        steps.push(
          await step(page, 'tap "Filters"', async () => {
            await tapOn(cdp, filters);
            await sheet.waitFor();
          }),
        );
        const girls = sheet.getByRole('button', { name: 'Girls', exact: true });
        steps.push(
          await step(page, 'tap "Girls"', async () => {
            await tapOn(cdp, girls);
            await sheet.getByRole('heading', { name: 'Filters (1)' }).waitFor();
          }),
        );
        // The count for the new choice arrives (a debounced request) before the seeker taps "Show N results".
        const apply = sheet.getByRole('button', { name: /^Show/ });
        await page.waitForFunction(
          () => document.querySelector('[role="dialog"] button[aria-busy="false"]') !== null,
        );
        steps.push(
          await step(page, 'tap "Show N results"', async () => {
            await tapOn(cdp, apply);
            await sheet.waitFor({ state: 'hidden' });
            await page.waitForURL(/gender=Female/);
          }),
        );
        return steps;
      },
    },
    {
      name: 'tap the heart (results, first card)',
      role: 'seeker',
      path: '/pg',
      run: async (page) => {
        const heart = page.getByRole('button', { name: /(Add to|Remove from) shortlist/ }).first();
        await heart.waitFor();
        const before = await heart.getAttribute('aria-pressed');
        const cdp = await throttle(page, CPU_SLOWDOWN);
        const tapped = await step(page, 'tap the heart', async () => {
          await tapOn(cdp, heart);
          await page.waitForFunction(
            (was) =>
              document.querySelector('button[aria-label$="shortlist"]')?.getAttribute('aria-pressed') !== was,
            before,
          );
        });
        return [tapped];
      },
    },
    {
      name: 'open "Ask the owner" (details)',
      role: 'seeker',
      path: data.detailPath,
      run: async (page) => {
        const ask = page.getByRole('button', { name: 'Ask the owner' }).first();
        await ask.waitFor();
        const cdp = await throttle(page, CPU_SLOWDOWN);
        const opened = await step(page, 'tap "Ask the owner"', async () => {
          await tapOn(cdp, ask);
          await page.getByRole('dialog').getByRole('textbox').first().waitFor();
        });
        return [opened];
      },
    },
    {
      name: 'switch a wizard tab (lister wizard)',
      role: 'lister',
      path: data.wizardPath,
      run: async (page) => {
        const tabs = page.getByRole('tablist', { name: 'Listing steps' });
        await tabs.waitFor();
        // The first step's form has arrived (its fields), so the switch replaces a whole form.
        await page.getByRole('tabpanel').getByRole('textbox').first().waitFor();
        const cdp = await throttle(page, CPU_SLOWDOWN);
        const second = tabs.getByRole('tab').nth(1);
        const switched = await step(page, 'tap step 2', async () => {
          await tapOn(cdp, second);
          await page.getByRole('tabpanel').getByText('Step 2 of').waitFor();
        });
        const fifth = tabs.getByRole('tab').nth(4);
        const again = await step(page, 'tap step 5', async () => {
          await tapOn(cdp, fifth);
          await page.getByRole('tabpanel').getByText('Step 5 of').waitFor();
        });
        return [switched, again];
      },
    },
    {
      name: 'open a lead (lead inbox)',
      role: 'lister',
      path: '/user/leads',
      run: async (page) => {
        const lead = page.locator('main a[href^="/user/leads/"]').first();
        await lead.waitFor();
        const cdp = await throttle(page, CPU_SLOWDOWN);
        const opened = await step(page, 'tap the first lead', async () => {
          await tapOn(cdp, lead);
          await page.waitForURL(/\/user\/leads\/\d+/);
          await page.getByRole('heading', { level: 1 }).waitFor();
        });
        return [opened];
      },
    },
  ];
}

/** A listing's page and the demo Lister's first own listing in the wizard. */
async function dataOf(api, lister) {
  const results = await getAs(api, '/filtered-properties?room_type=PG&page=1');
  const first = results?.data?.data?.[0]?.id ?? results?.data?.[0]?.id;
  if (!first) throw new Error('No listing to open');
  const own = await getAs(api, '/get-all-properties', lister);
  const listings = own?.data?.properties ?? [];
  // A live PG: every step's tab opens, and step 2 is the PG's own details.
  const listing =
    listings.find((each) => each.status === 'active' && each.property_type === 'PG') ??
    listings.find((each) => each.status !== 'draft');
  const slug = String(listing?.property_type ?? 'pg').toLowerCase();
  return {
    detailPath: `/pgdetails/${first}`,
    wizardPath: listing ? `/user/${slug}/${listing.id}` : '/user/pg',
  };
}

export async function benchInp() {
  const site = await benchSite();
  const browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });
  try {
    const sessions = { seeker: await signIn(site.api, 'seeker'), lister: await signIn(site.api, 'lister') };
    const scenarios = scenariosOf(await dataOf(site.api, sessions.lister));
    console.log(
      `\n## Interaction to Next Paint (phone 360x740, ${CPU_SLOWDOWN}x CPU slowdown, median of ${RUNS} run${RUNS > 1 ? 's' : ''}, ${site.site})`,
    );
    console.log(`Load average at the start: ${os.loadavg()[0].toFixed(1)} (${os.cpus().length} cores)\n`);
    console.log('| interaction | INP (target) | each tap (median) | runs |');
    console.log('|---|---|---|---|');
    const rows = [];
    for (const scenario of scenarios) {
      const runs = [];
      let failure = null;
      for (let i = 0; i < RUNS && !failure; i += 1) {
        const session = scenario.role ? sessions[scenario.role] : null;
        const context = await browser.newContext({
          ...PHONE,
          storageState: session
            ? {
                cookies: [],
                origins: [
                  {
                    origin: site.site,
                    localStorage: Object.entries(storageEntries(session)).map(([name, value]) => ({
                      name,
                      value,
                    })),
                  },
                ],
              }
            : undefined,
        });
        await context.addInitScript(recordInteractions);
        const page = await context.newPage();
        trackRequests(page);
        try {
          await page.goto(`${site.site}${scenario.path}`, { waitUntil: 'load' });
          runs.push(await scenario.run(page));
        } catch (error) {
          failure = String(error.message ?? error).split('\n')[0];
        } finally {
          await context.close();
        }
      }
      if (failure && runs.length === 0) {
        console.log(`| ${scenario.name} | not measured: ${failure} | | |`);
        continue;
      }
      const labels = runs[0].map((each) => each.label);
      const perTap = labels.map((label, i) => ({
        label,
        ms: median(runs.map((run) => run[i].ms)),
        delay: median(runs.map((run) => run[i].delay)),
        processing: median(runs.map((run) => run[i].processing)),
      }));
      const inp = median(runs.map((run) => Math.max(...run.map((each) => each.ms))));
      const worstRuns = runs.map((run) => Math.max(...run.map((each) => each.ms)));
      rows.push({ name: scenario.name, inp, perTap });
      console.log(
        `| ${scenario.name} | ${Math.round(inp)} ms (≤ ${TARGET_MS} ms)${inp > TARGET_MS ? ' ✗' : ''} | ${perTap
          .map(
            (tap) =>
              `${tap.label}: ${Math.round(tap.ms)} ms (input delay ${Math.round(tap.delay)}, handlers ${Math.round(tap.processing)})`,
          )
          .join('; ')} | ${worstRuns.map((ms) => Math.round(ms)).join(', ')} ms |`,
      );
    }
    console.log(`Load average at the end: ${os.loadavg()[0].toFixed(1)}`);
    console.log(
      '(each tap: its latency, of which input delay = waiting for the main thread, handlers = event handlers; the rest is rendering up to the paint. 0 ms: no event of the tap took 16 ms or more, the threshold of what is recorded)',
    );
    return rows;
  } finally {
    await browser.close();
    await site.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchInp().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
