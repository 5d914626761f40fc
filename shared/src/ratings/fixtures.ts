import type { ListingReview, RatingSummary } from '@basera/shared/types';

/** A review as GET /properties/{id}/reviews answers it, for tests (jest only). */
export function testReview(change: Partial<ListingReview> = {}): ListingReview {
  return {
    id: 7,
    property_id: 42,
    author_name: 'Meera N.',
    basis: 'visited',
    rating: 4,
    categories: { food: 3, cleanliness: 4, safety: 5, owner: 4 },
    body: 'Clean rooms and a helpful warden.\nThe Wi-Fi drops in the evening.',
    recommend: true,
    created_at: '2026-11-10T09:30:00Z',
    updated_at: '2026-11-10T09:30:00Z',
    edited: false,
    reply: null,
    ...change,
  };
}

/** The figures above a listing's reviews, for tests. */
export function testSummary(change: Partial<RatingSummary> = {}): RatingSummary {
  return {
    average: 4.25,
    count: 4,
    categories: { food: 3.5, cleanliness: 4.25, safety: 4.75, owner: 4 },
    distribution: { '5': 2, '4': 1, '3': 1, '2': 0, '1': 0 },
    recommend_percent: 75,
    ...change,
  };
}
