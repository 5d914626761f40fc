import { RATING_MESSAGES as M } from '@basera/shared/schemas';
import type { Queryable } from '../db';
import { HttpError, notFound } from '../http/errors';
import { refreshRating } from '../ratings/aggregates';
import { recordAudit } from './audit';

export interface VisibilityChange {
  reviewId: number;
  /** true hides the review, false shows it again. */
  hide: boolean;
  /** Required to hide (the author sees it); optional to show again. */
  reason: string | null;
  actor: { id: number; email: string };
  /** The moment of the change (the app's clock). */
  now: Date;
  /** More of the audit row's detail (the report it came from). */
  detail?: Record<string, unknown>;
}

/**
 * Hides a review (it leaves the detail page and the listing's figures; its author still sees it, with the reason)
 * or shows it again, inside the caller's transaction: the review row is locked, changed, the listing's figures
 * recomputed (refreshRating) and the audit row written, so none of the three is ever without the others. 404
 * unknown; 409 when it is already in that state. Answers the listing's id.
 */
export async function setReviewHidden(tx: Queryable, change: VisibilityChange): Promise<number> {
  const { rows } = await tx.query<{ property_id: number | string; hidden_at: Date | string | null }>(
    'SELECT property_id, hidden_at FROM listing_reviews WHERE id = $1 FOR UPDATE',
    [change.reviewId],
  );
  const review = rows[0];
  if (!review) throw notFound(M.reviewNotFound);
  const hidden = review.hidden_at !== null;
  if (change.hide && hidden) throw new HttpError(409, M.alreadyHidden);
  if (!change.hide && !hidden) throw new HttpError(409, M.notHidden);
  const propertyId = Number(review.property_id);
  if (change.hide)
    await tx.query(
      'UPDATE listing_reviews SET hidden_at = $2, hidden_by = $3, hidden_reason = $4 WHERE id = $1',
      [change.reviewId, change.now.toISOString(), change.actor.id, change.reason],
    );
  else
    await tx.query(
      'UPDATE listing_reviews SET hidden_at = NULL, hidden_by = NULL, hidden_reason = NULL WHERE id = $1',
      [change.reviewId],
    );
  await refreshRating(tx, propertyId);
  await recordAudit(tx, {
    actor: change.actor,
    action: change.hide ? 'review.hide' : 'review.unhide',
    targetKind: 'review',
    targetId: change.reviewId,
    reason: change.reason,
    detail: { property_id: propertyId, ...change.detail },
  });
  return propertyId;
}
