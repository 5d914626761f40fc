import { RATING_MESSAGES as M, REVIEW_EDIT_DAYS, type ReviewInput } from '@basera/shared/schemas';
import type { Db, Queryable } from '../db';
import { forbidden, HttpError, notFound } from '../http/errors';
import { refreshRating } from './aggregates';
import { eligibilityOf, type ListingForReview, refusal, type Viewer } from './eligibility';
import { checkDailyLimits, flagBurst } from './limits';
import { REVIEW_SELECT, type ReviewRow } from './serialize';

const DAY_MS = 86_400_000;

/** One review by id (hidden or not), as REVIEW_SELECT reads it. */
export async function readReview(db: Queryable, id: number): Promise<ReviewRow | null> {
  const { rows } = await db.query<ReviewRow>(`${REVIEW_SELECT} WHERE r.id = $1`, [id]);
  return rows[0] ?? null;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/**
 * Writes a new review in one transaction: the author's and the listing's rows locked, the rule of
 * eligibility.ts read again inside it, the day's limits, the insert, the listing's figures (refreshRating) and
 * the burst flag. Times come from `now` (the app's clock). Returns the review's id.
 */
export async function createReview(
  db: Db,
  listing: ListingForReview,
  viewer: Viewer,
  input: ReviewInput,
  now: Date,
): Promise<{ id: number; burst: boolean }> {
  try {
    return await db.transaction(async (tx) => {
      // Author first, then the listing (refreshRating locks it again): the same order everywhere.
      await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [viewer.id]);
      await tx.query('SELECT id FROM properties WHERE id = $1 FOR UPDATE', [listing.id]);
      const outcome = await eligibilityOf(tx, listing, viewer, now);
      if (!outcome.ok) throw refusal(outcome);
      await checkDailyLimits(tx, viewer.id, listing.id, now);
      const at = now.toISOString();
      const { rows } = await tx.query<{ id: number | string }>(
        `INSERT INTO listing_reviews (property_id, author_id, basis, thread_id, invitation_id, rating, food_rating,
                                      cleanliness_rating, safety_rating, owner_rating, body, recommend,
                                      created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)
         RETURNING id`,
        [
          listing.id,
          viewer.id,
          outcome.basis,
          outcome.threadId,
          outcome.invitationId,
          input.rating,
          input.food,
          input.cleanliness,
          input.safety,
          input.owner,
          input.body,
          input.recommend,
          at,
        ],
      );
      const id = Number(rows[0]!.id);
      await refreshRating(tx, listing.id);
      const burst = await flagBurst(tx, listing.id, id, now);
      return { id, burst };
    });
  } catch (error) {
    // Two posts of the same person at once: the second meets the unique key.
    if (isUniqueViolation(error)) throw new HttpError(409, M.duplicate);
    throw error;
  }
}

/** Whether the author's edit window of a review written at `createdAt` is still open at `now`. */
export const isEditable = (createdAt: string | Date, now: Date) =>
  now.getTime() <= new Date(createdAt).getTime() + REVIEW_EDIT_DAYS * DAY_MS;

/**
 * The author's edit (PATCH /reviews/:id): 404 unknown, 403 notYours, 409 editClosed after REVIEW_EDIT_DAYS.
 * A hidden review may be edited and stays hidden (refreshRating leaves it out either way). An edit that changes
 * nothing leaves the review as it was (no "Edited" mark).
 */
export async function editReview(
  db: Db,
  id: number,
  authorId: number,
  input: ReviewInput,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      property_id: number | string;
      author_id: number | string;
      created_at: string | Date;
    }>('SELECT property_id, author_id, created_at FROM listing_reviews WHERE id = $1', [id]);
    const row = rows[0];
    if (!row) throw notFound(M.reviewNotFound);
    if (Number(row.author_id) !== authorId) throw forbidden(M.notYours);
    if (!isEditable(row.created_at, now)) throw new HttpError(409, M.editClosed);
    const propertyId = Number(row.property_id);
    // The listing first, as on insert and in refreshRating, then the review.
    await tx.query('SELECT id FROM properties WHERE id = $1 FOR UPDATE', [propertyId]);
    await tx.query(
      `UPDATE listing_reviews
          SET rating = $2, food_rating = $3, cleanliness_rating = $4, safety_rating = $5, owner_rating = $6,
              body = $7, recommend = $8, updated_at = $9
        WHERE id = $1
          AND (rating, food_rating, cleanliness_rating, safety_rating, owner_rating, body, recommend)
              IS DISTINCT FROM ($2::smallint, $3::smallint, $4::smallint, $5::smallint, $6::smallint, $7::text,
                                $8::boolean)`,
      [
        id,
        input.rating,
        input.food,
        input.cleanliness,
        input.safety,
        input.owner,
        input.body,
        input.recommend,
        now.toISOString(),
      ],
    );
    await refreshRating(tx, propertyId);
  });
}
