import { LISTING_TYPE_INFO, ratingBadge, SEO_API } from '@basera/shared/schemas';
import type { LandingLink } from '@basera/shared/types';
import { type BlockLink, writeBlock } from '../body';
import { clip, description, oneLine, pageTitle, sharePicture, TITLE_MAX, writeHead } from '../head';
import { breadcrumbList, type Crumb, lodgingBusiness } from '../jsonld';
import { landingPathForListing } from '../landing';
import {
  countOf,
  genderWord,
  homeCrumb,
  type ListingPage,
  listingLink,
  listingPath,
  missingPage,
  type PageContext,
  type PageResult,
  type PublicListing,
  priceOf,
  readPublic,
  rs,
  siteUrl,
  typeLabel,
  typeOf,
} from './common';

export const DETAILS_PATH = /^\/pgdetails\/(\d{1,15})$/i;

/** The listing as the details read answers it (the public, masked answer). */
interface DetailListing extends PublicListing {
  state_id: number;
  city_id: number;
  address_line_1: string | null;
  address_line_2: string | null;
  postal_code: string | null;
  lat: number | string | null;
  long: number | string | null;
  pg_description: string | null;
  price_with_food: string | null;
  food_meals: string[] | null;
  food_type: string | null;
  room_occupation_status: string | null;
  free_beds_now: number;
  photos: string[];
  amenities: Array<{ amenities_name: string }>;
}

interface DetailAnswer {
  status: boolean;
  data: { property: DetailListing; photoPath: string };
}

/** Similar listings linked from a listing's page and from a gone one's. */
const SIMILAR = 6;

/** "PG for girls", "Co-ed hostel", "Mess for boys". */
function kindLine(listing: { property_type: string; accommodation_gender: string | null }) {
  const label = typeLabel(listing);
  const who = genderWord(listing.accommodation_gender);
  if (who === 'Co-ed') return `Co-ed ${label}`;
  return who ? `${label} for ${who.toLowerCase()}` : label;
}

/** Live listings of the search, this one left out. */
async function similar(ctx: PageContext, query: Record<string, string>, except: number) {
  const params = new URLSearchParams({ per_page: String(SIMILAR + 1), page: '1', ...query });
  const res = await readPublic<ListingPage>(ctx, `/filtered-properties?${params}`);
  return res.status === 200 && res.body
    ? res.body.data.filter((listing) => listing.id !== except).slice(0, SIMILAR)
    : [];
}

/** `/pgdetails/{id}`: a public listing (200), one that was live and is gone (410), or none (404). */
export async function detailsPage(ctx: PageContext, id: number): Promise<PageResult> {
  const apiPath = `/get-property-details-by-id/${id}`;
  // `preview=1`: the same public answer (and cache entry) without counting a view; the route counts it once.
  const read = await readPublic<DetailAnswer>(ctx, `${apiPath}?preview=1`);
  if (read.status !== 200 || !read.body) return goneOrMissing(ctx, id);
  const listing = read.body.data.property;
  const type = typeOf(listing);
  const label = typeLabel(listing);
  const place = [listing.locality, listing.city_name].filter(Boolean).join(', ');
  const price = priceOf(listing);
  const badge = ratingBadge(listing.rating_avg, listing.rating_count);
  const food =
    listing.food_meals?.length || listing.price_with_food === 'Yes'
      ? `food${listing.food_type === 'Veg' ? ' (veg)' : ''}${listing.price_with_food === 'Yes' ? ' included' : ' served'}`
      : null;

  const { db } = ctx.app.deps;
  const [landing, nearby] = await Promise.all([
    landingPathForListing(db, { ...listing, locality: listing.locality ?? '' }),
    similar(
      ctx,
      {
        ...(type ? { room_type: LISTING_TYPE_INFO[type].option.value } : {}),
        state_id: String(listing.state_id),
        city_id: String(listing.city_id),
        ...(listing.locality ? { location: listing.locality } : {}),
      },
      listing.id,
    ),
  ]);
  // A locality with no other listing of the type: the city's.
  const others = nearby.length
    ? nearby
    : await similar(
        ctx,
        {
          ...(type ? { room_type: LISTING_TYPE_INFO[type].option.value } : {}),
          state_id: String(listing.state_id),
          city_id: String(listing.city_id),
        },
        listing.id,
      );
  const landings = [landing.city, landing.locality].filter((link): link is LandingLink => Boolean(link));
  const url = siteUrl(ctx, listingPath(listing.id));
  const name = oneLine(listing.accommodation_name);
  // "{name}: {Type} in {locality}, {city}", the city left out before the name is cut.
  const full = `${name}: ${label} in ${place}`;
  const short = `${name}: ${label} in ${listing.locality || listing.city_name}`;
  const title = pageTitle(full.length <= TITLE_MAX - 9 ? full : short);
  const text = description(
    [
      `${kindLine(listing)} in ${place}.`,
      price ? `From ${rs(price)}/month${food ? `, ${food}` : ''}.` : food ? `With ${food}.` : null,
      badge ? `Rated ${badge}.` : null,
      listing.verified ? 'Verified by Basera.' : null,
    ],
    [clip(listing.pg_description ?? '', 100), 'See photos, rooms, food, rules and reviews on Basera.'],
  );
  const photo = listing.photos[0] ?? listing.photo;
  const image = photo
    ? sharePicture(`${ctx.publicUrl}/api${SEO_API.listingImage(listing.id)}`, `${name}, ${label} in ${place}`)
    : null;
  const crumbs: Crumb[] = [
    homeCrumb(ctx),
    ...landings.map((link) => ({ name: link.name, url: siteUrl(ctx, link.path) })),
    { name, url },
  ];
  const lat = listing.lat === null ? null : Number(listing.lat);
  const long = listing.long === null ? null : Number(listing.long);
  const pinned = lat !== null && long !== null && Number.isFinite(lat) && Number.isFinite(long);
  const street = [listing.address_line_1, listing.address_line_2].map(oneLine).filter(Boolean).join(', ');
  const head = writeHead({
    title,
    description: text,
    canonical: url,
    robots: 'index',
    ogType: 'website',
    image,
    jsonLd: [
      breadcrumbList(crumbs),
      lodgingBusiness({
        url,
        name,
        description: listing.pg_description ? clip(listing.pg_description, 300) : null,
        image: image?.url ?? null,
        street: street || null,
        locality: listing.locality,
        city: listing.city_name,
        state: listing.state_name,
        postalCode: listing.postal_code,
        priceRange: price ? `${rs(price)} a month onwards` : null,
        lat: pinned ? lat : null,
        long: pinned ? long : null,
        ratingAvg: listing.rating_avg,
        ratingCount: listing.rating_count,
        amenities: listing.amenities.map((amenity) => amenity.amenities_name).filter(Boolean),
      }),
    ],
  });
  const body = writeBlock({
    h1: name,
    crumbs: [
      { href: '/', text: 'Home' },
      ...landings.map((link) => ({ href: link.path, text: link.name })),
      { href: listingPath(listing.id), text: name },
    ],
    facts: [
      `${kindLine(listing)} in ${place}`,
      price ? `From ${rs(price)}/month` : '',
      food ? food.charAt(0).toUpperCase() + food.slice(1) : '',
      listing.room_occupation_status ? `Rooms: ${listing.room_occupation_status}` : '',
      listing.free_beds_now > 0
        ? `${listing.free_beds_now} ${listing.free_beds_now === 1 ? 'bed' : 'beds'} free now`
        : '',
      badge ? `Rating ${badge}` : '',
      listing.verified ? 'Verified by Basera' : '',
    ],
    paragraphs: [listing.pg_description ? clip(listing.pg_description, 600) : ''],
    sections: [
      {
        heading: `More ${label} listings in ${nearby.length && listing.locality ? listing.locality : listing.city_name}`,
        links: others.map(listingLink),
      },
      {
        heading: 'Browse',
        links: [
          ...landings.map((link) => ({ href: link.path, text: link.name, note: countOf(link.count, type) })),
          ...(type ? [{ href: `/${LISTING_TYPE_INFO[type].slug}`, text: `All ${label} listings` }] : []),
        ],
      },
    ],
  });
  return {
    kind: 'details',
    status: 200,
    robots: 'index',
    head,
    body,
    boot: { [apiPath]: read.body },
    viewOf: listing.id,
  };
}

