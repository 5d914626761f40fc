import {
  LISTING_REPORT_REASONS,
  REVIEW_MESSAGES as R,
  RATING_MESSAGES,
  REVIEW_BURST_REASON,
  REVIEW_REPORT_REASONS,
  type ReportStatus,
} from '@basera/shared/schemas';
import type { AdminReport } from '@basera/shared/types';
import type { Queryable } from '../db';
import { HttpError, notFound } from '../http/errors';
import { REVIEW_SELECT, type ReviewRow, toAdminReviewItem } from '../ratings/serialize';
import { recordAudit } from './audit';
import { fullName, iso, readSummaries } from './review';

/** A reports row with its reporter, thread parties and listing owner (REPORT_SELECT). */
export interface ReportRow {
  id: number | string;
  kind: 'listing' | 'thread' | 'review';
  property_id: number | string | null;
  thread_id: number | string | null;
  /** A review report or a burst flag (issue 32): the review, and its author (the one reported). */
  review_id: number | string | null;
  review_author_id: number | string | null;
  reporter_id: number | string | null;
  reason: string;
  note: string;
  status: ReportStatus;
  resolution: string | null;
  created_at: string | Date;
  reporter_fname: string | null;
  reporter_lname: string | null;
  reporter_email: string | null;
  seeker_id: number | string | null;
  seeker_fname: string | null;
  seeker_lname: string | null;
  owner_id: number | string | null;
  owner_fname: string | null;
  owner_lname: string | null;
}

/** A review report's listing is its review's when the report row names none. */
export const REPORT_SELECT = `
  SELECT r.id, r.kind, coalesce(r.property_id, rv.property_id) AS property_id, r.thread_id, r.review_id,
         rv.author_id AS review_author_id, r.reporter_id, r.reason, r.note, r.status, r.resolution,
         r.created_at, ru.fname AS reporter_fname, ru.lname AS reporter_lname, ru.email AS reporter_email,
         t.seeker_id, su.fname AS seeker_fname, su.lname AS seeker_lname,
         p.owner_id, ou.fname AS owner_fname, ou.lname AS owner_lname
    FROM reports r
    LEFT JOIN users ru ON ru.id = r.reporter_id
    LEFT JOIN enquiry_threads t ON t.id = r.thread_id
    LEFT JOIN users su ON su.id = t.seeker_id
    LEFT JOIN listing_reviews rv ON rv.id = r.review_id
    LEFT JOIN properties p ON p.id = coalesce(r.property_id, rv.property_id)
    LEFT JOIN users ou ON ou.id = p.owner_id`;

/**
 * The dialog's words for a listing or review report's reason; a burst flag's "Many reviews in a short time"; a
 * thread report's own words (or "Other").
 */
export function reasonLabel(kind: ReportRow['kind'], reason: string): string {
  if (kind === 'review') {
    if (reason === REVIEW_BURST_REASON) return RATING_MESSAGES.burstLabel;
    return reason in REVIEW_REPORT_REASONS
      ? REVIEW_REPORT_REASONS[reason as keyof typeof REVIEW_REPORT_REASONS]
      : REVIEW_REPORT_REASONS.other;
  }
  if (reason in LISTING_REPORT_REASONS)
    return LISTING_REPORT_REASONS[reason as keyof typeof LISTING_REPORT_REASONS];
  return kind === 'thread' && reason !== 'other' ? reason : 'Other';
}

/**
 * The user a report is about: a listing's owner; for a thread, the party who is not the reporter; for a review
 * (or a burst flag, whose review is the burst's newest), its author.
 */
export function reportedUserId(row: ReportRow): number | null {
  if (row.kind === 'review') return row.review_author_id === null ? null : Number(row.review_author_id);
  const owner = row.owner_id === null ? null : Number(row.owner_id);
  if (row.kind === 'listing') return owner;
  const seeker = row.seeker_id === null ? null : Number(row.seeker_id);
  return row.reporter_id !== null && Number(row.reporter_id) === seeker ? owner : seeker;
}

/**
 * Reports as the console shows them, each with its listing, thread or review beside it (a page: 20 at most).
 * `now` (the app's clock) sets a review's edit windows.
 */
