import {
  indianNumber,
  indiaToday,
  type LandingAddress,
  LISTING_TYPE_INFO,
  LISTING_TYPES,
  type ListingType,
  landingPath,
  propertyFilterSchema,
  slugify,
} from '@basera/shared/schemas';
import type { LandingLink, LandingPageData } from '@basera/shared/types';
import type { Db, Queryable } from '../db';
import { filterClause } from '../listings/repository';
import { PUBLIC_LISTING } from '../listings/states';
import {
  type CityPlace,
  cityLocalities,
  distanceKm,
  type LocalityPlace,
  liveCities,
  type PageSearch,
  pageStats,
} from './places';

/**
 * Issue 33: the data of a city or locality landing page (`/pg-in-bengaluru`, `/pg-in-bengaluru/koramangala`).
 * Its listings are the results page's filtered search `search`; its count, prices and summary are figures of
 * that same set, read through the search's own WHERE (filterClause), so they agree with the results page.
 */

/** A city page links to this many of its localities, the busiest first. */
export const CITY_LOCALITY_LINKS = 20;
/** A locality page links to this many other localities of its city, the nearest first. */
export const NEARBY_LOCALITY_LINKS = 8;

const label = (type: ListingType) => LISTING_TYPE_INFO[type].label;

/** The results page's search of a landing page, as its URL query spells it. */
export function landingSearch(
  city: Pick<CityPlace, 'id' | 'state_id'>,
  type: ListingType,
  locality: string | null,
): LandingPageData['search'] {
  return {
    state_id: String(city.state_id),
    city_id: String(city.id),
    room_type: LISTING_TYPE_INFO[type].option.value,
    ...(locality ? { location: locality } : {}),
  };
}

/** What the summary is written from: figures of the page's own set of listings. */
export interface LandingFigures {
  count: number;
  /** Listings that give a monthly starting price, and the lowest and highest of those prices. */
  priced: number;
  price_min: number | null;
  price_max: number | null;
  /** Listings that serve meals (the wizard's food step). */
  food: number;
  /** By accommodation_gender: Female, Male, Other. */
  female: number;
  male: number;
  other: number;
  /** Listings with the Verified badge. */
  verified: number;
  /** Listings with at least one visible review, the visible reviews and their average rating. */
  rated: number;
  reviews: number;
  average: number | null;
}

const rupees = (value: number) => `Rs. ${indianNumber(value)}`;
const plural = (n: number, word: string) => `${indianNumber(n)} ${word}${n === 1 ? '' : 's'}`;

/**
 * "All 27", "12 of the 27", "It", "Both": `n` listings of the page's `total`, and whether the verb after it is
 * singular.
 */
function some(n: number, total: number): { subject: string; one: boolean } {
  if (n === total) {
    if (total === 1) return { subject: 'It', one: true };
    return { subject: total === 2 ? 'Both' : `All ${indianNumber(total)}`, one: false };
  }
  return { subject: `${indianNumber(n)} of the ${indianNumber(total)}`, one: n === 1 };
}

const joinList = (parts: string[]) =>
  parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');

/**
 * Factual sentences about a landing page's listings, each true of the whole set it counts: how many and their
 * starting prices, who they are for, meals, the Verified badge, reviews. Nothing is said that the figures do not
 * show; a figure of nobody (no verified listing, no review) is left out.
 */
