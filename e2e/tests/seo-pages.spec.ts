import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { API_URL, SHELL_URL } from '../ports';
import { newLister } from './helpers';
import { publishedPg, uniqueWord } from './listings';

// Issue 33: the HTML a crawler and a chat preview get from the shell's own origin (scripts/lib/serve.mjs writes
// each page's head, crawlable block, boot data and status from the API's GET /seo/page). Every page is read
// over HTTP without running a script and parsed with a real HTML parser, as a crawler reads it.

interface Served {
  res: APIResponse;
  method: 'GET' | 'HEAD';
  status: number;
  doc: Document;
  /** The content of a <meta> chosen by a selector. */
  meta: (selector: string) => string | null;
  canonical: string | null;
  /** The @type of every JSON-LD block (each block must be valid JSON). */
  types: string[];
  /** The hrefs of the crawlable block's links. */
  links: string[];
  /** The parsed boot data the page carries for its first read. */
  boot: Record<string, unknown>;
}

async function open(
  request: APIRequestContext,
  path: string,
  method: 'GET' | 'HEAD' = 'GET',
): Promise<Served> {
  const res = await request.fetch(`${SHELL_URL}${path}`, { method, maxRedirects: 0 });
  const doc = new JSDOM(method === 'GET' ? await res.text() : '').window.document;
  const types = [...doc.querySelectorAll('script[type="application/ld+json"]')].flatMap((script) => {
    const parsed = JSON.parse(script.textContent ?? '');
    const blocks = Array.isArray(parsed) ? parsed : parsed['@graph'] ? parsed['@graph'] : [parsed];
    return blocks.map((block: { '@type': string }) => block['@type']);
  });
  const bootText = doc.getElementById('boot-data')?.textContent;
  return {
    res,
    method,
    status: res.status(),
    doc,
    meta: (selector) => doc.querySelector(selector)?.getAttribute('content') ?? null,
    canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    types,
    links: [...doc.querySelectorAll('.seo-block a')].map((a) => a.getAttribute('href') ?? ''),
    boot: bootText ? JSON.parse(bootText) : {},
  };
}

