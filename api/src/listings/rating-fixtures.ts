import { randomBytes } from 'node:crypto';
import { refreshRating } from '../ratings/aggregates';
import type { TestApp } from '../test/suite';

/** Test helper of the rating suites (search, the operators' moderation). */

let serial = 0;
/**
 * Reviews written straight by SQL (posting has its own tests), each by an author of its own, then the listing's
 * figures recomputed as the review's transaction does.
 */
export async function addReviews(t: TestApp, propertyId: number, ratings: number[]): Promise<number[]> {
  const ids: number[] = [];
  await t.db.transaction(async (tx) => {
    for (const rating of ratings) {
      serial += 1;
      const tag = `${Date.now().toString(36)}${serial}${randomBytes(3).toString('hex')}`;
      const author = await tx.query<{ id: number }>(
        `INSERT INTO users (user_type, fname, lname, email, phone, password_hash, email_verified_at, phone_verified_at)
         VALUES ('Customer', 'Meera', 'Nair', $1, $2, 'not-a-hash', now(), now()) RETURNING id`,
        [
          `reviewer.${tag}@example.in`,
          `7${String(randomBytes(4).readUInt32BE()).padStart(9, '0').slice(-9)}`,
        ],
      );
      const review = await tx.query<{ id: number }>(
        `INSERT INTO listing_reviews (property_id, author_id, basis, rating, food_rating, cleanliness_rating,
                                      safety_rating, owner_rating, body, recommend)
         VALUES ($1, $2, 'visited', $3, $3, $3, $3, $3, 'Clean rooms, good food and a helpful warden here.', true)
         RETURNING id`,
        [propertyId, Number(author.rows[0]!.id), rating],
      );
      ids.push(Number(review.rows[0]!.id));
    }
    await refreshRating(tx, propertyId);
  });
  t.publicCache.invalidate();
  return ids;
}