export function summarize(type: ListingType, place: string, f: LandingFigures): string[] {
  const total = f.count;
  if (total < 1) return [];
  const sentences: string[] = [];

  let first = `${plural(total, `${label(type)} listing`)} in ${place}`;
  if (f.priced > 0 && f.price_min !== null && f.price_max !== null) {
    const range =
      f.price_min === f.price_max
        ? `${rupees(f.price_min)} a month`
        : `${rupees(f.price_min)} to ${rupees(f.price_max)} a month`;
    if (f.priced === total)
      first +=
        f.price_min === f.price_max
          ? `, ${total === 1 ? 'from' : 'each from'} ${range}`
          : `, with starting prices from ${range}`;
    else
      first += `; the ${indianNumber(f.priced)} that give a price ${f.priced === 1 ? 'starts' : 'start'} from ${range}`;
  }
  sentences.push(`${first}.`);

  const genders = (
    [
      [f.female, 'for girls'],
      [f.male, 'for boys'],
      [f.other, 'co-ed'],
    ] as const
  ).filter(([n]) => n > 0);
  if (genders.length === 1) {
    const { subject, one } = some(genders[0]![0], total);
    sentences.push(`${subject} ${one ? 'is' : 'are'} ${genders[0]![1]}.`);
  } else if (genders.length > 1) {
    const parts = genders.map(([n, what], index) =>
      index === 0 ? `${indianNumber(n)} ${n === 1 ? 'is' : 'are'} ${what}` : `${indianNumber(n)} ${what}`,
    );
    sentences.push(`${joinList(parts)}.`);
  }

  if (f.food > 0) {
    const { subject, one } = some(f.food, total);
    sentences.push(`${subject} ${one ? 'serves' : 'serve'} meals.`);
  } else sentences.push(total === 1 ? 'It serves no meals.' : 'None of them serves meals.');

  if (f.verified > 0) {
    const { subject, one } = some(f.verified, total);
    sentences.push(
      `${subject} ${one ? 'is' : 'are'} Verified: Basera's team checked ${one ? 'it' : 'them'} by a call or a visit.`,
    );
  }

  if (f.reviews > 0 && f.average !== null) {
    const { subject, one } = some(f.rated, total);
    sentences.push(
      `${subject} ${one ? 'has' : 'have'} reviews: ${f.average.toFixed(1)} ★ on average over ${plural(f.reviews, 'review')}.`,
    );
  }
  return sentences;
}

interface FigureRow {
  n: number;
  priced: number;
  price_min: number | null;
  price_max: number | null;
  food: number;
  female: number;
  male: number;
  other: number;
  verified: number;
  updated_at: Date | string | null;
  rated: number;
  reviews: number;
  average: number | null;
}

/**
 * The figures of a search's set in one statement: the set is the filtered search's WHERE (the results page's
 * own), read once; reviews are the visible ones of its listings.
 */
async function figuresOf(db: Queryable, search: LandingPageData['search'], today?: string) {
  const filter = propertyFilterSchema.parse(search);
  const { where, params } = filterClause(filter, today);
  const { rows } = await db.query<FigureRow>(
    `WITH s AS MATERIALIZED (
       SELECT p.id, p.monthly_charge_min AS price, cardinality(p.food_meals) > 0 AS food,
              p.accommodation_gender AS gender, p.verified_at IS NOT NULL AS verified, p.updated_at
         FROM properties p WHERE ${where}),
     r AS (SELECT count(*)::int AS reviews, count(DISTINCT r.property_id)::int AS rated,
                  avg(r.rating)::float8 AS average
             FROM listing_reviews r JOIN s ON s.id = r.property_id WHERE r.hidden_at IS NULL)
     SELECT count(s.id)::int AS n,
            count(*) FILTER (WHERE s.price > 0)::int AS priced,
            min(s.price) FILTER (WHERE s.price > 0) AS price_min,
            max(s.price) FILTER (WHERE s.price > 0) AS price_max,
            count(*) FILTER (WHERE s.food)::int AS food,
            count(*) FILTER (WHERE s.gender = 'Female')::int AS female,
            count(*) FILTER (WHERE s.gender = 'Male')::int AS male,
            count(*) FILTER (WHERE s.gender = 'Other')::int AS other,
            count(*) FILTER (WHERE s.verified)::int AS verified,
            max(s.updated_at) AS updated_at,
            r.rated, r.reviews, r.average
       FROM r LEFT JOIN s ON true
      GROUP BY r.rated, r.reviews, r.average`,
    params,
  );
  const row = rows[0]!;
  const figures: LandingFigures = {
    count: row.n,
    priced: row.priced,
    price_min: row.price_min === null ? null : Number(row.price_min),
    price_max: row.price_max === null ? null : Number(row.price_max),
    food: row.food,
    female: row.female,
    male: row.male,
    other: row.other,
    verified: row.verified,
    rated: row.rated,
    reviews: row.reviews,
    average: row.average === null ? null : Number(row.average),
  };
  return { figures, updated_at: row.updated_at === null ? null : new Date(row.updated_at).toISOString() };
}

