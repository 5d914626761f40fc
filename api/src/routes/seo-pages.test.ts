import { SEO_API } from '@basera/shared/schemas';
import type { SeoPage } from '@basera/shared/types';
import { JSDOM } from 'jsdom';
import { PUBLIC_LISTING } from '../listings/states';
import { topLandingLinks } from '../seo/landing';
import { GONE_TITLE } from '../seo/pages/details';
import { testDatabaseKinds } from '../test/databases';
import { fixtureListing, makeUser, type TestUser, uniqueWord } from '../test/listing-fixtures';
import { useTestApp } from '../test/suite';

const HOSTILE = `</script><script>alert(1)</script> "Sunrise" & 'Moon'`;

/** A page as the shell would write it, parsed by a real HTML parser. */
interface Parsed {
  status: number;
  page: SeoPage;
  doc: Document;
  /** The JSON-LD blocks, each parsed (a block that is not valid JSON fails the test). */
  jsonLd: Array<Record<string, unknown>>;
  meta: (selector: string) => string | null;
  links: string[];
}

describe.each(testDatabaseKinds)('page heads, blocks and statuses (GET /seo/page) on %s', (kind) => {
  const t = useTestApp(kind, { seed: true });
  let lister: TestUser;
  /** A city with seeded PGs: fixtures go there, so that a gone one has live neighbours. */
  let city: { id: number; name: string };
  beforeAll(async () => {
    lister = await makeUser(t);
    const { rows } = await t.db.query<{ city_id: number; city_name: string }>(
      `SELECT city_id, city_name FROM properties WHERE status = 'active' AND review = 'approved'
          AND property_type = 'PG' AND expires_at > now()
        GROUP BY city_id, city_name ORDER BY count(*) DESC LIMIT 1`,
    );
    city = { id: Number(rows[0]!.city_id), name: rows[0]!.city_name };
  });

  const site = () => t.config.siteUrl;

  async function open(path: string, query = ''): Promise<Parsed> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api${SEO_API.page}?${new URLSearchParams({ path, ...(query ? { query } : {}) })}`,
    });
    expect(res.statusCode).toBe(200);
    const page = res.json().data as SeoPage;
    const doc = new JSDOM(
      `<!doctype html><html><head>${page.head}</head><body><div id="root">${page.body}</div></body></html>`,
    ).window.document;
    const jsonLd = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent ?? ''),
    );
    return {
      status: page.status,
      page,
      doc,
      jsonLd,
      meta: (selector) => doc.querySelector(selector)?.getAttribute('content') ?? null,
      links: [...doc.querySelectorAll('#root a')].map((a) => a.getAttribute('href') ?? ''),
    };
  }

  const types = (p: Parsed) => p.jsonLd.map((block) => block['@type']);

  /** What every indexable page has: the tags a search engine and a chat preview read. */
  function expectIndexable(p: Parsed, canonicalPath: string) {
    expect(p.status).toBe(200);
    expect(p.page.robots).toBe('index');
    expect(p.meta('meta[name="robots"]')).toMatch(/^index/);
    expect(p.doc.title.length).toBeGreaterThan(0);
    expect(p.doc.title.length).toBeLessThanOrEqual(70);
    expect(p.doc.title).toMatch(/ \| Basera$/);
    const description = p.meta('meta[name="description"]')!;
    expect(description.length).toBeGreaterThanOrEqual(70);
    expect(description.length).toBeLessThanOrEqual(160);
    const canonical = `${site()}${canonicalPath}`;
    expect(p.doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonical);
    expect(p.meta('meta[property="og:url"]')).toBe(canonical);
    expect(p.meta('meta[property="og:title"]')).toBe(p.doc.title);
    expect(p.meta('meta[property="og:description"]')).toBe(description);
    expect(p.meta('meta[property="og:image"]')).toMatch(/^https?:\/\//);
    expect(p.meta('meta[name="twitter:card"]')).toMatch(/^summary/);
    // Every head element is the writer's; the block is one div with a heading and the site's links.
    expect(p.doc.head.querySelectorAll(':not([data-seo])').length).toBe(0);
    expect(p.doc.querySelector('#root > div.seo-block[data-seo-block]')).not.toBeNull();
    expect(p.doc.querySelectorAll('#root h1').length).toBe(1);
    expect(p.links).toEqual(expect.arrayContaining(['/', '/about', '/contact', '/faq', '/blog']));
    const crumbs = p.jsonLd.find((block) => block['@type'] === 'BreadcrumbList') as {
      itemListElement: Array<{ item: string; position: number }>;
    };
    expect(crumbs.itemListElement[0]).toMatchObject({ position: 1, item: `${site()}/` });
  }

  /** The public answer of an API path, as the page would read it. */
  const publicAnswer = async (apiPath: string) =>
    (await t.app.inject({ method: 'GET', url: `/api${apiPath}` })).json();

  /** ItemList entries: absolute listing (or article) addresses on the site. */
  const itemUrls = (p: Parsed) =>
    (
      p.jsonLd.find((block) => block['@type'] === 'ItemList') as { itemListElement: Array<{ url: string }> }
    ).itemListElement.map((item) => item.url);

  it('home: Organization, WebSite and BreadcrumbList; boot is /get-home; the block links places and listings', async () => {
    for (const path of ['/', '/home']) {
      const p = await open(path);
      expect(p.page.kind).toBe('home');
      expectIndexable(p, '/');
      expect(types(p)).toEqual(['Organization', 'WebSite', 'BreadcrumbList']);
      expect(Object.keys(p.page.boot)).toEqual(['/get-home']);
      expect(p.page.boot['/get-home']).toEqual(await publicAnswer('/get-home'));
      expect(p.links.some((href) => /^\/pgdetails\/\d+$/.test(href))).toBe(true);
      expect(p.links.some((href) => /^\/pg-in-[a-z0-9-]+$/.test(href))).toBe(true);
      expect(p.doc.querySelector('#root h1')?.textContent).toBe(
        'PGs, hostels, mess and room sharing across India',
      );
    }
  });

  it('results: the bare typed route is indexable with an ItemList of its first page; any filter is noindex', async () => {
    const pg = await open('/pg');
    expect(pg.page.kind).toBe('results');
    expectIndexable(pg, '/pg');
    expect(types(pg)).toEqual(['ItemList', 'BreadcrumbList']);
    const first = await publicAnswer('/filtered-properties?per_page=10&page=1&room_type=Pg');
    expect(itemUrls(pg)).toEqual(first.data.map((l: { id: number }) => `${site()}/pgdetails/${l.id}`));
    // The page's own first read comes with it, under the key the page asks for (mf-search requestFor).
    expect(pg.page.boot).toEqual({ '/filtered-properties?per_page=10&page=1&room_type=Pg': first });
    expect((await open('/search_pg')).doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${site()}/pg`,
    );
    expectIndexable(await open('/list'), '/list');
    // A shared link's tracking keys change nothing; a filter, a sort or a page is a faceted duplicate.
    expectIndexable(await open('/pg', 'utm_source=whatsapp'), '/pg');
    for (const query of ['gender=Female', 'sort=price_asc', 'page=2', 'search=koramangala']) {
      const filtered = await open('/pg', query);
      expect(filtered.page.robots).toBe('noindex');
      expect(filtered.meta('meta[name="robots"]')).toMatch(/^noindex/);
      expect(filtered.doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${site()}/pg`);
    }
    const words = await open('/PG', 'search=koramangala');
    const wordsKey = '/search-properties?search=koramangala&per_page=10&page=1';
    expect(words.page.boot).toEqual({ [wordsKey]: await publicAnswer(wordsKey) });
    const girls = await open('/pg', 'gender=Female');
    const girlsFirst = await publicAnswer(
      '/filtered-properties?per_page=10&page=1&gender=Female&room_type=Pg',
    );
    expect(itemUrls(girls)).toEqual(
      girlsFirst.data.map((l: { id: number }) => `${site()}/pgdetails/${l.id}`),
    );
  });

  it('details: title, facts, rating "4.3 ★ (27)", LodgingBusiness; boot is the public answer; one view counted per page', async () => {
    const locality = uniqueWord('Seopur');
    const id = await fixtureListing(t, {
      ownerId: lister.id,
      name: 'Sunrise Comfort PG',
      locality,
      cityId: city.id,
      price: 8500,
      lat: 12.9352,
      long: 77.6245,
    });
    const neighbour = await fixtureListing(t, { ownerId: lister.id, locality, cityId: city.id });
    await t.db.query(
      'UPDATE properties SET rating_avg = 4.33, rating_count = 27, published_at = now() WHERE id = $1',
      [id],
    );
    t.publicCache.invalidate();
    await t.app.deps.counters.flush();
    const views = async () =>
      Number(
        (
          await t.db.query<{ n: number }>(
            'SELECT coalesce(sum(views), 0)::int AS n FROM listing_daily_stats WHERE property_id = $1',
            [id],
          )
        ).rows[0]!.n,
      );
    const before = await views();

    const p = await open(`/pgdetails/${id}`);
    expect(p.page.kind).toBe('details');
    expectIndexable(p, `/pgdetails/${id}`);
    expect(p.doc.title).toBe(`Sunrise Comfort PG: PG in ${locality}, ${city.name} | Basera`.slice(0, 200));
    const description = p.meta('meta[name="description"]')!;
    expect(description).toContain('4.3 ★ (27)');
    expect(description).toContain('From Rs. 8,500/month');
    expect(description).toContain(`PG for girls in ${locality}, ${city.name}.`);
    expect(p.meta('meta[property="og:type"]')).toBe('website');
    expect(p.meta('meta[property="og:image"]')).toBe(`${t.config.publicUrl}/api${SEO_API.listingImage(id)}`);
    expect(p.meta('meta[property="og:image:width"]')).toBe('1200');
    expect(p.meta('meta[property="og:image:height"]')).toBe('630');
    expect(p.meta('meta[property="og:image:alt"]')).toContain('Sunrise Comfort PG');
    expect(p.meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(types(p)).toEqual(['BreadcrumbList', 'LodgingBusiness']);
    const crumbs = (p.jsonLd[0] as { itemListElement: Array<{ name: string; item: string }> })
      .itemListElement;
    expect(crumbs.map((c) => c.name)).toEqual([
      'Home',
      `PG in ${city.name}`,
      `PG in ${locality}`,
      'Sunrise Comfort PG',
    ]);
    expect(crumbs[3]!.item).toBe(`${site()}/pgdetails/${id}`);
    expect(p.jsonLd[1]).toMatchObject({
      name: 'Sunrise Comfort PG',
      url: `${site()}/pgdetails/${id}`,
      geo: { latitude: 12.9352, longitude: 77.6245 },
      aggregateRating: { ratingValue: 4.3, reviewCount: 27 },
      address: { addressCountry: 'IN' },
    });
    expect(p.doc.querySelector('#root h1')?.textContent).toBe('Sunrise Comfort PG');
    const facts = [...p.doc.querySelectorAll('#root .seo-facts li')].map((li) => li.textContent);
    expect(facts).toEqual(expect.arrayContaining(['From Rs. 8,500/month', 'Rating 4.3 ★ (27)']));
    expect(p.links).toContain(`/pgdetails/${neighbour}`);
    // Boot: exactly what the page's own first read answers (masked numbers), under its key.
    const key = `/get-property-details-by-id/${id}`;
    expect(Object.keys(p.page.boot)).toEqual([key]);
    expect(p.page.boot[key]).toEqual(await publicAnswer(`${key}?preview=1`));
    expect(JSON.stringify(p.page.boot[key])).not.toContain('9876543210');

    // Each page served counts one view (its boot read counted none), cached or not; a HEAD or a crawler none.
    await open(`/pgdetails/${id}`);
    for (const flag of ['head=1', 'bot=1'])
      await t.app.inject({ method: 'GET', url: `/api${SEO_API.page}?path=/pgdetails/${id}&${flag}` });
    await t.app.deps.counters.flush();
    expect((await views()) - before).toBe(2);
  });

  it('details: an unrated listing says nothing of ratings; a hostile name stays text everywhere', async () => {
    const id = await fixtureListing(t, { ownerId: lister.id, name: HOSTILE, cityId: city.id });
    const p = await open(`/pgdetails/${id}`);
    expect(p.status).toBe(200);
    expect(p.doc.title.startsWith(HOSTILE.slice(0, 20))).toBe(true);
    expect(p.doc.querySelectorAll('script:not([type="application/ld+json"])').length).toBe(0);
    expect(p.doc.querySelector('#root h1')?.textContent).toBe(HOSTILE);
    expect(p.doc.querySelectorAll('#root script').length).toBe(0);
    expect((p.jsonLd[1] as { name: string }).name).toBe(HOSTILE);
    expect(p.jsonLd[1]).not.toHaveProperty('aggregateRating');
    expect(p.meta('meta[name="description"]')).not.toContain('★');
  });

  it('details: a listing that was live and is gone answers 410 with live suggestions; an unknown id or a draft 404', async () => {
    const suggestions = await open('/pg', `city_id=${city.id}`);
    expect(suggestions.links.length).toBeGreaterThan(0);
    const gone = async (change: string) => {
      const id = await fixtureListing(t, { ownerId: lister.id, cityId: city.id });
      await t.db.query(
        `UPDATE properties SET published_at = now() - interval '30 days', ${change} WHERE id = $1`,
        [id],
      );
      t.publicCache.invalidate();
      return id;
    };
    for (const change of [
      "status = 'inactive'",
      "expires_at = now() - interval '1 day'",
      "review = 'suspended'",
    ]) {
      const id = await gone(change);
      const p = await open(`/pgdetails/${id}`);
      expect([change, p.page.kind, p.status, p.page.robots]).toEqual([change, 'gone', 410, 'noindex']);
      expect(p.doc.title).toBe(`${GONE_TITLE} | Basera`);
      expect(p.meta('meta[name="robots"]')).toMatch(/^noindex/);
      expect(p.doc.querySelector('#root h1')?.textContent).toBe(GONE_TITLE);
      const listed = p.links.filter((href) => /^\/pgdetails\/\d+$/.test(href));
      expect(listed.length).toBeGreaterThan(0);
      expect(listed).not.toContain(`/pgdetails/${id}`);
      expect(p.page.boot).toEqual({});
      // The suggestions are live listings of its type in its city.
      const first = await publicAnswer(`/get-property-details-by-id/${listed[0]!.split('/')[2]}?preview=1`);
      expect(first.data.property).toMatchObject({ property_type: 'PG', city_id: city.id });
    }
    const draft = await fixtureListing(t, { ownerId: lister.id, status: 'draft', cityId: city.id });
    const missing = await open(`/pgdetails/${draft}`);
    expect([missing.page.kind, missing.status, missing.page.robots]).toEqual(['not_found', 404, 'noindex']);
    const unknown = await open('/pgdetails/987654321');
    expect([unknown.page.kind, unknown.status, unknown.page.robots]).toEqual(['not_found', 404, 'noindex']);
    expect(unknown.meta('meta[name="robots"]')).toMatch(/^noindex/);
  });

  it('blog and articles: ItemList of articles, BlogPosting with its cover; an unknown slug 404', async () => {
    const blog = await open('/blog');
    expect(blog.page.kind).toBe('blog');
    expectIndexable(blog, '/blog');
    expect(types(blog)).toEqual(['ItemList', 'BreadcrumbList']);
    const all = await publicAnswer('/all-blog');
    expect(blog.page.boot).toEqual({ '/all-blog': all });
    const slugs = all.data.map((a: { slug: string }) => a.slug);
    expect(itemUrls(blog)).toEqual(slugs.map((slug: string) => `${site()}/blogdetails/${slug}`));

    const article = all.data[0] as { slug: string; title: string; created_at: string };
    const p = await open(`/blogdetails/${article.slug}`);
    expect(p.page.kind).toBe('article');
    expectIndexable(p, `/blogdetails/${article.slug}`);
    expect(p.meta('meta[property="og:type"]')).toBe('article');
    expect(p.meta('meta[property="og:image"]')).toBe(
      `${t.config.publicUrl}/api${SEO_API.blogImage(article.slug)}`,
    );
    expect(types(p)).toEqual(['BlogPosting', 'BreadcrumbList']);
    expect(p.jsonLd[0]).toMatchObject({ headline: article.title, datePublished: article.created_at });
    expect(p.doc.querySelector('#root h1')?.textContent).toBe(article.title);
    const key = `/blog-details/${article.slug}`;
    expect(p.page.boot).toEqual({ [key]: await publicAnswer(key) });

    const unknown = await open('/blogdetails/no-such-article-here');
    expect([unknown.page.kind, unknown.status, unknown.page.robots]).toEqual(['not_found', 404, 'noindex']);
  });

  it('content pages: titles from their content, FAQPage on FAQ, one canonical for the refund policy', async () => {
    for (const [path, apiPath] of [
      ['/about', '/get-about-us'],
      ['/contact', '/get-contact-us'],
      ['/privacy_policies', '/privacy-policy'],
      ['/helpcenter', '/help-center'],
    ] as const) {
      const p = await open(path);
      expect(p.page.kind).toBe('content');
      expectIndexable(p, path);
      expect(types(p)).toEqual(['BreadcrumbList']);
      expect(p.page.boot).toEqual({ [apiPath]: await publicAnswer(apiPath) });
    }
    const about = await publicAnswer('/get-about-us');
    expect((await open('/about')).doc.title).toBe(`${about.data.page_title} | Basera`);
    const faq = await open('/faq');
    expectIndexable(faq, '/faq');
    expect(types(faq)).toEqual(['BreadcrumbList', 'FAQPage']);
    const faqs = (await publicAnswer('/faqs')).data.faqs;
    expect((faq.jsonLd[1] as { mainEntity: unknown[] }).mainEntity).toHaveLength(faqs.length);
    expectIndexable(await open('/refundpolicy'), '/refund-and-cancellation-policy');
    expectIndexable(await open('/refund-and-cancellation-policy'), '/refund-and-cancellation-policy');
  });

  it('landing pages: ItemList of the results, breadcrumbs Home > PG in City > PG in Locality; none without listings 404', async () => {
    const home = await open('/');
    const cityPath = home.links.find((href) => /^\/pg-in-[a-z0-9-]+$/.test(href))!;
    const p = await open(cityPath);
    expect(p.page.kind).toBe('landing');
    expectIndexable(p, cityPath);
    expect(types(p)).toEqual(['ItemList', 'BreadcrumbList']);
    const key = `/landing-page?${new URLSearchParams({ path: cityPath })}`;
    const landing = await publicAnswer(key);
    const resultsKey = `/filtered-properties?${new URLSearchParams({ per_page: '10', page: '1', ...landing.data.search })}`;
    const results = await publicAnswer(resultsKey);
    expect(p.page.boot).toEqual({ [key]: landing, [resultsKey]: results });
    expect(itemUrls(p)).toEqual(results.data.map((l: { id: number }) => `${site()}/pgdetails/${l.id}`));
    expect(p.doc.querySelector('#root h1')?.textContent).toBe(landing.data.heading);
    const localityPath = p.links.find((href) => href.startsWith(`${cityPath}/`));
    if (localityPath) {
      const locality = await open(localityPath);
      expectIndexable(locality, localityPath);
      const crumbs = (locality.jsonLd[1] as { itemListElement: Array<{ item: string }> }).itemListElement;
      expect(crumbs.map((c) => c.item)).toEqual([
        `${site()}/`,
        `${site()}${cityPath}`,
        `${site()}${localityPath}`,
      ]);
    }
    expect((await open(cityPath, 'page=2')).page.robots).toBe('noindex');
    const none = await open('/pg-in-nowhere-at-all');
    expect([none.page.kind, none.status, none.page.robots]).toEqual(['not_found', 404, 'noindex']);
  });

  it('private pages are noindex with no block; unknown paths 404 with no block', async () => {
    for (const path of [
      '/user/wishlist',
      '/admin/listings',
      '/myaccount',
      '/review-invite/abc',
      '/signout',
    ]) {
      const p = await open(path);
      expect([path, p.page.kind, p.status, p.page.robots, p.page.body]).toEqual([
        path,
        'private',
        200,
        'noindex',
        '',
      ]);
      expect(p.meta('meta[name="robots"]')).toMatch(/^noindex/);
      expect(p.doc.title).toBe('Basera');
    }
    const unknown = await open('/no/such/page/here');
    expect([unknown.page.kind, unknown.status, unknown.page.robots, unknown.page.body]).toEqual([
      'unknown',
      404,
      'noindex',
      '',
    ]);
    expect(unknown.doc.title).toBe('Page not found | Basera');
  });

  it('every seeded listing, city and locality page and article has a title within 70 and a description of 70 to 160', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      `SELECT p.id FROM properties p WHERE ${PUBLIC_LISTING} AND p.listing_id NOT LIKE 'FIX-%' ORDER BY p.id`,
    );
    const cities = (await topLandingLinks(t.db, 1000)).map((link) => link.path);
    const localities: string[] = [];
    for (const path of cities) {
      const landing = await publicAnswer(`/landing-page?${new URLSearchParams({ path })}`);
      localities.push(...landing.data.localities.map((link: { path: string }) => link.path));
    }
    const articles = (await publicAnswer('/all-blog')).data.map(
      (a: { slug: string }) => `/blogdetails/${a.slug}`,
    );
    // The texts do not depend on the database: PGlite (one thread, seconds a page under load) reads every
    // fifth listing, PostgreSQL all of them.
    const listings = rows.filter((_, index) => kind === 'postgres' || index % 5 === 0);
    const paths = [
      ...listings.map((row) => `/pgdetails/${row.id}`),
      ...cities,
      ...new Set(localities),
      ...articles,
    ];
    expect(rows.length).toBeGreaterThan(100);
    const bad: string[] = [];
    for (const path of paths) {
      const p = await open(path);
      const description = p.meta('meta[name="description"]') ?? '';
      if (p.status !== 200 || p.doc.title.length > 70 || description.length < 70 || description.length > 160)
        bad.push(
          `${path} ${p.status} ${p.doc.title.length} "${p.doc.title}" ${description.length} "${description}"`,
        );
    }
    expect(bad).toEqual([]);
  }, 300_000);

  it('refuses a path that is not a site path', async () => {
    for (const path of ['', 'pgdetails/1', '//evil.example/x', `/${'a'.repeat(1001)}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api${SEO_API.page}?${new URLSearchParams({ path })}`,
      });
      expect(res.statusCode).toBe(422);
    }
  });
});
