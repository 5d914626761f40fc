// Issue 33: what search engines and shared links see. The city and locality landing pages' addresses, the SEO
// API's paths, the share text, and which pages are private. Pure: the shell, mf-search and the API all read it.
import {
  indianNumber,
  LISTING_TYPE_INFO,
  LISTING_TYPES,
  type ListingType,
  listingTypeLabel,
} from '../vocabulary';

/** The API's paths (under /api). */
export const SEO_API = {
  /** `?path=/pgdetails/60&query=sort%3Dnewest`: the head, crawlable body block, status and boot data of a page. */
  page: '/seo/page',
  /** `?path=/pg-in-bengaluru/koramangala`: a landing page's data (404 when it has no live listing). */
  landing: '/landing-page',
  robots: '/seo/robots.txt',
  sitemapIndex: '/seo/sitemap.xml',
  /** One typed sitemap: static, places-1, listings-1, listings-2, blog. */
  sitemap: (name: string) => `/seo/sitemaps/${name}.xml`,
  /** 1200 × 630 JPEG of a listing's main photo, for Open Graph (WhatsApp shows no WebP previews). */
  listingImage: (id: number | string) => `/share-image/listing/${id}.jpg`,
  /** 1200 × 630 JPEG of a blog article's cover. */
  blogImage: (slug: string) => `/share-image/blog/${encodeURIComponent(slug)}.jpg`,
} as const;

/** A sitemap holds at most this many URLs; more are split into numbered sitemaps (listings-1, listings-2 ...). */
export const SITEMAP_MAX_URLS = 10_000;

/** Open Graph's picture size: 1200 px wide at 1.91:1, what WhatsApp, Facebook and X crop to. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** Lower case ASCII words joined by '-': "HSR Layout" -> "hsr-layout", "Bengaluru" -> "bengaluru". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';
const TYPE_SLUGS = LISTING_TYPES.map((type) => LISTING_TYPE_INFO[type].slug).join('|');
/** `/pg-in-bengaluru` and `/pg-in-bengaluru/koramangala`, with or without a trailing slash. */
export const LANDING_PATH = new RegExp(`^/(${TYPE_SLUGS})-in-(${SLUG})(?:/(${SLUG}))?/?$`);

/** The shell's route for landing pages (react-router cannot match `pg-in-:city`: the guard checks the shape). */
export const LANDING_ROUTE = '/:landing/:locality?';

export interface LandingAddress {
  type: ListingType;
  /** slugify(city name), or with its state's slug when two cities with listings share a name. */
  city: string;
  locality: string | null;
}

/** The landing page an address names, or null: `/pg-in-bengaluru/koramangala` -> PG, bengaluru, koramangala. */
export function parseLandingPath(pathname: string): LandingAddress | null {
  const match = LANDING_PATH.exec(pathname);
  if (!match) return null;
  const type = LISTING_TYPES.find((t) => LISTING_TYPE_INFO[t].slug === match[1])!;
  return { type, city: match[2]!, locality: match[3] ?? null };
}

/** The route's two params (`:landing`, `:locality`) read as a landing address, or null. */
export const parseLandingParams = (landing?: string, locality?: string): LandingAddress | null =>
  landing ? parseLandingPath(`/${landing}${locality ? `/${locality}` : ''}`) : null;

/** `/pg-in-bengaluru`, `/hostel-in-pune/kothrud`. */
export const landingPath = (type: ListingType, citySlug: string, localitySlug?: string | null): string =>
  `/${LISTING_TYPE_INFO[type].slug}-in-${citySlug}${localitySlug ? `/${localitySlug}` : ''}`;

/**
 * Pages no search engine should index: the account, the Lister's and the operators' pages, one person's links
 * (an invitation, an opt-out) and signing out.
 */
export const PRIVATE_PATH =
  /^\/(?:user|admin)(?:\/|$)|^\/(?:myaccount|signout)\/?$|^\/(?:review-invite|unsubscribe)\//;

export const isPrivatePath = (pathname: string): boolean => PRIVATE_PATH.test(pathname);

/** What a share says: "Sunrise PG, PG in Koramangala: Rs. 8,500/month". */
export function shareText(listing: {
  name: string;
  type: string;
  locality: string;
  price: number | null | undefined;
}): string {
  const price = typeof listing.price === 'number' && listing.price > 0 ? indianNumber(listing.price) : null;
  const place = `${listing.name}, ${listingTypeLabel(listing.type)} in ${listing.locality}`;
  return price ? `${place}: Rs. ${price}/month` : place;
}

/**
 * The API path a landing page's data is read from (`/landing-page?path=%2Fpg-in-bengaluru`): the page's own
 * read and the key of the answer the shell's HTML carries for it (boot data), so both must build it here.
 */
export const landingApiPath = (path: string): string => `${SEO_API.landing}?${new URLSearchParams({ path })}`;
