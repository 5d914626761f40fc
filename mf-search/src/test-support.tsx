// For tests only (imported by *.test.tsx): a listing as the API returns it, layout and location helpers.

import type { Listing } from '@basera/shared';
import { useLocation } from '@basera/shared/router';
import type { ListingReview, ListingReviewsAnswer, RatingSummary } from '@basera/shared/types';

export function listing(overrides: Partial<Listing> = {}): Listing {
  return {
    id: 42,
    propty_id: 42,
    listing_id: 'BSR-000042',
    property_type: 'PG',
    accommodation_name: 'Sunrise Ladies PG',
    state_name: 'Karnataka',
    city_name: 'Bengaluru',
    locality: 'Koramangala',
    address_line_1: '14, 5th Cross',
    address_line_2: 'Koramangala 4th Block',
    landmark: 'Near Forum Mall',
    postal_code: '560034',
    contact_no_1: '9876543210',
    contact_no_2: '9123456780',
    lat: 12.93,
    long: 77.62,
    accommodation_gender: 'Female',
    accommodation_occupation: 'Student, Employee',
    minimum_age: 18,
    room_sharing_status: 'Shared',
    room_air_conditioning_status: 'AC, Non-AC',
    room_occupation_status: 'Double, Triple',
    total_rooms_ac: 4,
    total_rooms_non_ac: 6,
    total_rooms_with_cooler: 0,
    monthly_charge_min: 12500,
    price_with_food: 'Yes',
    food_served: 'Breakfast, Dinner',
    affiliated: 'Yes',
    affiliation_details: 'Tie-up with Christ University hostel office',
    pg_description: 'Clean rooms',
    video_link: null,
    photo: 'main.webp',
    gallery: ['g1.webp', 'g2.webp', 'g3.webp', 'g4.webp'],
    amenities: [{ id: 1, amenities_name: 'Wi-Fi', image: 'wifi' }],
    facilities: [
      { id: 1, facilities_name: 'Laundry', image: 'laundry' },
      { id: 2, facilities_name: 'CCTV', image: 'cctv' },
    ],
    post_created_at: '2026-11-12T10:00:00.000Z',
    is_wishlisted: false,
    status: 'active',
    beds: [{ sharing: 'Double', total_beds: 8, free_beds: 2, available_from: '2026-11-01' }],
    free_beds_now: 2,
    beds_free_from: '2026-11-01',
    cuisine: [],
    meal_timings: [],
    food_meals: ['Breakfast', 'Dinner'],
    food_type: 'Veg',
    food_menu: null,
    security_deposit: 10000,
    deposit_refund_terms: 'Refunded within 7 days of leaving',
    notice_period_days: 30,
    distance_in_meters: 200,
    gate_closing_time: '22:30',
    visitors_allowed: 'Common areas only',
    smoking_allowed: 'No',
    drinking_allowed: 'No',
    pets_allowed: 'No',
    ...overrides,
  };
}

/**
 * jsdom lays nothing out: give elements a phone's size so swiper can place its slides (the lightbox), and ask
 * for reduced motion so that slides move at once (no transition end to wait for).
 */
export function phoneLayout() {
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(640);
}

/** Where the page sent the user: path and query. */
export function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/** A review as GET /properties/{id}/reviews answers it (issue 32): the shared fixture. */
export { testReview as review } from '@basera/shared/testing';

/** One page of a listing's reviews with its figures, as the API answers it. */
export function reviewsAnswer(
  reviews: ListingReview[],
  {
    total = reviews.length,
    page = 1,
    summary = {},
  }: { total?: number; page?: number; summary?: Partial<RatingSummary> } = {},
): ListingReviewsAnswer {
  return {
    status: true,
    data: reviews,
    total,
    page,
    per_page: 10,
    summary: {
      average: 4.25,
      count: total,
      categories: { food: 3.5, cleanliness: 4.25, safety: 4.75, owner: 4 },
      distribution: { '5': 2, '4': 1, '3': 1, '2': 0, '1': 0 },
      recommend_percent: 75,
      ...summary,
    },
  };
}
