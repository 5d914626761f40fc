// The shell's page as the server sends it (issue 33): the API's GET /seo/page answer (an SeoPage, @basera/shared
// types) written into the built index.html. Its head replaces the template's title and site description, its
// boot data goes in a JSON block before the inline boot script (which installs it for the page's first read),
// and its crawlable block goes inside #root, where React's first render replaces it. The markers are comments
// starting with `#`, which both HTML minifiers keep (webpack's takes them for server-side include directives);
// a written page has none left. No import.meta: jest loads it too.
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

export const MARKERS = {
  headStart: '<!--#seo:head-->',
  headEnd: '<!--#/seo:head-->',
  boot: '<!--#seo:boot-->',
  body: '<!--#seo:body-->',
};

/** How long the shell waits for the API's page answer before it sends the plain page. */
export const PAGE_TIMEOUT_MS = 1500;
/** How long it waits for robots.txt or a sitemap (a sitemap of 10,000 URLs takes a moment to write). */
export const FILE_TIMEOUT_MS = 5000;
/** Retry-After (seconds) of the 503 sent for robots.txt or a sitemap while the API does not answer. */
export const RETRY_AFTER_SECONDS = 120;

const KINDS = new Set([
  'home',
  'results',
  'details',
  'gone',
  'blog',
  'article',
  'content',
  'landing',
  'private',
  'not_found',
  'unknown',
]);
const STATUSES = new Set([200, 404, 410]);

const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether `value` has an SeoPage's shape (an answer of another shape is not written into a page). */
export function isSeoPage(value) {
  return (
    isRecord(value) &&
    KINDS.has(value.kind) &&
    STATUSES.has(value.status) &&
    (value.robots === 'index' || value.robots === 'noindex') &&
    typeof value.head === 'string' &&
    typeof value.body === 'string' &&
    isRecord(value.boot)
  );
}

/** Whether the built page has the places an SeoPage is written into, in order (an older build has none). */
export function hasMarkers(template) {
  const places = [MARKERS.headStart, MARKERS.headEnd, MARKERS.boot, MARKERS.body].map((marker) =>
    template.indexOf(marker),
  );
  return places[0] >= 0 && places.every((place, i) => i === 0 || place > places[i - 1]);
}

/** Text safe inside a double-quoted HTML attribute. */
export const escapeAttribute = (text) =>
  String(text).replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c]);

/** JSON for a <script type="application/json"> block: no `<`, so no `</script>` or `<!--` inside it. */
export const jsonScriptText = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Whether the API's head is written into the page: not for a path the API does not know ('unknown') that the
 * shell's router does (a page of its own, which names itself).
 */
export const writesHead = (page, knownRoute) => !(page.kind === 'unknown' && knownRoute);

/** The HTTP status of the page: the API's, except for a path it does not know, where the router decides. */
export const pageStatus = (page, knownRoute) =>
  page.kind === 'unknown' ? (knownRoute ? 200 : 404) : page.status;

/** Replaces the first `marker` with `text` (a function replacement: `$&` in the text stays as it is). */
const replaceFirst = (html, marker, text) => html.replace(marker, () => text);

/**
 * The page for `pathname` with `page` written in, or null when the template has no markers. `<html>` gets
 * data-seo-path and data-seo-kind: the SPA keeps the server's title on that path (shared/src/page-meta.ts).
 * The places are filled from the last to the first, each at its first occurrence, so text the API wrote is
 * never searched for a marker.
 */
export function writePage(template, page, pathname) {
  if (!hasMarkers(template)) return null;
  let html = replaceFirst(template, MARKERS.body, page.body);
  const boot = Object.keys(page.boot).length
    ? `<script type="application/json" id="boot-data">${jsonScriptText(page.boot)}</script>`
    : '';
  html = replaceFirst(html, MARKERS.boot, boot);
  const start = html.indexOf(MARKERS.headStart);
  const end = html.indexOf(MARKERS.headEnd) + MARKERS.headEnd.length;
  html = html.slice(0, start) + page.head + html.slice(end);
  const marks = ` data-seo-path="${escapeAttribute(pathname)}" data-seo-kind="${escapeAttribute(page.kind)}"`;
  return replaceFirst(html, /<html(?=[\s>])/i, `<html${marks}`);
}

