import {
  ADMIN_API,
  adminIdParams,
  adminReportsQuery,
  dismissReportSchema,
  REVIEW_MESSAGES as R,
  reportActionSchema,
} from '@basera/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAudit } from '../../admin/audit';
import { banUser } from '../../admin/bans';
import { adminOnly, operatorOf } from '../../admin/guard';
import { REPORT_SELECT, type ReportRow, reportedUserId, serializeReports } from '../../admin/reports';
import { mailOwner, moveReview } from '../../admin/review';
import type { Queryable } from '../../db';
import { HttpError, notFound, parse, ValidationError } from '../../http/errors';
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
      data: await serializeReports(db, rows.rows, photoBase),
      total: count.rows[0]?.n ?? 0,
      page,
      per_page: ADMIN_PAGE_SIZE,
    };
  });

  /** The report, locked while it is open; 404 unknown, 409 closed already. */
  const openReport = async (tx: Queryable, id: number): Promise<ReportRow> => {
    await tx.query("SELECT id FROM reports WHERE id = $1 AND status = 'open' FOR UPDATE", [id]);
    const { rows } = await tx.query<ReportRow>(`${REPORT_SELECT} WHERE r.id = $1`, [id]);
    const row = rows[0];
    if (!row) throw notFound('Report not found');
    if (row.status !== 'open') throw new HttpError(409, R.reportClosed);
    return row;
  };

  /** Closes the report (still open: the row lock holds it) and records the action. */
  const close = async (
    tx: Queryable,
    request: FastifyRequest,
    row: ReportRow,
    status: 'dismissed' | 'actioned',
    resolution: string | null,
    detail: Record<string, unknown>,
  ) => {
    const actor = operatorOf(request);
    const { rows } = await tx.query(
      `UPDATE reports SET status = $2, resolution = $3, resolved_by = $4, resolved_at = now()
        WHERE id = $1 AND status = 'open' RETURNING id`,
      [row.id, status, resolution, actor.id],
    );
    if (!rows.length) throw new HttpError(409, R.reportClosed);
    await recordAudit(tx, {
      actor,
      action: status === 'dismissed' ? 'report.dismiss' : 'report.action',
      targetKind: 'report',
      targetId: Number(row.id),
      reason: resolution,
      detail: { kind: row.kind, property_id: row.property_id, thread_id: row.thread_id, ...detail },
    });
  };

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
