import type { PlaceSuggestion } from '@basera/shared';

/** A gazetteer entry with how far it is from a point (km, one decimal). */
export type PlaceAt = PlaceSuggestion & { distance_km: number };

/**
 * Turns what a seeker types into places, and points into place names. The default reads the gazetteer table
 * (geo/gazetteer.ts); a deployment can plug in a hosted geocoder with the same interface (GEOCODER setting).
 */
export interface Geocoder {
  /** Places whose name or other name is like `text` (prefix, word or typo), best first: the "where" box. */
  suggest(text: string, limit: number): Promise<PlaceSuggestion[]>;
  /** The one place a free text means ("christ university", "koramangala", "bangalore"), or null. */
  resolve(text: string, options?: { cityId?: number }): Promise<PlaceSuggestion | null>;
  byId(id: number): Promise<PlaceSuggestion | null>;
  /** The locality (or else city) nearest a point, within reach: "Use my location". */
  reverse(lat: number, long: number): Promise<PlaceSuggestion | null>;
  /** Localities nearest a point, nearest first: an empty result's "neighbouring localities". */
  nearbyLocalities(lat: number, long: number, limit: number): Promise<PlaceAt[]>;
}
