// The page kinds the page benchmarks measure (issue 35), in one list: Lighthouse (scripts/bench/lighthouse.mjs)
// and the JavaScript each page downloads (scripts/bench/bundles.mjs). Every path is found in the running site's
// own data (the newest PG, the newest article, the busiest city and locality pages of the places sitemap), so the
// benches measure real pages of whatever data the site holds.

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

/** The busiest locality page of `cityPath` (`/pg-in-<city>/<locality>`) the places sitemap names, else null. */
async function localityPath(api, cityPath) {
  if (process.env.BENCH_LOCALITY_PATH) return process.env.BENCH_LOCALITY_PATH;
  if (!cityPath) return null;
  const sitemap = await fetch(`${api}/seo/sitemaps/places-1.xml`);
  if (!sitemap.ok) return null;
  const localities = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]).pathname)
    .filter((pathname) => pathname.startsWith(`${cityPath}/`));
  let best = null;
  for (const pathname of localities.slice(0, 40)) {
    const { body } = await getJson(`${api}/landing-page?path=${encodeURIComponent(pathname)}`);
    const count = body?.data?.count ?? 0;
    if (count > (best?.count ?? 0)) best = { pathname, count };
  }
  return best?.pathname ?? null;
}

/** What the header's keyword search sends for a word of the demo data: /PG?search=<the newest PG's city>. */
async function keywordPath(api) {
  const { body } = await getJson(`${api}/filtered-properties?room_type=PG&page=1`);
  const listing = body?.data?.data?.[0] ?? body?.data?.[0];
  const word = listing?.city_name ?? listing?.city ?? listing?.locality ?? 'PG';
  return `/PG?${new URLSearchParams({ search: String(word) })}`;
}

/**
 * The pages measured, { kind, path, role }: role null for a public page, else the demo account it is signed in
 * as (seeker, lister, operator). BENCH_LIGHTHOUSE_PAGES (comma-separated public paths) replaces the list; `only`
 * (comma-separated words: BENCH_LIGHTHOUSE_ONLY, BENCH_BUNDLES_ONLY) keeps the pages whose kind or path has one.
 */
export async function benchPages(api, only = undefined) {
  const given = process.env.BENCH_LIGHTHOUSE_PAGES;
  if (given) return given.split(',').map((page) => ({ kind: 'given', path: page.trim(), role: null }));
  const city = await landingPagePath(api);
  const pages = [
    { kind: 'home', path: '/' },
    ...['pg', 'hostel', 'mess', 'room'].map((type) => ({ kind: `results (${type})`, path: `/${type}` })),
    { kind: 'results, map view', path: '/pg?view=map' },
    { kind: 'keyword results', path: await keywordPath(api) },
    { kind: 'details', path: await detailPath(api) },
    { kind: 'blog', path: '/blog' },
    { kind: 'blog article', path: await articlePath(api) },
    { kind: 'about', path: '/about' },
    { kind: 'contact', path: '/contact' },
    { kind: 'FAQ', path: '/faq' },
    { kind: 'policy page', path: '/privacy_policies' },
    { kind: 'city page', path: city },
    { kind: 'locality page', path: await localityPath(api, city) },
    { kind: 'shortlist', path: '/user/wishlist', role: 'seeker' },
    { kind: 'enquiries', path: '/user/enquiries', role: 'seeker' },
    { kind: 'lead inbox', path: '/user/leads', role: 'lister' },
    { kind: 'dashboard', path: '/user/dashboard', role: 'lister' },
    { kind: 'wizard step 1', path: '/user/pg', role: 'lister' },
    { kind: 'operator queue', path: '/admin/listings', role: 'operator' },
  ].map((page) => ({ role: null, ...page }));
  const words = only?.split(',').map((word) => word.trim().toLowerCase());
  return words
    ? pages.filter((page) => words.some((word) => `${page.kind} ${page.path}`.toLowerCase().includes(word)))
    : pages;
}
