import { apiRequest } from '@basera/shared';
import { RATINGS_API, type ReviewSort } from '@basera/shared/rules';
import type { ReviewReportInput } from '@basera/shared/schemas';
import type { ListingReviewsAnswer, ReviewEligibility } from '@basera/shared/types';

/** GET /properties/{id}/reviews?sort=&page=: one page of a listing's visible reviews, with the summary. */
export const reviewsPath = (propertyId: number, sort: ReviewSort, page: number) =>
  `${RATINGS_API.listingReviews(propertyId)}?sort=${sort}&page=${page}`;

export const fetchReviews = (path: string) => apiRequest<ListingReviewsAnswer>(path);

/**
 * GET /properties/{id}/review-eligibility (signed in): may the viewer review it, or edit the review they wrote.
 * The key names the viewer, so a sign-in or a sign-out asks again.
 */
export const eligibilityKey = (propertyId: number, viewer: number) =>
  `${RATINGS_API.eligibility(propertyId)}#user=${viewer}`;

export const fetchEligibility = (key: string) =>
  apiRequest<{ status: boolean; data: ReviewEligibility } | ReviewEligibility>(key.split('#')[0]!).then(
    (answer) => ('data' in answer && answer.data ? answer.data : (answer as ReviewEligibility)),
  );

/** POST /reviews/{id}/report { reason, note? } (signed in, not the author): into the operators' queue. */
export const sendReviewReport = (reviewId: number, body: ReviewReportInput) =>
  apiRequest<{ status: boolean; message?: string }>(RATINGS_API.report(reviewId), { method: 'POST', body });
