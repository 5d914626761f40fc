import type { Queryable } from '../db';
import { PUBLIC_LISTING } from '../listings/states';

/** How many demo cities get a Featured listing (one each), and the demo Lister's own. */
export const FEATURED_DEMO_CITIES = 4;
const DEMO_LISTER_EMAIL = 'ravi@demo.basera.in';

/**
 * Featured listings in the demo (issue 31), so the "Featured" mark and the ranking show on the demo site: in
 * each of the first FEATURED_DEMO_CITIES cities (by id) its oldest public listing is Featured for a few more
 * days, and leads that city's default results; the demo Lister's oldest public listing bought "Featured 30 days
 * + Verified" 18 days ago (its order is on record, and the operators' console lists its verification request),
 * so My Listings shows its "Featured until" and "Verification requested" chips. Runs after review and enquiries:
 * only listings already public are picked. Draws nothing from the listing generator's random numbers.
 */
export async function seedFeatured(db: Queryable): Promise<void> {
  await db.query(
    `UPDATE properties p SET featured_until = now() + make_interval(days => (3 + (pick.n % 5) * 4)::int)
       FROM (SELECT id, row_number() OVER (ORDER BY city_id) AS n
               FROM (SELECT DISTINCT ON (p.city_id) p.id, p.city_id FROM properties p
                      WHERE ${PUBLIC_LISTING} AND p.owner_id NOT IN (SELECT id FROM users WHERE email = $2)
                      ORDER BY p.city_id, p.posted_at ASC, p.id ASC) first_listed
              ORDER BY city_id LIMIT $1) pick
      WHERE p.id = pick.id`,
    [FEATURED_DEMO_CITIES, DEMO_LISTER_EMAIL],
  );
  const own = (
    await db.query<{ id: number | string; owner_id: number | string; expires_at: Date }>(
      `SELECT p.id, p.owner_id, p.expires_at FROM properties p JOIN users u ON u.id = p.owner_id
        WHERE u.email = $1 AND ${PUBLIC_LISTING} ORDER BY p.posted_at ASC, p.id ASC LIMIT 1`,
      [DEMO_LISTER_EMAIL],
    )
  ).rows[0];
  const plan = (
    await db.query<{ id: number; price: number }>(
      `SELECT id, price FROM subscription_plans WHERE kind = 'featured' AND includes_verification
        ORDER BY sort_order, id LIMIT 1`,
    )
  ).rows[0];
  if (!own || !plan) return;
  await db.query(
    `UPDATE properties SET featured_until = now() + interval '12 days',
            expires_at = greatest(expires_at, now() + interval '12 days'),
            verification_requested_at = CASE WHEN verified_at IS NULL THEN now() - interval '18 days' END
      WHERE id = $1`,
    [own.id],
  );
  await db.query(
    `INSERT INTO subscription_orders
       (property_id, user_id, plan_id, amount, status, provider, provider_reference, starts_at, ends_at, created_at, paid_at)
     SELECT p.id, p.owner_id, $2, $3, 'paid', 'dev', 'dev_demo_featured', now() - interval '18 days', p.expires_at,
            now() - interval '18 days', now() - interval '18 days'
       FROM properties p WHERE p.id = $1`,
    [own.id, plan.id, plan.price],
  );
}
