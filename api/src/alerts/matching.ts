import {
  CHOOSE,
  indiaToday,
  keywordQuerySchema,
  LISTING_TYPE_INFO,
  type PropertyFilter,
  propertyFilterSchema,
  toListingType,
} from '@basera/shared/schemas';
import type { Queryable } from '../db';
import type { Geocoder } from '../geo';
import { parse, ValidationError } from '../http/errors';
import { filterClause } from '../listings/repository';
import { interpretKeyword } from '../search/keyword';
import { searchPoint } from '../search/near';

/**
 * A saved search's matches: the results page's URL (`/pg?city_id=3&sharing=Double`) read as the results page
 * reads it (mf-search search-state.ts readSearch and ResultsPage requestFor), then planned as GET
 * /filtered-properties or /search-properties plan it (routes/listings.ts), down to the same WHERE clause
 * (listings/repository.ts filterClause, public listings only).
 */

/** The results page's query keys (mf-search FILTER_KEYS, without the page's own `view`, the sort and the page). */
const SEARCH_KEYS = [
  'state_id',
  'city_id',
  'location',
  'room_type',
  'gender',
  'category',
  'sharing',
  'ac',
  'occupation',
  'price_with_food',
  'food',
  'diet',
  'min_price',
  'max_price',
  'beds_free_now',
  'verified',
  'place_id',
  'lat',
  'long',
  'radius',
  'bbox',
  'search',
] as const;

/** The type a results route shows from its path (/pg, /search_hostel ...); /PG and unknown paths: every type. */
function typeFromPath(pathname: string) {
  if (pathname === '/PG') return null;
  const segment = pathname.replace(/^\/+/, '').split('/')[0] ?? '';
  return toListingType(segment.replace(/^search_/, ''));
}

/** The API query of a saved results URL: its search keys, and the route's type unless the query names one. */
export function savedUrlQuery(url: string): Record<string, string> {
  const parsed = new URL(url, 'http://saved.invalid');
  const query: Record<string, string> = {};
  for (const key of SEARCH_KEYS) {
    const value = parsed.searchParams.get(key);
    if (value && value !== CHOOSE) query[key] = value;
  }
  const type = query.room_type
    ? toListingType(query.room_type)
    : !query.search && typeFromPath(parsed.pathname);
  if (type) query.room_type = LISTING_TYPE_INFO[type].option.value;
  return query;
}

/** A saved search as SQL over `properties p`: public listings it finds (no page, no order). */
export interface SearchCondition {
  where: string;
  params: unknown[];
}

/** Not a results page the API can run (its filters do not parse, or its place is gone). */
export const NOT_A_SEARCH = 'Not a results page.';

/**
 * The WHERE clause of a saved search. A keyword search reads its words into filters as GET /search-properties
 * does (the URL's own keys win; a place read from the words never joins the seeker's point) and the words left
 * must match the full text. Throws a ValidationError on `url` when the URL is no search.
 */
export async function searchCondition(
  geocoder: Geocoder,
  url: string,
  today = indiaToday(),
): Promise<SearchCondition> {
  try {
    const query = savedUrlQuery(url);
    if (!query.search) {
      const filter = parse(propertyFilterSchema, query);
      const point = await searchPoint(geocoder, filter);
      const { where, params } = filterClause(filter, today, [], point);
      return { where, params };
    }
    const {
      search,
      sort: _sort,
      page: _page,
      per_page: _perPage,
      ...explicit
    } = parse(keywordQuerySchema, query);
    const read = await interpretKeyword(geocoder, search);
    const filter = { ...explicit } as Record<string, unknown>;
    for (const [key, value] of Object.entries(read.filter))
      if (filter[key] === undefined) filter[key] = value;
    if (explicit.lat !== undefined && read.filter.place_id !== undefined) {
      filter.place_id = undefined;
      if (explicit.radius === undefined) filter.radius = undefined;
    }
    const point = await searchPoint(geocoder, filter as PropertyFilter);
    const rest = read.rest.trim().toLowerCase();
    const { where, params } = filterClause(filter as PropertyFilter, today, rest ? [rest] : [], point);
    return {
      where: rest ? `${where} AND p.search_vector @@ websearch_to_tsquery('simple', $1)` : where,
      params,
    };
  } catch (error) {
    if (error instanceof ValidationError) throw new ValidationError({ url: [NOT_A_SEARCH] });
    throw error;
  }
}

/** A condition with "published after `since`" added. */
function arrivedSince(condition: SearchCondition, since: Date | string) {
  const params = [...condition.params, since];
  return { where: `${condition.where} AND p.published_at > $${params.length}`, params };
}

/** How many public listings matching it were published after `since`. */
export async function countArrivals(db: Queryable, condition: SearchCondition, since: Date | string) {
  const { where, params } = arrivedSince(condition, since);
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM properties p WHERE ${where}`,
    params,
  );
  return rows[0]?.n ?? 0;
}

export interface Arrival {
  id: number;
  name: string;
  published_at: Date;
}

/** The public listings matching it published after `since` and up to `until`, oldest first (at most `limit`). */
export async function arrivals(
  db: Queryable,
  condition: SearchCondition,
  since: Date | string,
  until: Date,
  limit = 50,
): Promise<Arrival[]> {
  const after = arrivedSince(condition, since);
  const params = [...after.params, until];
  const { rows } = await db.query<{ id: string | number; name: string; published_at: Date | string }>(
    `SELECT p.id, p.accommodation_name AS name, p.published_at FROM properties p
      WHERE ${after.where} AND p.published_at <= $${params.length}
      ORDER BY p.published_at, p.id LIMIT ${limit}`,
    params,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    published_at: new Date(row.published_at),
  }));
}

/** Whether one listing is among a search's public matches. */
export async function matchesListing(db: Queryable, condition: SearchCondition, listingId: number) {
  const params = [...condition.params, listingId];
  const { rows } = await db.query(
    `SELECT 1 FROM properties p WHERE ${condition.where} AND p.id = $${params.length}`,
    params,
  );
  return rows.length > 0;
}
