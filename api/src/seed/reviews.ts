import { createHash } from 'node:crypto';
import { indiaToday, REVIEW_INVITE_DAYS, VISIT_SLOTS } from '@basera/shared/schemas';
import type { Queryable } from '../db';
import { visitLine } from '../enquiries/visits';
import { PUBLIC_LISTING } from '../listings/states';
import { refreshRating } from '../ratings/aggregates';
import { rng } from './photos';
import { OWNER_REPLIES, type ReviewText, textsFor } from './reviews-text';
import { DEMO_REVIEWER_EMAILS } from './users';

/** The demo seeker whose one past visit waits for her review ("How was your visit to …?" on a fresh start). */
export const PROMPTED_SEEKER_EMAIL = 'asha@demo.basera.in';
/** The demo Lister: his listings get reviews, the newest of them unanswered (to try the reply on). */
const DEMO_LISTER_EMAIL = 'ravi@demo.basera.in';
/** One public listing in REVIEWED_EVERY gets reviews (a third of them). */
export const REVIEWED_EVERY = 3;
/** How many reviews a reviewed listing gets: mostly a few, some many. */
const REVIEW_COUNTS = [1, 1, 2, 2, 3, 3, 4, 4, 5, 6, 8, 11];
/** Share of reviews (not of messes) from residents the owner invited ("Stayed here"). */
const STAYED_SHARE = 0.2;
/** The demo seekers who are women: a ladies' PG is reviewed by women, a gents' one by men. */
export const REVIEWER_WOMEN = new Set(
  ['neha', 'pooja', 'sneha', 'ananya', 'divya', 'kavya', 'fatima'].map((n) => `${n}@demo.basera.in`),
);
/** Share of reviews the owner answered. */
const REPLY_SHARE = 0.35;

