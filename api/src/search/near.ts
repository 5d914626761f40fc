import type { SearchPoint } from '@basera/shared';
import { DEFAULT_RADIUS_KM } from '@basera/shared/schemas';
import type { Geocoder } from '../geo/geocoder';
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

/**
 * The SQL of a search within `radius_km` of a point, over `properties p`: the earth_box test is what the gist
 * index properties_earth_idx (migration 017) answers; the exact great-circle distance then cuts the box's
 * corners. The explicit NOT NULLs let the planner use that partial index. `distance` is in metres.
 */
export function nearSql(point: Point, params: unknown[]) {
  params.push(point.lat, point.long, point.radius_km * 1000);
  const [lat, long, metres] = [params.length - 2, params.length - 1, params.length].map((n) => `$${n}`);
  const centre = `ll_to_earth(${lat}::float8, ${long}::float8)`;
  const distance = `earth_distance(ll_to_earth(p.lat, p.long), ${centre})`;
  return {
    where: `p.lat IS NOT NULL AND p.long IS NOT NULL
      AND earth_box(${centre}, ${metres}::float8) @> ll_to_earth(p.lat, p.long)
      AND ${distance} <= ${metres}::float8`,
    distance,
  };
}

/**
 * The SQL of the map's "Search this area" (south, west, north, east): the box's covering circle as an earth_box
 * (the same gist index as a radius search), then the exact latitude and longitude bounds.
 */
export function bboxSql([south, west, north, east]: readonly number[], params: unknown[]) {
  const centre = { lat: (south! + north!) / 2, long: (west! + east!) / 2 };
  // The circle through the box's farthest corner holds the box; 1% more for the edges between the corners.
  const reach =
    Math.max(
      greatCircleMetres(centre, { lat: south!, long: west! }),
      greatCircleMetres(centre, { lat: south!, long: east! }),
      greatCircleMetres(centre, { lat: north!, long: west! }),
      greatCircleMetres(centre, { lat: north!, long: east! }),
    ) *
      1.01 +
    100;
  params.push(centre.lat, centre.long, reach, south, north, west, east);
  const n = params.length;
  const $ = (k: number) => `$${n - 6 + k}::float8`;
  return `p.lat IS NOT NULL AND p.long IS NOT NULL
      AND earth_box(ll_to_earth(${$(0)}, ${$(1)}), ${$(2)}) @> ll_to_earth(p.lat, p.long)
      AND p.lat BETWEEN ${$(3)} AND ${$(4)} AND p.long BETWEEN ${$(5)} AND ${$(6)}`;
}

/** earthdistance's earth radius (metres): the same sphere the SQL measures on. */
export const EARTH_RADIUS_M = 6378168;

/** The great-circle distance between two points on earthdistance's sphere, in metres. */
export function greatCircleMetres(a: { lat: number; long: number }, b: { lat: number; long: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLong = (b.long - a.long) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLong / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A distance in metres as the card shows it: km with one decimal, the SQL of the same rounding. */
export const distanceKmSql = (metres: string) => `round((${metres} / 1000)::numeric, 1)`;
