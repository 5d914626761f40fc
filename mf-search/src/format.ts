/** An amount in rupees with Indian digit grouping ("12,500"), or N/A. */
export function rupees(amount: number | null | undefined): string {
  return typeof amount === 'number' && Number.isFinite(amount) ? amount.toLocaleString('en-IN') : 'N/A';
}

/** 'Monthly Charge: Rs. {amount or N/A} onwards' (spec 02 section 2). */
export const monthlyCharge = (amount: number | null | undefined) =>
  `Monthly Charge: Rs. ${rupees(amount)} onwards`;

/** The home card's Property Price (spec 01 section 3: monthly_charge_min). */
export const propertyPrice = (amount: number | null | undefined) => `Property Price: Rs. ${rupees(amount)}`;

/** Cuts text at `max` characters with an ellipsis (affiliation details: 25). */
export function cutChars(text: string | null | undefined, max: number): string {
  if (!text) return '';
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}

/** Cuts text after `max` words with an ellipsis (detail address: 5). */
export function cutWords(text: string | null | undefined, max: number): string {
  if (!text) return '';
  const words = text.trim().split(/\s+/);
  return words.length > max ? `${words.slice(0, max).join(' ')}...` : text.trim();
}

/** "12 Nov 2026". */
export function postedDate(iso: string | null | undefined): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? 'N/A'
    : date.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
}

export const orNA = (value: unknown): string =>
  value === null || value === undefined || value === '' ? 'N/A' : String(value);

/** address_line_1, then address_line_2 after a comma when present. */
export const addressLine = (line1: string, line2: string | null | undefined) =>
  line2 ? `${line1}, ${line2}` : line1;

/**
 * Where a listing is, for cards: the two address lines (spec), then its locality unless line 2 already names
 * it, then its city, so a seeker always sees the neighbourhood.
 */
export function placeLine(listing: {
  address_line_1: string;
  address_line_2: string | null;
  locality: string;
  city_name: string;
}): string {
  const parts = [listing.address_line_1, listing.address_line_2];
  const known = parts.join(' ').toLowerCase();
  if (listing.locality && !known.includes(listing.locality.toLowerCase())) parts.push(listing.locality);
  parts.push(listing.city_name);
  return parts.filter(Boolean).join(', ');
}

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
