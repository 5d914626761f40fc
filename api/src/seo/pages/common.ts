import {
  indianNumber,
  LISTING_TYPE_INFO,
  type ListingType,
  parseLandingPath,
  ratingBadge,
  toListingType,
} from '@basera/shared/schemas';
import { GENDER_CHIPS } from '@basera/shared/search';
import type { LandingLink, SeoPage } from '@basera/shared/types';
import type { FastifyInstance } from 'fastify';
import type * as Jsdom from 'jsdom';
import { type BlockLink, writeBlock } from '../body';
import { clip, oneLine, pageTitle, writeHead } from '../head';
import type { Crumb } from '../jsonld';

/** What every page kind's module gets: the app (to read public answers as the page would), addresses, the URL. */
export interface PageContext {
  app: FastifyInstance;
  /** The site's origin (the shell), no trailing slash: canonical and share addresses. */
  siteUrl: string;
  /** The API's origin: pictures. */
  publicUrl: string;
  /** The pathname, trailing slashes removed ('/' stays). */
  path: string;
  /** The query without tracking keys (utm_*, fbclid, gclid ...): what can change the page. */
  query: URLSearchParams;
}

/** A page's answer, and the listing whose view the route counts (outside the cache). */
export type PageResult = SeoPage & { viewOf?: number };

/** Query keys a shared or advertised link adds that never change what a page shows. */
const TRACKING = /^(utm_[a-z]+|fbclid|gclid|dclid|msclkid|igshid|mc_[a-z]+|ref|source)$/i;

/** The query's keys that matter, in their order (tracking keys dropped). */
export function meaningfulQuery(raw: string): URLSearchParams {
  const params = new URLSearchParams(raw.replace(/^\?/, ''));
  const out = new URLSearchParams();
  for (const [key, value] of params) if (!TRACKING.test(key)) out.append(key, value);
  return out;
}

/**
 * A public read as the page makes it: GET /api{path} through the app itself (no network, no token: the public,
 * masked answer), its status and parsed body.
 */
