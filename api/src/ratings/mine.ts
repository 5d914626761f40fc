import { isVisitOver, REVIEW_PROMPT_MAX_DAYS, REVIEWS_PER_PAGE, slotStart } from '@basera/shared/schemas';
import type { ReviewPrompt, ReviewWithListing } from '@basera/shared/types';
import type { Queryable } from '../db';
import { PUBLIC_LISTING } from '../listings/states';
import { phoneDigits, type Viewer } from './eligibility';
import {
  REVIEW_SELECT,
  type ReviewListingRow,
  type ReviewRow,
  serializeReview,
  toReviewListing,
} from './serialize';

const DAY_MS = 86_400_000;

/** GET /my-reviews: the author's own reviews, newest first, hidden ones included (with the reason). */
export async function myReviews(
  db: Queryable,
  authorId: number,
  page: number,
  photoBase: string,
  now: Date,
): Promise<{ data: ReviewWithListing[]; total: number }> {
  const [{ rows }, counted] = await Promise.all([
    db.query<ReviewRow>(
      `${REVIEW_SELECT} WHERE r.author_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
      [authorId, REVIEWS_PER_PAGE, (page - 1) * REVIEWS_PER_PAGE],
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM listing_reviews WHERE author_id = $1', [
      authorId,
    ]),
  ]);
  return {
    data: rows.map((row) => serializeReview(row, photoBase, now)),
    total: Number(counted.rows[0]?.n ?? 0),
  };
}

/** How many threads the prompts look at, at most (a seeker has few confirmed visits in two months). */
const PROMPT_SCAN = 100;

/**
 * GET /review-prompts: the viewer's visits waiting for a review ("How was your visit to {name}?"): a confirmed
 * visit whose slot is over by `now` and not older than REVIEW_PROMPT_MAX_DAYS, on a public listing that is not
 * the viewer's (nor shares their phone), which the viewer has not reviewed. Newest visit first.
 */
export async function reviewPrompts(
  db: Queryable,
  viewer: Viewer,
  photoBase: string,
  now: Date,
): Promise<ReviewPrompt[]> {
  // The day before the oldest date still asked about, in UTC: the exact cut is made below on the slot's time.
  const oldest = new Date(now.getTime() - (REVIEW_PROMPT_MAX_DAYS + 1) * DAY_MS).toISOString().slice(0, 10);
  const { rows } = await db.query<
    ReviewListingRow & {
      thread_id: number | string;
      visit_date: string;
      visit_slot: string;
      owner_phone: string | null;
    }
  >(
    `SELECT t.id AS thread_id, t.property_id, t.visit_date::text AS visit_date, t.visit_slot,
            o.phone AS owner_phone, p.accommodation_name, p.property_type, p.locality, p.city_name, p.photo
       FROM enquiry_threads t
       JOIN properties p ON p.id = t.property_id
       LEFT JOIN users o ON o.id = p.owner_id
      WHERE t.seeker_id = $1 AND t.visit_state = 'confirmed' AND t.visit_slot IS NOT NULL
        AND t.visit_date >= $2::date AND (p.owner_id IS NULL OR p.owner_id <> $1)
        AND ${PUBLIC_LISTING}
        AND NOT EXISTS (SELECT 1 FROM listing_reviews r WHERE r.property_id = t.property_id AND r.author_id = $1)
      ORDER BY t.visit_date DESC, t.visit_slot DESC, t.id DESC
      LIMIT ${PROMPT_SCAN}`,
    [viewer.id, oldest],
  );
  const mine = phoneDigits(viewer.phone);
  return rows
    .filter((row) => isVisitOver(row.visit_date, row.visit_slot, now))
    .filter(
      (row) =>
        slotStart(row.visit_date, row.visit_slot).getTime() + REVIEW_PROMPT_MAX_DAYS * DAY_MS > now.getTime(),
    )
    .filter((row) => !(mine.length === 10 && mine === phoneDigits(row.owner_phone)))
    .map((row) => ({
      property_id: Number(row.property_id),
      thread_id: Number(row.thread_id),
      visit_date: row.visit_date,
      listing: toReviewListing(row, photoBase),
    }));
}
