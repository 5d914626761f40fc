/**
 * @jest-environment node
 */
// The shell server's page writer (scripts/lib/page-html.mjs) against a small fake API on a real port: what a
// crawler and a browser get for each answer the API can give, and when it gives none.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import type { SeoPage } from '@basera/shared/types';
import {
  answerPage,
  answerSeoFile,
  encodePage,
  fetchSeoPage,
  hasMarkers,
  MARKERS,
  pageStatus,
  throttledLog,
  writePage,
  writesHead,
} from '../../scripts/lib/page-html.mjs';

// The CSP's own reading of a page's inline scripts (the static server's policy is built from the template).
const { inlineScriptHashes } = jest.requireActual('../../scripts/lib/security-headers.mjs') as {
  inlineScriptHashes: (html: string) => string[];
};

/** The built index.html's shape (shared/build/index.html, minified): the places and the inline boot script. */
const TEMPLATE = [
  '<!doctype html><html lang="en"><head><meta charset="utf-8">',
  `${MARKERS.headStart}<meta name="description" content="Basera: find and list PG rooms."><title>Basera</title>${MARKERS.headEnd}`,
  '<style>.js .seo-block{display:none}</style>',
  `${MARKERS.boot}<script>(function () { document.documentElement.classList.add('js'); })();</script>`,
  '</head><body><div id="root"><div class="boot-frame" aria-hidden="true"></div>',
  `${MARKERS.body}</div></body></html>`,
].join('');

const page = (overrides: Partial<SeoPage> = {}): SeoPage => ({
  kind: 'details',
  status: 200,
  robots: 'index',
  head:
    '<title data-seo="">Sunrise PG: PG in Koramangala, Bengaluru | Basera</title>' +
    '<meta name="description" content="Girls PG from Rs. 8,500/month." data-seo="">' +
    '<link rel="canonical" href="http://localhost:3000/pgdetails/60" data-seo="">',
  body: '<div class="seo-block" data-seo-block><h1>Sunrise PG</h1><a href="/pg-in-bengaluru">PG in Bengaluru</a></div>',
  boot: {
    '/get-property-details-by-id/60': {
      status: true,
      data: { property: { accommodation_name: 'Sunrise PG' } },
    },
  },
  ...overrides,
});

const between = (html: string, start: string, end: string) =>
  html.slice(html.indexOf(start) + start.length, html.indexOf(end, html.indexOf(start)));

// --- The fake API -------------------------------------------------------------------------------------------

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;
let handler: Handler;
const seen: string[] = [];
let server: http.Server;
let apiBase: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    seen.push(request.url ?? '');
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  handler = (_request, response) => response.writeHead(404).end();
});

const answerWith =
  (status: number, body: unknown, headers: Record<string, string> = {}): Handler =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

/** A port nothing listens on: an API that is down. */
async function closedPort(): Promise<string> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `http://127.0.0.1:${port}/api`;
}

const decode = (body: Buffer, encoding?: string) =>
  (encoding === 'br'
    ? zlib.brotliDecompressSync(body)
    : encoding === 'gzip'
      ? zlib.gunzipSync(body)
      : body
  ).toString('utf8');

// --- Writing a page -----------------------------------------------------------------------------------------

