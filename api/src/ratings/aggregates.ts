import { bayesianScore } from '@basera/shared/schemas';
import type { Queryable } from '../db';

/**
 * Recomputes one listing's rating_count, rating_avg and rating_score (the "Top rated" key) from its visible
 * reviews. Call it inside the transaction that writes, edits, hides or shows a review, after that change: the
 * listing row then never disagrees with its reviews, and search reads three columns instead of aggregating. The
 * listing row is locked first, so two reviews landing together are counted one after the other.
 */
export async function refreshRating(tx: Queryable, propertyId: number): Promise<void> {
  await tx.query('SELECT id FROM properties WHERE id = $1 FOR UPDATE', [propertyId]);
  const { rows } = await tx.query<{ n: number; avg: string | number | null }>(
    `SELECT count(*)::int AS n, round(avg(rating), 2) AS avg
       FROM listing_reviews WHERE property_id = $1 AND hidden_at IS NULL`,
    [propertyId],
  );
  const count = rows[0]?.n ?? 0;
  const average = count && rows[0]?.avg !== null ? Number(rows[0]?.avg) : null;
  await tx.query(
    'UPDATE properties SET rating_count = $2, rating_avg = $3, rating_score = $4 WHERE id = $1',
    [propertyId, count, average, bayesianScore(count, average)],
  );
}
