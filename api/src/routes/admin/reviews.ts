import {
  ADMIN_API,
  adminIdParams,
  adminReviewsQuery,
  hideReviewSchema,
  RATING_MESSAGES as M,
  reviewIdParams,
  unhideReviewSchema,
} from '@basera/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { adminOnly, operatorOf } from '../../admin/guard';
import { closeReport, lockOpenReport } from '../../admin/reports';
import { setReviewHidden } from '../../admin/reviews';
import { parse, ValidationError } from '../../http/errors';
import { REVIEW_SELECT, type ReviewRow, toAdminReviewItem } from '../../ratings/serialize';
import { ADMIN_PAGE_SIZE } from './listings';

/**
 * The operators' moderation of reviews (issue 32): hide one with a reason (it leaves the detail page and the
 * listing's figures; its author still sees it, marked), show it again, hide the review a report is about and
 * close that report, and the list of hidden reviews. Every change writes its audit row and recomputes the
 * listing's figures in its own transaction.
 */
export async function adminReviewRoutes(app: FastifyInstance) {
  const { db, config } = app.deps;
  const photoBase = `${config.publicUrl}/storage/properties/`;

  app.get(ADMIN_API.reviews, adminOnly, async (request) => {
    // The one state so far (the schema takes 'hidden' only): hidden reviews, newest hidden first, where the
    // console shows one again.
    const { page } = parse(adminReviewsQuery, request.query);
    const where = 'r.hidden_at IS NOT NULL';
    const order = 'r.hidden_at DESC, r.id DESC';
    const [rows, count] = await Promise.all([
      db.query<ReviewRow>(`${REVIEW_SELECT} WHERE ${where} ORDER BY ${order} LIMIT $1 OFFSET $2`, [
        ADMIN_PAGE_SIZE,
        (page - 1) * ADMIN_PAGE_SIZE,
      ]),
      db.query<{ n: number }>(`SELECT count(*)::int AS n FROM listing_reviews r WHERE ${where}`),
    ]);
    const now = app.deps.clock();
    return {
      status: true,
      data: rows.rows.map((row) => toAdminReviewItem(row, photoBase, now)),
      total: count.rows[0]?.n ?? 0,
      page,
      per_page: ADMIN_PAGE_SIZE,
    };
  });

  app.post('/admin/reviews/:id/hide', adminOnly, async (request) => {
    const { id } = parse(reviewIdParams, request.params);
    const { reason } = parse(hideReviewSchema, request.body ?? {});
    const actor = operatorOf(request);
    await db.transaction((tx) =>
      setReviewHidden(tx, { reviewId: id, hide: true, reason, actor, now: app.deps.clock() }),
    );
    return { status: true, message: M.hidden, data: { id, hidden: true } };
  });

  app.post('/admin/reviews/:id/unhide', adminOnly, async (request) => {
    const { id } = parse(reviewIdParams, request.params);
    const { reason } = parse(unhideReviewSchema, request.body ?? {});
    const actor = operatorOf(request);
    await db.transaction((tx) =>
      setReviewHidden(tx, {
        reviewId: id,
        hide: false,
        reason: reason || null,
        actor,
        now: app.deps.clock(),
      }),
    );
    return { status: true, message: M.unhidden, data: { id, hidden: false } };
  });

  // Hides the review a report is about (a "Report review", or a burst flag's newest review) and closes the
  // report as actioned. A review hidden already (through another report) stays hidden: the report is closed.
  app.post('/admin/reports/:id/hide-review', adminOnly, async (request) => {
    const { id } = parse(adminIdParams, request.params);
    const { reason } = parse(hideReviewSchema, request.body ?? {});
    const actor = operatorOf(request);
    await db.transaction(async (tx) => {
      const report = await lockOpenReport(tx, id);
      if (report.review_id === null)
        throw new ValidationError({ id: ['This report is not about a review.'] });
      const reviewId = Number(report.review_id);
      const { rows } = await tx.query<{ hidden: boolean }>(
        'SELECT hidden_at IS NOT NULL AS hidden FROM listing_reviews WHERE id = $1 FOR UPDATE',
        [reviewId],
      );
      const already = rows[0]?.hidden ?? false;
      if (!already)
        await setReviewHidden(tx, {
          reviewId,
          hide: true,
          reason,
          actor,
          now: app.deps.clock(),
          detail: { report_id: id },
        });
      await closeReport(tx, actor, report, 'actioned', `Review hidden: ${reason}`, {
        review_hidden: !already,
      });
    });
    return { status: true, message: M.hidden, data: { status: 'actioned' } };
  });
}
