/**
 * Distances on the earth in plain SQL: built-in PostgreSQL only (a GiST index on point(long, lat) and the
 * haversine formula), no extension. PGlite 0.5 cannot be trusted with cube/earthdistance loaded beside pg_trgm
 * (trigram similarity then finds nothing and the next statement never returns), and both databases must run
 * the same SQL.
 */

/** The mean earth radius in metres (IUGG): what every distance here and on the cards is measured on. */
export const EARTH_RADIUS_M = 6_371_008.8;

const RAD = Math.PI / 180;

export interface LatLong {
  lat: number;
  long: number;
}

/** The great-circle distance between two points, in metres (haversine). */
export function greatCircleMetres(a: LatLong, b: LatLong): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLong = (b.long - a.long) * RAD;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLong / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** SQL of the same distance in metres, between a row's columns and a point given as SQL (parameters). */
export function distanceSql(row: { lat: string; long: string }, point: { lat: string; long: string }) {
  return `(2 * ${EARTH_RADIUS_M} * asin(least(1, sqrt(
    power(sin(radians(${row.lat} - ${point.lat}) / 2), 2)
    + cos(radians(${point.lat})) * cos(radians(${row.lat})) * power(sin(radians(${row.long} - ${point.long}) / 2), 2)))))`;
}

/** South, west, north, east of a box that holds every point within `metres` of `centre` (a little more). */
export function boxAround(centre: LatLong, metres: number): [number, number, number, number] {
  const dLat = (metres * 1.01) / (EARTH_RADIUS_M * RAD);
  // Near the poles a degree of longitude shrinks to nothing: no box narrower than a whole turn there.
  const cos = Math.cos(centre.lat * RAD);
  const dLong = cos < 0.01 ? 180 : Math.min(180, dLat / cos);
  return [
    Math.max(-90, centre.lat - dLat),
    Math.max(-180, centre.long - dLong),
    Math.min(90, centre.lat + dLat),
    Math.min(180, centre.long + dLong),
  ];
}

/**
 * SQL: the row's point is inside the box (south, west, north, east given as SQL). This is what the GiST
 * indexes on point(long, lat) answer (properties_public_point_idx of migration 027, gazetteer_point_idx of 017).
 */
export function inBoxSql(
  row: { lat: string; long: string },
  [south, west, north, east]: readonly [string, string, string, string],
) {
  return `point(${row.long}, ${row.lat}) <@ box(point(${west}, ${south}), point(${east}, ${north}))`;
}
