/**
 * The bench's workload (bench-search.ts): requests no cache can answer. Every request of a search shape is a
 * distinct random combination drawn from the bench database's own data (its states, cities, localities, types,
 * prices, map pins and gazetteer places); details walk many different listings; home is the one call the
 * product makes. Also the pgbench side: the SQL the API runs for sample requests of each shape, caught on its way
 * to the database, as pgbench scripts.
 */
import { LISTING_TYPES } from '@basera/shared/schemas';
import type { Queryable } from '../db';
import { PUBLIC_LISTING } from '../listings/states';
import { rng } from '../seed/photos';

/** The seed's generator (mulberry32), with what the workload draws: the same seed draws the same requests. */
export function randomSource(seed: number) {
  const { next, pick } = rng(seed);
  const chance = (p: number) => next() < p;
  /** Picks by weight (a city by how many listings it has). */
  const weighted = <T extends { n: number }>(list: readonly T[]): T => {
    const total = list.reduce((sum, item) => sum + item.n, 0);
    let at = next() * total;
    for (const item of list) {
      at -= item.n;
      if (at < 0) return item;
    }
    return list[list.length - 1]!;
  };
  return { next, pick, chance, weighted };
}

/** What the generators draw from: read once from the bench database. */
export interface Pools {
  cities: Array<{ state_id: number; city_id: number; n: number }>;
  states: Array<{ state_id: number; n: number }>;
  localities: Array<{ city_id: number; city_name: string; locality: string; n: number }>;
  cityNames: string[];
  places: number[];
  pins: Array<{ lat: number; long: number }>;
  ids: number[];
  prices: number[];
  /** Real public listings whose facts a seeker's filters describe (a search where listings are). */
  anchors: Anchor[];
}

interface Anchor {
  state_id: number;
  city_id: number;
  locality: string;
  property_type: string;
  gender: string;
  sharing: string | null;
  ac: string[];
  meals: number;
  price: number | null;
  verified: boolean;
  rating: number | null;
}

export async function readPools(db: Queryable): Promise<Pools> {
  const { rows: cities } = await db.query<Pools['cities'][number]>(
    `SELECT state_id::int, city_id::int, count(*)::int AS n FROM properties p WHERE ${PUBLIC_LISTING}
      GROUP BY state_id, city_id`,
  );
  const states = new Map<number, number>();
  for (const city of cities) states.set(city.state_id, (states.get(city.state_id) ?? 0) + city.n);
  const { rows: localities } = await db.query<Pools['localities'][number]>(
    `SELECT city_id::int, min(city_name) AS city_name, locality, count(*)::int AS n FROM properties p
      WHERE ${PUBLIC_LISTING} GROUP BY city_id, locality`,
  );
  const { rows: cityNames } = await db.query<{ city_name: string }>(
    `SELECT DISTINCT city_name FROM properties p WHERE ${PUBLIC_LISTING}`,
  );
  // Places the suggestions offer in cities that have listings (near-a-place by a chosen place).
  const { rows: places } = await db.query<{ id: number }>(
    `SELECT g.id FROM gazetteer g WHERE g.city_id IN (SELECT DISTINCT city_id FROM properties p WHERE ${PUBLIC_LISTING})`,
  );
  const { rows: pins } = await db.query<{ lat: number; long: number }>(
    `SELECT DISTINCT lat::float8 AS lat, long::float8 AS long FROM properties p
      WHERE ${PUBLIC_LISTING} AND lat IS NOT NULL AND long IS NOT NULL`,
  );
  // Listings for the details route: a few thousand public ones spread over the table.
  const { rows: ids } = await db.query<{ id: number }>(
    `SELECT id::int FROM properties p WHERE ${PUBLIC_LISTING} ORDER BY hashint8(p.id) LIMIT 5000`,
  );
  const { rows: prices } = await db.query<{ price: number }>(
    `SELECT DISTINCT (round(monthly_charge_min / 500) * 500)::int AS price FROM properties p
      WHERE ${PUBLIC_LISTING} AND monthly_charge_min IS NOT NULL ORDER BY 1`,
  );
  const { rows: anchors } = await db.query<Anchor>(
    `SELECT state_id::int, city_id::int, locality, property_type, accommodation_gender AS gender,
            room_sharing_status AS sharing, room_air_conditioning_status AS ac, cardinality(food_meals) AS meals,
            monthly_charge_min::int AS price, verified_at IS NOT NULL AS verified, rating_avg::float8 AS rating
       FROM properties p WHERE ${PUBLIC_LISTING} ORDER BY hashint8(p.id + 1) LIMIT 5000`,
  );
  return {
    anchors,
    cities,
    states: [...states].map(([state_id, n]) => ({ state_id, n })),
    localities,
    cityNames: cityNames.map((row) => row.city_name),
    places: places.map((row) => Number(row.id)),
    pins,
    ids: ids.map((row) => Number(row.id)),
    prices: prices.map((row) => row.price).filter((price) => price > 0),
  };
}

