import type { ListingStatus, ReviewState } from '@basera/shared/schemas';

/**
 * Listing states and the public rule, in ONE place (issue 28). Two independent axes:
 *
 * - `status`, the Lister's own switch: draft, active, inactive (and "expired": active with its subscription
 *   run out, see effectiveStatus);
 * - `review`, the operators': unsubmitted (never paid), pending (paid, in the queue), approved, rejected,
 *   suspended (migration 014).
 *
 * A listing is public while it is active, subscribed (expires_at ahead), approved, and its owner not banned.
 * Search, keyword search, home counts and recent listings, the detail page, the shortlist, enquiries and calls
 * all read PUBLIC_LISTING (SQL over `p`) or isPublicListing (a row already read).
 */
export const PUBLIC_LISTING = `p.status = 'active' AND p.expires_at > now() AND p.review = 'approved' AND NOT p.owner_banned`;

/** The columns the public rule reads. */
export interface StateColumns {
  status: string;
  expires_at: string | Date | null;
  review?: string | null;
  owner_banned?: boolean | null;
}

/** The status a Lister sees: an active listing whose subscription has run out reads "expired". */
export function effectiveStatus(
  row: Pick<StateColumns, 'status' | 'expires_at'>,
  now = new Date(),
): ListingStatus {
  if (row.status === 'active' && (!row.expires_at || new Date(row.expires_at) <= now)) return 'expired';
  return row.status as ListingStatus;
}

/** Whether the public may see a listing: the row-level twin of PUBLIC_LISTING. */
export function isPublicListing(row: StateColumns, now = new Date()): boolean {
  return effectiveStatus(row, now) === 'active' && row.review === 'approved' && !row.owner_banned;
}

/** Who may move a listing's review, from which state, to which (the operators' actions). */
export const REVIEW_MOVES = {
  approve: { from: ['pending', 'suspended', 'rejected'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
  suspend: { from: ['approved'], to: 'suspended' },
} as const satisfies Record<string, { from: readonly ReviewState[]; to: ReviewState }>;
export type ReviewAction = keyof typeof REVIEW_MOVES;

/**
 * The review a paid listing gets: an unsubmitted or rejected one goes into the queue (or is approved at once
 * with LISTING_REVIEW=off); approved, pending and suspended stay as they are (a renewal of a suspended
 * listing does not bring it back).
 */
export function reviewAfterPayment(current: ReviewState, reviewOn: boolean): ReviewState {
  if (current !== 'unsubmitted' && current !== 'rejected') return current;
  return reviewOn ? 'pending' : 'approved';
}

/** SQL for the same move inside an UPDATE of `p` ($n is whether review is on). */
export const reviewAfterPaymentSql = (reviewOnParam: string) =>
  `CASE WHEN p.review IN ('unsubmitted', 'rejected')
        THEN CASE WHEN ${reviewOnParam}::boolean THEN 'pending' ELSE 'approved' END
        ELSE p.review END`;
