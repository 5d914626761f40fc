import { randomBytes } from 'node:crypto';
import {
  ADMIN_API,
  bayesianScore,
  indiaToday,
  RATING_MESSAGES as M,
  RATINGS_API,
  REVIEW_BURST_REASON,
  REVIEW_EDIT_DAYS,
  REVIEW_REPORTS_PER_DAY,
  REVIEWS_PER_ACCOUNT_PER_DAY,
  REVIEWS_PER_LISTING_PER_DAY,
} from '@basera/shared/schemas';
import type { ListingReview, RatingSummary, ReviewWithListing } from '@basera/shared/types';
import { hashToken, newToken } from '../auth/tokens';
import { PUBLIC_LISTING } from '../listings/states';
import { refreshRating } from '../ratings/aggregates';
import { testDatabaseKinds } from '../test/databases';
import {
  call,
  fixtureListing,
  type Method,
  makeUser,
  type TestUser,
  useListingSuite,
} from '../test/listing-fixtures';
import { useTestApp } from '../test/suite';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A valid review body; `change` overrides fields. */
const review = (change: Record<string, unknown> = {}) => ({
  rating: 4,
  food: 4,
  cleanliness: 5,
  safety: 4,
  owner: 3,
  body: 'Clean rooms and tasty home food. The warden is helpful; the Wi-Fi drops at night.',
  recommend: true,
  ...change,
});

