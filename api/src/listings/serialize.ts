import { type BedRow, indiaToday, type ListingStatus } from '@basera/shared/schemas';

/** A properties row as the API shows it (spec 02 section 3 field names). */
export interface PropertyRow {
  id: number;
  listing_id: string;
  owner_id: number | null;
  status: string;
  property_type: string;
  accommodation_name: string;
  state_id: number;
  city_id: number;
  state_name: string;
  city_name: string;
  accommodation_occupation: string[];
  room_air_conditioning_status: string[];
  room_occupation_status: string[];
  posted_at: string | Date;
  created_at: string | Date;
  expires_at: string | Date | null;
  beds: BedRow[] | null;
  [field: string]: unknown;
}

export interface Extras {
  /** Every photo but the main one (property_photos position 0, mirrored in properties.photo), in order. */
  gallery: string[];
  amenities: Array<{ id: number; amenities_name: string; image: string }>;
  facilities: Array<{ id: number; facilities_name: string; image: string }>;
  wishlisted: boolean;
}

const HIDDEN = new Set([
  'search_text',
  'search_vector',
  'owner_id',
  'total_count',
  'rank',
  'wishlist_created_at',
]);
const LISTS = ['accommodation_occupation', 'room_air_conditioning_status', 'room_occupation_status'];

/** SQL that is true for a listing the public may see: active, with its subscription still running. */
export const PUBLIC_LISTING = `p.status = 'active' AND p.expires_at > now()`;

/** The status a Lister sees: an active listing whose subscription has run out reads "expired". */
export function effectiveStatus(
  row: Pick<PropertyRow, 'status' | 'expires_at'>,
  now = new Date(),
): ListingStatus {
  if (row.status === 'active' && (!row.expires_at || new Date(row.expires_at) <= now)) return 'expired';
  return row.status as ListingStatus;
}

/** Beds free today (India's date), and the earliest date from which any bed is free. */
export function bedSummary(beds: BedRow[] | null, today = indiaToday()) {
  let freeNow = 0;
  let freeFrom: string | null = null;
  for (const row of beds ?? []) {
    if (row.free_beds <= 0) continue;
    const from = row.available_from ?? today;
    if (from <= today) freeNow += row.free_beds;
    if (!freeFrom || from < freeFrom) freeFrom = from;
  }
  return { free_beds_now: freeNow, beds_free_from: freeFrom };
}

export function serializeProperty(row: PropertyRow, extras: Extras) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (HIDDEN.has(key)) continue;
    if (LISTS.includes(key)) out[key] = (value as string[] | null)?.join(', ') || null;
    else if (value instanceof Date) out[key] = value.toISOString();
    else out[key] = value;
  }
  return {
    ...out,
    id: Number(row.id),
    propty_id: Number(row.id),
    post_id: Number(row.id),
    post_created_at: new Date(row.posted_at).toISOString(),
    created_at: new Date(row.created_at).toISOString(),
    gallery: extras.gallery,
    amenities: extras.amenities,
    facilities: extras.facilities,
    is_wishlisted: extras.wishlisted,
    status: effectiveStatus(row),
    expires_at: row.expires_at ? new Date(row.expires_at).toISOString() : null,
    beds: row.beds ?? [],
    ...bedSummary(row.beds),
  };
}
