import type { OwnListing } from '@basera/shared';

/** The test listing's step 1 fields, as the wizard posts them (blanks as null). */
export const ADDRESS = {
  accommodation_name: 'Lotus PG',
  state_id: 1,
  city_id: 10,
  locality: 'Indiranagar',
  address_line_1: '12, 3rd Cross',
  address_line_2: null,
  landmark: null,
  project_society_building_name: null,
  postal_code: '560038',
  contact_no_1: '9876543210',
  contact_no_2: null,
  lat: null,
  long: null,
} satisfies Partial<OwnListing>;

/** An own listing as GET /get-own-property/{id} answers it (tests only). */
export function ownListing(overrides: Partial<OwnListing> = {}): OwnListing {
  return {
    id: 12,
    propty_id: 12,
    listing_id: 'BSR-PG-12',
    property_type: 'PG',
    ...ADDRESS,
    state_name: 'Karnataka',
    city_name: 'Bengaluru',
    accommodation_gender: 'Female',
    accommodation_occupation: 'Student, Employee',
    minimum_age: null,
    room_sharing_status: 'Shared',
    room_air_conditioning_status: 'AC',
    room_occupation_status: 'Double',
    total_rooms_ac: 4,
    total_rooms_non_ac: 0,
    total_rooms_with_cooler: 0,
    monthly_charge_min: 9500,
    price_with_food: 'Yes',
    food_served: null,
    affiliated: 'No',
    affiliation_details: null,
    pg_description: null,
    video_link: null,
    photo: null,
    gallery: [],
    amenities: [],
    facilities: [],
    post_created_at: '2026-11-01T10:00:00.000Z',
    is_wishlisted: false,
    status: 'draft',
    beds: [],
    free_beds_now: 0,
    beds_free_from: null,
    cuisine: [],
    meal_timings: [],
    food_meals: [],
    food_type: null,
    food_menu: null,
    security_deposit: null,
    deposit_refund_terms: null,
    notice_period_days: null,
    distance_in_meters: null,
    gate_closing_time: null,
    visitors_allowed: null,
    smoking_allowed: null,
    drinking_allowed: null,
    pets_allowed: null,
    wizard_step: 1,
    expires_at: null,
    photo_items: [],
    review: 'unsubmitted',
    review_reason: null,
    ...overrides,
  };
}

/** The answer of GET /get-own-property/{id}. */
export const ownAnswer = (listing: OwnListing) =>
  [200, { status: true, data: { property: listing, photoPath: 'http://api/storage/properties/' } }] as [
    number,
    unknown,
  ];

/** The answer of a step save. */
export const savedAnswer = (listing: OwnListing, message = 'Saved') =>
  [200, { status: true, message, post_id: listing.id, data: listing }] as [number, unknown];
