// mf-search's own wording. Money, dates, word cuts and the place line are Basera's words: @basera/shared.
import { rupees } from '@basera/shared';
import { BED_SHARING_OPTIONS } from '@basera/shared/rules';

/** 'Monthly Charge: Rs. {amount or N/A} onwards' (spec 02 section 2). */
export const monthlyCharge = (amount: number | null | undefined) =>
  `Monthly Charge: Rs. ${rupees(amount)} onwards`;

/**
 * The home card's Property Price (spec 01 section 3: monthly_charge_min), per month as it is a monthly charge:
 * "Property Price: Rs. 8,500/month"; no amount reads "Rs. N/A".
 */
export const propertyPrice = (amount: number | null | undefined) => {
  const money = rupees(amount);
  return `Property Price: Rs. ${money}${money === 'N/A' ? '' : '/month'}`;
};

/** The listing's place on a map, from its coordinates (or its address when it has none). */
export function mapUrl(listing: {
  lat: number | null;
  long: number | null;
  accommodation_name: string;
  city_name: string;
}) {
  const query =
    listing.lat !== null && listing.long !== null
      ? `${listing.lat},${listing.long}`
      : `${listing.accommodation_name}, ${listing.city_name}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

export const photoUrl = (base: string, file: string | null | undefined) => (file ? `${base}${file}` : null);

/** The sharing kinds in the order a seeker reads them: a room of one's own first. */
const SHARING_ORDER: readonly string[] = BED_SHARING_OPTIONS;

/** A bed row as the rent line needs it. */
interface RentRow {
  sharing: string;
  rent?: number | null;
}

/** Each sharing kind with a rent, Single to Dormitory: ["Single Rs. 12,000", "Double Rs. 8,500"]. */
export function rentParts(beds: readonly RentRow[] | null | undefined): string[] {
  return (beds ?? [])
    .filter(
      (row): row is RentRow & { rent: number } => typeof row.rent === 'number' && Number.isFinite(row.rent),
    )
    .sort((a, b) => SHARING_ORDER.indexOf(a.sharing) - SHARING_ORDER.indexOf(b.sharing))
    .map((row) => `${row.sharing} Rs. ${rupees(row.rent)}`);
}

/**
 * Rent per sharing kind, from the bed rows that have one, Single to Dormitory: "Single Rs. 12,000 · Double
 * Rs. 8,500"; null when no row has a rent (the card then shows the monthly charge).
 */
export function rentPerSharing(beds: readonly RentRow[] | null | undefined): string | null {
  const parts = rentParts(beds);
  return parts.length ? parts.join(' · ') : null;
}

/** "Deposit Rs. 10,000", "No deposit" (0), or null when the owner has not said. */
export function depositText(amount: number | null | undefined): string | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return null;
  return amount > 0 ? `Deposit Rs. ${rupees(amount)}` : 'No deposit';
}

/** The name of the seeker's own point (SearchPoint.name of "Use my location"). */
export const YOUR_LOCATION = 'Your location';

/**
 * "1.2 km from Christ University", "1.2 km from you" for the seeker's own location; null without a distance or
 * a name to measure from.
 */
export function distanceFrom(
  km: number | null | undefined,
  nearName: string | null | undefined,
): string | null {
  if (typeof km !== 'number' || !Number.isFinite(km) || !nearName) return null;
  const d = km.toFixed(1);
  return `${d} km from ${nearName === YOUR_LOCATION ? 'you' : nearName}`;
}
