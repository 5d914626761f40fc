// Answers of the operator API as the listing tests use them (jest only).
import type { Listing } from '@basera/shared';
import type { AdminListingDetail, AdminListingSummary } from '@basera/shared/types';

const DAY = 86_400_000;
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY - 60_000).toISOString();

export function summary(
  id: number,
  name: string,
  change: Partial<AdminListingSummary> = {},
): AdminListingSummary {
  return {
    id,
    property_name: name,
    property_type: 'PG',
    city: 'Bengaluru',
    locality: 'Indiranagar',
    monthly_charge_min: 8500,
    monthly_charge_max: null,
    photo: `http://localhost:4000/storage/photos/${id}.webp`,
    owner: { id: 40 + id, name: `Owner ${id}`, phone: '9876500000' },
    review: 'pending',
    review_reason: null,
    submitted_at: daysAgo(2),
    reviewed_at: null,
    verified_at: null,
    ...change,
  };
}

export function detail(change: Partial<AdminListingDetail> = {}): AdminListingDetail {
  const listing = {
    id: 11,
    propty_id: 11,
    listing_id: 'BAS-000011',
    property_type: 'PG',
    accommodation_name: 'Lotus PG',
    state_name: 'Karnataka',
    city_name: 'Bengaluru',
    locality: 'Indiranagar',
    address_line_1: '12, 4th Cross',
    address_line_2: null,
    landmark: 'Near the metro',
    postal_code: '560038',
    contact_no_1: '9876543210',
    contact_no_2: null,
    lat: 12.97,
    long: 77.64,
    accommodation_gender: 'Girls',
    accommodation_occupation: 'Students',
    minimum_age: null,
    room_sharing_status: null,
    room_air_conditioning_status: null,
    room_occupation_status: null,
    total_rooms_ac: 2,
    total_rooms_non_ac: 4,
    total_rooms_with_cooler: 0,
    monthly_charge_min: 3000,
    price_with_food: null,
    food_served: 'Breakfast, Dinner',
    affiliated: null,
    affiliation_details: null,
    pg_description: 'Quiet rooms near the metro.',
    video_link: null,
    photo: 'http://localhost:4000/storage/photos/11-a.webp',
    gallery: [],
    photos: [
      'http://localhost:4000/storage/photos/11-a.webp',
      'http://localhost:4000/storage/photos/11-b.webp',
    ],
    amenities: [{ id: 1, amenities_name: 'Wi-Fi', image: '' }],
    facilities: [],
    post_created_at: daysAgo(3),
    is_wishlisted: false,
    status: 'active',
  } as unknown as Listing & { photos: string[] };
  return {
    listing,
    review: 'pending',
    review_reason: null,
    submitted_at: daysAgo(2),
    reviewed_at: null,
    reviewed_by_email: null,
    verified: null,
    map_url: 'https://www.google.com/maps/search/?api=1&query=12.97,77.64',
    price_range: { min: 6000, median: 8500, max: 12000, count: 9 },
    owner: {
      id: 51,
      name: 'Ravi Kumar',
      email: 'ravi@example.in',
      phone: '9876543210',
      created_at: daysAgo(1),
      account_age_days: 1,
      banned_at: null,
    },
    same_phone: [summary(31, 'Lotus Rooms', { review: 'approved' })],
    same_photo: [summary(32, 'Sunrise PG', { review: 'suspended' })],
    reports: [],
    ...change,
  };
}
