import { LISTING_TYPE_INFO, LISTING_TYPES } from '@basera/shared/schemas';
import type { GeneralSettings } from '@basera/shared/types';
import { PUBLIC_LISTING } from '../../listings/states';
import { writeBlock } from '../body';
import { description, pageTitle, writeHead } from '../head';
import { breadcrumbList, organization, webSite } from '../jsonld';
import { topLandingLinks } from '../landing';
import {
  countOf,
  homeCrumb,
  listingLink,
  type PageContext,
  type PageResult,
  type PublicListing,
  placeLink,
  readPublic,
  siteUrl,
} from './common';

interface HomeAnswer {
  status: boolean;
  data: {
    slider: Array<{ title: string; image: string | null }>;
    most_recent_listing: PublicListing[];
    listing_counts: Partial<Record<string, number>>;
  };
}

/** How many busiest city pages the home block links to. */
const PLACES_LINKED = 12;

/** Home (`/`, `/home`): what Basera is, in numbers, the busiest city pages and the newest listings. */
export async function homePage(ctx: PageContext): Promise<PageResult> {
  const { db } = ctx.app.deps;
  const [home, settings, cities, places] = await Promise.all([
    readPublic<HomeAnswer>(ctx, '/get-home'),
    readPublic<{ general_settings: GeneralSettings }>(ctx, '/general-settings'),
    db.query<{ n: number }>(
      `SELECT count(DISTINCT p.city_id)::int AS n FROM properties p WHERE ${PUBLIC_LISTING}`,
    ),
    topLandingLinks(db, PLACES_LINKED),
  ]);
  if (home.status !== 200 || !home.body) throw new Error(`/get-home answered ${home.status}`);
  const data = home.body.data;
  const counts = LISTING_TYPES.map((type) => ({ type, n: Number(data.listing_counts[type] ?? 0) }));
  const live = counts.reduce((sum, { n }) => sum + n, 0);
  const cityCount = Number(cities.rows[0]?.n ?? 0);
  const where = `${cityCount} ${cityCount === 1 ? 'city' : 'cities'}`;
  const byType = counts
    .filter(({ n }) => n > 0)
    .map(({ type, n }) => countOf(n, type))
    .join(', ');
  const facts = live ? `Basera lists ${countOf(live, null)} in ${where}: ${byType}.` : null;

  const general = settings.body?.general_settings;
  const text = description(
    [
      live
        ? `Find PGs, hostels, mess services and room sharing in ${where} across India: ${countOf(live, null)} with photos, prices and reviews.`
        : null,
    ],
    [
      'Find PG rooms, hostels, mess services and room sharing across India, or list your own for free.',
      'Compare photos, prices and reviews.',
    ],
  );
  const banner = data.slider.find((slide) => slide.image);
  const head = writeHead({
    title: pageTitle('PGs, Hostels, Mess & Room Sharing in India'),
    description: text,
    canonical: siteUrl(ctx, '/'),
    robots: 'index',
    image: banner?.image ? { url: banner.image, alt: banner.title || 'Basera' } : null,
    jsonLd: [
      organization({
        siteUrl: ctx.siteUrl,
        description: text,
        email: general?.email,
        phone: general?.contact_number,
        sameAs: [general?.facebook, general?.instagram, general?.twitter, general?.linkedin],
      }),
      webSite(ctx.siteUrl),
      breadcrumbList([homeCrumb(ctx)]),
    ],
  });
  const body = writeBlock({
    h1: 'PGs, hostels, mess and room sharing across India',
    paragraphs: [facts ?? 'Find PG rooms, hostels, mess services and room sharing across India.'],
    sections: [
      {
        heading: 'Popular places',
        links: places.map(placeLink),
      },
      { heading: 'Newest listings', links: data.most_recent_listing.map(listingLink) },
      {
        heading: 'Browse by type',
        links: counts.map(({ type, n }) => ({
          href: `/${LISTING_TYPE_INFO[type].slug}`,
          text: `${LISTING_TYPE_INFO[type].label} listings`,
          note: countOf(n, type),
        })),
      },
    ],
  });
  return { kind: 'home', status: 200, robots: 'index', head, body, boot: { '/get-home': home.body } };
}
