import { apiRequest } from '@basera/shared';
import { ADMIN_API, type ReviewState } from '@basera/shared/rules';

export interface ReviewAnswer {
  status: boolean;
  message: string;
  data: { review: ReviewState; review_reason: string | null };
}

/**
 * POST approve / reject / suspend with `from`, the review state the operator saw: the API changes the listing
 * only if it is still in that state, else answers 409 with REVIEW_MESSAGES.conflict.
 */
export function approveListing(id: number, from: ReviewState): Promise<ReviewAnswer> {
  return apiRequest(ADMIN_API.approve(id), { method: 'POST', body: { from } });
}

export function rejectListing(id: number, from: ReviewState, reason: string): Promise<ReviewAnswer> {
  return apiRequest(ADMIN_API.reject(id), { method: 'POST', body: { from, reason } });
}

export function suspendListing(id: number, from: ReviewState, reason: string): Promise<ReviewAnswer> {
  return apiRequest(ADMIN_API.suspend(id), { method: 'POST', body: { from, reason } });
}
