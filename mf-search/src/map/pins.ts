// What the results map shows, as plain functions (no Leaflet): which listings get a pin, a pin's short price and
// accessible name, the card's distance line, and the visible bounds as the search's bbox.
import { type Listing, rupees, type SearchPoint } from '@basera/shared';
import { distanceFrom, YOUR_LOCATION } from '../format';

/** A listing that has a map point. */
export type PinnedListing = Listing & { lat: number; long: number };

const isCoordinate = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The listings of a page that have a map point (lat and long), in the page's order. */
export function pinnedListings(listings: readonly Listing[]): PinnedListing[] {
  return listings.filter(
    (listing): listing is PinnedListing =>
      isCoordinate(listing.lat) &&
      isCoordinate(listing.long) &&
      Math.abs(listing.lat) <= 90 &&
      Math.abs(listing.long) <= 180,
  );
}

const trim = (value: number) => String(Number(value.toFixed(1)));

/**
 * A pin's price, short enough for a pin: "Rs. 8.5k", "Rs. 12k", "Rs. 950", "Rs. 1.2L" (lakh); "Rs. N/A" without one.
 */
export function shortPrice(amount: number | null | undefined): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) return 'Rs. N/A';
  if (amount >= 100_000) return `Rs. ${trim(Math.floor(amount / 10_000) / 10)}L`;
  if (amount >= 1_000) return `Rs. ${trim(Math.floor(amount / 100) / 10)}k`;
  return `Rs. ${Math.round(amount)}`;
}

/** The pin's accessible name: the listing's name and its full price ("Sunrise PG, Rs. 8,500 a month"). */
export const pinLabel = (listing: Listing) =>
  listing.monthly_charge_min === null
    ? `${listing.accommodation_name}, price not given`
    : `${listing.accommodation_name}, Rs. ${rupees(listing.monthly_charge_min)} a month`;

/** The search's point as the card names it: "you" for the seeker's own location. */
export function pointName(near: SearchPoint | null | undefined, nearName?: string): string | null {
  const name = nearName?.trim() || near?.name;
  if (!name) return null;
  return name === YOUR_LOCATION ? 'you' : name;
}

/**
 * The card's distance line, as the result cards write it (format.ts distanceFrom): "1.2 km from Christ University",
 * "1.2 km from you"; null without a distance.
 */
export function distanceLine(listing: Listing, near: SearchPoint | null | undefined, nearName?: string) {
  return distanceFrom(listing.distance_km, nearName?.trim() || near?.name);
}

/** [south, west, north, east] in degrees, 5 decimals (about a metre), inside the world's limits. */
export type Bbox = [number, number, number, number];

const round = (value: number) => Math.round(value * 1e5) / 1e5;
const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));

export function bboxOf(bounds: { south: number; west: number; north: number; east: number }): Bbox {
  return [
    round(clamp(bounds.south, 90)),
    round(clamp(bounds.west, 180)),
    round(clamp(bounds.north, 90)),
    round(clamp(bounds.east, 180)),
  ];
}
