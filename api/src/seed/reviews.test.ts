import {
  bayesianScore,
  isVisitOver,
  RATING_MESSAGES,
  REVIEW_BODY_MAX,
  REVIEW_BODY_MIN,
  writeReviewPath,
} from '@basera/shared/schemas';
import { PUBLIC_LISTING } from '../listings/states';
import { sweepReviewPrompts } from '../ratings/prompts';
import { testDatabaseKinds } from '../test/databases';
import { useTestApp } from '../test/suite';
import { PROMPTED_SEEKER_EMAIL, REVIEWER_WOMEN } from './reviews';
import { DEMO_REVIEWER_EMAILS } from './users';

describe.each(testDatabaseKinds)('seeded reviews on %s', (kind) => {
  const t = useTestApp(kind, { seed: true });

  it('reviews about a third of the public listings, and each listing’s figures are those of its reviews', async () => {
    const listings = (
      await t.db.query<{ id: number; rating_count: number; rating_avg: string | null; rating_score: number }>(
        `SELECT p.id, p.rating_count, p.rating_avg, p.rating_score FROM properties p WHERE ${PUBLIC_LISTING}`,
      )
    ).rows;
    const figures = new Map(
      (
        await t.db.query<{ property_id: number; n: number; avg: string }>(
          `SELECT property_id, count(*)::int AS n, round(avg(rating), 2) AS avg
             FROM listing_reviews WHERE hidden_at IS NULL GROUP BY property_id`,
        )
      ).rows.map((row) => [Number(row.property_id), row]),
    );
    const reviewed = listings.filter((row) => row.rating_count > 0);
    expect(reviewed.length / listings.length).toBeGreaterThan(0.25);
    expect(reviewed.length / listings.length).toBeLessThan(0.4);
    for (const row of listings) {
      const own = figures.get(Number(row.id));
      expect(row.rating_count).toBe(own?.n ?? 0);
      expect(row.rating_avg === null ? null : Number(row.rating_avg)).toBe(own ? Number(own.avg) : null);
      expect(row.rating_score).toBeCloseTo(bayesianScore(own?.n ?? 0, own ? Number(own.avg) : null), 4);
    }
    // Not all alike: some listings are rated well, some poorly, and some have many reviews.
    const averages = reviewed.map((row) => Number(row.rating_avg));
    expect(Math.min(...averages)).toBeLessThan(3);
    expect(Math.max(...averages)).toBeGreaterThan(4.4);
    expect(Math.max(...reviewed.map((row) => row.rating_count))).toBeGreaterThanOrEqual(6);
  });

  it('has every review written by a demo seeker after a past confirmed visit (a resident through an accepted invitation)', async () => {
    const reviews = (
      await t.db.query<{
        basis: string;
        email: string;
        body: string;
        created_at: Date;
        reply_body: string | null;
        reply_at: Date | null;
        visit_state: string | null;
        visit_date: string | null;
        visit_slot: string | null;
        accepted: boolean;
        rating: number;
        recommend: boolean;
        gender: string;
      }>(
        `SELECT r.basis, u.email, p.accommodation_gender AS gender, r.body, r.created_at, r.reply_body, r.reply_at, r.rating, r.recommend,
                t.visit_state, t.visit_date::text AS visit_date, t.visit_slot,
                EXISTS (SELECT 1 FROM review_invitations i WHERE i.id = r.invitation_id
                          AND i.accepted_by = r.author_id AND i.property_id = r.property_id) AS accepted
           FROM listing_reviews r JOIN users u ON u.id = r.author_id JOIN properties p ON p.id = r.property_id
           LEFT JOIN enquiry_threads t ON t.property_id = r.property_id AND t.seeker_id = r.author_id`,
      )
    ).rows;
    expect(reviews.length).toBeGreaterThan(100);
    for (const review of reviews) {
      expect(DEMO_REVIEWER_EMAILS).toContain(review.email);
      // A ladies' place is reviewed by women, a gents' one by men.
      if (review.gender === 'Female') expect(REVIEWER_WOMEN.has(review.email)).toBe(true);
      if (review.gender === 'Male') expect(REVIEWER_WOMEN.has(review.email)).toBe(false);
      expect(review.visit_state).toBe('confirmed');
      expect(isVisitOver(review.visit_date!, review.visit_slot!, new Date(review.created_at))).toBe(true);
      expect(new Date(review.created_at).getTime()).toBeLessThan(Date.now());
      expect(review.body.length).toBeGreaterThanOrEqual(REVIEW_BODY_MIN);
      expect(review.body.length).toBeLessThanOrEqual(REVIEW_BODY_MAX);
      expect(review.body).not.toContain('{');
      if (review.rating >= 4) expect(review.recommend).toBe(true);
      if (review.rating <= 2) expect(review.recommend).toBe(false);
      expect(review.accepted).toBe(review.basis === 'stayed');
      if (review.reply_body) {
        expect(new Date(review.reply_at!).getTime()).toBeGreaterThan(new Date(review.created_at).getTime());
        expect(new Date(review.reply_at!).getTime()).toBeLessThan(Date.now());
      }
    }
    const stayed = reviews.filter((review) => review.basis === 'stayed').length;
    expect(stayed).toBeGreaterThan(5);
    expect(stayed).toBeLessThan(reviews.length / 3);
    const replied = reviews.filter((review) => review.reply_body).length;
    expect(replied).toBeGreaterThan(reviews.length / 5);
    expect(replied).toBeLessThan(reviews.length / 2);
    // The demo Lister's newest review waits for his reply.
    const ravis = await t.db.query<{ reply_body: string | null }>(
      `SELECT r.reply_body FROM listing_reviews r JOIN properties p ON p.id = r.property_id
         JOIN users o ON o.id = p.owner_id WHERE o.email = 'ravi@demo.basera.in'
        ORDER BY r.created_at DESC LIMIT 1`,
    );
    expect(ravis.rows[0]).toEqual({ reply_body: null });
  });

  it('leaves the demo seeker one past confirmed visit to review, which the prompt sweep asks about', async () => {
    const visits = (
      await t.db.query<{
        property_id: number;
        visit_date: string;
        visit_slot: string;
        name: string;
        public: boolean;
      }>(
        `SELECT t.property_id, t.visit_date::text AS visit_date, t.visit_slot, p.accommodation_name AS name,
                (${PUBLIC_LISTING}) AS public
           FROM enquiry_threads t JOIN users u ON u.id = t.seeker_id JOIN properties p ON p.id = t.property_id
          WHERE u.email = $1 AND t.visit_state = 'confirmed'`,
        [PROMPTED_SEEKER_EMAIL],
      )
    ).rows.filter((visit) => isVisitOver(visit.visit_date, visit.visit_slot));
    expect(visits).toHaveLength(1);
    const [visit] = visits;
    expect(visit!.public).toBe(true);
    const { rows: own } = await t.db.query(
      `SELECT r.id FROM listing_reviews r JOIN users u ON u.id = r.author_id WHERE u.email = $1`,
      [PROMPTED_SEEKER_EMAIL],
    );
    expect(own).toEqual([]);
    // Nobody else reviewed that listing yet: her review is its first.
    const { rows: others } = await t.db.query('SELECT id FROM listing_reviews WHERE property_id = $1', [
      visit!.property_id,
    ]);
    expect(others).toEqual([]);

    // The first sweep of a fresh start asks her, and only her: every seeded reviewer was asked long ago.
    expect(await sweepReviewPrompts(t.app)).toBe(1);
    const notices = await t.db.query<{ subject: string; body: string; email: string }>(
      `SELECT n.subject, n.body, u.email FROM notifications n JOIN users u ON u.id = n.user_id
        WHERE n.kind = 'review_prompt' AND n.channel = 'email'`,
    );
    expect(notices.rows).toEqual([
      expect.objectContaining({
        email: PROMPTED_SEEKER_EMAIL,
        subject: RATING_MESSAGES.promptSubject(visit!.name),
      }),
    ]);
    expect(notices.rows[0]!.body).toContain(writeReviewPath(visit!.property_id));
  });
});