/**
 * The API's URL of a page's SeoPage: `query` is the request's raw query string, without its `?`; `head` for a
 * HEAD request (the API then counts no listing view: nobody saw the page).
 */
export function seoPageUrl(apiBase, pathname, query = '', head = false, bot = false) {
  const params = new URLSearchParams({ path: pathname });
  if (query) params.set('query', query);
  if (head) params.set('head', '1');
  if (bot) params.set('bot', '1');
  return `${apiBase.replace(/\/+$/, '')}/seo/page?${params}`;
}

/**
 * Reads the SeoPage of `pathname` from the API. Rejects with a short reason when the API does not answer within
 * `timeoutMs`, answers other than 2xx, or answers something that is not an SeoPage.
 */
export async function fetchSeoPage(
  apiBase,
  pathname,
  query,
  { timeoutMs = PAGE_TIMEOUT_MS, fetch = globalThis.fetch, head = false, bot = false } = {},
) {
  const url = seoPageUrl(apiBase, pathname, query, head, bot);
  let response;
  let body;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
    body = response.ok ? await response.json() : null;
  } catch (error) {
    const reason =
      error?.name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : String(error?.message ?? error);
    throw new Error(reason);
  }
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  if (!isSeoPage(body?.data)) throw new Error('not a page answer');
  return body.data;
}

/** Where `/robots.txt`, `/sitemap.xml` and `/sitemaps/<name>.xml` of the site are on the API, else null. */
export function seoFileUrl(apiBase, pathname) {
  const base = `${apiBase.replace(/\/+$/, '')}/seo`;
  if (pathname === '/robots.txt') return `${base}/robots.txt`;
  if (pathname === '/sitemap.xml') return `${base}/sitemap.xml`;
  const sitemap = /^\/sitemaps\/([A-Za-z0-9_-]{1,64}\.xml)$/.exec(pathname);
  return sitemap ? `${base}/sitemaps/${sitemap[1]}` : null;
}

/** Headers of the API's answer passed on to the client (what a cache and a crawler need). */
const PASSED_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified', 'retry-after'];
/** Conditional request headers passed on to the API, so a crawler's revalidation can end in a 304. */
const CONDITIONAL_HEADERS = ['if-none-match', 'if-modified-since'];

/**
 * Reads one SEO file from the API for a client whose request had `headers`: `{ status, headers, body }` (body a
 * Buffer, empty for a 304). Rejects when the API does not answer in `timeoutMs` (the caller sends a 503).
 */
export async function fetchSeoFile(
  url,
  headers = {},
  { timeoutMs = FILE_TIMEOUT_MS, fetch = globalThis.fetch } = {},
) {
  const sent = {};
  for (const name of CONDITIONAL_HEADERS) if (headers[name]) sent[name] = String(headers[name]);
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: sent });
  const body = Buffer.from(await response.arrayBuffer());
  const passed = {};
  for (const name of PASSED_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) passed[name] = value;
  }
  return { status: response.status, headers: passed, body };
}