/** What a search engine and a WhatsApp preview read on an indexable page. */
function expectIndexable(page: Served, canonicalPath: string) {
  expect(page.status).toBe(200);
  expect(page.res.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(page.res.headers()['x-robots-tag']).toBeUndefined();
  expect(page.meta('meta[name="robots"]') ?? 'index').not.toContain('noindex');
  expect(page.doc.title).toMatch(/\S.* \| Basera$|^Basera/);
  expect(page.doc.querySelectorAll('title')).toHaveLength(1);
  expect(page.doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  expect((page.meta('meta[name="description"]') ?? '').length).toBeGreaterThan(30);
  expect(page.canonical).toBe(`${SHELL_URL}${canonicalPath}`);
  expect(page.meta('meta[property="og:url"]')).toBe(page.canonical);
  expect(page.meta('meta[property="og:title"]')).toBeTruthy();
  expect(page.meta('meta[property="og:description"]')).toBeTruthy();
  expect(page.meta('meta[name="twitter:card"]')).toBeTruthy();
  expect(page.types).toContain('BreadcrumbList');
  // The SPA keeps this head on this path (shared/src/page-meta.ts).
  expect(page.doc.documentElement.getAttribute('data-seo-path')).toBe(new URL(page.res.url()).pathname);
}

function expectNoindex(page: Served, status: number) {
  expect(page.status).toBe(status);
  expect(page.res.headers()['x-robots-tag']).toBe('noindex');
  if (page.method === 'GET') expect(page.meta('meta[name="robots"]')).toContain('noindex');
}

/** The crawlable block's heading. */
const heading = (page: Served) => page.doc.querySelector('.seo-block h1')?.textContent?.trim();

interface PublicListing {
  propty_id: number;
  accommodation_name: string;
}

async function firstListing(request: APIRequestContext): Promise<PublicListing> {
  const body = await (await request.get(`${API_URL}/get-all-pgs?per_page=1`)).json();
  return body.data[0];
}

/** The `<loc>`s of an XML sitemap read through the shell. */
async function locs(request: APIRequestContext, path: string): Promise<string[]> {
  const res = await request.get(`${SHELL_URL}${path}`);
  expect(res.status(), path).toBe(200);
  expect(res.headers()['content-type']).toMatch(/xml/);
  const doc = new JSDOM(await res.text(), { contentType: 'text/xml' }).window.document;
  return [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent ?? '');
}

test.describe('page heads through the shell', () => {
  test('home: its head, Organization and WebSite JSON-LD, boot data, a block with links to city pages', async ({
    request,
  }) => {
    const home = await open(request, '/');
    expectIndexable(home, '/');
    expect(home.doc.documentElement.getAttribute('data-seo-path')).toBe('/');
    expect(home.doc.documentElement.getAttribute('data-seo-kind')).toBe('home');
    expect(home.types).toEqual(expect.arrayContaining(['Organization', 'WebSite', 'BreadcrumbList']));
    expect(Object.keys(home.boot)).toEqual(['/get-home']);
    expect(heading(home)).toBeTruthy();
    expect(home.links.some((href) => /^\/(pg|hostel|mess|room)-in-[a-z0-9-]+$/.test(href))).toBe(true);
    // The site title and description of the template are gone: one head, the page's.
    expect(home.doc.title).not.toBe('Basera');
  });

  test('the page stays valid under its Content-Security-Policy: only the boot script runs inline', async ({
    request,
  }) => {
    const home = await open(request, '/');
    const policy = home.res.headers()['content-security-policy'] ?? '';
    const scriptSources = /script-src ([^;]+)/.exec(policy)?.[1]?.split(' ') ?? [];
    const executable = [...home.doc.querySelectorAll('script:not([src])')].filter(
      (script) => !/^application\/(ld\+)?json$/.test(script.getAttribute('type') ?? ''),
    );
    expect(executable).toHaveLength(1);
    const hash = createHash('sha256')
      .update(executable[0]?.textContent ?? '', 'utf8')
      .digest('base64');
    expect(scriptSources).toContain(`'sha256-${hash}'`);
  });

  test('a listing: name and place in the title, its share picture, LodgingBusiness, its answer for the page', async ({
    request,
  }) => {
    const listing = await firstListing(request);
    const detail = await open(request, `/pgdetails/${listing.propty_id}`);
    expectIndexable(detail, `/pgdetails/${listing.propty_id}`);
    expect(detail.doc.title.startsWith(`${listing.accommodation_name}: `)).toBe(true);
    expect(detail.meta('meta[property="og:image"]')).toMatch(
      new RegExp(`^https?://[^/]+/api/share-image/listing/${listing.propty_id}\\.jpg$`),
    );
    expect(detail.meta('meta[property="og:image:width"]')).toBe('1200');
    expect(detail.meta('meta[property="og:image:height"]')).toBe('630');
    expect(detail.meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(detail.types).toEqual(expect.arrayContaining(['LodgingBusiness', 'BreadcrumbList']));
    expect(heading(detail)).toBe(listing.accommodation_name);
    const answer = detail.boot[`/get-property-details-by-id/${listing.propty_id}`] as {
      data: { property: { accommodation_name: string } };
    };
    expect(answer.data.property.accommodation_name).toBe(listing.accommodation_name);
    // The share picture the tags name is there, 1200 px wide.
    const picture = await request.get(detail.meta('meta[property="og:image"]') ?? '');
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/jpeg');
  });

  test('results: the bare typed route is indexable with an ItemList, its aliases point at it, filters are noindex', async ({
    request,
  }) => {
    const pg = await open(request, '/pg');
    expectIndexable(pg, '/pg');
    expect(pg.types).toEqual(expect.arrayContaining(['ItemList', 'BreadcrumbList']));
    expect(pg.links.some((href) => /^\/pgdetails\/\d+$/.test(href))).toBe(true);
    expect(Object.keys(pg.boot)).toEqual(['/filtered-properties?per_page=10&page=1&room_type=Pg']);
    const alias = await open(request, '/search_pg');
    expect(alias.status).toBe(200);
    expect(alias.canonical).toBe(`${SHELL_URL}/pg`);
    const filtered = await open(request, '/pg?gender=Female');
    expectNoindex(filtered, 200);
    expect(filtered.canonical).toBe(`${SHELL_URL}/pg`);
  });

  test('a city page and a locality page from the sitemap: heading, ItemList, links to listings', async ({
    request,
  }) => {
    const index = await locs(request, '/sitemap.xml');
    const places = index.find((loc) => /\/sitemaps\/places-1\.xml$/.test(loc));
    expect(places, index.join('\n')).toBeDefined();
    const pages = (await locs(request, new URL(places ?? '').pathname)).map((loc) => new URL(loc).pathname);
    const city = pages.find((path) => /^\/pg-in-[a-z0-9-]+$/.test(path));
    const locality = pages.find((path) => /^\/pg-in-[a-z0-9-]+\/[a-z0-9-]+$/.test(path));
    for (const path of [city, locality]) {
      expect(path, pages.join('\n')).toBeDefined();
      const landing = await open(request, path ?? '');
      expectIndexable(landing, path ?? '');
      expect(landing.doc.documentElement.getAttribute('data-seo-kind')).toBe('landing');
      expect(landing.types).toEqual(expect.arrayContaining(['ItemList', 'BreadcrumbList']));
      expect(heading(landing)).toMatch(/^PG in /);
      expect(landing.links.some((href) => /^\/pgdetails\/\d+$/.test(href))).toBe(true);
      // Its data and its first results, the page's two first reads.
      expect(Object.keys(landing.boot)).toEqual([
        `/landing-page?path=${encodeURIComponent(path ?? '')}`,
        expect.stringMatching(/^\/filtered-properties\?per_page=10&page=1&/),
      ]);
    }
    // A place with no listing has no page.
    expectNoindex(await open(request, '/pg-in-atlantis'), 404);
  });

  test('the blog and an article: ItemList, BlogPosting with its cover as the share picture', async ({
    request,
  }) => {
    const blog = await open(request, '/blog');
    expectIndexable(blog, '/blog');
    expect(blog.types).toContain('ItemList');
    expect(Object.keys(blog.boot)).toEqual(['/all-blog']);
    const article = blog.links.find((href) => href.startsWith('/blogdetails/'));
    expect(article).toBeDefined();
    const page = await open(request, article ?? '');
    expectIndexable(page, article ?? '');
    expect(page.meta('meta[property="og:type"]')).toBe('article');
    expect(page.types).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']));
    expect(page.meta('meta[property="og:image"]')).toMatch(/\/api\/share-image\/blog\/.+\.jpg$/);
    expectNoindex(await open(request, '/blogdetails/no-such-article-here'), 404);
  });

  test('about, FAQ and a policy page under its canonical address', async ({ request }) => {
    expectIndexable(await open(request, '/about'), '/about');
    const faq = await open(request, '/faq');
    expectIndexable(faq, '/faq');
    expect(faq.types).toContain('FAQPage');
    const refund = await open(request, '/refundpolicy');
    expect(refund.status).toBe(200);
    expect(refund.canonical).toBe(`${SHELL_URL}/refund-and-cancellation-policy`);
  });

  test('private pages are noindex; an unknown listing, article or path answers 404', async ({ request }) => {
    const wishlist = await open(request, '/user/wishlist');
    expectNoindex(wishlist, 200);
    expect(wishlist.doc.querySelector('.seo-block')).toBeNull();
    expectNoindex(await open(request, '/admin/listings'), 200);
    const missing = await open(request, '/pgdetails/987654321');
    expectNoindex(missing, 404);
    const nowhere = await open(request, '/no/such/page');
    expectNoindex(nowhere, 404);
    expect(nowhere.doc.title).toBe('Page not found | Basera');
    // A link checker's HEAD gets the same status.
    expectNoindex(await open(request, '/pgdetails/987654321', 'HEAD'), 404);
  });
});

test.describe('a listing that was live and is gone', () => {
  test('answers 410 with the "no longer listed" page, noindex, and leaves the sitemap', async ({
    request,
  }) => {
    test.slow();
    const owner = await newLister(request, 'gone');
    const name = `${uniqueWord('Gone')} PG`;
    const id = await publishedPg(request, owner, name);
    const live = await open(request, `/pgdetails/${id}`);
    expectIndexable(live, `/pgdetails/${id}`);
    expect(heading(live)).toBe(name);
    const listings = async () => {
      const index = await locs(request, '/sitemap.xml');
      const files = index.filter((loc) => /\/sitemaps\/listings-\d+\.xml$/.test(loc));
      return (await Promise.all(files.map((loc) => locs(request, new URL(loc).pathname)))).flat();
    };
    expect(await listings()).toContain(`${SHELL_URL}/pgdetails/${id}`);

    const paused = await request.post(`${API_URL}/property-status`, {
      headers: { Authorization: `Bearer ${owner.token}` },
      data: { id, status: 'inactive' },
    });
    expect(paused.status()).toBe(200);

    const gone = await open(request, `/pgdetails/${id}`);
    expectNoindex(gone, 410);
    expect(gone.doc.title).toBe('This property is no longer listed | Basera');
    expect(heading(gone)).toBe('This property is no longer listed');
    expect(gone.doc.body.textContent).not.toContain(name);
    // Its suggestions: other live listings.
    expect(gone.links.filter((href) => /^\/pgdetails\/\d+$/.test(href)).length).toBeGreaterThan(0);
    expect(gone.links).not.toContain(`/pgdetails/${id}`);
    expect(gone.boot).toEqual({});
    expectNoindex(await open(request, `/pgdetails/${id}`, 'HEAD'), 410);
    expect(await listings()).not.toContain(`${SHELL_URL}/pgdetails/${id}`);
  });
});

test.describe('robots.txt and the sitemap through the shell', () => {
  test('robots.txt keeps crawlers out of private pages and names the sitemap on the shell’s origin', async ({
    request,
  }) => {
    const res = await request.get(`${SHELL_URL}/robots.txt`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toContain('User-agent: *');
    for (const path of ['/user/', '/admin']) expect(text).toMatch(new RegExp(`^Disallow: ${path}`, 'm'));
    expect(text).toContain(`Sitemap: ${SHELL_URL}/sitemap.xml`);
  });

  test('the sitemap index names typed sitemaps on the shell’s origin, each served there', async ({
    request,
  }) => {
    const index = await locs(request, '/sitemap.xml');
    const names = index.map((loc) => new URL(loc).pathname);
    expect(index.every((loc) => loc.startsWith(`${SHELL_URL}/sitemaps/`))).toBe(true);
    expect(names).toEqual(
      expect.arrayContaining([
        '/sitemaps/static.xml',
        '/sitemaps/places-1.xml',
        '/sitemaps/listings-1.xml',
        '/sitemaps/blog.xml',
      ]),
    );
    const listing = await firstListing(request);
    expect(await locs(request, '/sitemaps/listings-1.xml')).toContain(
      `${SHELL_URL}/pgdetails/${listing.propty_id}`,
    );
    const statics = await locs(request, '/sitemaps/static.xml');
    expect(statics).toContain(`${SHELL_URL}/`);
    expect(statics.some((loc) => /\/user\/|\/admin/.test(loc))).toBe(false);
    expect((await request.get(`${SHELL_URL}/sitemaps/listings-999.xml`)).status()).toBe(404);
  });
});

test.describe('with the API down or slow', () => {
  // A second shell server over the same build, in a process of its own (as `pnpm start` runs it), whose API is
  // `apiBase`: one that is down, or one that never answers.
  async function shellWithApi(apiBase: string) {
    const serve = new URL('../../scripts/lib/serve.mjs', `file://${__filename}`).href;
    const child = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { serveApp } = await import(${JSON.stringify(serve)});
         const server = await serveApp('shell', 0, '127.0.0.1', { apiBase: ${JSON.stringify(apiBase)} });
         console.log('listening ' + server.address().port);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        const found = /listening (\d+)/.exec(String(chunk));
        if (found) resolve(Number(found[1]));
      });
      child.on('exit', (code) => reject(new Error(`the shell server stopped (${code})`)));
    });
    return { url: `http://127.0.0.1:${port}`, close: () => child.kill() };
  }

  test('pages are the plain page with the router’s status; robots.txt and sitemaps answer 503', async ({
    request,
  }) => {
    const shell = await shellWithApi('http://127.0.0.1:9/api');
    try {
      const detail = await request.get(`${shell.url}/pgdetails/1`);
      expect(detail.status()).toBe(200);
      const html = await detail.text();
      const doc = new JSDOM(html).window.document;
      expect(doc.title).toBe('Basera');
      expect(doc.documentElement.hasAttribute('data-seo-path')).toBe(false);
      expect(doc.getElementById('root')).not.toBeNull();
      // The build kept the places the page is written into.
      expect(html).toContain('<!--#seo:head-->');
      expect(html).toContain('<!--#seo:body-->');
      expect((await request.get(`${shell.url}/no/such/page`)).status()).toBe(404);
      for (const path of ['/robots.txt', '/sitemap.xml', '/sitemaps/listings-1.xml']) {
        const res = await request.get(`${shell.url}${path}`);
        expect(res.status(), path).toBe(503);
        expect(Number(res.headers()['retry-after'])).toBeGreaterThan(0);
      }
    } finally {
      shell.close();
    }
  });

  test('a page waits at most about 1.5 s for a slow API, then goes out plain', async ({ request }) => {
    const sockets = new Set<import('node:net').Socket>();
    const silent = http.createServer(() => {}); // takes requests, never answers
    silent.on('connection', (socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const shell = await shellWithApi(`http://127.0.0.1:${(silent.address() as AddressInfo).port}/api`);
    try {
      const started = Date.now();
      const res = await request.get(`${shell.url}/blog`);
      const took = Date.now() - started;
      expect(res.status()).toBe(200);
      expect(new JSDOM(await res.text()).window.document.title).toBe('Basera');
      expect(took).toBeGreaterThanOrEqual(1400);
      expect(took).toBeLessThan(4000);
    } finally {
      shell.close();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
