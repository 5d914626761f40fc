import { indiaToday, visitDates } from '@basera/shared/schemas';
import type { Queryable } from '../db';
import { addMessage, setVisit } from '../enquiries/threads';
import { rng } from './photos';

/**
 * The demo Lister's lead inbox and the demo Customer's "My enquiries": a new question, an answered one and a
 * confirmed visit, and 30 days of page views and calls on the Lister's listings, so both pages show real data on
 * a fresh start.
 */
export async function seedEnquiries(db: Queryable): Promise<void> {
  const ids = async (sql: string) => (await db.query<{ id: number }>(sql)).rows.map((row) => Number(row.id));
  const [asha, rahul, neha] = [
    ...(await ids(`SELECT id FROM users WHERE email = 'asha@demo.basera.in' AND user_type = 'Customer'`)),
    ...(await ids(`SELECT id FROM users WHERE email = 'rahul@demo.basera.in'`)),
    ...(await ids(`SELECT id FROM users WHERE email = 'neha@demo.basera.in'`)),
  ];
  const listings = await ids(
    `SELECT p.id FROM properties p JOIN users u ON u.id = p.owner_id
      WHERE u.email = 'ravi@demo.basera.in' AND p.status = 'active' AND p.expires_at > now()
      ORDER BY p.posted_at DESC, p.id DESC`,
  );
  if (!asha || !rahul || !neha || listings.length < 2) return;

  const thread = async (propertyId: number, seekerId: number, daysAgo: number) => {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO enquiry_threads (property_id, seeker_id, created_at) VALUES ($1, $2, now() - make_interval(days => $3))
       RETURNING id`,
      [propertyId, seekerId, daysAgo],
    );
    return Number(rows[0]!.id);
  };
  const [first, second] = listings as [number, number];
  const dates = visitDates();

  // Asha booked a visit and Ravi confirmed it.
  const visit = await thread(first, asha, 2);
  await addMessage(
    db,
    visit,
    'seeker',
    'message',
    'Hello, I join a new job nearby next month. Is a bed free now?',
  );
  await addMessage(
    db,
    visit,
    'owner',
    'message',
    'Yes, two beds are free in a double room. Come and see it.',
  );
  await setVisit(db, visit, 'seeker', null, 'requested', dates[3]!, '16-18');
  await setVisit(db, visit, 'owner', 'requested', 'confirmed', dates[3]!, '16-18');

  // Rahul asked about food and has his answer; Neha's question is new.
  const food = await thread(second, rahul, 5);
  await addMessage(db, food, 'seeker', 'message', 'Is food included in the price? I am vegetarian.');
  await addMessage(
    db,
    food,
    'owner',
    'message',
    'Breakfast and dinner are included, and both are vegetarian.',
  );
  const fresh = await thread(first, neha, 0);
  await addMessage(db, fresh, 'seeker', 'message', 'Can I visit this Saturday morning with my father?');
  // The lines were written just now: spread them over the threads' days, so the inbox reads as it would.
  await db.query(
    `UPDATE enquiry_messages m SET created_at = t.created_at + make_interval(mins => (m.id - first.id)::int * 37)
       FROM enquiry_threads t,
            LATERAL (SELECT min(id) AS id FROM enquiry_messages WHERE thread_id = t.id) AS first
      WHERE m.thread_id = t.id`,
  );
  await db.query(
    `UPDATE enquiry_threads t SET last_message_at = m.created_at
       FROM (SELECT thread_id, max(created_at) AS created_at FROM enquiry_messages GROUP BY thread_id) m
      WHERE m.thread_id = t.id`,
  );

  // Thirty days of page views and calls revealed on each of the Lister's listings.
  const r = rng(2030);
  const today = indiaToday();
  for (const propertyId of listings) {
    const busy = r.int(4, 30);
    for (let day = 0; day < 30; day += 1) {
      const views = r.int(0, busy);
      await db.query(
        `INSERT INTO listing_daily_stats (property_id, day, views, calls) VALUES ($1, $5::date - $2::int, $3, $4)`,
        [propertyId, day, views, Math.floor(views / r.int(6, 12)), today],
      );
    }
  }
}
