import { type BedRow, indiaToday } from '@basera/shared/schemas';
import { effectiveStatus } from './states';

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
  /** The reader owns the listing: OWNER_FIELDS are shown. */
  owner?: boolean;
}

const isoOrNull = (value: unknown) => (value ? new Date(value as string | Date).toISOString() : null);

/** Whether a listing leads its locality's default results now (a Featured plan's days not run out). */
export const isFeatured = (featuredUntil: unknown, now = new Date()) =>
  Boolean(featuredUntil) && new Date(featuredUntil as string | Date) > now;

const HIDDEN = new Set([
  'search_text',
  'search_vector',
  'owner_id',
  'total_count',
  'rank',
  'wishlist_created_at',
  // Operators' bookkeeping (issue 28): the public sees `verified`, the owner `review` and `review_reason`.
  'owner_banned',
  'submitted_at',
  'reviewed_at',
  'reviewed_by',
  'verified_at',
  'verified_by',
  'verified_method',
  'verified_note',
  // Plans (issue 31): the public sees `featured`; the owner also gets featured_until and
  // verification_requested_at (OWNER_FIELDS); the reminder's and the archive's bookkeeping stay inside.
  'featured_until',
  'verification_requested_at',
  'expiry_reminded_for',
  'archived_at',
  // Reviews (issue 32): the public sees rating_avg and rating_count; the "Top rated" key orders, never shows.
  'rating_score',
]);
/** Hidden from the public, shown to the listing's owner (My Listings' chips). */
const OWNER_FIELDS = ['featured_until', 'verification_requested_at'] as const;
const LISTS = ['accommodation_occupation', 'room_air_conditioning_status', 'room_occupation_status'];

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

/**
 * The badge's figures (issue 32), kept on the listing row by the review's transaction: the average of the visible
 * reviews (numeric(3,2), read as text by the drivers) as a number, null while there are none, and their count.
 */
export function ratingFigures(row: Record<string, unknown>) {
  const count = Number(row.rating_count ?? 0) || 0;
  const average = row.rating_avg === null || row.rating_avg === undefined ? null : Number(row.rating_avg);
  return {
    rating_avg: count && average !== null && Number.isFinite(average) ? average : null,
    rating_count: count,
  };
}

export function serializeProperty(row: PropertyRow, extras: Extras) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (HIDDEN.has(key)) continue;
    if (LISTS.includes(key)) out[key] = (value as string[] | null)?.join(', ') || null;
    else if (value instanceof Date) out[key] = value.toISOString();
    else out[key] = value;
  }
  if (extras.owner) for (const key of OWNER_FIELDS) out[key] = isoOrNull(row[key]);
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
    /** An operator checked the place (a call or a visit): the "Verified" badge. */
    verified: Boolean(row.verified_at),
    /** A Featured plan's days are running: the "Featured" mark, and first in its locality's default results. */
    featured: isFeatured(row.featured_until),
    review: (row.review as string | undefined) ?? 'approved',
    review_reason: (row.review_reason as string | null | undefined) ?? null,
    expires_at: row.expires_at ? new Date(row.expires_at).toISOString() : null,
    beds: row.beds ?? [],
    ...bedSummary(row.beds),
    ...ratingFigures(row),
  };
}
