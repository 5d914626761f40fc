import { type ListingType, slugify } from '@basera/shared/schemas';
import type { Queryable } from '../db';
import { filterClause } from '../listings/repository';
import { PUBLIC_LISTING } from '../listings/states';

/**
 * Issue 33: the places landing pages are about. A city's slug, the localities of a city (the listings'
 * `locality` column grouped case-insensitively) and the counts of the pages that name them. Every count here is
 * the filtered search's own WHERE (filterClause), so a link's number is the number on the page it leads to.
 */

/** A city with at least one live listing, as its landing pages name it. */
export interface CityPlace {
  id: number;
  name: string;
  state_id: number;
  state_name: string;
  /** slugify(name); with `-{slugify(state)}` when another city with live listings has the same slug. */
  slug: string;
}

interface CityRow {
  id: number;
  name: string;
  state_id: number;
  state_name: string;
}

/**
 * The slugs of cities that have live listings: slugify(name), and when two or more share it, each with its
 * state's slug appended ("aurangabad-maharashtra", "aurangabad-bihar"). A name with no latin letter or digit has
 * no slug and no landing page.
 */
export function citySlugs(cities: CityRow[]): CityPlace[] {
  const byBase = new Map<string, CityRow[]>();
  for (const city of cities) {
    const base = slugify(city.name);
    if (!base) continue;
    byBase.set(base, [...(byBase.get(base) ?? []), city]);
  }
  const places: CityPlace[] = [];
  for (const [base, group] of byBase)
    for (const city of group) {
      const state = slugify(city.state_name);
      places.push({ ...city, slug: group.length > 1 && state ? `${base}-${state}` : base });
    }
  return places.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/** Every city with a live listing (any type), slugged. One pass over the public listings' cities. */
export async function liveCities(db: Queryable): Promise<CityPlace[]> {
  const { rows } = await db.query<CityRow>(
    `SELECT c.id, c.name, c.state_id, s.name AS state_name
       FROM cities c JOIN states s ON s.id = c.state_id
      WHERE c.id IN (SELECT p.city_id FROM properties p WHERE ${PUBLIC_LISTING})`,
  );
  return citySlugs(rows.map((row) => ({ ...row, id: Number(row.id), state_id: Number(row.state_id) })));
}

/** A city's locality of one type, all spellings of it merged: what a locality landing page is about. */
export interface LocalityPlace {
  type: ListingType;
  /** The most common spelling among its listings ("Koramangala"). */
  name: string;
  slug: string;
  /** Live listings of this type whose locality column is this one (the page's count may be higher). */
  listings: number;
  /** The average map point of those of them that have one; null when none has. */
  point: { lat: number; long: number } | null;
}

interface SpellingRow {
  type: ListingType;
  spelling: string;
  n: number;
  pinned: number;
  lat_sum: number | null;
  long_sum: number | null;
}

/**
 * The localities of a city with live listings, per type (only `type`'s when given). Grouped on the `locality`
 * column trimmed and lower-cased, shown in the most common spelling; groups whose names give the same slug
 * ("HSR Layout", "HSR-Layout") are one locality.
 */
export async function cityLocalities(
  db: Queryable,
  cityId: number,
  type: ListingType | null = null,
): Promise<LocalityPlace[]> {
  const { rows } = await db.query<SpellingRow>(
    `SELECT p.property_type AS type, btrim(p.locality) AS spelling, count(*)::int AS n,
            count(*) FILTER (WHERE p.lat IS NOT NULL AND p.long IS NOT NULL)::int AS pinned,
            sum(p.lat) FILTER (WHERE p.long IS NOT NULL) AS lat_sum,
            sum(p.long) FILTER (WHERE p.lat IS NOT NULL) AS long_sum
       FROM properties p
      WHERE ${PUBLIC_LISTING} AND p.city_id = $1 AND ($2::text IS NULL OR p.property_type = $2)
      GROUP BY 1, 2`,
    [cityId, type],
  );
  const merged = new Map<string, { place: LocalityPlace; spellings: Map<string, number>; sums: number[] }>();
  for (const row of rows) {
    const slug = slugify(row.spelling);
    if (!slug) continue;
    const key = `${row.type}/${slug}`;
    let entry = merged.get(key);
    if (!entry) {
      entry = {
        place: { type: row.type, name: row.spelling, slug, listings: 0, point: null },
        spellings: new Map(),
        sums: [0, 0, 0],
      };
      merged.set(key, entry);
    }
    entry.place.listings += row.n;
    entry.spellings.set(row.spelling, (entry.spellings.get(row.spelling) ?? 0) + row.n);
    entry.sums[0]! += row.pinned;
    entry.sums[1]! += Number(row.lat_sum ?? 0);
    entry.sums[2]! += Number(row.long_sum ?? 0);
  }
  return [...merged.values()].map(({ place, spellings, sums }) => {
    // The spelling most listings use; on a tie the one that sorts first, so the name never flickers.
    const [name] = [...spellings].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
    const [pinned, lat, long] = sums as [number, number, number];
    return { ...place, name, point: pinned ? { lat: lat / pinned, long: long / pinned } : null };
  });
}

/** Great-circle distance in km between two points. */
export function distanceKm(a: { lat: number; long: number }, b: { lat: number; long: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLong = (b.long - a.long) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLong / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** One landing page of a city: its type and, for a locality page, the locality name its search looks for. */
export interface PageSearch {
  type: ListingType;
  location: string | null;
}

export interface PageStats {
  count: number;
  /** When a listing of the page last changed (ISO), null without listings. */
  updated_at: string | null;
}

/**
 * The count and newest change of several landing pages of one city in one statement: each page's set is the
 * filtered search of its `search` (state, city, type and, on a locality page, the location's contains-match),
 * read through filterClause so it cannot drift from the results page.
 */
export async function pageStats(
  db: Queryable,
  city: { id: number; state_id: number },
  pages: PageSearch[],
): Promise<PageStats[]> {
  // City pages and locality pages go as two statements: a contains-match in the WHERE itself (not behind an
  // OR) lets each locality's count use the trigram index, as the results page's own count does.
  const stats: PageStats[] = new Array(pages.length);
  const run = async (indexes: number[], withLocation: boolean) => {
    if (!indexes.length) return;
    const { where, params } = filterClause({ state_id: city.state_id, city_id: city.id });
    params.push(indexes.map((i) => pages[i]!.type));
    // The location's pattern exactly as the search builds it (lower case, LIKE's wildcards escaped).
    if (withLocation)
      params.push(
        indexes.map((i) => {
          const built = filterClause({ location: pages[i]!.location! });
          return built.params[built.params.length - 1] as string;
        }),
      );
    const typesParam = withLocation ? params.length - 1 : params.length;
    const { rows } = await db.query<{ i: number; n: number; updated_at: Date | string | null }>(
      `SELECT v.i::int AS i, s.n, s.updated_at
         FROM unnest($${typesParam}::text[]${withLocation ? `, $${params.length}::text[]` : ''})
              WITH ORDINALITY AS v (type${withLocation ? ', pattern' : ''}, i)
         CROSS JOIN LATERAL (
           SELECT count(*)::int AS n, max(p.updated_at) AS updated_at FROM properties p
            WHERE ${where} AND p.property_type = v.type${withLocation ? ' AND p.search_text LIKE v.pattern' : ''}
         ) s`,
      params,
    );
    for (const row of rows)
      stats[indexes[row.i - 1]!] = {
        count: row.n,
        updated_at: row.updated_at === null ? null : new Date(row.updated_at).toISOString(),
      };
  };
  const all = pages.map((_, i) => i);
  await Promise.all([
    run(
      all.filter((i) => pages[i]!.location === null),
      false,
    ),
    run(
      all.filter((i) => pages[i]!.location !== null),
      true,
    ),
  ]);
  return stats;
}