describe('writePage', () => {
  it('puts the page’s head in place of the site title and description, inside <head>', () => {
    const html = writePage(TEMPLATE, page(), '/pgdetails/60') ?? '';
    const head = between(html, '<head>', '</head>');
    expect(head).toContain('<title data-seo="">Sunrise PG: PG in Koramangala, Bengaluru | Basera</title>');
    expect(head).toContain('<link rel="canonical" href="http://localhost:3000/pgdetails/60" data-seo="">');
    expect(html).not.toContain('<title>Basera</title>');
    expect(html).not.toContain('Basera: find and list PG rooms.');
    expect(html.match(/<title/g)).toHaveLength(1);
  });

  it('writes the boot data as JSON before the inline boot script, safe from any text inside it', () => {
    const tricky = { status: true, data: { name: '</script><script>alert(1)</script><!-- "quoted" & more' } };
    const html = writePage(TEMPLATE, page({ boot: { '/get-home': tricky } }), '/') ?? '';
    const open = '<script type="application/json" id="boot-data">';
    expect(html.indexOf(open)).toBeGreaterThan(html.indexOf('</title>'));
    expect(html.indexOf(open)).toBeLessThan(html.indexOf('<script>(function () { document.documentElement'));
    const text = between(html, open, '</script>');
    // No "<" at all: the HTML parser cannot end the block early or open a comment inside it.
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ '/get-home': tricky });
  });

  it('writes no boot block for a page without boot data', () => {
    const html = writePage(TEMPLATE, page({ boot: {} }), '/about') ?? '';
    expect(html).not.toContain('boot-data');
  });

  it('puts the crawlable block inside #root after the boot frame', () => {
    const html = writePage(TEMPLATE, page(), '/pgdetails/60') ?? '';
    const root = between(html, '<div id="root">', '</body>');
    expect(root.indexOf('<div class="seo-block" data-seo-block><h1>Sunrise PG</h1>')).toBeGreaterThan(
      root.indexOf('boot-frame'),
    );
  });

  it('keeps the API’s text as it is: no "$" replacement patterns, no markers searched inside it', () => {
    const head = `<title data-seo="">Rs. 8,500 $& $1 $' $\` | Basera</title>`;
    const body = `<div class="seo-block" data-seo-block>${MARKERS.boot} $& ${MARKERS.body}</div>`;
    const html = writePage(TEMPLATE, page({ head, body }), '/x') ?? '';
    expect(html).toContain(head);
    expect(html).toContain(body);
  });

  it('marks <html> with the path and the kind the head was written for, escaped', () => {
    const html = writePage(TEMPLATE, page({ kind: 'landing' }), '/pg-in-bengaluru/"x"&<y>') ?? '';
    expect(html).toContain(
      '<html data-seo-path="/pg-in-bengaluru/&quot;x&quot;&amp;&lt;y&gt;" data-seo-kind="landing" lang="en">',
    );
  });

  it('leaves a template without its places alone (an older build)', () => {
    expect(writePage('<html><head><title>Basera</title></head><body></body></html>', page(), '/')).toBeNull();
    // Out of order is as bad as missing.
    expect(hasMarkers(`${MARKERS.body}${MARKERS.headStart}${MARKERS.headEnd}${MARKERS.boot}`)).toBe(false);
  });

  it('finds every place in the real template, in order', () => {
    const source = fs.readFileSync(path.join(__dirname, '../../shared/build/index.html'), 'utf8');
    expect(hasMarkers(source)).toBe(true);
  });

  it('keeps its places through the production build’s HTML minifier', async () => {
    // webpack's own minimizer (webpack 5.111 minifies HTML assets) drops every other comment.
    const minify = jest.requireActual('webpack/lib/html/htmlMinify.js') as (
      input: Record<string, string>,
      map: undefined,
      options: object,
    ) => Promise<{ code: string }>;
    const { code } = await minify({ 'index.html': TEMPLATE }, undefined, {});
    expect(code.length).toBeLessThan(TEMPLATE.length);
    expect(hasMarkers(code)).toBe(true);
    expect(writePage(code, page(), '/pgdetails/60')).toContain('<h1>Sunrise PG</h1>');
  });

  it('keeps the page’s Content-Security-Policy right: the boot script’s hash is unchanged', () => {
    const allowed = inlineScriptHashes(TEMPLATE);
    const html =
      writePage(
        TEMPLATE,
        page({
          head: `${page().head}<script type="application/ld+json" data-seo="">{"@type":"Organization"}</script>`,
        }),
        '/',
      ) ?? '';
    const written = inlineScriptHashes(html);
    // The written page's only executable inline script is the template's; the added blocks are data.
    expect(written).toEqual(expect.arrayContaining(allowed));
    expect(html.match(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/g)).toHaveLength(1);
  });
});

describe('status and head of a page', () => {
  it('sends the API’s status, except for a path the API does not know, where the router decides', () => {
    expect(pageStatus({ kind: 'gone', status: 410 }, true)).toBe(410);
    expect(pageStatus({ kind: 'not_found', status: 404 }, true)).toBe(404);
    expect(pageStatus({ kind: 'unknown', status: 404 }, true)).toBe(200);
    expect(pageStatus({ kind: 'unknown', status: 404 }, false)).toBe(404);
    expect(writesHead({ kind: 'unknown' }, true)).toBe(false);
    expect(writesHead({ kind: 'unknown' }, false)).toBe(true);
    expect(writesHead({ kind: 'private' }, true)).toBe(true);
  });
});

// --- Reading the API ----------------------------------------------------------------------------------------