type Random = ReturnType<typeof randomSource>;
type Query = Array<[string, string | number]>;

const SORTS = ['newest', 'newest', 'newest', 'price_asc', 'price_desc', 'top_rated'] as const;

/** Filters a seeker adds on the results screen, each now and then. */
function addFilters(r: Random, pools: Pools, query: Query) {
  if (r.chance(0.2)) query.push(['gender', r.pick(['Male', 'Female'])]);
  if (r.chance(0.15)) query.push(['sharing', r.pick(['Shared', 'Separate'])]);
  if (r.chance(0.15)) query.push(['ac', r.pick(['AC', 'Non-AC'])]);
  if (r.chance(0.08)) query.push(['food', r.pick(['with', 'without'])]);
  if (r.chance(0.05)) query.push(['verified', 'yes']);
  if (r.chance(0.05)) query.push(['min_rating', r.pick([3, 4])]);
  if (r.chance(0.3) && pools.prices.length) {
    const a = r.pick(pools.prices);
    const b = r.pick(pools.prices);
    if (r.chance(0.5)) query.push(['min_price', Math.min(a, b)]);
    query.push(['max_price', Math.max(a, b)]);
  }
}

const pageOf = (r: Random) => (r.chance(0.75) ? 1 : r.pick([2, 2, 3, 4, 5, 8]));

