import type { ReviewWithListing } from '@basera/shared/types';

/** What the owner's reviews page shows, as its address holds it: `?listing=7&page=2`. */
export interface ReviewsQuery {
  /** A listing's property id; null: every listing. */
  listing: number | null;
  page: number;
}

const positive = (value: string | null): number | null => {
  const number = Number(value);
  return value && Number.isSafeInteger(number) && number > 0 ? number : null;
};

/** The query of the address; anything unknown reads as every listing, page 1. */
export function readReviewsQuery(params: URLSearchParams): ReviewsQuery {
  return { listing: positive(params.get('listing')), page: positive(params.get('page')) ?? 1 };
}

/** The address's query for these choices, defaults left out. */
export function reviewsSearch({ listing, page }: ReviewsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (listing) params.set('listing', String(listing));
  if (page > 1) params.set('page', String(page));
  return params;
}

/**
 * What the owner can do about a review: 'reply' (no reply yet), 'edit' (a reply still inside its edit window),
 * 'closed' (a reply fixed for good), 'none' (a review the team hid: the server takes no reply to it).
 */
export type ReplyState = 'reply' | 'edit' | 'closed' | 'none';

export function replyState(
  review: Pick<ReviewWithListing, 'reply' | 'reply_editable_until' | 'hidden_reason'>,
  now = new Date(),
): ReplyState {
  if (review.hidden_reason) return 'none';
  if (!review.reply) return 'reply';
  const until = review.reply_editable_until;
  return until && new Date(until) > now ? 'edit' : 'closed';
}

/**
 * A lead's phone as the invite field takes it: the 10 digits of an Indian mobile ("+91 98765 43210" and
 * "09876543210" are 9876543210); anything else as it was written, for the owner to correct.
 */
export function invitePhone(phone: string | null | undefined): string {
  const raw = (phone ?? '').trim();
  const digits = raw.replace(/\D/g, '');
  const ten = digits.length > 10 ? digits.slice(-10) : digits;
  if (/^[1-9]\d{9}$/.test(ten) && (digits.length === 10 || /^(91|0)$/.test(digits.slice(0, -10)))) return ten;
  return raw;
}
