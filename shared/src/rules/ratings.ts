/**
 * Reviews and ratings (issue 32): who may review, the limits, the edit windows, the "Top rated" score and every
 * word the review form, the detail page, My Account, the owner's pages, the console and the mails show. No zod
 * here: the schemas are in schemas/ratings.ts. ("review" alone in rules/review.ts is the operators' listing review.)
 */

import { slotStart } from './enquiry';

/** Every visit slot is two hours long. */
const SLOT_HOURS = 2;
/** A confirmed visit counts as made ("Visited") once its slot has ended. */
export const isVisitOver = (date: string, slot: string, now: Date = new Date()) =>
  slotStart(date, slot).getTime() + SLOT_HOURS * 3_600_000 <= now.getTime();

/** 'visited': a confirmed visit whose slot has passed; 'stayed': a resident the owner invited. */
export const REVIEW_BASES = ['visited', 'stayed'] as const;
export type ReviewBasis = (typeof REVIEW_BASES)[number];
export const REVIEW_BASIS_LABELS: Record<ReviewBasis, string> = {
  visited: 'Visited',
  stayed: 'Stayed here',
};

/** The four categories rated beside the overall stars, in the order they are shown. */
export const RATING_CATEGORIES = ['food', 'cleanliness', 'safety', 'owner'] as const;
export type RatingCategory = (typeof RATING_CATEGORIES)[number];
export const RATING_CATEGORY_LABELS: Record<RatingCategory, string> = {
  food: 'Food',
  cleanliness: 'Cleanliness',
  safety: 'Safety',
  owner: 'Owner',
};

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const REVIEW_BODY_MIN = 30;
export const REVIEW_BODY_MAX = 1000;
export const REVIEW_REPLY_MIN = 2;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_REPORT_NOTE_MAX = 500;

/** A review, and the owner's reply, can be edited this many days after it was first posted; then it is fixed. */
export const REVIEW_EDIT_DAYS = 14;
/** An invitation link works this many days. */
export const REVIEW_INVITE_DAYS = 30;
/** The seeker's "How was your visit?" mail goes this many days after the visit's date (at 10 AM India time). */
export const REVIEW_PROMPT_DELAY_DAYS = 1;
/** Prompts stop asking this many days after the visit. */
export const REVIEW_PROMPT_MAX_DAYS = 60;

/** Reviews one account may post in 24 hours. */
export const REVIEWS_PER_ACCOUNT_PER_DAY = 5;
/** Reviews one listing may receive in 24 hours; more are refused (429). */
export const REVIEWS_PER_LISTING_PER_DAY = 20;
/** This many reviews on one listing within REVIEW_BURST_MINUTES flags the listing to the reports queue. */
export const REVIEW_BURST_COUNT = 5;
export const REVIEW_BURST_MINUTES = 60;
/** Review reports one person may send in 24 hours: a person reports a few, a script many. */
export const REVIEW_REPORTS_PER_DAY = 20;
/** Invitations one owner may send in 24 hours. */
export const REVIEW_INVITES_PER_DAY = 20;
/** Reviews per page on the detail page, My reviews and the owner's reviews. */
export const REVIEWS_PER_PAGE = 10;

/**
 * "Top rated" ranks by a Bayesian average: every listing starts as if it had RATING_PRIOR_WEIGHT reviews of
 * RATING_PRIOR_MEAN stars, so one 5-star review (3.75) does not beat forty 4.6s (4.48). Unrated listings score 0
 * and come last. A fixed prior keeps the score a function of the listing's own reviews, refreshed in the
 * review's transaction.
 */
export const RATING_PRIOR_MEAN = 3.5;
export const RATING_PRIOR_WEIGHT = 5;
export function bayesianScore(count: number, average: number | null): number {
  if (!count || average === null) return 0;
  return (RATING_PRIOR_WEIGHT * RATING_PRIOR_MEAN + count * average) / (RATING_PRIOR_WEIGHT + count);
}

/** The results filter: listings rated this many stars and above. */
export const MIN_RATING_FILTER = 4;

/** The badge on cards and the detail heading: "4.3 ★ (27)"; null when there is no review yet. */
export function ratingBadge(
  average: number | null | undefined,
  count: number | null | undefined,
): string | null {
  if (!count || average === null || average === undefined) return null;
  return `${average.toFixed(1)} ★ (${count})`;
}

/** Orders of a listing's reviews. */
export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Newest',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
};

/** Why a review is reported. */
export const REVIEW_REPORT_REASONS = {
  fake: 'Fake, or not a real visit or stay',
  offensive: 'Offensive or abusive',
  private: 'Shares private information',
  other: 'Other',
} as const;
export type ReviewReportReason = keyof typeof REVIEW_REPORT_REASONS;
/** The reports queue's reason for a burst of reviews on one listing (no reporter). */
export const REVIEW_BURST_REASON = 'review_burst';

/** Seeker and owner routes, under the API base (`/api`). */
export const RATINGS_API = {
  /** GET ?sort=newest|highest|lowest&page= (public: visible reviews, the summary); POST a review (signed in). */
  listingReviews: (propertyId: number) => `/properties/${propertyId}/reviews`,
  /** GET (signed in): may the viewer review this listing, on what basis, and their review if they wrote one. */
  eligibility: (propertyId: number) => `/properties/${propertyId}/review-eligibility`,
  /** PATCH the author's edit (within REVIEW_EDIT_DAYS). */
  review: (id: number) => `/reviews/${id}`,
  /** POST { reason, note? } (signed in, not the author): into the operators' reports queue. */
  report: (id: number) => `/reviews/${id}/report`,
  /** PUT { body } the owner's public reply (create, or edit within REVIEW_EDIT_DAYS of the first reply). */
  reply: (id: number) => `/reviews/${id}/reply`,
  /** GET ?page=: the signed-in user's own reviews, hidden ones marked. */
  mine: '/my-reviews',
  /** GET: the seeker's visits waiting for a review ("How was your visit to {name}?"). */
  prompts: '/review-prompts',
  /** GET ?property_id=&page=: reviews of the signed-in owner's listings, newest first. */
  received: '/own-reviews',
  /** POST { contact }: the owner invites a resident by email or phone. */
  invite: (propertyId: number) => `/own-property/${propertyId}/review-invitations`,
  /** GET (public): what the link is for; POST .../accept (signed in): binds it to the account. */
  invitation: (token: string) => `/review-invitations/${encodeURIComponent(token)}`,
  acceptInvitation: (token: string) => `/review-invitations/${encodeURIComponent(token)}/accept`,
} as const;

/** Front-end addresses of this issue. */
export const MY_REVIEWS_PATH = '/user/reviews';
export const writeReviewPath = (propertyId: number) => `/user/reviews/write/${propertyId}`;
export const reviewInvitePath = (token: string) => `/review-invite/${encodeURIComponent(token)}`;
export const LISTER_REVIEWS_PATH = '/user/listing-reviews';