const DAY_MS = 86_400_000;
const clamp = (n: number) => Math.min(5, Math.max(1, Math.round(n)));
/** YYYY-MM-DD `days` before `date`. */
const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
/** An instant on `date` (India) at `hour`, plus `days`. */
const at = (date: string, hour: number, days = 0) =>
  new Date(Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00+05:30`) + days * DAY_MS);

interface ListingRow {
  id: number | string;
  owner_id: number | string;
  owner_email: string;
  property_type: string;
  accommodation_gender: string | null;
  price_with_food: string | null;
  locality: string | null;
  posted_at: Date;
}

interface Planned {
  propertyId: number;
  ownerId: number;
  seekerId: number;
  visitDate: string;
  slot: string;
  stayed: boolean;
  rating: number;
  categories: [number, number, number, number];
  body: string;
  recommend: boolean;
  createdAt: Date;
  reply: { body: string; at: Date } | null;
}

/**
 * Reviews on the demo site (issue 32): one public listing in REVIEWED_EVERY (by id, other than the prompted
 * listing below) gets 1 to 11 reviews from the demo seekers, each after a PAST confirmed visit (its thread, with
 * the seeker's question and the visit line, is written here); a fifth of them (not of messes) also stayed there
 * through an accepted invitation of the owner ("Stayed here"). Stars vary around each listing's own level, the
 * four categories around the stars, the texts fit the stars, the basis and whether the listing serves food; about
 * a third have the owner's reply, but never the demo Lister's newest review (left to answer). Each listing's
 * figures come from refreshRating, as the API keeps them. The demo seeker Asha gets ONE past confirmed visit
 * on a public listing of the demo Lister that nobody reviewed yet, unreviewed and not yet prompted: her "How was
 * your visit to …?" shows on a fresh start. Deterministic (its own random source): the same demo every time.
 */
export async function seedReviews(db: Queryable): Promise<void> {
  const r = rng(2032);
  const users = (
    await db.query<{ id: number | string; email: string }>(
      `SELECT id, email FROM users WHERE user_type = 'Customer' AND email = ANY($1::text[]) ORDER BY id`,
      [[...DEMO_REVIEWER_EMAILS, PROMPTED_SEEKER_EMAIL]],
    )
  ).rows;
  const asha = users.find((user) => user.email === PROMPTED_SEEKER_EMAIL);
  const reviewers = users
    .filter((user) => user.email !== PROMPTED_SEEKER_EMAIL)
    .map((user) => ({ id: Number(user.id), woman: REVIEWER_WOMEN.has(user.email) }));
  /** Who may have visited a listing: its gender's seekers (anyone for a mixed place). */
  const visitors = (gender: string | null) =>
    reviewers
      .filter((user) => (gender === 'Female' ? user.woman : gender === 'Male' ? !user.woman : true))
      .map((user) => user.id);
  const listings = (
    await db.query<ListingRow>(
      `SELECT p.id, p.owner_id, u.email AS owner_email, p.property_type, p.accommodation_gender, p.price_with_food, p.locality, p.posted_at
         FROM properties p JOIN users u ON u.id = p.owner_id
        WHERE ${PUBLIC_LISTING} ORDER BY p.id`,
    )
  ).rows;
  if (!asha || !reviewers.length || !listings.length) return;

  // Asha's visit: the demo Lister's public listing she has no thread on yet, the newest such (Rahul asked there).
  const ravis = listings
    .filter((row) => row.owner_email === DEMO_LISTER_EMAIL)
    .sort(
      (a, b) =>
        new Date(b.posted_at).getTime() - new Date(a.posted_at).getTime() || Number(b.id) - Number(a.id),
    );
  const ashaThreads = new Set(
    (
      await db.query<{ property_id: number | string }>(
        'SELECT property_id FROM enquiry_threads WHERE seeker_id = $1',
        [asha.id],
      )
    ).rows.map((row) => Number(row.property_id)),
  );
  const prompted = ravis.find((row) => !ashaThreads.has(Number(row.id)));
  // Pairs that already have a thread (seed/enquiries.ts): a seeker has one thread per listing.
  const taken = new Set(
    (
      await db.query<{ property_id: number | string; seeker_id: number | string }>(
        'SELECT property_id, seeker_id FROM enquiry_threads',
      )
    ).rows.map((row) => `${row.property_id}:${row.seeker_id}`),
  );

  const today = indiaToday();
  const slots = VISIT_SLOTS.map((slot) => slot.value);
  const plans: Planned[] = [];
  const chosen = listings.filter(
    (row, index) => index % REVIEWED_EVERY === 0 && Number(row.id) !== Number(prompted?.id),
  );
  for (const listing of chosen) {
    const propertyId = Number(listing.id);
    const mess = listing.property_type === 'Mess';
    const withFood = listing.price_with_food === 'Yes';
    // The listing's own level: most places are liked, a few are not.
    const level = 2.4 + r.next() * 2.5;
    const pool = visitors(listing.accommodation_gender);
    const count = Math.min(r.pick(REVIEW_COUNTS), pool.length);
    const used = new Set<string>();
    for (const seekerId of r.some(pool, count, count)) {
      if (taken.has(`${propertyId}:${seekerId}`)) continue;
      const rating = clamp(level + (r.next() - 0.5) * 2);
      const stayed = !mess && r.next() < STAYED_SHARE;
      const texts = textsFor({ mess, stayed, withFood, rating });
      const fresh = texts.filter((text) => !used.has(text.text));
      const text: ReviewText = r.pick(fresh.length ? fresh : texts);
      used.add(text.text);
      const category = () => clamp(rating + r.pick([-1, 0, 0, 0, 1]));
      // Food is what a mess is rated on: its food stars follow the overall ones closely.
      const categories: Planned['categories'] = [
        mess ? rating : category(),
        category(),
        category(),
        category(),
      ];
      // Visits between a week and about six months ago, the review a few days after; a resident visited
      // longer ago and reviews after one to three months of living there.
      const visitDate = daysBefore(today, stayed ? r.int(100, 300) : r.int(7, 180));
      const createdAt = at(visitDate, 19, r.int(1, 6) + (stayed ? r.int(30, 90) : 0));
      const replied = r.next() < REPLY_SHARE;
      plans.push({
        propertyId,
        ownerId: Number(listing.owner_id),
        seekerId,
        visitDate,
        slot: r.pick(slots),
        stayed,
        rating,
        categories,
        body: text.text.replaceAll('{locality}', listing.locality?.trim() || 'the area'),
        recommend: rating >= 4 || (rating === 3 && r.next() < 0.5),
        createdAt,
        reply: replied
          ? {
              body: r.pick(OWNER_REPLIES[rating >= 4 ? 'good' : rating === 3 ? 'mixed' : 'poor']),
              // A few hours to a few days later, never after the seed runs.
              at: new Date(Math.min(createdAt.getTime() + r.int(2, 60) * 3_600_000, Date.now() - 3_600_000)),
            }
          : null,
      });
      taken.add(`${propertyId}:${seekerId}`);
    }
  }
  // The demo Lister's newest review waits for his reply.
  const ravisIds = new Set(ravis.map((row) => Number(row.id)));
  const ravisNewest = plans
    .filter((plan) => ravisIds.has(plan.propertyId))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  if (ravisNewest) ravisNewest.reply = null;

  // The threads: created a few days before the visit, the seeker's question, then the owner's confirmation.
  const threadIds = await insertThreads(db, plans);
  const invitationIds = await insertInvitations(db, plans);
  await insertReviews(db, plans, threadIds, invitationIds);
  for (const propertyId of new Set(plans.map((plan) => plan.propertyId))) await refreshRating(db, propertyId);

  // Asha's past visit on the prompted listing: confirmed, over, not reviewed, not yet asked about.
  if (prompted) {
    const visitDate = daysBefore(today, 2);
    await insertThreads(db, [
      {
        propertyId: Number(prompted.id),
        seekerId: Number(asha.id),
        visitDate,
        slot: '11-13',
        prompted: false,
      },
    ]);
  }
}

/** The seeker's question before a visit. */
const QUESTIONS = [
  'Hello, is a bed free from next month? Can I come and see the place?',
  'Hi, I would like to visit this weekend. Is food included in the rent?',
  'Can I visit with my parents? Looking for a place close to my college.',
  'Is there a bed free in a double sharing room? I can come in the evening.',
];

/** One thread per plan: returns their ids in order. */
async function insertThreads(
  db: Queryable,
  plans: Array<Pick<Planned, 'propertyId' | 'seekerId' | 'visitDate' | 'slot'> & { prompted?: boolean }>,
): Promise<number[]> {
  if (!plans.length) return [];
  const q = rng(2033);
  const question = plans.map(() => q.pick(QUESTIONS));
  const asked = plans.map((plan) => at(plan.visitDate, 10, -q.int(2, 6)));
  const confirmed = asked.map((time) => new Date(time.getTime() + q.int(1, 20) * 3_600_000));
  const line = plans.map((plan) => visitLine('confirmed', plan.visitDate, plan.slot));
  const promptedAt = plans.map((plan) => (plan.prompted === false ? null : at(plan.visitDate, 10, 1)));
  const { rows } = await db.query<{ id: number | string; ord: number | string }>(
    `INSERT INTO enquiry_threads
       (property_id, seeker_id, created_at, last_message, last_message_at, last_sender, owner_replied_at,
        visit_date, visit_slot, visit_state, visit_updated_at, review_prompted_at)
     SELECT t.property_id, t.seeker_id, t.asked, t.line, t.confirmed, 'owner', t.confirmed,
            t.visit_date, t.slot, 'confirmed', t.confirmed, t.prompted_at
       FROM unnest($1::bigint[], $2::bigint[], $3::timestamptz[], $4::text[], $5::timestamptz[], $6::date[],
                   $7::text[], $8::timestamptz[])
            WITH ORDINALITY AS t(property_id, seeker_id, asked, line, confirmed, visit_date, slot, prompted_at, ord)
      ORDER BY t.ord
     RETURNING id`,
    [
      plans.map((plan) => plan.propertyId),
      plans.map((plan) => plan.seekerId),
      asked,
      line,
      confirmed,
      plans.map((plan) => plan.visitDate),
      plans.map((plan) => plan.slot),
      promptedAt,
    ],
  );
  const ids = rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  await db.query(
    `INSERT INTO enquiry_messages (thread_id, sender, kind, body, created_at)
     SELECT m.thread_id, m.sender, m.kind, m.body, m.created_at
       FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::timestamptz[])
            AS m(thread_id, sender, kind, body, created_at)
      ORDER BY m.created_at`,
    [
      [...ids, ...ids],
      [...ids.map(() => 'seeker'), ...ids.map(() => 'owner')],
      [...ids.map(() => 'message'), ...ids.map(() => 'visit')],
      [...question, ...line],
      [...asked, ...confirmed],
    ],
  );
  return ids;
}

/** The accepted invitations of the residents' reviews (by plan index; null for a visit's review). */
async function insertInvitations(db: Queryable, plans: Planned[]): Promise<Array<number | null>> {
  const stayed = plans.map((plan, index) => ({ plan, index })).filter(({ plan }) => plan.stayed);
  const ids: Array<number | null> = plans.map(() => null);
  if (!stayed.length) return ids;
  const emails = new Map(
    (
      await db.query<{ id: number | string; email: string }>(
        'SELECT id, email FROM users WHERE id = ANY($1::bigint[])',
        [stayed.map(({ plan }) => plan.seekerId)],
      )
    ).rows.map((row) => [Number(row.id), row.email]),
  );
  const sent = stayed.map(({ plan }) => new Date(plan.createdAt.getTime() - 3 * DAY_MS));
  const { rows } = await db.query<{ id: number | string }>(
    `INSERT INTO review_invitations
       (property_id, owner_id, contact, contact_kind, token_hash, created_at, expires_at, accepted_by, accepted_at)
     SELECT i.property_id, i.owner_id, i.contact, 'email', i.token_hash, i.sent,
            i.sent + make_interval(days => $7), i.seeker_id, i.sent + interval '1 day'
       FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[], $5::timestamptz[], $6::bigint[])
            WITH ORDINALITY AS i(property_id, owner_id, contact, token_hash, sent, seeker_id, ord)
      ORDER BY i.ord
     RETURNING id`,
    [
      stayed.map(({ plan }) => plan.propertyId),
      stayed.map(({ plan }) => plan.ownerId),
      stayed.map(({ plan }) => emails.get(plan.seekerId) ?? `resident${plan.seekerId}@demo.basera.in`),
      // Nobody holds these links: the hash of a seed-only phrase stands in for a sent token.
      stayed.map(({ plan }) =>
        createHash('sha256').update(`seeded invitation ${plan.propertyId}:${plan.seekerId}`).digest('hex'),
      ),
      sent,
      stayed.map(({ plan }) => plan.seekerId),
      REVIEW_INVITE_DAYS,
    ],
  );
  const inserted = rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  stayed.forEach(({ index }, i) => {
    ids[index] = inserted[i] ?? null;
  });
  return ids;
}

async function insertReviews(
  db: Queryable,
  plans: Planned[],
  threadIds: number[],
  invitationIds: Array<number | null>,
): Promise<void> {
  if (!plans.length) return;
  await db.query(
    `INSERT INTO listing_reviews
       (property_id, author_id, basis, thread_id, invitation_id, rating, food_rating, cleanliness_rating,
        safety_rating, owner_rating, body, recommend, created_at, updated_at, reply_body, reply_at, reply_updated_at)
     SELECT v.property_id, v.author_id, v.basis, v.thread_id, v.invitation_id, v.rating, v.food, v.clean, v.safety,
            v.owner, v.body, v.recommend, v.created_at, v.created_at, v.reply_body, v.reply_at, v.reply_at
       FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::bigint[], $5::bigint[], $6::smallint[], $7::smallint[],
                   $8::smallint[], $9::smallint[], $10::smallint[], $11::text[], $12::boolean[], $13::timestamptz[],
                   $14::text[], $15::timestamptz[])
            WITH ORDINALITY AS v(property_id, author_id, basis, thread_id, invitation_id, rating, food, clean, safety,
                                 owner, body, recommend, created_at, reply_body, reply_at, ord)
      ORDER BY v.ord`,
    [
      plans.map((plan) => plan.propertyId),
      plans.map((plan) => plan.seekerId),
      plans.map((plan) => (plan.stayed ? 'stayed' : 'visited')),
      threadIds,
      invitationIds,
      plans.map((plan) => plan.rating),
      plans.map((plan) => plan.categories[0]),
      plans.map((plan) => plan.categories[1]),
      plans.map((plan) => plan.categories[2]),
      plans.map((plan) => plan.categories[3]),
      plans.map((plan) => plan.body),
      plans.map((plan) => plan.recommend),
      plans.map((plan) => plan.createdAt),
      plans.map((plan) => plan.reply?.body ?? null),
      plans.map((plan) => plan.reply?.at ?? null),
    ],
  );
}
