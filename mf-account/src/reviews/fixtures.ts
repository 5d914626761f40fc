import type {
  ReviewEligibility,
  ReviewInvitationInfo,
  ReviewListing,
  ReviewPrompt,
  ReviewWithListing,
} from '@basera/shared/types';

// The review answers of the API as this app's tests need them (jest only).

export const testListing = (change: Partial<ReviewListing> = {}): ReviewListing => ({
  id: 42,
  accommodation_name: 'Sunrise PG for Women',
  property_type: 'PG',
  locality: 'Koramangala',
  city_name: 'Bengaluru',
  photo: null,
  ...change,
});

/** One of the viewer's own reviews (My reviews, the write page's edit mode). */
export const testMyReview = (change: Partial<ReviewWithListing> = {}): ReviewWithListing => ({
  id: 7,
  property_id: 42,
  author_name: 'Asha R.',
  basis: 'visited',
  rating: 4,
  categories: { food: 3, cleanliness: 4, safety: 5, owner: 4 },
  body: 'Clean rooms and a helpful warden.\nThe Wi-Fi drops in the evening.',
  recommend: true,
  created_at: '2026-11-20T09:30:00.000Z',
  updated_at: '2026-11-20T09:30:00.000Z',
  edited: false,
  reply: null,
  listing: testListing(),
  hidden_reason: null,
  hidden_at: null,
  editable_until: '2026-12-04T09:30:00.000Z',
  reply_editable_until: null,
  ...change,
});

export const testEligibility = (change: Partial<ReviewEligibility> = {}): ReviewEligibility => ({
  can_review: true,
  basis: 'visited',
  reason: null,
  review: null,
  listing: testListing(),
  ...change,
});

export const testPrompt = (change: Partial<ReviewPrompt> = {}): ReviewPrompt => ({
  property_id: 42,
  thread_id: 5,
  visit_date: '2026-11-24',
  listing: testListing(),
  ...change,
});

export const testInvitation = (change: Partial<ReviewInvitationInfo> = {}): ReviewInvitationInfo => ({
  state: 'open',
  owner_name: 'Ravi',
  listing: testListing(),
  ...change,
});
