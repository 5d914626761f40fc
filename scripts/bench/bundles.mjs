// Bundle sizes: emitted JavaScript per app (raw, gzip, and the brotli copy the servers send), then what a new
// visitor's browser downloads, measured in Chromium against the production site (`pnpm start` on the bench
// ports with its own database, or BENCH_SITE_URL/BENCH_API_URL): the first visit to `/` script by script, and
// every page kind's JavaScript, public and signed in, with the heaviest beside the targets (issue 35: the first
// visit at most 170 KB of compressed JavaScript in at most 10 requests, no page above 200 KB).
//
// The figures are the bytes on the wire: the static servers (scripts/lib/serve.mjs) send each file's
// precompressed brotli copy to a browser that takes it (Chromium does), so a script counts with its encoded
// body size (Playwright's responseBodySize), each URL once. A visit is measured from navigation until the
// page's real content has shown (pages.mjs) and the network has been quiet for 500 ms. The visit goes on to 10 s
// after the navigation, and what starts after that point is printed apart: "idle prefetch", what the shell
// downloads once the page has settled for what a tap may open next (toasts, keyword search, login: shell/src/
// intent.ts marks its start with performance.mark('basera:idle-prefetch')), and "later", what the page itself
// defers by time (home's banner slider, wanted when the first slide's time is up). Neither is needed to show
// or use the page; both are counted in the total beside the first visit.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildApps } from '../build.mjs';
import { APPS, root } from '../lib/apps.mjs';
import { benchSite } from '../lib/bench-site.mjs';
import { chromiumLaunchOptions } from '../lib/chromium.mjs';
import { networkQuiet, trackRequests } from './network-quiet.mjs';
import { benchPages } from './page-kinds.mjs';
import { realContentPages, realContentTime } from './pages.mjs';
import { signInRoles, storageEntries } from './sessions.mjs';

const FIRST_VISIT_KB = 170;
const FIRST_VISIT_REQUESTS = 10;
const PAGE_KB = 200;

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
/** KB as the targets count them (1 KB = 1000 bytes) and KiB beside. */
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** The files of the build dist serves now (dist also keeps the previous build's, see publish-plugin.cjs). */
function currentBuild(dist) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dist, '.published.json'), 'utf8')).builds.at(-1).files;
  } catch {
    return fs.readdirSync(dist);
  }
}

function emitted(pkg) {
  const dist = path.join(root, pkg, 'dist');
  let raw = 0;
  let gz = 0;
  let br = 0;
  let files = 0;
  for (const name of currentBuild(dist)) {
    if (!name.endsWith('.js')) continue;
    const body = fs.readFileSync(path.join(dist, name));
    raw += body.length;
    gz += gzipSync(body).length;
    const brotli = path.join(dist, `${name}.br`);
    br += fs.existsSync(brotli) ? fs.statSync(brotli).size : body.length;
    files += 1;
  }
  return { raw, gz, br, files };
}

/**
 * One new visitor's visit to `url` (a fresh context: empty cache and storage; a phone's 360 px unless `width`):
 * the scripts it downloaded, each { url, app, bytes (encoded), raw, encoding, prefetch }.
 */
async function visit(browser, site, url, { width = 360, session, target } = {}) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 740 : 800 },
  });
  // The session where the auth store keeps it, before any page script runs, as the login box leaves it.
  if (session)
    await context.addInitScript((entries) => {
      for (const [name, value] of Object.entries(entries)) localStorage.setItem(name, value);
    }, storageEntries(session));
  const page = await context.newPage();
  trackRequests(page);
  const scripts = new Map();
  const pending = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script' || scripts.has(request.url())) return;
    pending.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        const headers = (await response?.allHeaders()) ?? {};
        scripts.set(request.url(), {
          url: request.url(),
          bytes: sizes.responseBodySize,
          raw: (await response?.body())?.length ?? 0,
          encoding: headers['content-encoding'] ?? 'identity',
          started: request.timing().startTime,
        });
      })().catch(() => undefined),
    );
  });
  try {
    const navigated = Date.now();
    await page.goto(`${site}${url}`, { waitUntil: 'load' });
    if (target) await realContentTime(page, target);
    else await page.locator('main').first().waitFor({ timeout: 30_000 });
    // No request in flight for 500 ms (Playwright's networkidle is a load event that fires once, possibly while
    // the first scripts are still being parsed): what starts after this is the page's later work.
    await networkQuiet(page);
    const settledAt = Date.now();
    // The idle prefetch, and what a page defers by time (home's slider), within 10 s of the navigation.
    await page.waitForTimeout(Math.max(1500, navigated + LATER_MS - Date.now()));
    await networkQuiet(page);
    const prefetchAt = await page.evaluate(() => {
      const mark = performance.getEntriesByName('basera:idle-prefetch')[0];
      return mark ? performance.timeOrigin + mark.startTime : null;
    });
    await Promise.all(pending);
    const shellPort = Number(new URL(site).port);
    return [...scripts.values()].map((script) => {
      const prefetch = prefetchAt !== null && script.started >= prefetchAt;
      return {
        ...script,
        app: APPS[Number(new URL(script.url).port) - shellPort] ?? new URL(script.url).host,
        prefetch,
        later: !prefetch && script.started >= settledAt,
      };
    });
  } finally {
    await context.close();
  }
}

/** A visit runs this long after the navigation, so that what a page defers by time shows (as "later"). */
const LATER_MS = 10_000;

const sum = (scripts) => scripts.reduce((total, script) => total + script.bytes, 0);
const pageOnly = (scripts) => scripts.filter((script) => !script.prefetch && !script.later);

