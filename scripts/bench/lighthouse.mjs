// Page speed and search-engine readiness as a phone user and a crawler meet them: Lighthouse's mobile preset
// (simulated slow 4G, 4x CPU slowdown) through Debian Chromium against the production site that `pnpm start`
// serves, on bench ports with a fresh embedded database (or a site already running: BENCH_SITE_URL and
// BENCH_API_URL). Prints the performance and SEO scores, LCP, TBT, CLS and JavaScript transferred for the home,
// a city landing page, a type's results, a detail page, the blog and a blog article (median of
// BENCH_LIGHTHOUSE_RUNS runs, 3 by default), then the SEO audits that failed on each page below 100. Numbers
// only: nothing here fails on timing or score.
import os from 'node:os';
import { benchSite } from '../lib/bench-site.mjs';
import { chromiumLaunchOptions } from '../lib/chromium.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3));

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function getJson(url) {
  const response = await fetch(url);
  return { status: response.status, body: response.ok ? await response.json() : null };
}

/** A detail page with photos: the newest PG of the demo data. */
async function detailPath(api) {
  const { body } = await getJson(`${api}/filtered-properties?room_type=PG&page=1`);
  const id = body?.data?.data?.[0]?.id ?? body?.data?.[0]?.id;
  if (!id) throw new Error(`No listing to measure: ${JSON.stringify(body).slice(0, 200)}`);
  return `/pgdetails/${id}`;
}

/** The newest published blog article. */
async function articlePath(api) {
  const { body } = await getJson(`${api}/all-blog`);
  const slug = body?.data?.[0]?.slug;
  if (!slug) throw new Error(`No blog article to measure: ${JSON.stringify(body).slice(0, 200)}`);
  return `/blogdetails/${slug}`;
}

/**
 * The busiest PG city page: the city pages the API's places sitemap names (`/pg-in-<city>`, no locality),
 * whichever has the most listings by /api/landing-page. BENCH_LANDING_PATH names one instead (a build without
 * landing pages: measure what that address answers there). Null when the API has no sitemap.
 */
async function landingPagePath(api) {
  if (process.env.BENCH_LANDING_PATH) return process.env.BENCH_LANDING_PATH;
  const sitemap = await fetch(`${api}/seo/sitemaps/places-1.xml`);
  if (!sitemap.ok) return null;
  const cities = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]).pathname)
    .filter((pathname) => /^\/pg-in-[^/]+$/.test(pathname));
  let best = null;
  for (const pathname of cities) {
    const { body } = await getJson(`${api}/landing-page?path=${encodeURIComponent(pathname)}`);
    const count = body?.data?.count ?? 0;
    if (count > (best?.count ?? 0)) best = { pathname, count };
  }
  return best?.pathname ?? null;
}

/** The SEO audits that count towards the score and did not pass, each with what Lighthouse says about it. */
function failingSeoAudits(lhr) {
  return lhr.categories.seo.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => {
      // What each failing item is: an element, a link's text and target, or a line of robots.txt.
      const items = (audit.details?.items ?? []).map((item) =>
        [item.node?.snippet, item.text && `"${item.text}"`, item.href, item.source?.snippet, item.message]
          .filter(Boolean)
          .join(' '),
      );
      const why = audit.explanation || audit.displayValue || '';
      const examples = items.slice(0, 3).join(' | ');
      return { id: audit.id, detail: [why, examples].filter(Boolean).join(': ').slice(0, 300) };
    });
}

function summarise(lhr) {
  // A page Lighthouse will not score (an error status, e.g. a 404 screen): no numbers, only why.
  if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
    seoFailing: failingSeoAudits(lhr),
    status: lhr.audits['http-status-code']?.score === 0 ? 'error status' : '',
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
    // No config: Lighthouse's default is the mobile preset (Moto G Power, slow 4G, 4x CPU slowdown). The SEO
    // category rides in the same run (its audits read the page as loaded; they add no throttled time).
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance', 'seo'],
      logLevel: 'error',
    });
    return summarise(result.lhr);
  } finally {
    await chrome.kill();
  }
}

