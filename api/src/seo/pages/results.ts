import {
  LISTING_TYPE_INFO,
  LISTING_TYPES,
  type ListingType,
  SEO_API,
  toListingType,
} from '@basera/shared/schemas';
import { writeBlock } from '../body';
import { description, oneLine, pageTitle, sharePicture, writeHead } from '../head';
import { breadcrumbList, itemList } from '../jsonld';
import { topLandingLinks } from '../landing';
import {
  countOf,
  homeCrumb,
  type ListingPage,
  listingCrumbs,
  listingLink,
  type PageContext,
  type PageResult,
  placeLink,
  readPublic,
  siteUrl,
} from './common';

/** The results page's page size (mf-search ResultsPage PER_PAGE): the first page a crawler sees. */
export const RESULTS_PER_PAGE = 10;
/** City pages of the type linked from its results. */
const CITY_LINKS = 12;

const SLUGS = LISTING_TYPES.map((type) => LISTING_TYPE_INFO[type].slug);
/** `/list`, `/pg` ... `/room`, `/search_pg` ... `/search_room`, `/PG` (the home search's landing). */
export const RESULTS_PATH = new RegExp(`^/(?:list|PG|(?:search_)?(?:${SLUGS.join('|')}))$`);

/** The route's own type: /pg and /search_pg are PG; /list and /PG (the home search) every type. */
function routeType(path: string): ListingType | null {
  if (path === '/list' || path === '/PG') return null;
  return toListingType(path.replace(/^\/(search_)?/, ''));
}

/**
 * The results page's own read (mf-search ResultsPage requestFor): the keyword search with `search`, else the
 * filtered search; the route's type unless the query names one (or has words: they may name it).
 */
function searchRequest(query: URLSearchParams, type: ListingType | null): string {
  const params = new URLSearchParams({ per_page: String(RESULTS_PER_PAGE), page: query.get('page') || '1' });
  for (const [key, value] of query) if (key !== 'view' && key !== 'page' && value) params.set(key, value);
  const words = params.get('search');
  params.delete('search');
  if (type && !params.get('room_type') && !words)
    params.set('room_type', LISTING_TYPE_INFO[type].option.value);
  if (words)
    return `/search-properties?${new URLSearchParams({ search: words, ...Object.fromEntries(params) })}`;
  return `/filtered-properties?${params}`;
}

/**
 * The results routes. Only the bare typed route is indexable (canonical `/pg` for /pg and /search_pg, `/list`
 * for /list and for /PG, which shows every type); any filter, sort, page or words make a faceted duplicate:
 * noindex (the city and locality pages are the indexable filtered pages).
 */
export async function resultsPage(ctx: PageContext): Promise<PageResult> {
  const queried = toListingType(ctx.query.get('room_type') ?? '');
  const type = queried ?? routeType(ctx.path);
  const filtered = [...ctx.query.keys()].length > 0;
  const canonicalPath = routeType(ctx.path) ? `/${LISTING_TYPE_INFO[routeType(ctx.path)!].slug}` : '/list';
  const words = oneLine(ctx.query.get('search'));
  const request = searchRequest(ctx.query, routeType(ctx.path));
  const [result, places] = await Promise.all([
    readPublic<ListingPage>(ctx, request),
    topLandingLinks(ctx.app.deps.db, type ? 100 : CITY_LINKS),
  ]);
  // A search the API refuses (a malformed filter) still shows the page (the SPA says what is wrong): no cards.
  const page: ListingPage =
    result.status === 200 && result.body ? result.body : { status: false, data: [], total: 0, more: false };
  const label = type ? `${LISTING_TYPE_INFO[type].label} listings` : 'All listings';
  const heading = words ? `Results for "${words}"` : `${label} across India`;
  const found = countOf(page.total, type, page.more);
  const cityPages = type
    ? places
        .filter((place) => place.path.startsWith(`/${LISTING_TYPE_INFO[type].slug}-in-`))
        .slice(0, CITY_LINKS)
    : places;
  const first = page.data.find((listing) => listing.photo);
  const head = writeHead({
    title: pageTitle(words ? heading : `${heading}: ${found}`),
    description: description(
      [
        page.total
          ? `${found} ${words ? `for "${words}"` : 'across India'} on Basera. Compare photos, prices, food, rules and reviews.`
          : null,
        cityPages.length
          ? `See ${cityPages
              .slice(0, 4)
              .map((place) => place.name)
              .join(', ')} and more.`
          : null,
      ],
      ['Search PG rooms, hostels, mess services and room sharing across India.'],
    ),
    canonical: siteUrl(ctx, canonicalPath),
    robots: filtered ? 'noindex' : 'index',
    image: first
      ? sharePicture(`${ctx.publicUrl}/api${SEO_API.listingImage(first.id)}`, first.accommodation_name)
      : null,
    jsonLd: [
      itemList(heading, listingCrumbs(ctx, page.data)),
      breadcrumbList([homeCrumb(ctx), { name: label, url: siteUrl(ctx, canonicalPath) }]),
    ],
  });
  const body = writeBlock({
    h1: heading,
    crumbs: [
      { href: '/', text: 'Home' },
      { href: canonicalPath, text: label },
    ],
    facts: [page.total ? `${found} found` : 'No listings match this search yet.'],
    sections: [
      { heading: 'Listings', links: page.data.map(listingLink) },
      {
        heading: type ? `${LISTING_TYPE_INFO[type].label} by city` : 'Popular places',
        links: cityPages.map(placeLink),
      },
    ],
  });
  // The page's first read, answered: it shows its cards (and a phone its first photo) without asking again.
  const boot = result.status === 200 && result.body ? { [request]: result.body } : {};
  return { kind: 'results', status: 200, robots: filtered ? 'noindex' : 'index', head, body, boot };
}
