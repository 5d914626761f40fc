import { apiRequest } from '@basera/shared';
import { RATINGS_API } from '@basera/shared/rules';
import type { ReviewInput } from '@basera/shared/schemas';
import type { ReviewSaved } from './postReview';

/** PATCH /reviews/{id} (reviewSchema, the author only) → RATING_MESSAGES.updated; 409 editClosed after 14 days. */
export const updateReview = (reviewId: number, input: ReviewInput) =>
  apiRequest<ReviewSaved>(RATINGS_API.review(reviewId), { method: 'PATCH', body: input });