export async function readPublic<T = Record<string, unknown>>(ctx: PageContext, apiPath: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api${apiPath}` });
  let body: T | null = null;
  try {
    body = res.json() as T;
  } catch {
    body = null;
  }
  return { status: res.statusCode, body };
}

export const siteUrl = (ctx: PageContext, path: string) => `${ctx.siteUrl}${path}`;
export const homeCrumb = (ctx: PageContext): Crumb => ({ name: 'Home', url: siteUrl(ctx, '/') });
export const listingPath = (id: number | string) => `/pgdetails/${id}`;
/** A stored photo's address (the results' photoPath). */
export const photoUrl = (ctx: PageContext, file: string) => `${ctx.publicUrl}/storage/properties/${file}`;

/** "Rs. 8,500". */
export const rs = (amount: number) => `Rs. ${indianNumber(amount)}`;

/** A listing as the public reads show it (the fields the pages use). */
export interface PublicListing {
  id: number;
  accommodation_name: string;
  property_type: string;
  locality: string | null;
  city_name: string;
  state_name: string;
  monthly_charge_min: number | string | null;
  accommodation_gender: string | null;
  photo: string | null;
  rating_avg: number | null;
  rating_count: number;
  verified: boolean;
}

/** A page of the public search (/filtered-properties, /search-properties). */
export interface ListingPage {
  status: boolean;
  data: PublicListing[];
  total: number;
  more: boolean;
}

export const typeOf = (listing: { property_type: string }): ListingType | null =>
  toListingType(listing.property_type);
export const typeLabel = (listing: { property_type: string }) => {
  const type = typeOf(listing);
  return type ? LISTING_TYPE_INFO[type].label : listing.property_type;
};
export const priceOf = (listing: { monthly_charge_min: unknown }): number | null => {
  const n = Number(listing.monthly_charge_min);
  return listing.monthly_charge_min !== null && Number.isFinite(n) && n > 0 ? n : null;
};
/** "Girls", "Boys", "Co-ed". */
export const genderWord = (gender: string | null | undefined) => (gender ? GENDER_CHIPS[gender] : undefined);

/** A card's line in a list of links: the name, then type, place, price and rating. */
export function listingLink(listing: PublicListing): BlockLink {
  const price = priceOf(listing);
  const badge = ratingBadge(listing.rating_avg, listing.rating_count);
  const place = [listing.locality, listing.city_name].filter(Boolean).join(', ');
  const note = [
    `${typeLabel(listing)} in ${place}`,
    price ? `from ${rs(price)}/month` : null,
    badge,
    listing.verified ? 'Verified' : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return { href: listingPath(listing.id), text: listing.accommodation_name, note };
}

export const listingCrumbs = (ctx: PageContext, listings: PublicListing[]): Crumb[] =>
  listings.map((listing) => ({
    name: listing.accommodation_name,
    url: siteUrl(ctx, listingPath(listing.id)),
  }));

/** A count with its noun: "1 PG", "27 PGs", "4 hostels", "2 messes", "3 room sharing listings". */
export function countOf(n: number, type: ListingType | null, more = false): string {
  const figure = `${indianNumber(n)}${more ? '+' : ''}`;
  const one = n === 1 && !more;
  if (type === 'PG') return `${figure} ${one ? 'PG' : 'PGs'}`;
  if (type === 'Hostel') return `${figure} ${one ? 'hostel' : 'hostels'}`;
  if (type === 'Mess') return `${figure} ${one ? 'mess' : 'messes'}`;
  return `${figure} ${type === 'Room' ? 'room sharing ' : ''}${one ? 'listing' : 'listings'}`;
}

/** A landing page's link with its count in its type's words ("PG in Bengaluru" 10 PGs). */
export const placeLink = (place: LandingLink): BlockLink => ({
  href: place.path,
  text: place.name,
  note: countOf(place.count, parseLandingPath(place.path)?.type ?? null),
});

/**
 * A page with no content of its own: a 404 (not_found, with a small block pointing on) or a path this API does
 * not know ('unknown': the shell's router decides its status, no block).
 */
export function missingPage(
  kind: 'not_found' | 'unknown',
  title = 'Page not found',
  links: BlockLink[] = [],
): PageResult {
  const head = writeHead({
    title: pageTitle(title),
    description:
      'The page you are looking for does not exist on Basera. Search PGs, hostels, mess and rooms.',
    canonical: null,
    robots: 'noindex',
  });
  const body =
    kind === 'unknown'
      ? ''
      : writeBlock({
          h1: title,
          paragraphs: ['It may have been moved or taken down.'],
          sections: [
            {
              heading: 'Find a place to stay',
              links: [...links, { href: '/list', text: 'All listings' }],
            },
          ],
        });
  return { kind, status: 404, robots: 'noindex', head, body, boot: {} };
}

/** jsdom on first use: loading it costs ~0.4 s of CPU, paid by every process importing the app otherwise. */
const fragmentOf = (html: string) => (require('jsdom') as typeof Jsdom).JSDOM.fragment(html);

/**
 * The readable text of stored HTML (an article, a policy page), parsed as an inert fragment (never run), with
 * block ends as spaces so that "</p><p>" does not glue words (as mf-content's htmlToText).
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const spaced = html.replace(/<\/(p|h[1-6]|li|div|blockquote)>|<br\s*\/?>/gi, '$& ');
  const fragment = fragmentOf(spaced);
  for (const node of fragment.querySelectorAll('script, style, template')) node.remove();
  return oneLine(fragment.textContent);
}

/** The text of stored HTML as paragraphs (one per block element), at most `max` characters in all. */
export function htmlParagraphs(html: string | null | undefined, max = 1200): string[] {
  if (!html) return [];
  const fragment = fragmentOf(html);
  const blocks = [...fragment.querySelectorAll('p, li, h2, h3, blockquote')].map((node) =>
    oneLine(node.textContent),
  );
  const texts = blocks.length ? blocks : [htmlToText(html)];
  const out: string[] = [];
  let used = 0;
  for (const text of texts.filter(Boolean)) {
    if (used >= max) break;
    out.push(clip(text, max - used));
    used += text.length;
  }
  return out;
}

/** The site's picture where a page has none of its own: home's first banner slide. */
export async function sitePicture(ctx: PageContext) {
  const home = await readPublic<{ data: { slider: Array<{ title: string; image: string | null }> } }>(
    ctx,
    '/get-home',
  );
  const slide = home.body?.data?.slider?.find((one) => one.image);
  return slide?.image ? { url: slide.image, alt: slide.title || 'Basera' } : null;
}
