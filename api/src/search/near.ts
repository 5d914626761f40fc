import type { SearchPoint } from '@basera/shared';
import { DEFAULT_RADIUS_KM } from '@basera/shared/schemas';
import type { Geocoder } from '../geo/geocoder';
import { boxAround, distanceSql, inBoxSql } from '../geo/sql';
import { ValidationError } from '../http/errors';

/** The name of a "Use my location" point on the page (the card says "1.2 km from you"). */
export const YOUR_LOCATION = 'Your location';
export const UNKNOWN_PLACE = 'Unknown place';

/** The point keys of a search (a place, or a point with both coordinates) and its radius. */
export interface PointQuery {
  place_id?: number;
  lat?: number;
  long?: number;
  radius?: number;
}

/**
 * The point a search measures from: the gazetteer place of `place_id` (422 when there is none: it is a query
 * field), or the seeker's own lat/long, with the radius (DEFAULT_RADIUS_KM when unset); null without either.
 */
export async function searchPoint(geocoder: Geocoder, query: PointQuery): Promise<SearchPoint | null> {
  const radius_km = query.radius ?? DEFAULT_RADIUS_KM;
  if (query.place_id !== undefined) {
    const place = await geocoder.byId(query.place_id);
    if (!place) throw new ValidationError({ place_id: [UNKNOWN_PLACE] });
    return { name: place.name, place_id: place.id, lat: place.lat, long: place.long, radius_km };
  }
  if (query.lat !== undefined && query.long !== undefined)
    return { name: YOUR_LOCATION, place_id: null, lat: query.lat, long: query.long, radius_km };
  return null;
}

type Point = Pick<SearchPoint, 'lat' | 'long' | 'radius_km'>;

const row = { lat: 'p.lat', long: 'p.long' };

/**
 * The SQL of a search within `radius_km` of a point, over `properties p`: a box around the point is what the
 * GiST index properties_public_point_idx (migration 027) answers; the exact great-circle distance then cuts
 * the box's corners. The explicit NOT NULLs let the planner use that partial index. `distance` is in metres.
 */
export function nearSql(point: Point, params: unknown[]) {
  const metres = point.radius_km * 1000;
  params.push(point.lat, point.long, metres, ...boxAround(point, metres));
  const n = params.length;
  const $ = (k: number) => `$${n - 6 + k}::float8`;
  const distance = distanceSql(row, { lat: $(0), long: $(1) });
  return {
    where: `p.lat IS NOT NULL AND p.long IS NOT NULL
      AND ${inBoxSql(row, [$(3), $(4), $(5), $(6)])}
      AND ${distance} <= ${$(2)}`,
    distance,
  };
}

/** The SQL of the map's "Search this area" (south, west, north, east): the same GiST index as a radius search. */
export function bboxSql([south, west, north, east]: readonly number[], params: unknown[]) {
  params.push(south, west, north, east);
  const n = params.length;
  const $ = (k: number) => `$${n - 3 + k}::float8`;
  return `p.lat IS NOT NULL AND p.long IS NOT NULL AND ${inBoxSql(row, [$(0), $(1), $(2), $(3)])}`;
}

export { EARTH_RADIUS_M, greatCircleMetres } from '../geo/sql';

/** A distance in metres as the card shows it: km with one decimal, the SQL of the same rounding. */
export const distanceKmSql = (metres: string) => `round((${metres} / 1000)::numeric, 1)`;
