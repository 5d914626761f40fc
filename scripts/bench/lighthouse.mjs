// Page speed and search-engine readiness as a phone user and a crawler meet them: Lighthouse's mobile preset
// (simulated slow 4G, 4x CPU slowdown) through Debian Chromium against the production site that `pnpm start`
// serves, on bench ports with a fresh embedded database (or a site already running: BENCH_SITE_URL and
// BENCH_API_URL). Every page kind of the product (issue 35): the public ones (home, each type's results, the
// keyword search's results, a detail page, the blog and an article, about, contact, FAQ, a policy page, a city
// and a locality landing page; target 95) and the signed-in ones (shortlist, enquiries, the lead inbox, the
// dashboard, the wizard's first step, the operator's review queue; target 90), each signed in as the seed's demo
// seeker, Lister or operator (scripts/bench/sessions.mjs) with the session put where the auth store keeps it
// (localStorage) before Lighthouse loads the page; CLS target 0.05 everywhere. There is no map page: the results
// screen's map view (`?view=map`) is measured as one more results page. Prints the performance and SEO scores
// beside the targets, LCP, TBT, CLS and JavaScript transferred (median of BENCH_LIGHTHOUSE_RUNS runs, 3 by
// default), then the SEO audits that failed on each page below 100 and each page's LCP element.
// BENCH_LIGHTHOUSE_ONLY=details,contact keeps the pages whose kind or path contains one of the words;
// BENCH_LIGHTHOUSE_REPORTS=<folder> keeps each run's report.
// Numbers only: nothing here fails on timing or score.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchSite } from '../lib/bench-site.mjs';
import { chromiumLaunchOptions } from '../lib/chromium.mjs';
import { benchPages } from './page-kinds.mjs';
import { signInRoles, storageEntries } from './sessions.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3));
/** Issue 35's targets: performance on public and signed-in pages, and CLS everywhere. */
const TARGET = { public: 95, signedIn: 90, cls: 0.05 };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The SEO audits that count towards the score and did not pass, each with what Lighthouse says about it. */
function failingSeoAudits(lhr) {
  if (!lhr.categories.seo) return [];
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
    seo: lhr.categories.seo ? Math.round((lhr.categories.seo.score ?? 0) * 100) : null,
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
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

/**
 * Puts `session` where the auth store reads it (localStorage of the site's origin) in the browser on `port`,
 * through a page of its own that is closed again. Lighthouse's reset before a run clears caches, service workers
 * and the like, never localStorage (its clearStorageTypes), so the page it loads starts signed in.
 */
async function seedSession(port, origin, session) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    // A small answer of the site's own origin (not a page: nothing of the app runs).
    await page.goto(`${origin}/remotes.json`);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storageEntries(session));
    await page.close();
  } finally {
    // Over CDP this only lets go of the browser; chrome-launcher ends it.
    await browser.close();
  }
}

async function measure(url, session) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
  });
  try {
    if (session) await seedSession(chrome.port, new URL(url).origin, session);
    // No config: Lighthouse's default is the mobile preset (Moto G Power, slow 4G, 4x CPU slowdown). The SEO
    // category rides in the same run (its audits read the page as loaded; they add no throttled time).
    const result = await lighthouse(url, {
      port: chrome.port,
      // A signed-in page is not for crawlers (noindex): performance only.
      onlyCategories: session ? ['performance'] : ['performance', 'seo'],
      logLevel: 'error',
    });
    // BENCH_LIGHTHOUSE_REPORTS=<folder>: each run's whole report as JSON, to see why a page scores as it does.
    const folder = process.env.BENCH_LIGHTHOUSE_REPORTS;
    if (folder) {
      fs.mkdirSync(folder, { recursive: true });
      const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || '_';
      fs.writeFileSync(path.join(folder, `${name}-${Date.now()}.json`), JSON.stringify(result.lhr));
    }
    const summary = summarise(result.lhr);
    // A signed-in page that sent the browser elsewhere (the session was refused): say where it ended.
    const landed = result.lhr.finalDisplayedUrl && new URL(result.lhr.finalDisplayedUrl);
    if (landed && landed.pathname !== new URL(url).pathname) summary.landed = landed.pathname;
    return summary;
  } finally {
    await chrome.kill();
  }
}