/** The city an address's slug names (the collision rule applied), or null. */
export async function findCity(db: Queryable, slug: string): Promise<CityPlace | null> {
  return (await liveCities(db)).find((city) => city.slug === slug) ?? null;
}

const cityLink = (type: ListingType, city: CityPlace, count: number): LandingLink => ({
  name: `${label(type)} in ${city.name}`,
  path: landingPath(type, city.slug),
  count,
});

/**
 * A landing page's data, or null when it has no live listing (the page answers 404): an unknown city or
 * locality, a type with no listing there, or a slug that the collision rule spells otherwise.
 */
export async function readLanding(
  deps: { db: Db | Queryable; clock?: () => Date },
  address: LandingAddress,
): Promise<LandingPageData | null> {
  const { db } = deps;
  const city = await findCity(db, address.city);
  if (!city) return null;
  const localities = await cityLocalities(db, city.id);
  const ofType = localities.filter((place) => place.type === address.type);
  const locality = address.locality ? ofType.find((place) => place.slug === address.locality) : null;
  if (address.locality && !locality) return null;

  const search = landingSearch(city, address.type, locality?.name ?? null);
  const today = deps.clock ? indiaToday(deps.clock()) : undefined;
  const { figures, updated_at } = await figuresOf(db, search, today);
  if (figures.count < 1) return null;

  // The localities it links to: a city page's busiest, a locality page's nearest (by the average map points of
  // their listings; the busiest when it has no point).
  const others = ofType.filter((place) => place.slug !== locality?.slug);
  const byListings = (a: LocalityPlace, b: LocalityPlace) =>
    b.listings - a.listings || a.name.localeCompare(b.name);
  let linked: LocalityPlace[];
  if (!locality) linked = [...others].sort(byListings).slice(0, CITY_LOCALITY_LINKS);
  else if (locality.point) {
    const from = locality.point;
    linked = others
      .filter((place) => place.point)
      .map((place) => ({ place, km: distanceKm(from, place.point!) }))
      .sort((a, b) => a.km - b.km || a.place.name.localeCompare(b.place.name))
      .slice(0, NEARBY_LOCALITY_LINKS)
      .map(({ place }) => place);
  } else linked = [...others].sort(byListings).slice(0, NEARBY_LOCALITY_LINKS);

  // The other types here: on a locality page, those whose own page of this locality exists.
  const otherTypes = LISTING_TYPES.filter((type) => type !== address.type).flatMap(
    (type): Array<{ type: ListingType; place: LocalityPlace | null }> => {
      if (!locality) return [{ type, place: null }];
      const place = localities.find((p) => p.type === type && p.slug === locality.slug);
      return place ? [{ type, place }] : [];
    },
  );

  const pages: PageSearch[] = [
    ...linked.map((place) => ({ type: address.type, location: place.name })),
    ...otherTypes.map(({ type, place }) => ({ type, location: place?.name ?? null })),
    ...(locality ? [{ type: address.type, location: null }] : []),
  ];
  const stats = await pageStats(db, city, pages);
  const localityLinks = linked
    .map((place, index) => ({
      name: place.name,
      path: landingPath(address.type, city.slug, place.slug),
      count: stats[index]!.count,
    }))
    .filter((link) => link.count > 0);
  // A city page's list reads busiest first by the count each link shows.
  if (!locality) localityLinks.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  const typeLinks = otherTypes
    .map(({ type, place }, index) => ({
      name: label(type),
      path: landingPath(type, city.slug, place?.slug),
      count: stats[linked.length + index]!.count,
    }))
    .filter((link) => link.count > 0);
  const cityCount = locality ? stats[pages.length - 1]!.count : figures.count;

  const place = locality ? `${locality.name}, ${city.name}` : city.name;
  return {
    type: address.type,
    path: landingPath(address.type, city.slug, locality?.slug),
    heading: `${label(address.type)} in ${place}`,
    city: {
      id: city.id,
      name: city.name,
      slug: city.slug,
      state_id: city.state_id,
      state_name: city.state_name,
    },
    locality: locality ? { name: locality.name, slug: locality.slug } : null,
    count: figures.count,
    price_min: figures.price_min,
    price_max: figures.price_max,
    summary: summarize(address.type, place, figures),
    search,
    localities: localityLinks,
    other_types: typeLinks,
    city_page: locality ? cityLink(address.type, city, cityCount) : null,
    updated_at,
  };
}