describe('fetchSeoPage', () => {
  it('asks the API for the page’s path and raw query', async () => {
    handler = answerWith(200, { status: true, data: page() });
    await expect(fetchSeoPage(apiBase, '/pg', 'gender=Female&page=2')).resolves.toEqual(page());
    const asked = new URL(seen[0] ?? '', 'http://x');
    expect(asked.pathname).toBe('/api/seo/page');
    expect(asked.searchParams.get('path')).toBe('/pg');
    expect(asked.searchParams.get('query')).toBe('gender=Female&page=2');
    expect(asked.searchParams.has('head')).toBe(false);
  });

  it('says when the page is for a HEAD request (the API counts no view for it)', async () => {
    handler = answerWith(200, { status: true, data: page() });
    await answerPage({
      template: TEMPLATE,
      apiBase,
      pathname: '/pgdetails/60',
      knownRoute: true,
      method: 'HEAD',
    });
    expect(new URL(seen[0] ?? '', 'http://x').searchParams.get('head')).toBe('1');
  });

  it('says when a crawler or a link preview asks (no view counted), not for a browser', async () => {
    handler = answerWith(200, { status: true, data: page() });
    const ask = (agent: string) =>
      answerPage({
        template: TEMPLATE,
        apiBase,
        pathname: '/pgdetails/60',
        knownRoute: true,
        headers: { 'user-agent': agent },
      });
    await ask('WhatsApp/2.23.20.0 A');
    await ask('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    await ask('Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36');
    expect(seen.map((url) => new URL(url, 'http://x').searchParams.get('bot'))).toEqual(['1', '1', null]);
  });

  it('gives up on a slow API after its timeout', async () => {
    handler = (_request, response) => {
      setTimeout(() => answerWith(200, { status: true, data: page() })(_request, response), 1000);
    };
    const started = Date.now();
    await expect(fetchSeoPage(apiBase, '/', '', { timeoutMs: 150 })).rejects.toThrow('no answer in 150 ms');
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('refuses an error answer or one that is not a page', async () => {
    handler = answerWith(500, { status: false, message: 'Server error' });
    await expect(fetchSeoPage(apiBase, '/', '')).rejects.toThrow('HTTP 500');
    handler = answerWith(200, { status: true, data: { ...page(), status: 302 } });
    await expect(fetchSeoPage(apiBase, '/', '')).rejects.toThrow('not a page answer');
    handler = answerWith(200, '<html>not json');
    await expect(fetchSeoPage(apiBase, '/', '')).rejects.toThrow();
  });
});

describe('answerPage', () => {
  const ask = (overrides: Partial<Parameters<typeof answerPage>[0]> = {}) =>
    answerPage({ template: TEMPLATE, apiBase, pathname: '/pgdetails/60', knownRoute: true, ...overrides });

  it('sends a listing that is gone with 410, noindex, and the page written in', async () => {
    handler = answerWith(200, {
      status: true,
      data: page({
        kind: 'gone',
        status: 410,
        robots: 'noindex',
        head: '<title data-seo="">This property is no longer listed | Basera</title>',
        boot: {},
      }),
    });
    const answer = await ask({ headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(answer?.status).toBe(410);
    expect(answer?.headers['x-robots-tag']).toBe('noindex');
    expect(answer?.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer?.headers['content-encoding']).toBe('br');
    const html = decode(answer?.body ?? Buffer.alloc(0), answer?.headers['content-encoding']);
    expect(html).toContain('<title data-seo="">This property is no longer listed | Basera</title>');
    expect(html).toContain('data-seo-kind="gone"');
  });

  it('sends an indexable page without X-Robots-Tag and answers a revalidation with 304', async () => {
    handler = answerWith(200, { status: true, data: page() });
    const first = await ask();
    expect(first?.status).toBe(200);
    expect(first?.headers['x-robots-tag']).toBeUndefined();
    expect(first?.headers['content-encoding']).toBeUndefined();
    expect(decode(first?.body ?? Buffer.alloc(0))).toContain('data-seo-path="/pgdetails/60"');
    const again = await ask({ headers: { 'if-none-match': first?.headers.etag } });
    expect(again?.status).toBe(304);
    expect(again?.body).toHaveLength(0);
    // Once the listing changed (another head), the old copy is not reused.
    handler = answerWith(200, {
      status: true,
      data: page({ head: '<title data-seo="">New | Basera</title>' }),
    });
    expect((await ask({ headers: { 'if-none-match': first?.headers.etag } }))?.status).toBe(200);
  });

  it('never answers 304 for a missing page', async () => {
    handler = answerWith(200, {
      status: true,
      data: page({ kind: 'not_found', status: 404, robots: 'noindex' }),
    });
    const first = await ask();
    expect(first?.status).toBe(404);
    expect((await ask({ headers: { 'if-none-match': first?.headers.etag } }))?.status).toBe(404);
  });

  it('serves a path only the router knows as it is, 200 and noindex', async () => {
    handler = answerWith(200, {
      status: true,
      data: page({
        kind: 'unknown',
        status: 404,
        robots: 'noindex',
        head: '<title>Page not found | Basera</title>',
      }),
    });
    const known = await ask({ pathname: '/signout/x', knownRoute: true });
    expect(known?.status).toBe(200);
    expect(known?.headers['x-robots-tag']).toBe('noindex');
    expect(decode(known?.body ?? Buffer.alloc(0))).toBe(TEMPLATE);
    const unknown = await ask({ pathname: '/no/such/page', knownRoute: false });
    expect(unknown?.status).toBe(404);
    expect(decode(unknown?.body ?? Buffer.alloc(0))).toContain('<title>Page not found | Basera</title>');
  });

  it('leaves the page to the caller when the API is down or slow, saying why', async () => {
    const reports: string[] = [];
    const down = await ask({ apiBase: await closedPort(), report: (line) => reports.push(line) });
    expect(down).toBeNull();
    handler = () => {}; // never answers
    const slow = await ask({ timeoutMs: 100, report: (line) => reports.push(line) });
    expect(slow).toBeNull();
    expect(reports).toHaveLength(2);
    expect(reports[1]).toContain('no answer in 100 ms');
  });

  it('leaves an older build’s page to the caller without asking the API', async () => {
    expect(await ask({ template: '<html><head></head><body></body></html>' })).toBeNull();
    expect(seen).toHaveLength(0);
  });
});

describe('answerSeoFile', () => {
  it('passes robots.txt on from the API', async () => {
    handler = (request, response) => {
      if (request.url !== '/api/seo/robots.txt') return response.writeHead(404).end();
      response.writeHead(200, {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'public, max-age=3600',
      });
      response.end('User-agent: *\nDisallow: /user/\n');
    };
    const file = await answerSeoFile({ apiBase, pathname: '/robots.txt' });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(file.headers['cache-control']).toBe('public, max-age=3600');
    expect(file.body.toString()).toBe('User-agent: *\nDisallow: /user/\n');
  });

  it('passes a crawler’s revalidation of a sitemap to the API and its 304 back', async () => {
    handler = (request, response) => {
      if (request.url !== '/api/seo/sitemaps/listings-1.xml') return response.writeHead(404).end();
      if (request.headers['if-none-match'] === '"v1"') return response.writeHead(304, { etag: '"v1"' }).end();
      response.writeHead(200, { 'content-type': 'application/xml', etag: '"v1"' }).end('<urlset/>');
    };
    const first = await answerSeoFile({ apiBase, pathname: '/sitemaps/listings-1.xml' });
    expect(first.status).toBe(200);
    expect(first.headers.etag).toBe('"v1"');
    const again = await answerSeoFile({
      apiBase,
      pathname: '/sitemaps/listings-1.xml',
      headers: { 'if-none-match': '"v1"' },
    });
    expect(again.status).toBe(304);
  });

  it('answers 404 for a name the API has not and for a path that is no sitemap name', async () => {
    expect((await answerSeoFile({ apiBase, pathname: '/sitemaps/nope-9.xml' })).status).toBe(404);
    seen.length = 0;
    expect((await answerSeoFile({ apiBase, pathname: '/sitemaps/a/b.xml' })).status).toBe(404);
    expect((await answerSeoFile({ apiBase, pathname: '/sitemaps/..%2Fadmin.xml' })).status).toBe(404);
    expect(seen).toHaveLength(0);
  });

  it('answers 503 with Retry-After while the API is down, slow or failing', async () => {
    const down = await answerSeoFile({ apiBase: await closedPort(), pathname: '/sitemap.xml' });
    expect(down.status).toBe(503);
    expect(Number(down.headers['retry-after'])).toBeGreaterThan(0);
    handler = () => {};
    expect((await answerSeoFile({ apiBase, pathname: '/robots.txt', timeoutMs: 100 })).status).toBe(503);
    handler = answerWith(500, { status: false });
    const failing = await answerSeoFile({ apiBase, pathname: '/sitemap.xml' });
    expect(failing.status).toBe(503);
    expect(failing.headers['cache-control']).toBe('no-store');
  });
});

// --- Small parts --------------------------------------------------------------------------------------------

describe('encodePage', () => {
  it('compresses as the client accepts', () => {
    const html = TEMPLATE.repeat(20);
    const br = encodePage(html, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(br.body.length).toBeLessThan(html.length / 4);
    expect(decode(br.body, 'br')).toBe(html);
    expect(encodePage(html, 'gzip, br;q=0').encoding).toBe('gzip');
    expect(decode(encodePage(html, 'gzip').body, 'gzip')).toBe(html);
    expect(encodePage(html, '').encoding).toBeNull();
  });
});

describe('throttledLog', () => {
  it('writes at most one line a minute and counts the rest', () => {
    const lines: string[] = [];
    let time = 0;
    const report = throttledLog(
      60_000,
      (line) => lines.push(line),
      () => time,
    );
    report('API down');
    time = 30_000;
    report('API down');
    report('API down');
    time = 61_000;
    report('API down');
    expect(lines).toEqual(['API down', 'API down (and 2 more since the last report)']);
  });
});