/** One page's runs in one row: medians of the numbers; every SEO audit that failed in any run. */
function rowOf(kind, page, target, runs) {
  const scored = runs.filter((run) => !run.error);
  if (scored.length === 0) return { kind, page, target, error: runs[0].error, seoFailing: [] };
  const pick = (key) => median(scored.map((run) => run[key]));
  return {
    kind,
    page,
    target,
    landed: scored.find((run) => run.landed)?.landed,
    score: pick('score'),
    seo: scored[0].seo === null ? null : pick('seo'),
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

/** `value` beside its target: "96 (≥ 95)", with a mark when it misses. */
const against = (value, target, text = String(value), atMost = false) =>
  `${text} (${atMost ? '≤' : '≥'} ${target})${(atMost ? value > target : value < target) ? ' ✗' : ''}`;

export async function benchLighthouse() {
  // The dev outbox carries the operator's sign-in code.
  const site = await benchSite({ env: { DEV_OUTBOX: '1' } });
  try {
    const pages = await benchPages(site.api, process.env.BENCH_LIGHTHOUSE_ONLY);
    const sessions = await signInRoles(site.api, pages);
    console.log(`\n## Lighthouse mobile preset (median of ${RUNS} run${RUNS > 1 ? 's' : ''}, ${site.site})`);
    // Two cores shared with builds and tests stretch TBT many times over: the load says how busy it was.
    console.log(`Load average at the start: ${os.loadavg()[0].toFixed(1)} (${os.cpus().length} cores)\n`);
    console.log(
      '| page | signed in as | performance (target) | SEO | FCP | LCP | TBT | CLS (target) | Speed Index | JS transferred | script requests |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|');
    const rows = [];
    const runsByRow = [];
    for (const { kind, path: page, role } of pages) {
      const target = role ? TARGET.signedIn : TARGET.public;
      const who = role ?? '—';
      if (!page) {
        console.log(`| ${kind}: none (the API's places sitemap names none) | ${who} | | | | | | | | | |`);
        continue;
      }
      const session = role ? sessions[role] : null;
      if (session?.error) {
        console.log(`| ${kind} \`${page}\` | ${who} | not measured: ${session.error} | | | | | | | | |`);
        continue;
      }
      const url = `${site.site}${page}`;
      const runs = [];
      // Warm the servers once, so the first measured run does not pay for a cold API or disk cache.
      await fetch(url);
      for (let i = 0; i < RUNS; i += 1) runs.push(await measure(url, session));
      runsByRow.push(runs.filter((run) => !run.error));
      const row = rowOf(kind, page, target, runs);
      rows.push(row);
      const where = row.landed ? ` (ended on \`${row.landed}\`)` : '';
      console.log(
        row.error
          ? `| ${kind} \`${page}\` | ${who} | not scored: ${row.error} | | | | | | | | |`
          : `| ${kind} \`${page}\`${where} | ${who} | ${against(row.score, target)} | ${row.seo ?? '—'} | ${seconds(row.fcp)} | ${seconds(row.lcp)} | ${Math.round(row.tbt)} ms | ${against(row.cls, TARGET.cls, row.cls.toFixed(3), true)} | ${seconds(row.si)} | ${kb(row.jsBytes)} | ${row.jsRequests} |`,
      );
    }
    console.log(`Load average at the end: ${os.loadavg()[0].toFixed(1)}`);
    // Lighthouse's own CPU benchmark of this machine (higher is faster), median over every run: blocking time
    // scales with it, so scores from machines of different index do not compare.
    const indexes = runsByRow
      .flat()
      .map((run) => run.benchmarkIndex)
      .filter(Number.isFinite);
    if (indexes.length) console.log(`Lighthouse CPU benchmark index: ${Math.round(median(indexes))}`);
    const scored = rows.filter((row) => !row.error);
    const missed = scored.filter((row) => row.score < row.target || row.cls > TARGET.cls);
    console.log(
      `Targets met on ${scored.length - missed.length} of ${scored.length} pages` +
        (missed.length ? ` (missed: ${missed.map((row) => row.kind).join(', ')})` : ''),
    );
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
    for (const row of scored) console.log(`  ${row.page}: ${row.lcpElement ?? '(no longer in the page)'}`);
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
