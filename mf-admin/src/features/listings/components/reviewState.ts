import { rupees } from '@basera/shared';
import type { ReviewState } from '@basera/shared/rules';

/** How the console names each review state, and its chip's colour. */
export const REVIEW_STATE_LABELS: Record<ReviewState, string> = {
  unsubmitted: 'Not submitted',
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
  suspended: 'Suspended',
};

export const REVIEW_STATE_COLORS: Record<ReviewState, 'default' | 'warning' | 'success' | 'error'> = {
  unsubmitted: 'default',
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
  suspended: 'error',
};

/**
 * The chip of a listing whose owner bought the "Verified" check and is not verified yet (issue 31), and the
 * queue's tab of them: the words My Listings shows the owner.
 */
export const VERIFICATION_REQUESTED = 'Verification requested';

/** "Rs. 8,000 - 12,000", "Rs. 8,000", or "No price" (a listing's monthly range). */
export function priceRangeText(min: number | null, max: number | null): string {
  const rs = rupees;
  if (min === null && max === null) return 'No price';
  if (min !== null && max !== null && max > min) return `Rs. ${rs(min)} - ${rs(max)}`;
  return `Rs. ${rs((min ?? max) as number)}`;
}
