// mf-search's own wording. Money, dates, word cuts and the place line are Basera's words: @basera/shared.
import { rupees } from '@basera/shared';

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
