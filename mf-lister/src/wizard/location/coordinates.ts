/** A point on the map, in degrees. */
export interface Point {
  lat: number;
  long: number;
}

/** Where the map opens with no pin and no city: India. */
export const INDIA: Point = { lat: 22.5, long: 79 };

/**
 * The form's latitude and longitude for a point on the map: 6 decimals (about 10 cm, as the typed fields and
 * the device's location give them). A pin dragged across the date line comes back into -180..180.
 */
export function pointValues(point: Point): { lat: string; long: string } {
  const long = ((((point.long + 180) % 360) + 360) % 360) - 180;
  return { lat: point.lat.toFixed(6), long: long.toFixed(6) };
}

/** The typed latitude and longitude as a point, or null when they are not a valid pair. */
export function parsePoint(lat: string, long: string): Point | null {
  if (!lat.trim() || !long.trim()) return null;
  const y = Number(lat);
  const x = Number(long);
  if (!Number.isFinite(y) || !Number.isFinite(x) || Math.abs(y) > 90 || Math.abs(x) > 180) return null;
  return { lat: y, long: x };
}

/** Two points that the form's 6 decimals cannot tell apart. */
export const samePoint = (a: Point, b: Point) =>
  Math.abs(a.lat - b.lat) < 5e-7 && Math.abs(a.long - b.long) < 5e-7;