/** The pages measured, [kind, path]: BENCH_LIGHTHOUSE_PAGES (comma-separated paths) replaces the list. */
async function pagesOf(api) {
  const given = process.env.BENCH_LIGHTHOUSE_PAGES;
  if (given) return given.split(',').map((page) => ['given', page.trim()]);
  return [
    ['home', '/'],
    ['city page', await landingPagePath(api)],
    ["a type's results", '/pg'],
    ['details', await detailPath(api)],
    ['blog', '/blog'],
    ['blog article', await articlePath(api)],
  ];
}

/** One page's runs in one row: medians of the numbers; every SEO audit that failed in any run. */
function rowOf(kind, page, runs) {
  const scored = runs.filter((run) => !run.error);
  if (scored.length === 0) return { kind, page, error: runs[0].error, seoFailing: [] };
  const pick = (key) => median(scored.map((run) => run[key]));
  return {
    kind,
    page,
    score: pick('score'),
    seo: pick('seo'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    si: pick('si'),
    jsBytes: pick('jsBytes'),
    jsRequests: pick('jsRequests'),
    lcpElement: scored[0].lcpElement,
    // The SEO audits read the page as loaded, so runs rarely differ; a failure in any run is listed.
    seoFailing: [
      ...new Map(scored.flatMap((run) => run.seoFailing).map((audit) => [audit.id, audit])).values(),
    ],
  };
}

export async function benchLighthouse() {
  const site = await benchSite();
  try {
    const pages = await pagesOf(site.api);
    console.log(`\n## Lighthouse mobile preset (median of ${RUNS} run${RUNS > 1 ? 's' : ''}, ${site.site})`);
    // Two cores shared with builds and tests stretch TBT many times over: the load says how busy it was.
    console.log(`Load average at the start: ${os.loadavg()[0].toFixed(1)} (${os.cpus().length} cores)\n`);
    console.log(
      '| page | performance | SEO | FCP | LCP | TBT | CLS | Speed Index | JS transferred | script requests |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    const rows = [];
    for (const [kind, page] of pages) {
      if (!page) {
        console.log(`| ${kind}: none (the API's places sitemap names no city page) | | | | | | | | | |`);
        continue;
      }
      const url = `${site.site}${page}`;
      const runs = [];
      // Warm the servers once, so the first measured run does not pay for a cold API or disk cache.
      await fetch(url);
      for (let i = 0; i < RUNS; i += 1) runs.push(await measure(url));
      const row = rowOf(kind, page, runs);
      rows.push(row);
      console.log(
        row.error
          ? `| \`${page}\` | not scored: ${row.error} | | | | | | | | |`
          : `| \`${page}\` | ${row.score} | ${row.seo} | ${seconds(row.fcp)} | ${seconds(row.lcp)} | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(2)} | ${seconds(row.si)} | ${kb(row.jsBytes)} | ${row.jsRequests} |`,
      );
    }
    console.log(`Load average at the end: ${os.loadavg()[0].toFixed(1)}`);
    console.log('\nSEO audits that failed (pages below 100):');
    const below = rows.filter((row) => row.seoFailing.length > 0);
    if (below.length === 0) console.log('  none');
    for (const row of below) {
      console.log(
        `  ${row.page} (${row.kind}, SEO ${row.seo}): ${row.seoFailing.map((a) => a.id).join(', ')}`,
      );
      for (const audit of row.seoFailing) if (audit.detail) console.log(`    ${audit.id}: ${audit.detail}`);
    }
    console.log('\nLCP element per page:');
    // No element: it painted and then left the page (home's banner picture from index.html, replaced by React's).
    for (const row of rows.filter((each) => !each.error))
      console.log(`  ${row.page}: ${row.lcpElement ?? '(no longer in the page)'}`);
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