interface GoneRow {
  published_at: Date | string | null;
  property_type: string;
  state_id: number;
  city_id: number;
  city_name: string;
  state_name: string;
  locality: string | null;
}

export const GONE_TITLE = 'This property is no longer listed';

/**
 * A listing the public cannot see: 410 when it was live once (published_at) and is now deactivated, expired,
 * suspended, its owner banned or archived, with live listings of its type in its city (else the newest of its
 * type); 404 for an id that never was or never went live (a draft). Its name is not repeated: only public facts
 * of where and what it was.
 */
async function goneOrMissing(ctx: PageContext, id: number): Promise<PageResult> {
  const { rows } = await ctx.app.deps.db.query<GoneRow>(
    `SELECT published_at, property_type, state_id, city_id, city_name, state_name, locality
       FROM properties WHERE id = $1`,
    [id],
  );
  const row = rows[0];
  if (!row?.published_at) return missingPage('not_found', 'Property not found');
  const type = typeOf(row);
  const label = typeLabel(row);
  const typeQuery: Record<string, string> = type ? { room_type: LISTING_TYPE_INFO[type].option.value } : {};
  let suggestions = await similar(
    ctx,
    { ...typeQuery, state_id: String(row.state_id), city_id: String(row.city_id) },
    id,
  );
  const inCity = suggestions.length > 0;
  if (!inCity) suggestions = await similar(ctx, typeQuery, id);
  const landing = await landingPathForListing(ctx.app.deps.db, { ...row, locality: row.locality ?? '' });
  const browse: BlockLink[] = [
    ...(landing.city && landing.city.count > 0 ? [{ href: landing.city.path, text: landing.city.name }] : []),
    ...(type ? [{ href: `/${LISTING_TYPE_INFO[type].slug}`, text: `All ${label} listings` }] : []),
  ];
  const head = writeHead({
    title: pageTitle(GONE_TITLE),
    description: description([
      `${GONE_TITLE} on Basera. See other ${label} listings${inCity ? ` in ${row.city_name}` : ''}: photos, prices, food and reviews.`,
    ]),
    canonical: null,
    robots: 'noindex',
  });
  const body = writeBlock({
    h1: GONE_TITLE,
    paragraphs: [
      suggestions.length
        ? `Here are other ${label} listings${inCity ? ` in ${row.city_name}` : ''}.`
        : `Search other ${label} listings on Basera.`,
    ],
    sections: [
      {
        heading: `${label} listings${inCity ? ` in ${row.city_name}` : ''}`,
        links: suggestions.map(listingLink),
      },
      { heading: 'Browse', links: browse },
    ],
  });
  return { kind: 'gone', status: 410, robots: 'noindex', head, body, boot: {} };
}
