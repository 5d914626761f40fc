// Page speed as a phone user meets it: Lighthouse's mobile preset (simulated slow 4G, 4x CPU slowdown) through
// Debian Chromium against the production site that `pnpm start` serves, on bench ports with a fresh embedded
// database. Prints score, LCP, TBT, CLS and JavaScript transferred for the home, results, a detail page and the
// blog (median of BENCH_LIGHTHOUSE_RUNS runs, 3 by default), and what a first visit to `/` downloads. Numbers
// only: nothing here fails on timing.
import { BENCH_PORT, startSite } from '../lib/bench-site.mjs';
import { chromiumLaunchOptions } from '../lib/chromium.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3));

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** A detail page with photos: the newest PG of the demo data. */
async function detailPath(api) {
  const response = await fetch(`${api}/filtered-properties?room_type=PG&page=1`);
  const body = await response.json();
  const id = body?.data?.data?.[0]?.id ?? body?.data?.[0]?.id;
  if (!id) throw new Error(`No listing to measure: ${JSON.stringify(body).slice(0, 200)}`);
  return `/pgdetails/${id}`;
}

function summarise(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsRequests: scripts.length,
    allBytes: requests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
  };
}

async function measure(url) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
  });
  try {
    // No config: Lighthouse's default is the mobile preset (Moto G Power, slow 4G, 4x CPU slowdown).
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    return summarise(result.lhr);
  } finally {
    await chrome.kill();
  }
}

export async function benchLighthouse() {
  const site = await startSite();
  try {
    const pages = ['/', '/pg', await detailPath(site.api), '/blog'];
    console.log(`\n## Lighthouse mobile preset (median of ${RUNS} run${RUNS > 1 ? 's' : ''}, pnpm start)`);
    console.log('| page | score | FCP | LCP | TBT | CLS | Speed Index | JS transferred | script requests |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    const rows = [];
    for (const page of pages) {
      const runs = [];
      // Warm the servers once, so the first measured run does not pay for a cold API or disk cache.
      await fetch(`http://localhost:${BENCH_PORT}${page}`);
      for (let i = 0; i < RUNS; i += 1) runs.push(await measure(`http://localhost:${BENCH_PORT}${page}`));
      const pick = (key) => median(runs.map((run) => run[key]));
      const row = {
        page,
        score: pick('score'),
        fcp: pick('fcp'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        si: pick('si'),
        jsBytes: pick('jsBytes'),
        jsRequests: pick('jsRequests'),
        lcpElement: runs[0].lcpElement,
      };
      rows.push(row);
      console.log(
        `| \`${page}\` | ${row.score} | ${seconds(row.fcp)} | ${seconds(row.lcp)} | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(2)} | ${seconds(row.si)} | ${kb(row.jsBytes)} | ${row.jsRequests} |`,
      );
    }
    console.log('\nLCP element per page:');
    // No element: it painted and then left the page (home's banner picture from index.html, replaced by React's).
    for (const row of rows) console.log(`  ${row.page}: ${row.lcpElement ?? '(no longer in the page)'}`);
    return rows;
  } finally {
    await site.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  benchLighthouse().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
