import {
  ADMIN_API,
  RATING_MESSAGES as M,
  REVIEW_MESSAGES as R,
  RATINGS_API,
  REVIEW_REPORT_REASONS,
} from '@basera/shared/schemas';
import type { AdminReport, AdminReviewItem } from '@basera/shared/types';
import { reportsWhere } from '../../admin/reports';
import { addReviews } from '../../listings/rating-fixtures';
import { testDatabaseKinds } from '../../test/databases';
import { call, fixtureListing, makeUser, type TestUser, useListingSuite } from '../../test/listing-fixtures';

/**
 * The operators' moderation of reviews (issue 32): review reports and burst flags in the reports queue, hide and
 * show again (audited, the listing's figures recomputed in the same transaction), hide from a report, the list of
 * hidden reviews.
 */
describe.each(testDatabaseKinds)('review moderation on %s', (kind) => {
  const t = useListingSuite(kind);
  let admin: TestUser;
  let seeker: TestUser;

  beforeAll(async () => {
    admin = await makeUser(t, 'Admin');
    seeker = await makeUser(t, 'Customer');
  });

  const figures = async (id: number) => {
    const res = await call(t, 'GET', `/get-property-details-by-id/${id}`, null);
    expect(res.status).toBe(200);
    const { rating_avg, rating_count } = res.body.data.property;
    return { rating_avg, rating_count };
  };
  const publicReviews = async (id: number) => {
    const res = await call(t, 'GET', RATINGS_API.listingReviews(id), null);
    expect(res.status).toBe(200);
    return {
      ids: (res.body.data as Array<{ id: number }>).map((review) => review.id),
      count: res.body.summary.count as number,
    };
  };
  const audit = async (targetKind: string, targetId: number) =>
    (
      await t.db.query<{ action: string; reason: string | null; detail: unknown }>(
        'SELECT action, reason, detail FROM admin_audit WHERE target_kind = $1 AND target_id = $2 ORDER BY id',
        [targetKind, String(targetId)],
      )
    ).rows.map((row) => ({
      action: row.action,
      reason: row.reason,
      detail: typeof row.detail === 'string' ? JSON.parse(row.detail) : row.detail,
    }));
  const authorOf = async (reviewId: number) =>
    Number(
      (
        await t.db.query<{ author_id: number }>('SELECT author_id FROM listing_reviews WHERE id = $1', [
          reviewId,
        ])
      ).rows[0]!.author_id,
    );
  const openReports = async () =>
    (await call(t, 'GET', `${ADMIN_API.reports}?status=open`, admin)).body.data as AdminReport[];

  it('hides a review: it leaves the page and the average; showing it again restores both; each audited', async () => {
    const id = await fixtureListing(t, { ownerId: t.lister.id });
    const [five, otherFive, one] = await addReviews(t, id, [5, 5, 1]);
    expect(await figures(id)).toEqual({ rating_avg: 3.67, rating_count: 3 });

    const bare = await call(t, 'POST', ADMIN_API.hideReview(one!), admin, {});
    expect(bare.status).toBe(422);
    expect(bare.body.errors.reason).toEqual(['Give a reason']);
    const reason = 'Abuses the warden by name';
    const hidden = await call(t, 'POST', ADMIN_API.hideReview(one!), admin, { reason });
    expect(hidden.status).toBe(200);
    expect(hidden.body.message).toBe(M.hidden);
    // The next public read already knows (an admin write clears the public cache).
    expect(await figures(id)).toEqual({ rating_avg: 5, rating_count: 2 });
    expect(await publicReviews(id)).toEqual({ ids: expect.arrayContaining([five, otherFive]), count: 2 });
    expect((await publicReviews(id)).ids).not.toContain(one);
    const stored = await t.db.query<{ hidden_by: number; hidden_reason: string; rating_score: number }>(
      `SELECT r.hidden_by, r.hidden_reason, p.rating_score FROM listing_reviews r
         JOIN properties p ON p.id = r.property_id WHERE r.id = $1`,
      [one],
    );
    expect(stored.rows[0]).toMatchObject({ hidden_by: admin.id, hidden_reason: reason });
    // (5 x 3.5 + 2 x 5) / 7
    expect(stored.rows[0]!.rating_score).toBeCloseTo(27.5 / 7, 4);

    const again = await call(t, 'POST', ADMIN_API.hideReview(one!), admin, { reason });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.alreadyHidden);

    // The hidden list: the review with its listing, author and reason.
    const list = await call(t, 'GET', `${ADMIN_API.reviews}?state=hidden`, admin);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ page: 1, per_page: 20, total: expect.any(Number) });
    const item = (list.body.data as AdminReviewItem[]).find((review) => review.id === one);
    expect(item).toMatchObject({
      id: one,
      rating: 1,
      hidden_reason: reason,
      hidden_at: expect.any(String),
      listing: { id },
      author: { id: await authorOf(one!), name: 'Meera Nair' },
      author_name: 'Meera N.',
    });
    expect((list.body.data as AdminReviewItem[]).some((review) => review.id === five)).toBe(false);

    const shown = await call(t, 'POST', ADMIN_API.unhideReview(one!), admin, {});
    expect(shown.status).toBe(200);
    expect(shown.body.message).toBe(M.unhidden);
    expect(await figures(id)).toEqual({ rating_avg: 3.67, rating_count: 3 });
    expect((await publicReviews(id)).ids).toContain(one);
    const twice = await call(t, 'POST', ADMIN_API.unhideReview(one!), admin, { reason: 'Checked again' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(M.notHidden);
    const after = (await call(t, 'GET', ADMIN_API.reviews, admin)).body.data as AdminReviewItem[];
    expect(after.some((review) => review.id === one)).toBe(false);

    expect(await audit('review', one!)).toEqual([
      { action: 'review.hide', reason, detail: { property_id: id } },
      { action: 'review.unhide', reason: null, detail: { property_id: id } },
    ]);
    // The audit screen's 'review' group finds them.
    const screen = await call(t, 'GET', `${ADMIN_API.audit}?action=review&target_id=${one}`, admin);
    expect((screen.body.data as Array<{ action: string }>).map((row) => row.action)).toEqual([
      'review.unhide',
      'review.hide',
    ]);
  });

  it('answers 404 for an unknown review, 422 for a bad id, 403 to others and 401 signed out', async () => {
    const id = await fixtureListing(t, { ownerId: t.lister.id });
    const [review] = await addReviews(t, id, [2]);
    const unknown = await call(t, 'POST', ADMIN_API.hideReview(99_999_999), admin, { reason: 'Spam' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(M.reviewNotFound);
    expect((await call(t, 'POST', '/admin/reviews/abc/hide', admin, { reason: 'Spam' })).status).toBe(422);
    expect((await call(t, 'GET', `${ADMIN_API.reviews}?state=visible`, admin)).status).toBe(422);
    for (const [user, status] of [
      [seeker, 403],
      [t.lister, 403],
      [null, 401],
    ] as const) {
      expect((await call(t, 'POST', ADMIN_API.hideReview(review!), user, { reason: 'Spam' })).status).toBe(
        status,
      );
      expect((await call(t, 'POST', ADMIN_API.unhideReview(review!), user, {})).status).toBe(status);
      expect((await call(t, 'GET', ADMIN_API.reviews, user)).status).toBe(status);
      expect(
        (await call(t, 'POST', ADMIN_API.hideReviewFromReport(1), user, { reason: 'Spam' })).status,
      ).toBe(status);
    }
    // Nothing changed, nothing audited.
    expect(await figures(id)).toEqual({ rating_avg: 2, rating_count: 1 });
    expect(await audit('review', review!)).toEqual([]);
  });

  it('shows review reports and burst flags in the queue, the author as the one reported', async () => {
    const id = await fixtureListing(t, { ownerId: t.lister.id });
    const reviews = await addReviews(t, id, [1, 5, 5, 5, 5]);
    const reported = reviews[0]!;
    const newest = reviews.at(-1)!;
    const note = 'He never stayed here, he is the owner of the PG next door';
    const sent = await call(t, 'POST', RATINGS_API.report(reported), seeker, { reason: 'fake', note });
    expect(sent.status).toBe(201);
    // The burst flag, as the review's transaction writes it: no reporter, the burst's newest review.
    await t.db.query(
      `INSERT INTO reports (kind, property_id, review_id, reporter_id, reason, note)
       VALUES ('review', $1, $2, NULL, 'review_burst', '5 reviews within 60 minutes')`,
      [id, newest],
    );

    const queue = await openReports();
    const report = queue.find((r) => r.kind === 'review' && r.review?.id === reported);
    expect(report).toMatchObject({
      reason: 'fake',
      reason_label: REVIEW_REPORT_REASONS.fake,
      note,
      status: 'open',
      reporter: { id: seeker.id },
      listing: { id },
      thread: null,
      review: {
        id: reported,
        rating: 1,
        body: 'Clean rooms, good food and a helpful warden here.',
        listing: { id },
        author: { id: await authorOf(reported) },
        hidden_at: null,
      },
      reported_user: { id: await authorOf(reported), banned_at: null },
    });
    const burst = queue.find(
      (r) => r.kind === 'review' && r.reason === 'review_burst' && r.listing?.id === id,
    );
    expect(burst).toMatchObject({
      reason_label: M.burstLabel,
      reporter: null,
      review: { id: newest, rating: 5 },
      reported_user: { id: await authorOf(newest) },
    });

    // A user's page: the reports they made, and those about them (as a review's author).
    const photoBase = `${t.config.publicUrl}/storage/properties/`;
    const made = await reportsWhere(t.db, { reporterId: seeker.id }, { photoBase });
    expect(made.map((r) => r.id)).toContain(report!.id);
    const about = await reportsWhere(t.db, { reportedUserId: await authorOf(reported) }, { photoBase });
    expect(about.map((r) => r.id)).toEqual([report!.id]);
    const page = await call(t, 'GET', ADMIN_API.user(await authorOf(newest)), admin);
    expect((page.body.data.reports_received as AdminReport[]).map((r) => r.id)).toEqual([burst!.id]);
    // The listing's review screen lists both.
    const screen = await call(t, 'GET', `/admin/listings/${id}`, admin);
    expect((screen.body.data.reports as AdminReport[]).map((r) => r.id).sort()).toEqual(
      [report!.id, burst!.id].sort(),
    );
    // Dismissing a review report works as for any report; the review stays.
    expect((await call(t, 'POST', ADMIN_API.dismissReport(burst!.id), admin, {})).status).toBe(200);
    expect(await figures(id)).toEqual({ rating_avg: 4.2, rating_count: 5 });
  });

  it('hides the review from its report and closes the report as actioned, in one go', async () => {
    const id = await fixtureListing(t, { ownerId: t.lister.id });
    const [good, bad] = await addReviews(t, id, [5, 1]);
    const other = await makeUser(t, 'Customer');
    for (const user of [seeker, other])
      expect(
        (await call(t, 'POST', RATINGS_API.report(bad!), user, { reason: 'offensive', note: 'Abusive' }))
          .status,
      ).toBe(201);
    const [first, second] = (await openReports())
      .filter((r) => r.review?.id === bad)
      .sort((a, b) => a.id - b.id);
    expect(second).toBeDefined();

    expect((await call(t, 'POST', ADMIN_API.hideReviewFromReport(first!.id), admin, {})).status).toBe(422);
    const reason = 'Abusive language';
    const res = await call(t, 'POST', ADMIN_API.hideReviewFromReport(first!.id), admin, { reason });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: M.hidden, data: { status: 'actioned' } });
    expect(await figures(id)).toEqual({ rating_avg: 5, rating_count: 1 });
    expect((await publicReviews(id)).ids).toEqual([good]);
    const actioned = (await call(t, 'GET', `${ADMIN_API.reports}?status=actioned`, admin)).body
      .data as AdminReport[];
    expect(actioned.find((r) => r.id === first!.id)).toMatchObject({
      status: 'actioned',
      resolution: `Review hidden: ${reason}`,
      review: { id: bad, hidden_reason: reason, hidden_at: expect.any(String) },
    });
    expect(await audit('report', first!.id)).toEqual([
      expect.objectContaining({
        action: 'report.action',
        detail: expect.objectContaining({ review_id: bad }),
      }),
    ]);
    expect(await audit('review', bad!)).toEqual([
      { action: 'review.hide', reason, detail: { property_id: id, report_id: first!.id } },
    ]);
    const closed = await call(t, 'POST', ADMIN_API.hideReviewFromReport(first!.id), admin, { reason });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe(R.reportClosed);

    // The second report of the same review: the review is hidden already, the report is closed all the same.
    const also = await call(t, 'POST', ADMIN_API.hideReviewFromReport(second!.id), admin, { reason });
    expect(also.status).toBe(200);
    expect(await audit('review', bad!)).toHaveLength(1);
    expect(await audit('report', second!.id)).toEqual([
      expect.objectContaining({
        action: 'report.action',
        detail: expect.objectContaining({ review_hidden: false }),
      }),
    ]);

    // A listing report has no review to hide: 422, and it stays open.
    const listingReport = await call(t, 'POST', '/report-listing', seeker, {
      property_id: id,
      reason: 'broker',
    });
    expect(listingReport.status).toBe(201);
    const open = (await openReports()).find((r) => r.kind === 'listing' && r.listing?.id === id)!;
    const refused = await call(t, 'POST', ADMIN_API.hideReviewFromReport(open.id), admin, { reason });
    expect(refused.status).toBe(422);
    expect((await openReports()).some((r) => r.id === open.id)).toBe(true);
    expect(
      (await call(t, 'POST', ADMIN_API.hideReviewFromReport(99_999_999), admin, { reason })).status,
    ).toBe(404);
  });
});
