import { RATING_MESSAGES as M, REVIEW_REPORTS_PER_DAY, type ReviewReportInput } from '@basera/shared/schemas';
import type { Queryable } from '../db';
import { forbidden, HttpError, notFound, TooManyRequestsError } from '../http/errors';

const DAY_MS = 86_400_000;

/**
 * "Report review" (POST /reviews/:id/report): a signed-in user who is not its author (403 reportOwn), one open
 * report per person and review (409 reportedAlready; the unique index of migration 023 holds it under races), and
 * REVIEW_REPORTS_PER_DAY review reports per person in 24 hours (429 reportTooMany).
 * The report lands in the operators' queue as kind 'review', with the listing beside it. A hidden review is gone
 * from the page: 404 as for an unknown one.
 */
export async function reportReview(
  db: Queryable,
  reviewId: number,
  reporterId: number,
  input: ReviewReportInput,
  now: Date,
): Promise<void> {
  const { rows } = await db.query<{ property_id: number | string; author_id: number | string }>(
    'SELECT property_id, author_id FROM listing_reviews WHERE id = $1 AND hidden_at IS NULL',
    [reviewId],
  );
  const review = rows[0];
  if (!review) throw notFound(M.reviewNotFound);
  if (Number(review.author_id) === reporterId) throw forbidden(M.reportOwn);
  // Counted from the table over the 24 hours before now, so it holds across API instances and restarts.
  const recent = await db.query<{ n: number; oldest: string | Date | null }>(
    `SELECT count(*)::int AS n, min(created_at) AS oldest FROM reports
      WHERE kind = 'review' AND reporter_id = $1 AND created_at > $2`,
    [reporterId, new Date(now.getTime() - DAY_MS).toISOString()],
  );
  const { n, oldest } = recent.rows[0] ?? { n: 0, oldest: null };
  if (Number(n) >= REVIEW_REPORTS_PER_DAY) {
    const wait = oldest ? (new Date(oldest).getTime() + DAY_MS - now.getTime()) / 1000 : DAY_MS / 1000;
    throw new TooManyRequestsError(M.reportTooMany, wait);
  }
  try {
    await db.query(
      `INSERT INTO reports (kind, property_id, review_id, reporter_id, reason, note, created_at)
       VALUES ('review', $1, $2, $3, $4, $5, $6)`,
      [Number(review.property_id), reviewId, reporterId, input.reason, input.note ?? '', now.toISOString()],
    );
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new HttpError(409, M.reportedAlready);
    throw error;
  }
}
