import {
  RATING_MESSAGES as M,
  REVIEW_BURST_COUNT,
  REVIEW_BURST_MINUTES,
  REVIEW_BURST_REASON,
  REVIEWS_PER_ACCOUNT_PER_DAY,
  REVIEWS_PER_LISTING_PER_DAY,
} from '@basera/shared/schemas';
import type { Queryable } from '../db';
import { TooManyRequestsError } from '../http/errors';

const DAY_MS = 86_400_000;

/**
 * The day's limits on new reviews, counted from the table (so they hold across API instances and restarts) over
 * the 24 hours before `now` (the app's clock): REVIEWS_PER_ACCOUNT_PER_DAY per author (429 tooManyToday),
 * REVIEWS_PER_LISTING_PER_DAY per listing (429 listingBusy). Retry-After says when the oldest counted review
 * leaves the window. Call it inside the review's transaction with the author's and the listing's rows locked,
 * so that two posts at once cannot both pass the last free place.
 */
export async function checkDailyLimits(
  tx: Queryable,
  authorId: number,
  propertyId: number,
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - DAY_MS);
  const count = async (column: 'author_id' | 'property_id', id: number) => {
    const { rows } = await tx.query<{ n: number; oldest: string | Date | null }>(
      `SELECT count(*)::int AS n, min(created_at) AS oldest FROM listing_reviews
        WHERE ${column} = $1 AND created_at > $2`,
      [id, since.toISOString()],
    );
    return { n: Number(rows[0]?.n ?? 0), oldest: rows[0]?.oldest ?? null };
  };
  const wait = (oldest: string | Date | null) =>
    oldest ? (new Date(oldest).getTime() + DAY_MS - now.getTime()) / 1000 : DAY_MS / 1000;

  const mine = await count('author_id', authorId);
  if (mine.n >= REVIEWS_PER_ACCOUNT_PER_DAY)
    throw new TooManyRequestsError(M.tooManyToday, wait(mine.oldest));
  const listing = await count('property_id', propertyId);
  if (listing.n >= REVIEWS_PER_LISTING_PER_DAY)
    throw new TooManyRequestsError(M.listingBusy, wait(listing.oldest));
}

/**
 * After a new review: REVIEW_BURST_COUNT or more reviews on the listing within REVIEW_BURST_MINUTES (this one
 * included) flag it to the operators' reports queue: a 'review' report with reason 'review_burst', no reporter,
 * pointing at the newest review. One open flag per listing (the unique index of migration 023): a burst that
 * goes on adds nothing while the flag is open. Returns whether a flag was raised now.
 */
export async function flagBurst(
  tx: Queryable,
  propertyId: number,
  reviewId: number,
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - REVIEW_BURST_MINUTES * 60_000);
  const { rows } = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM listing_reviews WHERE property_id = $1 AND created_at > $2`,
    [propertyId, since.toISOString()],
  );
  if (Number(rows[0]?.n ?? 0) < REVIEW_BURST_COUNT) return false;
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO reports (kind, property_id, review_id, reporter_id, reason, note, created_at)
     VALUES ('review', $1, $2, NULL, $3, '', $4)
     ON CONFLICT DO NOTHING RETURNING id`,
    [propertyId, reviewId, REVIEW_BURST_REASON, now.toISOString()],
  );
  return inserted.rows.length > 0;
}