describe.each(testDatabaseKinds)('reviews, the seeker side, on %s', (kind) => {
  const t = useListingSuite(kind);
  /** The app's clock, moved by the tests (every "now" of the review routes reads it). */
  let now = Date.now();
  beforeAll(() => {
    t.app.deps.clock = () => new Date(now);
  });
  beforeEach(() => {
    now = Date.now();
  });

  const patch = (user: TestUser | null, id: number, body: unknown) =>
    call(t, 'PATCH' as Method, RATINGS_API.review(id), user, body);
  const post = (user: TestUser | null, propertyId: number, body: unknown = review()) =>
    call(t, 'POST', RATINGS_API.listingReviews(propertyId), user, body);
  const eligibility = (user: TestUser | null, propertyId: number) =>
    call(t, 'GET', RATINGS_API.eligibility(propertyId), user);
  const list = async (propertyId: number, query = '') => {
    const res = await call(t, 'GET', `${RATINGS_API.listingReviews(propertyId)}${query}`, null);
    return res.body as { data: ListingReview[]; summary: RatingSummary; total: number; page: number };
  };

  /** A seeker named "fname lname" (a Customer with a session). */
  const seeker = async (fname = 'Asha', lname = 'Nair') => {
    const user = await makeUser(t, 'Customer');
    await t.db.query('UPDATE users SET fname = $2, lname = $3 WHERE id = $1', [user.id, fname, lname]);
    return user;
  };
  /** The seeker's thread on a listing with a visit in `state` on the India date of `at` (ms), slot 11-13. */
  const visit = async (user: TestUser, propertyId: number, at: number, state = 'confirmed', slot = '11-13') =>
    Number(
      (
        await t.db.query<{ id: number }>(
          `INSERT INTO enquiry_threads (property_id, seeker_id, visit_date, visit_slot, visit_state)
           VALUES ($1, $2, $3::date, $4, $5) RETURNING id`,
          [propertyId, user.id, indiaToday(new Date(at)), slot, state],
        )
      ).rows[0]!.id,
    );
  /** A seeker who visited the listing two days ago (a confirmed visit, over). */
  const visitor = async (propertyId: number, fname = 'Asha', lname = 'Nair') => {
    const user = await seeker(fname, lname);
    await visit(user, propertyId, now - 2 * DAY);
    return user;
  };
  /** An owner's invitation for the listing, accepted by `user` (`late`: after it had run out). */
  const invited = async (user: TestUser, propertyId: number, late = false) => {
    await t.db.query(
      `INSERT INTO review_invitations (property_id, owner_id, contact, contact_kind, token_hash, created_at,
                                       expires_at, accepted_by, accepted_at)
       VALUES ($1, $2, $3, 'email', $4, $5, $6, $7, $8)`,
      [
        propertyId,
        t.lister.id,
        `resident.${randomBytes(4).toString('hex')}@example.in`,
        hashToken(randomBytes(32).toString('base64url')),
        new Date(now - 40 * DAY).toISOString(),
        new Date(now - (late ? 10 : -20) * DAY).toISOString(),
        user.id,
        new Date(now - 5 * DAY).toISOString(),
      ],
    );
  };
  const figures = async (propertyId: number) => {
    const { rows } = await t.db.query<{
      rating_count: number;
      rating_avg: string | number | null;
      rating_score: number;
    }>('SELECT rating_count, rating_avg, rating_score FROM properties WHERE id = $1', [propertyId]);
    const row = rows[0]!;
    return {
      count: Number(row.rating_count),
      average: row.rating_avg === null ? null : Number(row.rating_avg),
      score: Number(row.rating_score),
    };
  };
  const listing = (name?: string) => fixtureListing(t, { ownerId: t.lister.id, ...(name ? { name } : {}) });

  it('lets a seeker whose confirmed visit is over review once, signed first name and last initial', async () => {
    const id = await listing('Sunrise Ladies PG');
    const asha = await visitor(id, 'Asha', 'nair');

    const before = await eligibility(asha, id);
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({
      can_review: true,
      basis: 'visited',
      reason: null,
      review: null,
      listing: { id, accommodation_name: 'Sunrise Ladies PG' },
    });

    const posted = await post(asha, id);
    expect(posted.status).toBe(201);
    expect(posted.body.message).toBe(M.posted);
    const data = posted.body.data as ReviewWithListing;
    expect(data).toMatchObject({
      property_id: id,
      author_name: 'Asha N.',
      basis: 'visited',
      rating: 4,
      categories: { food: 4, cleanliness: 5, safety: 4, owner: 3 },
      recommend: true,
      edited: false,
      reply: null,
      hidden_at: null,
      hidden_reason: null,
      listing: { id, accommodation_name: 'Sunrise Ladies PG' },
    });
    expect(Date.parse(data.editable_until!) - Date.parse(data.created_at)).toBe(REVIEW_EDIT_DAYS * DAY);
    expect(data.listing.photo).toMatch(/\/storage\/properties\/fixture\.jpg$/);

    // One per person and listing.
    const again = await post(asha, id, review({ rating: 5 }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.duplicate);
    const after = await eligibility(asha, id);
    expect(after.body.data).toMatchObject({ can_review: false, basis: null, reason: M.duplicate });
    expect(after.body.data.review.id).toBe(data.id);

    // On the listing's public page, and in the listing row.
    const page = await list(id);
    expect(page.data.map((r) => r.id)).toEqual([data.id]);
    expect(page.data[0]).not.toHaveProperty('listing');
    expect(await figures(id)).toMatchObject({ count: 1, average: 4 });
    expect((await figures(id)).score).toBeCloseTo(bayesianScore(1, 4), 5);

    // The owner is told (api/src/ratings/notify.ts), once.
    const { rows } = await t.db.query<{ user_id: number }>(
      'SELECT user_id FROM notifications WHERE dedupe_key = $1',
      [`review_new:${data.id}`],
    );
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.every((row) => Number(row.user_id) === t.lister.id)).toBe(true);
  });

  it('refuses an unconfirmed visit, a confirmed visit not over yet, and a seeker without a visit', async () => {
    const id = await listing();
    const requested = await seeker();
    await visit(requested, id, now - 2 * DAY, 'requested');
    const cancelled = await seeker();
    await visit(cancelled, id, now - 2 * DAY, 'cancelled');
    const future = await seeker();
    await visit(future, id, now + 2 * DAY);
    const stranger = await seeker();
    for (const user of [requested, cancelled, future, stranger]) {
      const asked = await eligibility(user, id);
      expect(asked.body.data).toMatchObject({ can_review: false, basis: null, reason: M.notEligible });
      const res = await post(user, id);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(M.notEligible);
    }
    expect((await list(id)).total).toBe(0);
  });

  it('counts a visit once its two-hour slot has ended (the injected clock)', async () => {
    const id = await listing();
    const user = await seeker();
    // Tomorrow's 11-13 slot, India time.
    const tomorrow = indiaToday(new Date(now + DAY));
    await visit(user, id, now + DAY);
    now = Date.parse(`${tomorrow}T12:59:00+05:30`);
    expect((await eligibility(user, id)).body.data.can_review).toBe(false);
    expect((await post(user, id)).status).toBe(403);
    now = Date.parse(`${tomorrow}T13:00:00+05:30`);
    expect((await eligibility(user, id)).body.data).toMatchObject({ can_review: true, basis: 'visited' });
    expect((await post(user, id)).status).toBe(201);
  });

  it("never lets the owner or an account sharing the owner's phone review", async () => {
    const id = await listing();
    const owner = await eligibility(t.lister, id);
    expect(owner.status).toBe(200);
    expect(owner.body.data).toMatchObject({ can_review: false, reason: M.ownListing });
    const own = await post(t.lister, id);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(M.ownListing);

    // The owner's Customer account (the same phone number), even with a confirmed visit and an invitation.
    const twin = await visitor(id);
    await t.db.query('UPDATE users SET phone = (SELECT phone FROM users WHERE id = $2) WHERE id = $1', [
      twin.id,
      t.lister.id,
    ]);
    await invited(twin, id);
    expect((await eligibility(twin, id)).body.data).toMatchObject({
      can_review: false,
      reason: M.ownListing,
    });
    const res = await post(twin, id);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(M.ownListing);
  });

  it('takes no review on a listing that is not public, and shows none (404)', async () => {
    const inactive = await fixtureListing(t, { ownerId: t.lister.id, status: 'inactive' });
    const pending = await fixtureListing(t, { ownerId: t.lister.id, review: 'pending' });
    const expired = await fixtureListing(t, { ownerId: t.lister.id, expiresInDays: -1 });
    for (const id of [inactive, pending, expired]) {
      const user = await visitor(id);
      const asked = await eligibility(user, id);
      expect(asked.status).toBe(404);
      expect(asked.body.message).toBe(M.notPublic);
      const res = await post(user, id);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(M.notPublic);
      expect((await call(t, 'GET', RATINGS_API.listingReviews(id), null)).status).toBe(404);
    }
    expect((await eligibility(t.lister, 987654321)).status).toBe(404);
  });

  it('lets a resident who accepted the invitation in time review as "Stayed here", which wins over a visit', async () => {
    const id = await listing();
    const resident = await seeker('Kiran', 'Rao');
    await invited(resident, id);
    expect((await eligibility(resident, id)).body.data).toMatchObject({ can_review: true, basis: 'stayed' });
    const both = await visitor(id);
    await invited(both, id);
    expect((await eligibility(both, id)).body.data.basis).toBe('stayed');
    const posted = await post(both, id);
    expect(posted.status).toBe(201);
    expect(posted.body.data.basis).toBe('stayed');
    // Accepted after the link had run out: no basis.
    const late = await seeker();
    await invited(late, id, true);
    expect((await post(late, id)).status).toBe(403);
  });

  it('lets a resident review as "Stayed here" through the owner\'s invitation link (api-owner\'s routes)', async () => {
    const id = await listing();
    const resident = await seeker('Kiran', 'Rao');
    const email = `kiran.${randomBytes(4).toString('hex')}@example.in`;
    const sent = await call(t, 'POST', RATINGS_API.invite(id), t.lister, { contact: email });
    expect(sent.status).toBe(201);
    const mail = [...t.transport.sent].reverse().find((message) => message.to === email);
    const token = mail?.text.match(/\/review-invite\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
    expect(token).not.toBe('');
    expect((await eligibility(resident, id)).body.data.can_review).toBe(false);
    expect((await call(t, 'POST', RATINGS_API.acceptInvitation(token), resident)).status).toBe(200);
    expect((await eligibility(resident, id)).body.data).toMatchObject({ can_review: true, basis: 'stayed' });
    const posted = await post(resident, id);
    expect(posted.status).toBe(201);
    expect(posted.body.data).toMatchObject({ basis: 'stayed', author_name: 'Kiran R.' });
  });

  it('lets the author edit for 14 days (no "Edited" for the same words), then never', async () => {
    const id = await listing();
    const author = await visitor(id);
    const created = (await post(author, id)).body.data as ReviewWithListing;

    const same = await patch(author, created.id, review());
    expect(same.status).toBe(200);
    expect(same.body.data.edited).toBe(false);

    now += (REVIEW_EDIT_DAYS - 1) * DAY;
    const edited = await patch(
      author,
      created.id,
      review({ rating: 2, body: 'Food got worse after the cook left.\nWater runs out by 9 AM.' }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe(M.updated);
    expect(edited.body.data).toMatchObject({
      id: created.id,
      rating: 2,
      body: 'Food got worse after the cook left.\nWater runs out by 9 AM.',
      edited: true,
      editable_until: created.editable_until,
    });
    expect(await figures(id)).toMatchObject({ count: 1, average: 2 });

    // Only the author; an unknown review is 404.
    const other = await visitor(id);
    const notYours = await patch(other, created.id, review());
    expect(notYours.status).toBe(403);
    expect(notYours.body.message).toBe(M.notYours);
    const unknown = await patch(author, 987654321, review());
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(M.reviewNotFound);

    now = Date.parse(created.created_at) + REVIEW_EDIT_DAYS * DAY + MINUTE;
    const closed = await patch(author, created.id, review({ rating: 5 }));
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe(M.editClosed);
    const mine = await call(t, 'GET', RATINGS_API.mine, author);
    expect(mine.body.data[0]).toMatchObject({ id: created.id, rating: 2, editable_until: null });
    expect(await figures(id)).toMatchObject({ count: 1, average: 2 });
  });

  it('keeps the average and the Bayesian score in the listing row after a post, an edit and a hide', async () => {
    const id = await listing();
    const [a, b, c] = [await visitor(id, 'Meera'), await visitor(id, 'Ravi'), await visitor(id, 'Divya')];
    const ra = (await post(a, id, review({ rating: 5, food: 5, recommend: true }))).body.data.id as number;
    await post(b, id, review({ rating: 4, food: 3, recommend: true }));
    const rc = (await post(c, id, review({ rating: 3, food: 1, recommend: false }))).body.data.id as number;
    expect(await figures(id)).toEqual({ count: 3, average: 4, score: expect.any(Number) });
    expect((await figures(id)).score).toBeCloseTo(bayesianScore(3, 4), 5);
    const summary = (await list(id)).summary;
    expect(summary).toEqual({
      average: 4,
      count: 3,
      categories: { food: 3, cleanliness: 5, safety: 4, owner: 3 },
      distribution: { '1': 0, '2': 0, '3': 1, '4': 1, '5': 1 },
      recommend_percent: 67,
    });

    await patch(c, rc, review({ rating: 5, food: 1, recommend: false }));
    expect((await figures(id)).average).toBe(4.67);
    expect((await figures(id)).score).toBeCloseTo(bayesianScore(3, 4.67), 5);

    // An operator hides a review (the console's route does this; here straight in SQL, then refreshRating).
    await t.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE listing_reviews SET hidden_at = now(), hidden_reason = 'Not a real visit' WHERE id = $1`,
        [ra],
      );
      await refreshRating(tx, id);
    });
    // Written past the API: the cached public list learns of it as of another instance's write.
    t.publicCache.invalidate();
    expect(await figures(id)).toEqual({ count: 2, average: 4.5, score: expect.any(Number) });
    expect((await figures(id)).score).toBeCloseTo(bayesianScore(2, 4.5), 5);
    const after = await list(id);
    expect(after.data.map((r) => r.id)).not.toContain(ra);
    expect(after.summary).toMatchObject({ average: 4.5, count: 2, recommend_percent: 50 });

    // Its author still sees it, marked, and may still edit it: it stays hidden and out of the figures.
    const mine = await call(t, 'GET', RATINGS_API.mine, a);
    expect(mine.body.data[0]).toMatchObject({ id: ra, hidden_reason: 'Not a real visit' });
    expect(mine.body.data[0].hidden_at).not.toBeNull();
    const edited = await patch(a, ra, review({ rating: 1 }));
    expect(edited.status).toBe(200);
    expect(edited.body.data.hidden_reason).toBe('Not a real visit');
    expect(await figures(id)).toMatchObject({ count: 2, average: 4.5 });
    // Reporting a hidden review: it is gone from the page.
    expect((await call(t, 'POST', RATINGS_API.report(ra), b, { reason: 'fake' })).status).toBe(404);
  });

  it("drops a review an operator hides from the public list and the figures at once, and brings it back (the console's routes)", async () => {
    const id = await listing();
    const admin = await makeUser(t, 'Admin');
    const five = (await post(await visitor(id), id, review({ rating: 5 }))).body.data.id as number;
    await post(await visitor(id), id, review({ rating: 3 }));
    // Read once, so the public cache holds the answer with both reviews.
    expect((await list(id)).summary).toMatchObject({ count: 2, average: 4 });

    const hidden = await call(t, 'POST', ADMIN_API.hideReview(five), admin, { reason: 'Not a real visit' });
    expect(hidden.status).toBe(200);
    const after = await list(id);
    expect(after.data.map((r) => r.id)).not.toContain(five);
    expect(after.summary).toMatchObject({ count: 1, average: 3 });
    expect(await figures(id)).toMatchObject({ count: 1, average: 3 });

    expect((await call(t, 'POST', ADMIN_API.unhideReview(five), admin, {})).status).toBe(200);
    expect((await list(id)).summary).toMatchObject({ count: 2, average: 4 });
    expect(await figures(id)).toMatchObject({ count: 2, average: 4 });
  });

  it('ranks a lone 5-star review below a listing with more, slightly lower reviews (the Bayesian score)', async () => {
    const lone = await listing();
    await post(await visitor(lone), lone, review({ rating: 5 }));
    const many = await listing();
    for (const rating of [5, 4, 5, 4]) await post(await visitor(many), many, review({ rating }));
    const [one, four] = [await figures(lone), await figures(many)];
    expect(one).toMatchObject({ count: 1, average: 5 });
    expect(four).toMatchObject({ count: 4, average: 4.5 });
    expect(one.score).toBeCloseTo(3.75, 5);
    expect(four.score).toBeGreaterThan(one.score);
    const unrated = await listing();
    expect(await figures(unrated)).toEqual({ count: 0, average: null, score: 0 });
  });

  it('lists a listing’s reviews newest, highest or lowest first, 10 a page, hidden ones never', async () => {
    const id = await listing();
    const ratings = [3, 5, 1, 4, 2, 5, 3, 4, 1, 2, 5, 4];
    const ids: number[] = [];
    for (const rating of ratings) {
      now += 10 * MINUTE;
      const res = await post(await visitor(id), id, review({ rating }));
      expect(res.status).toBe(201);
      ids.push(res.body.data.id);
    }
    const hiddenId = ids[5]!;
    await t.db.transaction(async (tx) => {
      await tx.query(
        `UPDATE listing_reviews SET hidden_at = now(), hidden_reason = 'Abusive' WHERE id = $1`,
        [hiddenId],
      );
      await refreshRating(tx, id);
    });
    // Written past the API: the cached public list learns of it as of another instance's write.
    t.publicCache.invalidate();
    const visible = ids
      .map((rid, i) => ({ id: rid, rating: ratings[i]!, at: i }))
      .filter((r) => r.id !== hiddenId);
    const newest = [...visible].sort((x, y) => y.at - x.at).map((r) => r.id);
    const highest = [...visible].sort((x, y) => y.rating - x.rating || y.at - x.at).map((r) => r.id);
    const lowest = [...visible].sort((x, y) => x.rating - y.rating || y.at - x.at).map((r) => r.id);

    const all = async (sort: string) => {
      const first = await list(id, `?sort=${sort}`);
      const second = await list(id, `?sort=${sort}&page=2`);
      expect(first).toMatchObject({ total: 11, page: 1, per_page: 10 });
      expect(first.data).toHaveLength(10);
      expect(second).toMatchObject({ total: 11, page: 2 });
      return [...first.data, ...second.data].map((r) => r.id);
    };
    expect(await all('newest')).toEqual(newest);
    expect(await all('highest')).toEqual(highest);
    expect(await all('lowest')).toEqual(lowest);
    expect((await list(id)).data.map((r) => r.id)).toEqual(newest.slice(0, 10));
    expect(await list(id, '?page=3')).toMatchObject({ data: [], total: 11 });
    const bad = await call(t, 'GET', `${RATINGS_API.listingReviews(id)}?sort=best`, null);
    expect(bad.status).toBe(422);
    expect(bad.body.errors.sort).toBeDefined();
  });

  it(`refuses an account's review beyond ${REVIEWS_PER_ACCOUNT_PER_DAY} in 24 hours (429, Retry-After)`, async () => {
    const user = await seeker();
    const ids: number[] = [];
    for (let i = 0; i <= REVIEWS_PER_ACCOUNT_PER_DAY; i += 1) {
      const id = await listing();
      await visit(user, id, now - 2 * DAY);
      ids.push(id);
    }
    const start = now;
    for (const id of ids.slice(0, REVIEWS_PER_ACCOUNT_PER_DAY)) {
      now += MINUTE;
      expect((await post(user, id)).status).toBe(201);
    }
    now += HOUR;
    const last = ids[REVIEWS_PER_ACCOUNT_PER_DAY]!;
    const refused = await post(user, last);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(M.tooManyToday);
    // The first of the day's reviews leaves the window 24 hours after it was written.
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBe(Math.ceil((start + MINUTE + DAY - now) / 1000));
    now = start + MINUTE + DAY + 1000;
    expect((await post(user, last)).status).toBe(201);
  });

  it(`refuses a listing's review beyond ${REVIEWS_PER_LISTING_PER_DAY} in 24 hours (429, Retry-After)`, async () => {
    const id = await listing();
    // The day's reviews, written three hours ago (no burst).
    for (let i = 0; i < REVIEWS_PER_LISTING_PER_DAY; i += 1) {
      const author = await seeker();
      await t.db.query(
        `INSERT INTO listing_reviews (property_id, author_id, basis, rating, food_rating, cleanliness_rating,
                                      safety_rating, owner_rating, body, recommend, created_at, updated_at)
         VALUES ($1, $2, 'visited', 4, 4, 4, 4, 4, 'A fair place to stay for a few months.', true, $3, $3)`,
        [id, author.id, new Date(now - 3 * HOUR).toISOString()],
      );
    }
    const user = await visitor(id);
    const refused = await post(user, id);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(M.listingBusy);
    expect(Number(refused.headers['retry-after'])).toBe(21 * 3600);
    now += 21 * HOUR + 1000;
    expect((await post(user, id)).status).toBe(201);
  });

  it('lets only one of two posts at once through: the same author twice, or the last place of the day', async () => {
    const id = await listing();
    const user = await visitor(id);
    const both = await Promise.all([post(user, id), post(user, id, review({ rating: 2 }))]);
    expect(both.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(await figures(id)).toMatchObject({ count: 1 });

    const busy = await listing();
    for (let i = 1; i < REVIEWS_PER_LISTING_PER_DAY; i += 1) {
      const author = await seeker();
      await t.db.query(
        `INSERT INTO listing_reviews (property_id, author_id, basis, rating, food_rating, cleanliness_rating,
                                      safety_rating, owner_rating, body, recommend, created_at, updated_at)
         VALUES ($1, $2, 'visited', 4, 4, 4, 4, 4, 'A fair place to stay for a few months.', true, $3, $3)`,
        [busy, author.id, new Date(now - 3 * HOUR).toISOString()],
      );
    }
    const [x, y] = [await visitor(busy), await visitor(busy)];
    const race = await Promise.all([post(x, busy), post(y, busy)]);
    expect(race.map((res) => res.status).sort()).toEqual([201, 429]);
    expect((await list(busy)).total).toBe(REVIEWS_PER_LISTING_PER_DAY);
  });

  const burstFlags = async (propertyId: number) =>
    (
      await t.db.query<{ review_id: number; reporter_id: number | null; kind: string; status: string }>(
        `SELECT review_id, reporter_id, kind, status FROM reports WHERE property_id = $1 AND reason = $2`,
        [propertyId, REVIEW_BURST_REASON],
      )
    ).rows;

  it('flags a burst of reviews on one listing to the reports queue, once while the flag is open', async () => {
    const id = await listing();
    const ids: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      now += 5 * MINUTE;
      ids.push((await post(await visitor(id), id)).body.data.id);
    }
    expect(await burstFlags(id)).toEqual([]);
    now += 5 * MINUTE;
    const fifth = (await post(await visitor(id), id)).body.data.id as number;
    expect(await burstFlags(id)).toEqual([
      { review_id: expect.anything(), reporter_id: null, kind: 'review', status: 'open' },
    ]);
    expect(Number((await burstFlags(id))[0]!.review_id)).toBe(fifth);
    now += 5 * MINUTE;
    expect((await post(await visitor(id), id)).status).toBe(201);
    expect(await burstFlags(id)).toHaveLength(1);
  });

  it('does not flag the same number of reviews spread over more than the burst window', async () => {
    const id = await listing();
    for (let i = 0; i < 5; i += 1) {
      now += 16 * MINUTE;
      expect((await post(await visitor(id), id)).status).toBe(201);
    }
    expect(await burstFlags(id)).toEqual([]);
  });

  it('takes one open report per person and review, never the author’s own (401/403/404/409/422)', async () => {
    const id = await listing();
    const author = await visitor(id);
    const rid = (await post(author, id)).body.data.id as number;
    const reader = await seeker();
    const report = (user: TestUser | null, body: unknown, reviewId = rid) =>
      call(t, 'POST', RATINGS_API.report(reviewId), user, body);

    expect((await report(null, { reason: 'fake' })).status).toBe(401);
    const bad = await report(reader, { reason: 'boring' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['reason']);
    const own = await report(author, { reason: 'fake' });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(M.reportOwn);
    expect((await report(reader, { reason: 'fake' }, 987654321)).status).toBe(404);

    const sent = await report(reader, { reason: 'offensive', note: 'Names the warden' });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe(M.reported);
    const twice = await report(reader, { reason: 'fake' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(M.reportedAlready);
    // The owner may report a review of their listing too.
    expect((await report(t.lister, { reason: 'fake' })).status).toBe(201);

    const { rows } = await t.db.query<{ kind: string; property_id: number; reason: string; note: string }>(
      `SELECT kind, property_id, reason, note FROM reports WHERE review_id = $1 AND reporter_id = $2`,
      [rid, reader.id],
    );
    expect(rows).toEqual([
      { kind: 'review', property_id: expect.anything(), reason: 'offensive', note: 'Names the warden' },
    ]);
    expect(Number(rows[0]!.property_id)).toBe(id);
    // Once the team has closed it, the same person may report again.
    await t.db.query(`UPDATE reports SET status = 'dismissed' WHERE review_id = $1 AND reporter_id = $2`, [
      rid,
      reader.id,
    ]);
    expect((await report(reader, { reason: 'fake' })).status).toBe(201);
  });

  it(`refuses a person's review report beyond ${REVIEW_REPORTS_PER_DAY} in 24 hours (429, Retry-After)`, async () => {
    const id = await listing();
    const rid = (await post(await visitor(id), id)).body.data.id as number;
    const other = (await post(await visitor(id), id)).body.data.id as number;
    const reader = await seeker();
    // The day's reports, closed by the team two hours ago (closed ones count too).
    for (let i = 0; i < REVIEW_REPORTS_PER_DAY; i += 1)
      await t.db.query(
        `INSERT INTO reports (kind, property_id, review_id, reporter_id, reason, status, created_at)
         VALUES ('review', $1, $2, $3, 'fake', 'dismissed', $4)`,
        [id, rid, reader.id, new Date(now - 2 * HOUR).toISOString()],
      );
    const refused = await call(t, 'POST', RATINGS_API.report(other), reader, { reason: 'fake' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(M.reportTooMany);
    expect(Number(refused.headers['retry-after'])).toBe(22 * 3600);
    now += 22 * HOUR + 1000;
    expect((await call(t, 'POST', RATINGS_API.report(other), reader, { reason: 'fake' })).status).toBe(201);
  });

  it('answers 422 per field for a bad review, on POST and PATCH', async () => {
    const id = await listing();
    const user = await visitor(id);
    const short = await post(user, id, review({ body: 'Too short.' }));
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual({ body: [M.bodyShort] });
    const six = await post(user, id, review({ rating: 6 }));
    expect(six.body.errors).toEqual({ rating: [M.ratingRequired] });
    const { recommend: _, ...noRecommend } = review();
    expect((await post(user, id, noRecommend)).body.errors).toEqual({ recommend: [M.recommendRequired] });
    const several = await post(user, id, review({ food: 0, safety: undefined, body: 'x'.repeat(1001) }));
    expect(several.status).toBe(422);
    expect(several.body.errors).toEqual({
      food: [M.categoryRequired('Food')],
      safety: [M.categoryRequired('Safety')],
      body: [M.bodyLong],
    });
    expect((await list(id)).total).toBe(0);

    const rid = (await post(user, id)).body.data.id as number;
    const edit = await patch(user, rid, review({ body: '   ' }));
    expect(edit.status).toBe(422);
    expect(Object.keys(edit.body.errors)).toEqual(['body']);
    expect(edit.body.errors.body[0]).toBe(M.bodyRequired);
    expect((await call(t, 'GET', RATINGS_API.listingReviews(0), null)).status).toBe(422);
  });

  it('stores the text as typed: markup stays text', async () => {
    const id = await listing();
    const user = await visitor(id);
    const body = '<script>alert(1)</script> <b>Great</b> food & a kind warden.\nWi-Fi is fine.';
    const res = await post(user, id, review({ body }));
    expect(res.status).toBe(201);
    expect(res.body.data.body).toBe(body);
    expect((await list(id)).data[0]!.body).toBe(body);
  });

  it('asks to sign in for every seeker route but the public list (401)', async () => {
    const id = await listing();
    expect((await post(null, id)).status).toBe(401);
    expect((await eligibility(null, id)).status).toBe(401);
    expect((await patch(null, 1, review())).status).toBe(401);
    expect((await call(t, 'POST', RATINGS_API.report(1), null, { reason: 'fake' })).status).toBe(401);
    expect((await call(t, 'GET', RATINGS_API.mine, null)).status).toBe(401);
    expect((await call(t, 'GET', RATINGS_API.prompts, null)).status).toBe(401);
    expect((await call(t, 'GET', RATINGS_API.listingReviews(id), null)).status).toBe(200);
  });

  it('lists My reviews newest first, 10 a page, with each listing', async () => {
    const user = await seeker();
    const made: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      // One account writes five a day.
      now += 5 * HOUR;
      const id = await listing(`Nest ${i} PG`);
      await visit(user, id, now - 2 * DAY);
      const res = await post(user, id);
      expect(res.status).toBe(201);
      made.push(res.body.data.id);
    }
    const first = await call(t, 'GET', RATINGS_API.mine, user);
    expect(first.body).toMatchObject({ status: true, total: 11, page: 1, per_page: 10 });
    expect(first.body.data.map((r: ReviewWithListing) => r.id)).toEqual([...made].reverse().slice(0, 10));
    expect(first.body.data[0].listing.accommodation_name).toBe('Nest 10 PG');
    const second = await call(t, 'GET', `${RATINGS_API.mine}?page=2`, user);
    expect(second.body.data.map((r: ReviewWithListing) => r.id)).toEqual([made[0]]);
    expect((await call(t, 'GET', RATINGS_API.mine, await seeker())).body).toMatchObject({
      data: [],
      total: 0,
    });
  });

  it('prompts for visits that are over, not reviewed, recent and on public listings, newest first', async () => {
    const user = await seeker();
    const recent = await listing('Recent PG');
    await visit(user, recent, now - DAY);
    const older = await listing('Older PG');
    await visit(user, older, now - 10 * DAY);
    const upcoming = await listing();
    await visit(user, upcoming, now + 2 * DAY);
    const requested = await listing();
    await visit(user, requested, now - 3 * DAY, 'requested');
    const reviewed = await listing();
    await visit(user, reviewed, now - 3 * DAY);
    expect((await post(user, reviewed)).status).toBe(201);
    const gone = await fixtureListing(t, { ownerId: t.lister.id, status: 'inactive' });
    await visit(user, gone, now - 3 * DAY);
    const ancient = await listing();
    await visit(user, ancient, now - 70 * DAY);

    const res = await call(t, 'GET', RATINGS_API.prompts, user);
    expect(res.status).toBe(200);
    expect(res.body.data.map((p: { property_id: number }) => p.property_id)).toEqual([recent, older]);
    expect(res.body.data[0]).toMatchObject({
      property_id: recent,
      visit_date: indiaToday(new Date(now - DAY)),
      listing: { id: recent, accommodation_name: 'Recent PG' },
    });
    expect(typeof res.body.data[0].thread_id).toBe('number');
    // Reviewing it ends its prompt.
    expect((await post(user, recent)).status).toBe(201);
    expect(
      (await call(t, 'GET', RATINGS_API.prompts, user)).body.data.map(
        (p: { property_id: number }) => p.property_id,
      ),
    ).toEqual([older]);
  });
});

/** The demo data (api/src/seed/reviews.ts) read through the seeker's routes: what a fresh start shows. */
describe.each(testDatabaseKinds)('reviews on the demo data on %s', (kind) => {
  const t = useTestApp(kind, { seed: true });

  const signIn = async (email: string): Promise<TestUser> => {
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
    const token = newToken();
    await t.db.query(
      `INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
      [rows[0]!.id, hashToken(token)],
    );
    return { id: Number(rows[0]!.id), token };
  };

  it('gives the demo seeker Asha one visit to review, and she may review it', async () => {
    const asha = await signIn('asha@demo.basera.in');
    const prompts = await call(t, 'GET', RATINGS_API.prompts, asha);
    expect(prompts.body.data).toHaveLength(1);
    const propertyId = prompts.body.data[0].property_id as number;
    const asked = await call(t, 'GET', RATINGS_API.eligibility(propertyId), asha);
    expect(asked.body.data).toMatchObject({ can_review: true, basis: 'visited' });
  });

  it("shows the seeded listings' reviews with the figures their rows keep", async () => {
    const { rows } = await t.db.query<{ id: number; rating_count: number; rating_avg: string | number }>(
      `SELECT p.id, p.rating_count, p.rating_avg FROM properties p
        WHERE p.rating_count > 0 AND ${PUBLIC_LISTING} ORDER BY p.rating_count DESC, p.id LIMIT 3`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const page = await call(t, 'GET', RATINGS_API.listingReviews(Number(row.id)), null);
      expect(page.status).toBe(200);
      expect(page.body.summary).toMatchObject({ count: row.rating_count, average: Number(row.rating_avg) });
      expect(page.body.total).toBe(row.rating_count);
      expect(page.body.data.length).toBe(Math.min(10, row.rating_count));
      for (const review of page.body.data as ListingReview[])
        expect(review.author_name).toMatch(/^\S+ [A-Z]\.$/);
    }
  });
});
