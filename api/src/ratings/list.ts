import { RATING_CATEGORIES, REVIEWS_PER_PAGE, type ReviewSort } from '@basera/shared/schemas';
import type { ListingReview, RatingSummary } from '@basera/shared/types';
import type { Queryable } from '../db';
import { REVIEW_SELECT, type ReviewRow, toListingReview } from './serialize';

/** The orders of a listing's reviews; ties go newest first (and by id, so paging never repeats one). */
const ORDERS: Record<ReviewSort, string> = {
  newest: 'r.created_at DESC, r.id DESC',
  highest: 'r.rating DESC, r.created_at DESC, r.id DESC',
  lowest: 'r.rating ASC, r.created_at DESC, r.id DESC',
};

/** One page of a listing's visible reviews (hidden ones never appear), and how many there are. */
export async function listingReviewPage(
  db: Queryable,
  propertyId: number,
  sort: ReviewSort,
  page: number,
): Promise<{ data: ListingReview[]; total: number }> {
  const { rows } = await db.query<ReviewRow & { total: number }>(
    `${REVIEW_SELECT.replace('SELECT ', 'SELECT count(*) OVER () AS total, ')}
      WHERE r.property_id = $1 AND r.hidden_at IS NULL
      ORDER BY ${ORDERS[sort]} LIMIT $2 OFFSET $3`,
    [propertyId, REVIEWS_PER_PAGE, (page - 1) * REVIEWS_PER_PAGE],
  );
  let total = Number(rows[0]?.total ?? 0);
  // A page past the end has no row to carry the count.
  if (!rows.length && page > 1) {
    const counted = await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM listing_reviews WHERE property_id = $1 AND hidden_at IS NULL',
      [propertyId],
    );
    total = Number(counted.rows[0]?.n ?? 0);
  }
  return { data: rows.map(toListingReview), total };
}

const twoDecimals = (value: string | number | null) => (value === null ? null : Number(value));

/**
 * The figures above one listing's reviews, from its visible reviews: the overall average (as the listing row
 * keeps it), the four categories' averages, how many gave each number of stars, and the share who would
 * recommend it. One listing's reviews are few and indexed; search reads the listing row instead.
 */
export async function ratingSummary(db: Queryable, propertyId: number): Promise<RatingSummary> {
  const { rows } = await db.query<Record<string, string | number | null>>(
    `SELECT count(*)::int AS n,
            round(avg(rating), 2) AS average,
            round(avg(food_rating), 2) AS food,
            round(avg(cleanliness_rating), 2) AS cleanliness,
            round(avg(safety_rating), 2) AS safety,
            round(avg(owner_rating), 2) AS owner,
            count(*) FILTER (WHERE rating = 1)::int AS s1,
            count(*) FILTER (WHERE rating = 2)::int AS s2,
            count(*) FILTER (WHERE rating = 3)::int AS s3,
            count(*) FILTER (WHERE rating = 4)::int AS s4,
            count(*) FILTER (WHERE rating = 5)::int AS s5,
            count(*) FILTER (WHERE recommend)::int AS yes
       FROM listing_reviews WHERE property_id = $1 AND hidden_at IS NULL`,
    [propertyId],
  );
  const row = rows[0] ?? {};
  const count = Number(row.n ?? 0);
  return {
    average: count ? twoDecimals(row.average ?? null) : null,
    count,
    categories: Object.fromEntries(
      RATING_CATEGORIES.map((key) => [key, count ? twoDecimals(row[key] ?? null) : null]),
    ) as RatingSummary['categories'],
    distribution: {
      '1': Number(row.s1 ?? 0),
      '2': Number(row.s2 ?? 0),
      '3': Number(row.s3 ?? 0),
      '4': Number(row.s4 ?? 0),
      '5': Number(row.s5 ?? 0),
    },
    recommend_percent: count ? Math.round((Number(row.yes ?? 0) * 100) / count) : null,
  };
}
