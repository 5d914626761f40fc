import { LISTING_TYPE_INFO, LISTING_TYPES, landingPath, SITEMAP_MAX_URLS } from '@basera/shared/schemas';
import type { Queryable } from '../db';
import { PUBLIC_LISTING } from '../listings/states';
import { cityLocalities, liveCities, type PageSearch, pageStats } from './places';

/**
 * Issue 33: the sitemap index and its typed sitemaps. Only public URLs: the site's fixed pages, the city and
 * locality landing pages that have live listings, public listings, the blog and its published articles. A
 * `lastmod` only where the time is true: a listing's updated_at, a landing page's newest updated_at among its
 * listings, an article's creation or last operator change, a policy or About page's updated_at; none elsewhere.
 */

export interface SitemapUrl {
  /** The site path ("/pg-in-bengaluru"); the sitemap writes it on the site's origin. */
  path: string;
  lastmod: string | null;
}

export type SitemapKind = 'static' | 'places' | 'listings' | 'blog';
/** Kinds that grow with listings are always numbered (places-1, listings-1 ...); the others only past the limit. */
const NUMBERED: Record<SitemapKind, boolean> = { static: false, places: true, listings: true, blog: false };
const KINDS = Object.keys(NUMBERED) as SitemapKind[];

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

/** The site's fixed public pages, with where their content's updated time is kept (if anywhere). */
const STATIC_PAGES: Array<{ path: string; block?: string; page?: string }> = [
  { path: '/' },
  { path: '/list' },
  ...LISTING_TYPES.map((type) => ({ path: `/${LISTING_TYPE_INFO[type].slug}` })),
  { path: '/about', block: 'about' },
  { path: '/contact' },
  { path: '/faq' },
  { path: '/helpcenter', page: 'help-center' },
  { path: '/privacy_policies', page: 'privacy-policy' },
  { path: '/term_and_condition', page: 'terms-and-conditions' },
  { path: '/cancelation', page: 'cancelation' },
  { path: '/refund-and-cancellation-policy', page: 'refund-and-cancellation-policy' },
];

/** The fixed pages. Home, results, contact and FAQ have no single updated time of their content: no lastmod. */
export async function staticUrls(db: Queryable): Promise<SitemapUrl[]> {
  const [blocks, pages] = await Promise.all([
    db.query<{ key: string; updated_at: Date | string }>('SELECT key, updated_at FROM content_blocks'),
    db.query<{ slug: string; updated_at: Date | string }>('SELECT slug, updated_at FROM static_pages'),
  ]);
  const blockTimes = new Map(blocks.rows.map((row) => [row.key, iso(row.updated_at)]));
  const pageTimes = new Map(pages.rows.map((row) => [row.slug, iso(row.updated_at)]));
  return STATIC_PAGES.flatMap(({ path, block, page }) => {
    // A policy page with no row answers 404: not listed.
    if (page && !pageTimes.has(page)) return [];
    return [{ path, lastmod: (block && blockTimes.get(block)) || (page && pageTimes.get(page)) || null }];
  });
}

/**
 * Every landing page that exists: per city with live listings, each type's city page and each locality page of
 * that type, with its count and newest change read as the page reads them (pageStats); a page whose count is 0
 * is not listed. Ordered by city, type, then locality.
 */
export async function placeUrls(db: Queryable): Promise<SitemapUrl[]> {
  const urls: SitemapUrl[] = [];
  for (const city of await liveCities(db)) {
    const localities = await cityLocalities(db, city.id);
    const pages: Array<PageSearch & { path: string }> = [];
    for (const type of LISTING_TYPES) {
      const ofType = localities
        .filter((place) => place.type === type)
        .sort((a, b) => a.slug.localeCompare(b.slug));
      pages.push({ type, location: null, path: landingPath(type, city.slug) });
      for (const place of ofType)
        pages.push({ type, location: place.name, path: landingPath(type, city.slug, place.slug) });
    }
    const stats = await pageStats(db, city, pages);
    pages.forEach((page, index) => {
      const { count, updated_at } = stats[index]!;
      if (count > 0) urls.push({ path: page.path, lastmod: updated_at });
    });
  }
  return urls;
}