const toPath = (route: string, query: Query) =>
  `${route}?${query.map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`).join('&')}`;

/**
 * Filtered search: most seekers search where listings are, so the filters are mostly a real listing's facts
 * (its state and city, sometimes its locality; its type; now and then its gender, sharing, AC, food, a budget
 * around its price, verified, its stars), each filter taken or left at random; one in seven combines filters
 * freely, and may find nothing (then the answer's ways out run too). A sort and a page.
 */
export function filteredRequest(r: Random, pools: Pools): string {
  if (!pools.anchors.length || r.chance(1 / 7)) return freeFilteredRequest(r, pools);
  const a = r.pick(pools.anchors);
  const query: Query = [];
  const where = r.next();
  if (where < 0.75) {
    query.push(['state_id', a.state_id], ['city_id', a.city_id]);
    if (r.chance(0.15)) query.push(['location', a.locality]);
  } else if (where < 0.9) query.push(['state_id', a.state_id]);
  if (r.chance(0.8)) query.push(['room_type', a.property_type]);
  if (r.chance(0.2)) query.push(['gender', a.gender]);
  if (a.sharing && r.chance(0.15)) query.push(['sharing', a.sharing]);
  if (a.ac.length && r.chance(0.15)) query.push(['ac', r.pick(a.ac)]);
  if (r.chance(0.08)) query.push(['food', a.meals > 0 ? 'with' : 'without']);
  if (a.verified && r.chance(0.1)) query.push(['verified', 'yes']);
  if (a.rating && a.rating >= 3 && r.chance(0.1)) query.push(['min_rating', Math.floor(a.rating)]);
  if (a.price && r.chance(0.3)) {
    const below = r.pick([0, 1000, 2000, 3000, 5000]);
    const above = r.pick([500, 1000, 2000, 4000, 6000]);
    if (r.chance(0.5)) query.push(['min_price', Math.max(0, Math.floor((a.price - below) / 500) * 500)]);
    query.push(['max_price', Math.ceil((a.price + above) / 500) * 500]);
  }
  const sort = r.pick(SORTS);
  if (sort !== 'newest') query.push(['sort', sort]);
  query.push(['page', pageOf(r)]);
  return toPath('/filtered-properties', query);
}

/** Filters combined freely from the data's places, types and values. */
function freeFilteredRequest(r: Random, pools: Pools): string {
  const query: Query = [];
  const where = r.next();
  if (where < 0.7) {
    const city = r.weighted(pools.cities);
    query.push(['state_id', city.state_id], ['city_id', city.city_id]);
    const here = pools.localities.filter((row) => row.city_id === city.city_id);
    if (here.length && r.chance(0.15)) query.push(['location', r.weighted(here).locality]);
  } else if (where < 0.9) query.push(['state_id', r.weighted(pools.states).state_id]);
  if (r.chance(0.8)) query.push(['room_type', r.pick(LISTING_TYPES)]);
  addFilters(r, pools, query);
  const sort = r.pick(SORTS);
  if (sort !== 'newest') query.push(['sort', sort]);
  query.push(['page', pageOf(r)]);
  return toPath('/filtered-properties', query);
}

/** Keyword search: words of real locality and city names (a locality with its own city), sometimes with a type word or a sort. */
export function keywordRequest(r: Random, pools: Pools): string {
  const place = r.weighted(pools.localities);
  const locality = place.locality.toLowerCase();
  const words = locality.split(/\s+/);
  const kind = r.next();
  let search: string;
  if (kind < 0.35) search = locality;
  else if (kind < 0.5) search = r.pick(words);
  else if (kind < 0.65) search = r.pick(pools.cityNames).toLowerCase();
  else if (kind < 0.85) search = `${r.pick(['pg', 'hostel', 'room', 'mess'])} in ${locality}`;
  else search = `${locality} ${place.city_name.toLowerCase()}`;
  const query: Query = [['search', search]];
  if (r.chance(0.2)) query.push(['sort', r.pick(['newest', 'price_asc', 'top_rated'])]);
  if (r.chance(0.15)) query.push(['room_type', r.pick(LISTING_TYPES)]);
  query.push(['page', pageOf(r)]);
  return toPath('/search-properties', query);
}

/** Near a place: a place the suggestions offer, or a point near a real listing's pin, with a radius. */
export function nearRequest(r: Random, pools: Pools): string {
  const query: Query = [];
  if (pools.places.length && r.chance(0.4)) query.push(['place_id', r.pick(pools.places)]);
  else {
    const pin = r.pick(pools.pins);
    // Within about a kilometre of the pin, as a seeker's own position would be.
    const jitter = () => (r.next() - 0.5) * 0.02;
    query.push(['lat', (pin.lat + jitter()).toFixed(5)], ['long', (pin.long + jitter()).toFixed(5)]);
  }
  query.push(['radius', r.pick([1, 2, 5, 5, 10])]);
  if (r.chance(0.5)) query.push(['room_type', r.pick(LISTING_TYPES)]);
  if (r.chance(0.3)) addFilters(r, pools, query);
  if (r.chance(0.3)) query.push(['sort', r.pick(['price_asc', 'newest', 'top_rated'])]);
  query.push(['page', pageOf(r)]);
  return toPath('/filtered-properties', query);
}

export function detailsRequest(r: Random, pools: Pools): string {
  return `/get-property-details-by-id/${r.pick(pools.ids)}`;
}

/**
 * A generator of paths no earlier request of the run used (up to `tries` draws; past that the space is spent
 * and a repeat is allowed), or the same path each time (`distinct: false`: home).
 */
export function distinctPaths(draw: () => string, distinct = true, tries = 50): () => string {
  const seen = new Set<string>();
  return () => {
    let path = draw();
    if (!distinct) return path;
    for (let i = 1; i < tries && seen.has(path); i += 1) path = draw();
    seen.add(path);
    return path;
  };
}

/** A parameter as an SQL literal (pgbench scripts carry no parameters). */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return literal(value.toISOString());
  if (Array.isArray(value)) {
    const items = value.map((item) =>
      item === null ? 'NULL' : `"${String(item).replace(/["\\]/g, (c) => `\\${c}`)}"`,
    );
    return literal(`{${items.join(',')}}`);
  }
  if (typeof value === 'object') return literal(JSON.stringify(value));
  return `'${String(value).replaceAll("'", "''")}'`;
}

/** A statement with its parameters written in: what pgbench runs for one of the API's. */
export function inline(sql: string, params: unknown[] = []): string {
  return sql.replace(/\$(\d+)/g, (_match, n: string) => literal(params[Number(n) - 1]));
}
