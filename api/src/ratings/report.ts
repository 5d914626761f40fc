import { RATING_MESSAGES as M, type ReviewReportInput } from '@basera/shared/schemas';
import type { Queryable } from '../db';
import { forbidden, HttpError, notFound } from '../http/errors';

/**
 * "Report review" (POST /reviews/:id/report): a signed-in user who is not its author (403 reportOwn), one open
 * report per person and review (409 reportedAlready; the unique index of migration 023 holds it under races).
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
