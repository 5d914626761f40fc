import {
  type LandingAddress,
  LISTING_TYPE_INFO,
  landingApiPath,
  landingPath,
  SEO_API,
} from '@basera/shared/schemas';
import type { LandingPageData } from '@basera/shared/types';
import { writeBlock } from '../body';
import { description, pageTitle, sharePicture, writeHead } from '../head';
import { breadcrumbList, type Crumb, itemList } from '../jsonld';
import {
  countOf,
  homeCrumb,
  type ListingPage,
  listingCrumbs,
  listingLink,
  missingPage,
  type PageContext,
  type PageResult,
  placeLink,
  readPublic,
  rs,
  siteUrl,
} from './common';
import { RESULTS_PER_PAGE } from './results';

/** A landing page's title aims at this many characters at most (the contract's 65). */
const SHORT_TITLE = 65;

/**
 * A city or locality landing page (`/pg-in-bengaluru`, `/pg-in-bengaluru/koramangala`), from the landing read
 * (seo-places' GET /landing-page): 404 when it has no live listing. Its listings are the results page's search
 * `search`, first page. Any query (`?page=2`, a sort) is a duplicate of it: noindex.
 */
export async function landingPage(
  ctx: PageContext,
  address: LandingAddress,
  rawPath: string,
): Promise<PageResult> {
  const type = address.type;
  const info = LISTING_TYPE_INFO[type];
  const apiPath = landingApiPath(rawPath);
  const read = await readPublic<{ status: boolean; data: LandingPageData }>(ctx, apiPath);
  if (read.status !== 200 || !read.body)
    return missingPage('not_found', 'Page not found', [
      { href: `/${info.slug}`, text: `All ${info.label} listings` },
    ]);
  const data = read.body.data;
  const page = Math.max(1, Number.parseInt(ctx.query.get('page') ?? '1', 10) || 1);
  const search = new URLSearchParams({
    per_page: String(RESULTS_PER_PAGE),
    page: String(page),
    ...data.search,
  });
  const resultsPath = `/filtered-properties?${search}`;
  const results = await readPublic<ListingPage>(ctx, resultsPath);
  const listings = results.status === 200 && results.body ? results.body.data : [];

  const url = siteUrl(ctx, data.path);
  const cityPath = data.city_page?.path ?? landingPath(type, data.city.slug);
  const cityName = `${info.label} in ${data.city.name}`;
  const crumbs: Crumb[] = [homeCrumb(ctx), { name: cityName, url: siteUrl(ctx, cityPath) }];
  if (data.locality) crumbs.push({ name: `${info.label} in ${data.locality.name}`, url });
  const found = countOf(data.count, type);
  const prices =
    data.price_min !== null && data.price_max !== null
      ? data.price_min === data.price_max
        ? `${rs(data.price_min)} a month`
        : `${rs(data.price_min)} – ${rs(data.price_max)} a month`
      : null;
  const withPrice = `${data.heading}: ${found}${data.price_min !== null ? ` from ${rs(data.price_min)}` : ''}`;
  // The fullest title within 65 characters (search results show about that much), else one cut at 70.
  const candidates = [withPrice, `${data.heading}: ${found}`, data.heading].map(pageTitle);
  const title = candidates.find((one) => one.length <= SHORT_TITLE && !one.includes('…')) ?? candidates[1]!;
  const first = listings.find((listing) => listing.photo);
  const filtered = [...ctx.query.keys()].length > 0;
  const head = writeHead({
    title,
    description: description(data.summary, [
      `Compare photos, prices, food and reviews of ${found} in ${data.locality?.name ?? data.city.name} on Basera.`,
    ]),
    canonical: url,
    robots: filtered ? 'noindex' : 'index',
    image: first
      ? sharePicture(`${ctx.publicUrl}/api${SEO_API.listingImage(first.id)}`, first.accommodation_name)
      : null,
    jsonLd: [itemList(data.heading, listingCrumbs(ctx, listings)), breadcrumbList(crumbs)],
  });
  const place = data.locality?.name ?? data.city.name;
  const body = writeBlock({
    h1: data.heading,
    crumbs: [
      { href: '/', text: 'Home' },
      { href: cityPath, text: cityName },
      ...(data.locality ? [{ href: data.path, text: data.locality.name }] : []),
    ],
    facts: [found, prices ?? ''],
    paragraphs: data.summary,
    sections: [
      { heading: `${info.label} listings in ${place}`, links: listings.map(listingLink) },
      {
        heading: data.locality
          ? `${info.label} in nearby localities`
          : `${info.label} by locality in ${data.city.name}`,
        links: data.localities.map((link) => ({
          href: link.path,
          text: link.name,
          note: countOf(link.count, type),
        })),
      },
      {
        heading: `Also in ${place}`,
        links: data.other_types.map(placeLink),
      },
      {
        heading: `All of ${data.city.name}`,
        links: data.city_page
          ? [{ href: data.city_page.path, text: cityName, note: countOf(data.city_page.count, type) }]
          : [],
      },
    ],
  });
  return {
    kind: 'landing',
    status: 200,
    robots: filtered ? 'noindex' : 'index',
    head,
    body,
    // Its two reads, answered: the page's data and its first results (the page asks for neither again).
    boot: {
      [apiPath]: read.body,
      ...(results.status === 200 && results.body ? { [resultsPath]: results.body } : {}),
    },
  };
}
