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
  [field: string]: unknown;
}

export interface Extras {
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
  };
}
