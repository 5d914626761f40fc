import { RATING_MESSAGES as M, REVIEW_EDIT_DAYS, REVIEWS_PER_PAGE } from '@basera/shared/schemas';
import type { Db, Queryable } from '../db';
import { forbidden, HttpError, notFound } from '../http/errors';
import type { Notifier } from '../notify/notifier';
import { loadOwnListing } from '../routes/lister/common';
import { noticeReply } from './notify';
import { REVIEW_SELECT, type ReviewRow } from './serialize';

/**
 * The owner's one public reply to a review (issue 32), and the owner's list of reviews. Only the listing's owner
 * replies (403 replyNotOwner); a reply can be written while the review is visible (a hidden one takes none:
 * 409), and edited for REVIEW_EDIT_DAYS after it was first posted (409 replyClosed). The first reply tells the
 * author (notify.ts, kind 'review_reply'), in the reply's transaction; an edit does not.
 */

const DAY_MS = 86_400_000;

/** Whether a reply first posted at `replyAt` can still be edited at `now`. */
export const isReplyEditable = (replyAt: string | Date, now: Date) =>
  now.getTime() <= new Date(replyAt).getTime() + REVIEW_EDIT_DAYS * DAY_MS;

/**
 * Writes (or edits) the reply in one transaction with the review's row locked: two saves at once are one after
 * the other, and the author is told once. Times come from `now` (the app's clock). Returns whether it was the
 * first reply.
 */
export async function saveReply(
  db: Db,
  notifier: Notifier,
  input: { reviewId: number; ownerId: number; body: string },
  now: Date,
): Promise<{ created: boolean }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      owner_id: number | string | null;
      hidden_at: Date | null;
      reply_at: Date | null;
      status: string;
    }>(
      `SELECT p.owner_id, r.hidden_at, r.reply_at, p.status
         FROM listing_reviews r JOIN properties p ON p.id = r.property_id
        WHERE r.id = $1 FOR UPDATE OF r`,
      [input.reviewId],
    );
    const review = rows[0];
    if (!review || review.status === 'archived') throw notFound(M.reviewNotFound);
    if (review.owner_id === null || Number(review.owner_id) !== input.ownerId)
      throw forbidden(M.replyNotOwner);
    if (review.hidden_at !== null) throw new HttpError(409, M.replyHidden);
    if (review.reply_at === null) {
      await tx.query(
        `UPDATE listing_reviews SET reply_body = $2, reply_at = $3, reply_updated_at = $3 WHERE id = $1`,
        [input.reviewId, input.body, now],
      );
      await noticeReply(notifier, tx, input.reviewId);
      return { created: true };
    }
    if (!isReplyEditable(review.reply_at, now)) throw new HttpError(409, M.replyClosed);
    await tx.query(`UPDATE listing_reviews SET reply_body = $2, reply_updated_at = $3 WHERE id = $1`, [
      input.reviewId,
      input.body,
      now,
    ]);
    return { created: false };
  });
}

/**
 * GET /own-reviews: the reviews of the owner's listings (one of them with `propertyId`: 404 unless it is theirs),
 * newest first, hidden ones included (marked) so the owner knows why one left the page. Deleted listings' reviews
 * are gone with them.
 */
export async function ownReviews(
  db: Queryable,
  ownerId: number,
  query: { page: number; property_id?: number },
): Promise<{ rows: ReviewRow[]; total: number }> {
  if (query.property_id !== undefined) await loadOwnListing(db, query.property_id, ownerId);
  const where = `p.owner_id = $1 AND p.status <> 'archived' AND ($2::bigint IS NULL OR r.property_id = $2)`;
  const params = [ownerId, query.property_id ?? null];
  const [list, counted] = await Promise.all([
    db.query<ReviewRow>(
      `${REVIEW_SELECT} WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT $3 OFFSET $4`,
      [...params, REVIEWS_PER_PAGE, (query.page - 1) * REVIEWS_PER_PAGE],
    ),
    db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM listing_reviews r JOIN properties p ON p.id = r.property_id WHERE ${where}`,
      params,
    ),
  ]);
  return { rows: list.rows, total: Number(counted.rows[0]?.n ?? 0) };
}
