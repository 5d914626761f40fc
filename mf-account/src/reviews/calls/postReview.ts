import { apiRequest } from '@basera/shared';
import { RATINGS_API } from '@basera/shared/rules';
import type { ReviewInput } from '@basera/shared/schemas';
import type { ReviewWithListing } from '@basera/shared/types';

export interface ReviewSaved {
  status: boolean;
  message: string;
  data: ReviewWithListing;
}

/**
 * POST /properties/{id}/reviews (reviewSchema) → 201 with RATING_MESSAGES.posted. 403 notEligible / ownListing,
 * 404 notPublic, 409 duplicate, 422 per field, 429 tooManyToday / listingBusy.
 */
export const postReview = (propertyId: number, input: ReviewInput) =>
  apiRequest<ReviewSaved>(RATINGS_API.listingReviews(propertyId), { method: 'POST', body: input });
