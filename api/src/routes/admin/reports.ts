import {
  ADMIN_API,
  adminIdParams,
  adminReportsQuery,
  dismissReportSchema,
  REVIEW_MESSAGES as R,
  reportActionSchema,
} from '@basera/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { banUser } from '../../admin/bans';
import { adminOnly, operatorOf } from '../../admin/guard';
import {
  closeReport,
  lockOpenReport,
  REPORT_SELECT,
  type ReportRow,
  reportedUserId,
  serializeReports,
} from '../../admin/reports';
import { mailOwner, moveReview } from '../../admin/review';
import type { Queryable } from '../../db';
import { parse, ValidationError } from '../../http/errors';
import { ADMIN_PAGE_SIZE } from './listings';

/**
 * Reports from seekers (listings) and from either side of a thread, with the listing or thread beside them;
 * dismiss, suspend the listing, ban the user. Each action closes the report with one conditional update (409 when
 * it is no longer open) and its audit row, in one transaction.
 */
export async function adminReportRoutes(app: FastifyInstance) {
  const { db, config, transport } = app.deps;
  const photoBase = `${config.publicUrl}/storage/properties/`;

  app.get(ADMIN_API.reports, adminOnly, async (request) => {
    const { status, page } = parse(adminReportsQuery, request.query);
    const order =
      status === 'open' ? 'r.created_at ASC, r.id ASC' : 'r.resolved_at DESC NULLS LAST, r.id DESC';
    const [rows, count] = await Promise.all([
      db.query<ReportRow>(`${REPORT_SELECT} WHERE r.status = $1 ORDER BY ${order} LIMIT $2 OFFSET $3`, [
        status,
        ADMIN_PAGE_SIZE,
        (page - 1) * ADMIN_PAGE_SIZE,
      ]),
      db.query<{ n: number }>('SELECT count(*)::int AS n FROM reports WHERE status = $1', [status]),
    ]);
    return {
      status: true,
      data: await serializeReports(db, rows.rows, photoBase, app.deps.clock()),
      total: count.rows[0]?.n ?? 0,
      page,
      per_page: ADMIN_PAGE_SIZE,
    };
  });

  const openReport = lockOpenReport;
  /** Closes the report as the signed-in operator, with its audit row. */
  const close = (
    tx: Queryable,
    request: FastifyRequest,
    row: ReportRow,
    status: 'dismissed' | 'actioned',
    resolution: string | null,
    detail: Record<string, unknown>,
  ) => closeReport(tx, operatorOf(request), row, status, resolution, detail);

  app.post('/admin/reports/:id/dismiss', adminOnly, async (request) => {
    const { id } = parse(adminIdParams, request.params);
    const { reason } = parse(dismissReportSchema, request.body);
    await db.transaction(async (tx) =>
      close(tx, request, await openReport(tx, id), 'dismissed', reason ?? null, {}),
    );
    return { status: true, message: R.reportDismissed, data: { status: 'dismissed' } };
  });

  // Takes the reported listing down (when it is live) and closes the report as actioned.
  app.post('/admin/reports/:id/suspend-listing', adminOnly, async (request) => {
    const { id } = parse(adminIdParams, request.params);
    const { reason } = parse(reportActionSchema, request.body);
    const actor = operatorOf(request);
    const suspended = await db.transaction(async (tx) => {
      const row = await openReport(tx, id);
      if (row.property_id === null) throw new ValidationError({ id: [R.reportNoListing] });
      const propertyId = Number(row.property_id);
      const current = await tx.query<{ review: string }>(
        'SELECT review FROM properties WHERE id = $1 FOR UPDATE',
        [propertyId],
      );
      // A listing already off the site (suspended, pending, rejected) stays as it is; the report is closed.
      const live = current.rows[0]?.review === 'approved';
      if (live)
        await moveReview(tx, {
          id: propertyId,
          action: 'suspend',
          from: 'approved',
          reason,
          actor,
          detail: { report_id: id },
        });
      await close(tx, request, row, 'actioned', `Listing suspended: ${reason}`, { suspended: live });
      return live ? propertyId : null;
    });
    if (suspended !== null)
      await mailOwner(
        { transport, siteUrl: config.siteUrl, log: request.log },
        db,
        suspended,
        'suspend',
        reason,
      );
    return { status: true, message: R.reportActioned, data: { status: 'actioned' } };
  });

  // Bans the reported user (the listing's owner; in a thread, the other party) and closes the report.
  app.post('/admin/reports/:id/ban-user', adminOnly, async (request) => {
    const { id } = parse(adminIdParams, request.params);
    const { reason } = parse(reportActionSchema, request.body);
    const actor = operatorOf(request);
    await db.transaction(async (tx) => {
      const row = await openReport(tx, id);
      const userId = reportedUserId(row);
      if (userId === null) throw new ValidationError({ id: [R.reportNoUser] });
      await banUser(tx, { userId, actor, reason });
      await close(tx, request, row, 'actioned', `User banned: ${reason}`, { banned_user_id: userId });
    });
    return { status: true, message: R.reportUserBanned, data: { status: 'actioned' } };
  });
}