/** A weak ETag of a written page (its bytes differ per listing, per build and per API answer). */
export const pageEtag = (html) => `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;

/**
 * The page's bytes for a client that accepts `acceptEncoding`: brotli (quality 5: a few ms for a page), else
 * gzip, else as it is. `{ body, encoding }`, encoding null when not compressed.
 */
export function encodePage(html, acceptEncoding = '') {
  const accepts = (name) =>
    String(acceptEncoding)
      .split(',')
      .some((part) => {
        const [token, ...params] = part.trim().split(';');
        const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)).find(Boolean);
        return token.trim().toLowerCase() === name && (!q || Number(q[1]) > 0);
      });
  if (accepts('br'))
    return {
      body: zlib.brotliCompressSync(html, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      }),
      encoding: 'br',
    };
  if (accepts('gzip')) return { body: zlib.gzipSync(html), encoding: 'gzip' };
  return { body: Buffer.from(html), encoding: null };
}

/**
 * A logger that writes at most one line per `intervalMs` (an API that is down would otherwise log every page
 * request), saying how many it left out since the last one.
 */
export function throttledLog(intervalMs = 60_000, log = console.warn, now = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  let skipped = 0;
  return (message) => {
    const time = now();
    if (time - last < intervalMs) {
      skipped += 1;
      return false;
    }
    log(skipped ? `${message} (and ${skipped} more since the last report)` : message);
    last = time;
    skipped = 0;
    return true;
  };
}

/** Crawlers and link previews (their fetch is no listing view; the API is told with bot=1). Not HeadlessChrome. */
export const BOT_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|WhatsApp|Twitterbot|LinkedInBot|TelegramBot|Discordbot|Slackbot|Google-InspectionTool|Chrome-Lighthouse/i;

/** An answer for the static server to send: status, headers and the bytes of the body. */
const answer = (status, headers, body) => ({ status, headers, body });

/** Whether a request's If-None-Match names `etag` (weakly: `W/` ignored on both sides). */
function matchesEtag(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  const bare = (tag) => tag.trim().replace(/^W\//, '');
  return String(ifNoneMatch)
    .split(',')
    .some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/**
 * The shell's answer to a page request: the API's SeoPage for `pathname` (+ `query`) written into `template`,
 * with its status, X-Robots-Tag for noindex pages, an ETag (a 304 for a 200 page the client has), and the body
 * compressed as the client accepts. Null when the API did not answer in time or `template` has no markers:
 * the caller sends the plain page as before (`report` gets one line saying why).
 * `headers`: the request's headers (accept-encoding, if-none-match); `method` its method.
 */
export async function answerPage({
  template,
  apiBase,
  pathname,
  query = '',
  knownRoute,
  method = 'GET',
  headers = {},
  report = () => {},
  fetch,
  timeoutMs,
}) {
  if (!hasMarkers(template)) {
    report('shell: index.html has no places for the page head (an older build?): serving the plain page');
    return null;
  }
  let page;
  try {
    page = await fetchSeoPage(apiBase, pathname, query, {
      fetch,
      timeoutMs,
      head: method === 'HEAD',
      bot: BOT_AGENT.test(String(headers['user-agent'] ?? '')),
    });
  } catch (error) {
    report(`shell: no page head from the API (${error.message}): serving the plain page`);
    return null;
  }
  const html = writesHead(page, knownRoute) ? writePage(template, page, pathname) : template;
  const status = pageStatus(page, knownRoute);
  const etag = pageEtag(html);
  const sent = {
    'content-type': 'text/html; charset=utf-8',
    // Every request reads the API (whose own cache keeps it quick); the client revalidates with the ETag.
    'cache-control': 'no-cache',
    etag,
    vary: 'accept-encoding',
  };
  if (page.robots === 'noindex') sent['x-robots-tag'] = 'noindex';
  // A 304 only for a page that is there: a revalidated 404 or 410 would have no body to show.
  if (status === 200 && matchesEtag(headers['if-none-match'], etag))
    return answer(304, sent, Buffer.alloc(0));
  const { body, encoding } = encodePage(html, headers['accept-encoding']);
  if (encoding) sent['content-encoding'] = encoding;
  return answer(status, sent, body);
}

const text = (status, headers, message) =>
  answer(status, { 'content-type': 'text/plain; charset=utf-8', ...headers }, Buffer.from(message));

/**
 * The shell's answer for /robots.txt, /sitemap.xml and /sitemaps/<name>.xml: the API's, passed on (a 304 too);
 * 404 for another name; 503 with Retry-After when the API does not answer or fails (a crawler comes back later
 * instead of taking the site for empty).
 */
export async function answerSeoFile({
  apiBase,
  pathname,
  headers = {},
  report = () => {},
  fetch,
  timeoutMs,
}) {
  const url = seoFileUrl(apiBase, pathname);
  if (!url) return text(404, { 'cache-control': 'no-cache' }, 'Not found');
  const unavailable = () =>
    text(
      503,
      { 'cache-control': 'no-store', 'retry-after': String(RETRY_AFTER_SECONDS) },
      'Service unavailable: try again later.',
    );
  try {
    const file = await fetchSeoFile(url, headers, { fetch, timeoutMs });
    if (file.status === 404) return text(404, { 'cache-control': 'no-cache' }, 'Not found');
    if (file.status >= 500) {
      report(`shell: ${pathname}: the API answered ${file.status}`);
      return unavailable();
    }
    return answer(file.status, file.headers, file.body);
  } catch (error) {
    const reason = error?.name === 'TimeoutError' ? 'no answer in time' : String(error?.message ?? error);
    report(`shell: ${pathname}: no answer from the API (${reason})`);
    return unavailable();
  }
}
