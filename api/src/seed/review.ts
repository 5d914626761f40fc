import type { Queryable } from '../db';

/** The seeded Lister whose two newest-but-oldest listings wait in the operators' queue. */
export const QUEUE_LISTER_EMAIL = 'priya@demo.basera.in';
/** The demo Customer's open report, so the console's reports page has work on a fresh start. */
export const REPORTING_CUSTOMER_EMAIL = 'asha@demo.basera.in';

/**
 * The operator console's work on a fresh start (issue 28): every seeded listing is approved (seed/listings.ts),
 * except two of a seeded Lister's listings waiting in the queue (submitted one and two days ago), and one open
 * report from the demo Customer on another Lister's live listing. The demo Lister's (Ravi's) listings and
 * enquiries are left as they are.
 */
export async function seedReview(db: Queryable): Promise<void> {
  const queued = await db.query<{ id: number }>(
    `SELECT p.id FROM properties p JOIN users u ON u.id = p.owner_id
      WHERE u.email = $1 AND u.user_type = 'Lister' AND p.status = 'active' AND p.expires_at > now()
      ORDER BY p.posted_at ASC, p.id ASC LIMIT 2`,
    [QUEUE_LISTER_EMAIL],
  );
  for (const [index, row] of queued.rows.entries()) {
    await db.query(
      `UPDATE properties SET review = 'pending', submitted_at = now() - make_interval(days => $2, hours => 3)
        WHERE id = $1`,
      [row.id, 2 - index],
    );
  }
  const reported = await db.query<{ id: number }>(
    `SELECT p.id FROM properties p JOIN users u ON u.id = p.owner_id
      WHERE u.email NOT IN ($1, 'ravi@demo.basera.in') AND u.user_type = 'Lister' AND p.review = 'approved'
        AND p.status = 'active' AND p.expires_at > now()
      ORDER BY p.posted_at ASC, p.id ASC LIMIT 1`,
    [QUEUE_LISTER_EMAIL],
  );
  const customer = await db.query<{ id: number }>(
    `SELECT id FROM users WHERE email = $1 AND user_type = 'Customer'`,
    [REPORTING_CUSTOMER_EMAIL],
  );
  if (!reported.rows[0] || !customer.rows[0]) return;
  await db.query(
    `INSERT INTO reports (kind, property_id, reporter_id, reason, note, created_at)
     VALUES ('listing', $1, $2, 'broker', $3, now() - interval '5 hours')`,
    [
      reported.rows[0].id,
      customer.rows[0].id,
      'The man who answered said he is an agent and asked for a brokerage fee of one month rent.',
    ],
  );
}