export async function serializeReports(
  db: Queryable,
  rows: ReportRow[],
  photoBase: string,
  now: Date = new Date(),
): Promise<AdminReport[]> {
  const out: AdminReport[] = [];
  for (const row of rows) {
    const listing = row.property_id
      ? ((await readSummaries(db, photoBase, 'p.id = $1', [row.property_id]))[0] ?? null)
      : null;
    let thread: AdminReport['thread'] = null;
    if (row.thread_id !== null && row.seeker_id !== null) {
      const messages = await db.query<{
        sender: 'seeker' | 'owner';
        body: string;
        created_at: string | Date;
      }>(
        `SELECT sender, body, created_at FROM (
           SELECT id, sender, body, created_at FROM enquiry_messages WHERE thread_id = $1 ORDER BY id DESC LIMIT 20
         ) m ORDER BY id`,
        [row.thread_id],
      );
      thread = {
        id: Number(row.thread_id),
        seeker: { id: Number(row.seeker_id), name: fullName(row.seeker_fname, row.seeker_lname) },
        owner:
          row.owner_id === null
            ? null
            : { id: Number(row.owner_id), name: fullName(row.owner_fname, row.owner_lname) },
        messages: messages.rows.map((m) => ({
          from: m.sender,
          body: m.body,
          created_at: iso(m.created_at)!,
        })),
      };
    }
    let review: AdminReport['review'] = null;
    if (row.review_id !== null) {
      const found = await db.query<ReviewRow>(`${REVIEW_SELECT} WHERE r.id = $1`, [row.review_id]);
      review = found.rows[0] ? toAdminReviewItem(found.rows[0], photoBase, now) : null;
    }
    const reportedId = reportedUserId(row);
    const reported = reportedId
      ? (
          await db.query<{
            id: number | string;
            fname: string;
            lname: string;
            email: string;
            banned_at: Date | null;
          }>('SELECT id, fname, lname, email, banned_at FROM users WHERE id = $1', [reportedId])
        ).rows[0]
      : undefined;
    out.push({
      id: Number(row.id),
      kind: row.kind,
      reason: row.reason,
      reason_label: reasonLabel(row.kind, row.reason),
      note: row.note,
      status: row.status,
      created_at: iso(row.created_at)!,
      resolution: row.resolution,
      reporter:
        row.reporter_id === null
          ? null
          : {
              id: Number(row.reporter_id),
              name: fullName(row.reporter_fname, row.reporter_lname),
              email: row.reporter_email ?? '',
            },
      listing,
      thread,
      review,
      reported_user: reported
        ? {
            id: Number(reported.id),
            name: fullName(reported.fname, reported.lname),
            email: reported.email,
            banned_at: iso(reported.banned_at),
          }
        : null,
    });
  }
  return out;
}

/** The reports a user made, or those about them (`reportedUserId`: as reportedUserId() says), newest first. */
export async function reportsWhere(
  db: Queryable,
  filter: { reporterId: number } | { reportedUserId: number },
  options: { photoBase: string; limit?: number; now?: Date },
): Promise<AdminReport[]> {
  const where =
    'reporterId' in filter
      ? 'r.reporter_id = $1'
      : `((r.kind = 'listing' AND p.owner_id = $1)
          OR (r.kind = 'review' AND rv.author_id = $1)
          OR (r.kind = 'thread' AND r.reporter_id IS NOT DISTINCT FROM t.seeker_id AND p.owner_id = $1)
          OR (r.kind = 'thread' AND r.reporter_id IS DISTINCT FROM t.seeker_id AND t.seeker_id = $1))`;
  const id = 'reporterId' in filter ? filter.reporterId : filter.reportedUserId;
  const { rows } = await db.query<ReportRow>(
    `${REPORT_SELECT} WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT ${options.limit ?? 50}`,
    [id],
  );
  return serializeReports(db, rows, options.photoBase, options.now);
}

/** The report, locked while it is open; 404 unknown, 409 closed already. Inside the action's transaction. */
export async function lockOpenReport(tx: Queryable, id: number): Promise<ReportRow> {
  await tx.query("SELECT id FROM reports WHERE id = $1 AND status = 'open' FOR UPDATE", [id]);
  const { rows } = await tx.query<ReportRow>(`${REPORT_SELECT} WHERE r.id = $1`, [id]);
  const row = rows[0];
  if (!row) throw notFound('Report not found');
  if (row.status !== 'open') throw new HttpError(409, R.reportClosed);
  return row;
}

/** Closes the report (still open: lockOpenReport's row lock holds it) and records the action. */
export async function closeReport(
  tx: Queryable,
  actor: { id: number; email: string },
  row: ReportRow,
  status: 'dismissed' | 'actioned',
  resolution: string | null,
  detail: Record<string, unknown>,
) {
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
    detail: {
      kind: row.kind,
      property_id: row.property_id,
      thread_id: row.thread_id,
      ...(row.review_id !== null ? { review_id: Number(row.review_id) } : {}),
      ...detail,
    },
  });
}
