/**
 * The four kinds of listing. One list, one casing rule: `ListingType` ('PG', 'Hostel', 'Mess', 'Room') is how
 * the database, the API and the code name a type; every other spelling (route segments 'pg', the search
 * box's 'Pg', 'Room Sharing') is read with `toListingType` and written from `LISTING_TYPE_INFO`.
 */
export const LISTING_TYPES = ['PG', 'Hostel', 'Mess', 'Room'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

export interface ListingTypeInfo {
  type: ListingType;
  /** Route segment: /pg, /search_pg, /user/pg. */
  slug: string;
  /** How people read it: 'PG', 'Room Sharing'. */
  label: string;
  /** The search box's option (spec 01 section 5: 'Pg', 'Hostel', 'Mess', 'Room Sharing' with value 'Room'). */
  option: { value: string; label: string };
  /** The listing wizard's second step and the detail page's section title. */
  detailsTitle: string;
}

export const LISTING_TYPE_INFO: Record<ListingType, ListingTypeInfo> = {
  PG: {
    type: 'PG',
    slug: 'pg',
    label: 'PG',
    option: { value: 'Pg', label: 'Pg' },
    detailsTitle: 'PG Accommodation Details',
  },
  Hostel: {
    type: 'Hostel',
    slug: 'hostel',
    label: 'Hostel',
    option: { value: 'Hostel', label: 'Hostel' },
    detailsTitle: 'Hostel Details',
  },
  Mess: {
    type: 'Mess',
    slug: 'mess',
    label: 'Mess',
    option: { value: 'Mess', label: 'Mess' },
    detailsTitle: 'Mess Details',
  },
  Room: {
    type: 'Room',
    slug: 'room',
    label: 'Room Sharing',
    option: { value: 'Room', label: 'Room Sharing' },
    detailsTitle: 'Room Sharing Details',
  },
};

/** Options of the search box and filter sidebar's Room Type, in the spec's order. */
export const ROOM_TYPE_OPTIONS = LISTING_TYPES.map((type) => LISTING_TYPE_INFO[type].option);

/** Any spelling of a type ('pg', 'Pg', 'PG', 'room', 'Room Sharing') as its `ListingType`; null when none. */
export function toListingType(value: unknown): ListingType | null {
  if (typeof value !== 'string') return null;
  const word = value.trim().toLowerCase();
  if (word === 'room sharing') return 'Room';
  return LISTING_TYPES.find((type) => type.toLowerCase() === word) ?? null;
}

/** 'PG', 'Hostel', 'Mess', 'Room Sharing'; an unknown value is returned as it came. */
export const listingTypeLabel = (value: string): string => {
  const type = toListingType(value);
  return type ? LISTING_TYPE_INFO[type].label : value;
};
