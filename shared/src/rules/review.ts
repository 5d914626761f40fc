// Listing review, reports, verification and reply times (issue 28): the words the API and the screens share.
// Paths and states are in ./admin.ts.

import type { ReviewState } from './admin';

/** The exact texts of the review flow's answers. */
export const REVIEW_MESSAGES = {
  /** A conditional update found the listing in another state than the operator saw. */
  conflict: 'Someone else has already changed this listing. Reload to see its state.',
  approved: 'Listing approved. The owner has been told.',
  rejected: 'Listing rejected. The owner has been told.',
  suspended: 'Listing suspended. The owner has been told.',
  notAllowed: (action: string, from: ReviewState) => `A listing that is ${from} cannot be ${action}.`,
  verified: 'Listing marked Verified.',
  unverified: 'Verified badge removed.',
  verifyLiveOnly: 'Only a live listing can be marked Verified.',
  notVerified: 'This listing is not marked Verified.',
  resubmitted: 'Sent for review',
  resubmitRejectedOnly: 'Only a rejected listing can be sent for review again.',
  reportSeekersOnly: 'Only Search Users can report listings.',
  reportTwice: 'You have already reported this listing. Our team is looking at it.',
  reportThanks: 'Thanks for telling us. Our team will look at this listing.',
  reportNoteRequired: 'Tell us what is wrong (at least 3 characters)',
  reportClosed: 'This report is already closed. Reload to see what was done.',
  reportDismissed: 'Report dismissed.',
  reportActioned: 'Listing suspended and report closed.',
  reportUserBanned: 'User banned and report closed.',
  reportNoListing: 'This report has no listing to suspend.',
  reportNoUser: 'This report has no user to ban.',
} as const;

/** The Lister's chip in My Listings for a listing's review (null: no chip, e.g. approved or never paid). */
export function reviewChipText(review: ReviewState, reason: string | null | undefined): string | null {
  if (review === 'pending') return 'Pending review';
  if (review === 'rejected') return `Rejected: ${reason ?? ''}`.trim();
  if (review === 'suspended') return `Suspended: ${reason ?? ''}`.trim();
  return null;
}

/** An owner's replies over the last 30 days (detail page), null when fewer than REPLY_RATE_MIN_THREADS threads. */
export interface OwnerReplies {
  /** Threads the owner answered, in percent (0..100). */
  rate: number;
  /** The median time to the first answer, in minutes (0 when none was answered). */
  typical_minutes: number;
  /** Threads started in the window. */
  threads: number;
}

/** Days of enquiry threads the reply rate reads, and the fewest threads that make a rate worth showing. */
export const REPLY_RATE_DAYS = 30;
export const REPLY_RATE_MIN_THREADS = 3;

/**
 * "Usually replies within an hour" / "... within 3 hours" / "... within a day" / "... within 2 days", from a
 * typical reply time in minutes (rounded up to the unit it is said in).
 */
export function replyTimeText(typicalMinutes: number): string {
  const minutes = Math.max(0, typicalMinutes);
  if (minutes <= 60) return 'Usually replies within an hour';
  const hours = Math.ceil(minutes / 60);
  if (hours < 24) return `Usually replies within ${hours} hours`;
  const days = Math.ceil(minutes / 1440);
  return days <= 1 ? 'Usually replies within a day' : `Usually replies within ${days} days`;
}

/** The detail page's line, or null when there is nothing to say (no figures, or no answer at all). */
export function ownerRepliesText(replies: OwnerReplies | null | undefined): string | null {
  if (!replies || replies.rate === 0) return null;
  return replyTimeText(replies.typical_minutes);
}

/** The Lister's "My Listings" page (links in the review mails). */
export const MY_LISTINGS_PATH = '/user/view-all-listing';