/**
 * A listing's breadcrumb of landing pages: "PG in Bengaluru" (/pg-in-bengaluru) and "PG in Koramangala"
 * (/pg-in-bengaluru/koramangala), with the count each page shows; no locality link when its name has no slug.
 */
export async function landingPathForListing(
  db: Queryable,
  row: {
    property_type: string;
    city_id: number | string;
    city_name: string;
    state_name: string;
    locality: string;
  },
): Promise<{ city: LandingLink; locality: LandingLink | null }> {
  const type = row.property_type as ListingType;
  const cityId = Number(row.city_id);
  const live = (await liveCities(db)).find((city) => city.id === cityId);
  const { rows } = live
    ? { rows: [] }
    : await db.query<{ state_id: number }>('SELECT state_id FROM cities WHERE id = $1', [cityId]);
  const city: CityPlace = live ?? {
    id: cityId,
    name: row.city_name,
    state_id: Number(rows[0]?.state_id ?? 0),
    state_name: row.state_name,
    slug: slugify(row.city_name),
  };
  const spelling = (row.locality ?? '').trim();
  const slug = slugify(spelling);
  const group = slug
    ? (await cityLocalities(db, cityId, type)).find((place) => place.slug === slug)
    : undefined;
  const localityName = group?.name ?? spelling;
  const [cityStats, localityStats] = await pageStats(db, city, [
    { type, location: null },
    ...(slug ? [{ type, location: localityName }] : []),
  ]);
  return {
    city: cityLink(type, city, cityStats!.count),
    locality: slug
      ? {
          name: `${label(type)} in ${localityName}`,
          path: landingPath(type, city.slug, slug),
          count: localityStats!.count,
        }
      : null,
  };
}

/** The busiest city landing pages ("PG in Bengaluru", 27), for the home page's crawlable links. */
export async function topLandingLinks(db: Queryable, limit: number): Promise<LandingLink[]> {
  const cities = new Map((await liveCities(db)).map((city) => [city.id, city]));
  // Grouped as the city page's search counts: the listing's state and city both the city's own.
  const { rows } = await db.query<{ city_id: number; type: ListingType; n: number }>(
    `SELECT p.city_id, p.property_type AS type, count(*)::int AS n
       FROM properties p JOIN cities c ON c.id = p.city_id AND c.state_id = p.state_id
      WHERE ${PUBLIC_LISTING}
      GROUP BY 1, 2`,
  );
  return rows
    .flatMap((row) => {
      const city = cities.get(Number(row.city_id));
      return city ? [{ ...cityLink(row.type, city, row.n), order: LISTING_TYPES.indexOf(row.type) }] : [];
    })
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name) || a.order - b.order)
    .slice(0, Math.max(0, limit))
    .map(({ order: _order, ...link }) => link);
}
