import { type ListingType, REVIEW_EDIT_DAYS, type ReviewBasis } from '@basera/shared/schemas';
import type { AdminReviewItem, ListingReview, ReviewListing, ReviewWithListing } from '@basera/shared/types';

/**
 * One review as every list shows it (issue 32): the detail page (`toListingReview`), My reviews, the owner's
 * reviews and the console (`serializeReview`, `toAdminReviewItem`). Select with REVIEW_SELECT and add a WHERE /
 * ORDER BY over `r` (listing_reviews), `p` (properties) and `a` (the author).
 */
export const REVIEW_SELECT = `
  SELECT r.id, r.property_id, r.author_id, r.basis, r.rating, r.food_rating, r.cleanliness_rating,
         r.safety_rating, r.owner_rating, r.body, r.recommend, r.created_at, r.updated_at, r.hidden_at,
         r.hidden_reason, r.reply_body, r.reply_at, r.reply_updated_at,
         a.fname AS author_fname, a.lname AS author_lname, a.email AS author_email,
         p.owner_id, p.accommodation_name, p.property_type, p.locality, p.city_name, p.photo
    FROM listing_reviews r
    JOIN properties p ON p.id = r.property_id
    JOIN users a ON a.id = r.author_id`;

type Id = number | string;
type Time = string | Date;

/** A row of REVIEW_SELECT. */
export interface ReviewRow {
  id: Id;
  property_id: Id;
  author_id: Id;
  basis: ReviewBasis;
  rating: number;
  food_rating: number;
  cleanliness_rating: number;
  safety_rating: number;
  owner_rating: number;
  body: string;
  recommend: boolean;
  created_at: Time;
  updated_at: Time;
  hidden_at: Time | null;
  hidden_reason: string | null;
  reply_body: string | null;
  reply_at: Time | null;
  reply_updated_at: Time | null;
  author_fname: string | null;
  author_lname: string | null;
  author_email: string | null;
  owner_id: Id | null;
  accommodation_name: string;
  property_type: string;
  locality: string | null;
  city_name: string | null;
  photo: string | null;
}

const DAY_MS = 86_400_000;
const iso = (value: Time) => new Date(value).toISOString();
const isoOrNull = (value: Time | null) => (value === null ? null : iso(value));

/** First name and last initial ("Meera N."): how a review is signed everywhere. */
export function reviewAuthorName(fname: string | null, lname: string | null): string {
  const first = (fname ?? '').trim() || 'A resident';
  const initial = (lname ?? '').trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

/** The end of a 14-day window opened at `from`, or null once it has passed (or there is no window). */
export function windowEnd(from: Time | null, now: Date): string | null {
  if (from === null) return null;
  const end = new Date(new Date(from).getTime() + REVIEW_EDIT_DAYS * DAY_MS);
  return end.getTime() >= now.getTime() ? end.toISOString() : null;
}

/** The public part of a review (the detail page's list): no state, no listing. */
export function toListingReview(row: ReviewRow): ListingReview {
  return {
    id: Number(row.id),
    property_id: Number(row.property_id),
    author_name: reviewAuthorName(row.author_fname, row.author_lname),
    basis: row.basis,
    rating: Number(row.rating),
    categories: {
      food: Number(row.food_rating),
      cleanliness: Number(row.cleanliness_rating),
      safety: Number(row.safety_rating),
      owner: Number(row.owner_rating),
    },
    body: row.body,
    recommend: row.recommend,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    // updated_at moves only when the author edits (a reply has its own times).
    edited: new Date(row.updated_at).getTime() > new Date(row.created_at).getTime(),
    reply:
      row.reply_body !== null && row.reply_at !== null
        ? {
            body: row.reply_body,
            created_at: iso(row.reply_at),
            updated_at: iso(row.reply_updated_at ?? row.reply_at),
          }
        : null,
  };
}

/** The listing columns ReviewListing reads (any select over `p` that names them so). */
export type ReviewListingRow = Pick<
  ReviewRow,
  'property_id' | 'accommodation_name' | 'property_type' | 'locality' | 'city_name' | 'photo'
>;

/** The listing a review is about; `photoBase` is the public photo folder's URL (ending in /). */
export function toReviewListing(row: ReviewListingRow, photoBase: string): ReviewListing {
  return {
    id: Number(row.property_id),
    accommodation_name: row.accommodation_name,
    property_type: row.property_type as ListingType,
    locality: row.locality ?? '',
    city_name: row.city_name ?? '',
    photo: row.photo ? `${photoBase}${row.photo}` : null,
  };
}

/**
 * A review with its listing and state (My reviews, the owner's reviews, the console). `now` is the app's clock
 * (`app.deps.clock()`): editable_until is the author's window, reply_editable_until the owner's, each null once
 * fixed (or, for the reply, while there is none).
 */
export function serializeReview(row: ReviewRow, photoBase: string, now: Date): ReviewWithListing {
  return {
    ...toListingReview(row),
    listing: toReviewListing(row, photoBase),
    hidden_reason: row.hidden_at === null ? null : (row.hidden_reason ?? ''),
    hidden_at: isoOrNull(row.hidden_at),
    editable_until: windowEnd(row.created_at, now),
    reply_editable_until: row.reply_body === null ? null : windowEnd(row.reply_at, now),
  };
}

/** The console's item: the review plus its author (full name and email, for operators only). */
export function toAdminReviewItem(row: ReviewRow, photoBase: string, now: Date): AdminReviewItem {
  return {
    ...serializeReview(row, photoBase, now),
    author: {
      id: Number(row.author_id),
      name: [row.author_fname, row.author_lname].filter(Boolean).join(' '),
      email: row.author_email ?? '',
    },
  };
}