function printFirstVisit(scripts, width) {
  const page = pageOnly(scripts);
  const prefetched = scripts.filter((script) => script.prefetch);
  const later = scripts.filter((script) => script.later);
  console.log(`\n## First visit to / (${width} px wide, new visitor, as the browser receives it)`);
  const encodings = [...new Set(page.map((script) => script.encoding))].join(', ');
  console.log(`content-encoding of the scripts: ${encodings}`);
  console.log('script                                              app         on the wire');
  for (const script of [...page].sort((a, b) => b.bytes - a.bytes)) {
    const name = new URL(script.url).pathname.slice(1);
    console.log(`${name.padEnd(52)}${script.app.padEnd(12)}${kb(script.bytes).padStart(10)}`);
  }
  const byApp = {};
  for (const script of page) byApp[script.app] = (byApp[script.app] ?? 0) + script.bytes;
  console.log(
    `by app: ${Object.entries(byApp)
      .map(([app, bytes]) => `${app} ${kb(bytes)}`)
      .join(', ')}`,
  );
  console.log(
    `first visit: ${kb(sum(page))} (${kib(sum(page))}) in ${page.length} requests   target: <= ${FIRST_VISIT_KB} KB in <= ${FIRST_VISIT_REQUESTS} requests`,
  );
  const names = (list) => list.map((script) => new URL(script.url).pathname.slice(1)).join(', ');
  console.log(
    `later, within ${LATER_MS / 1000} s of the navigation (deferred by the page): ${kb(sum(later))} in ${later.length} requests${later.length ? ` (${names(later)})` : ''}`,
  );
  console.log(
    `from the idle prefetch on (toasts, keyword and login boxes, and what else starts after it, e.g. home's slider): ${kb(sum(prefetched))} in ${prefetched.length} requests${prefetched.length ? ` (${names(prefetched)})` : ''}`,
  );
  console.log(`everything within ${LATER_MS / 1000} s: ${kb(sum(scripts))} in ${scripts.length} requests`);
}

export async function benchBundles() {
  await buildApps(APPS, { missing: true });
  console.log('\n## Emitted JavaScript per app (every chunk, not what a page loads)');
  console.log('app          files          raw       gzip     brotli');
  for (const pkg of APPS) {
    const { raw, gz, br, files } = emitted(pkg);
    console.log(
      `${pkg.padEnd(12)} ${String(files).padStart(5)} ${kib(raw).padStart(12)} ${kib(gz).padStart(10)} ${kib(br).padStart(10)}`,
    );
  }

  // The dev outbox carries the operator's sign-in code.
  const site = await benchSite({ env: { DEV_OUTBOX: '1' } });
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    console.log(`\nLoad average at the start: ${os.loadavg()[0].toFixed(1)} (${os.cpus().length} cores)`);
    const targets = await realContentPages(site.api);
    const home = targets.find((target) => target.kind === 'home');
    const firstVisit = await visit(browser, site.site, '/', { target: home });
    printFirstVisit(firstVisit, 360);
    const wide = await visit(browser, site.site, '/', { width: 1280, target: home });
    console.log(
      `first visit at 1280 px: ${kb(sum(pageOnly(wide)))} in ${pageOnly(wide).length} requests (later and idle prefetch ${kb(sum(wide) - sum(pageOnly(wide)))})`,
    );

    // The page kinds Lighthouse measures (page-kinds.mjs), and two more signed-in pages; home, the results and
    // a listing are waited for to their real content (pages.mjs), the others to their <main>.
    const kinds = [
      ...(await benchPages(site.api, process.env.BENCH_BUNDLES_ONLY)),
      { kind: 'profile', path: '/myaccount', role: 'seeker' },
      { kind: 'own listings', path: '/user/view-all-listing', role: 'lister' },
    ];
    const sessions = await signInRoles(site.api, kinds);
    const realContent = { home: 'home', 'results (pg)': 'results', details: 'listing' };
    const pages = kinds.map(({ kind, path: url, role }) => [
      role ? `${kind} (${role})` : kind,
      url,
      role ? { session: sessions[role] } : {},
      targets.find((target) => target.kind === realContent[kind]),
    ]);
    console.log(
      '\n## JavaScript per page (360 px, new visitor, on the wire; later loads and idle prefetch apart)',
    );
    console.log(
      'page                      path                                 JS         requests  +later/prefetch',
    );
    let heaviest = null;
    for (const [kind, url, options, target] of pages) {
      if (!url) {
        console.log(`${kind.padEnd(26)}(none in the data)`);
        continue;
      }
      if (options.session?.error) {
        console.log(`${kind.padEnd(26)}not signed in: ${options.session.error}`);
        continue;
      }
      const scripts = await visit(browser, site.site, url, { ...options, target });
      const bytes = sum(pageOnly(scripts));
      if (!heaviest || bytes > heaviest.bytes) heaviest = { kind, url, bytes, scripts };
      console.log(
        `${kind.padEnd(26)}${url.slice(0, 36).padEnd(37)}${kb(bytes).padStart(9)}${String(pageOnly(scripts).length).padStart(11)}${kb(sum(scripts) - bytes).padStart(11)}`,
      );
    }
    if (heaviest) {
      console.log(
        `heaviest page: ${heaviest.kind} (${heaviest.url}) ${kb(heaviest.bytes)} of JavaScript   target: no page above ${PAGE_KB} KB`,
      );
      const byApp = {};
      for (const script of pageOnly(heaviest.scripts))
        byApp[script.app] = (byApp[script.app] ?? 0) + script.bytes;
      console.log(
        `  by app: ${Object.entries(byApp)
          .map(([app, bytes]) => `${app} ${kb(bytes)}`)
          .join(', ')}`,
      );
    }
    console.log(`Load average at the end: ${os.loadavg()[0].toFixed(1)}`);
  } finally {
    await browser.close();
    await site.stop();
  }
}