/** How many public listings there are: the listings sitemaps' length. */
export async function countListings(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM properties p WHERE ${PUBLIC_LISTING}`,
  );
  return rows[0]?.n ?? 0;
}

/** Public listings `offset` to `offset + limit` by id, each `/pgdetails/{id}` with its updated_at. */
export async function listingUrls(db: Queryable, offset: number, limit: number): Promise<SitemapUrl[]> {
  const { rows } = await db.query<{ id: number; updated_at: Date | string }>(
    `SELECT p.id, p.updated_at FROM properties p WHERE ${PUBLIC_LISTING} ORDER BY p.id LIMIT $1 OFFSET $2`,
    [limit, offset],
  );
  return rows.map((row) => ({ path: `/pgdetails/${row.id}`, lastmod: iso(row.updated_at) }));
}

/**
 * The blog page (no lastmod: an article taken down changes it at no recorded time) and each published article:
 * its last change is the later of its creation and the operators' last recorded action on it (admin_audit).
 */
export async function blogUrls(db: Queryable): Promise<SitemapUrl[]> {
  const { rows } = await db.query<{ slug: string; changed_at: Date | string }>(
    `SELECT b.slug, greatest(b.created_at,
              (SELECT max(a.created_at) FROM admin_audit a
                WHERE a.target_kind = 'blog' AND a.target_id = b.id::text)) AS changed_at
       FROM blogs b WHERE b.published ORDER BY b.created_at DESC, b.id DESC`,
  );
  return [
    { path: '/blog', lastmod: null },
    ...rows.map((row) => ({
      path: `/blogdetails/${encodeURIComponent(row.slug)}`,
      lastmod: iso(row.changed_at),
    })),
  ];
}

/** The typed sitemaps' names for `counts` URLs of each kind, split every `limit` URLs. */
export function sitemapNames(counts: Record<SitemapKind, number>, limit = SITEMAP_MAX_URLS): string[] {
  return KINDS.flatMap((kind) => {
    const parts = Math.ceil(counts[kind] / limit);
    if (parts === 0) return [];
    if (!NUMBERED[kind] && parts === 1) return [kind];
    return Array.from({ length: parts }, (_, index) => `${kind}-${index + 1}`);
  });
}

/** A sitemap's name read back: its kind and part (1 for an unnumbered one); null for no such shape. */
export function parseSitemapName(name: string): { kind: SitemapKind; part: number } | null {
  const match = /^(static|places|listings|blog)(?:-([1-9][0-9]{0,5}))?$/.exec(name);
  if (!match) return null;
  return { kind: match[1] as SitemapKind, part: match[2] ? Number(match[2]) : 1 };
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A `<urlset>` of URLs on the site's origin. */
export function urlsetXml(siteUrl: string, urls: SitemapUrl[]): string {
  const entries = urls.map(
    (url) =>
      `<url><loc>${escapeXml(siteUrl + url.path)}</loc>${url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : ''}</url>`,
  );
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${entries.join('\n')}\n</urlset>\n`;
}

/** The sitemap index naming each typed sitemap at `{siteUrl}/sitemaps/{name}.xml`. */
export function sitemapIndexXml(siteUrl: string, names: string[]): string {
  const entries = names.map(
    (name) => `<sitemap><loc>${escapeXml(`${siteUrl}/sitemaps/${name}.xml`)}</loc></sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/**
 * What the sitemaps are built from, each part read once and shared (the route keeps them in the public cache,
 * cleared by every listing write): the fixed pages, the landing pages, the blog, and the listings' count.
 */
export interface SitemapSource {
  staticUrls(): Promise<SitemapUrl[]>;
  placeUrls(): Promise<SitemapUrl[]>;
  blogUrls(): Promise<SitemapUrl[]>;
  listingCount(): Promise<number>;
  listingUrls(offset: number, limit: number): Promise<SitemapUrl[]>;
}

export const databaseSitemapSource = (db: Queryable): SitemapSource => ({
  staticUrls: () => staticUrls(db),
  placeUrls: () => placeUrls(db),
  blogUrls: () => blogUrls(db),
  listingCount: () => countListings(db),
  listingUrls: (offset, limit) => listingUrls(db, offset, limit),
});

/** The names of the sitemaps the index lists. */
export async function currentSitemapNames(source: SitemapSource, limit = SITEMAP_MAX_URLS) {
  const [statics, places, blog, listings] = await Promise.all([
    source.staticUrls(),
    source.placeUrls(),
    source.blogUrls(),
    source.listingCount(),
  ]);
  return sitemapNames({ static: statics.length, places: places.length, listings, blog: blog.length }, limit);
}

/** One typed sitemap's URLs, or null when the index does not name it (unknown kind, part out of range). */
export async function sitemapUrls(
  source: SitemapSource,
  name: string,
  limit = SITEMAP_MAX_URLS,
): Promise<SitemapUrl[] | null> {
  const parsed = parseSitemapName(name);
  if (!parsed || !(await currentSitemapNames(source, limit)).includes(name)) return null;
  const offset = (parsed.part - 1) * limit;
  if (parsed.kind === 'listings') return source.listingUrls(offset, limit);
  const all =
    parsed.kind === 'static'
      ? await source.staticUrls()
      : parsed.kind === 'places'
        ? await source.placeUrls()
        : await source.blogUrls();
  return all.slice(offset, offset + limit);
}
