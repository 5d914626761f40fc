import type { Queryable } from '../db';

/** What an operator did; the audit screen filters on these. */
export type AuditAction =
  | 'listing.approve'
  | 'listing.reject'
  | 'listing.suspend'
  | 'listing.verify'
  | 'listing.unverify'
  | 'report.dismiss'
  | 'report.action'
  | 'user.ban'
  | 'user.unban'
  | 'content.create'
  | 'content.update'
  | 'content.delete'
  | 'content.publish'
  | 'content.unpublish'
  // Issue 32: an operator hid a review (it leaves the page and the averages), or showed it again.
  | 'review.hide'
  | 'review.unhide';

export interface AuditEntry {
  actor: { id: number; email: string };
  action: AuditAction;
  targetKind: string;
  targetId: string | number;
  reason?: string | null;
  detail?: Record<string, unknown>;
}

/**
 * Appends one row to the audit log. Call it inside the transaction of the change it records, so a change is
 * never without its row. The table refuses UPDATE and DELETE (a trigger, migration 014).
 */
export async function recordAudit(db: Queryable, entry: AuditEntry) {
  await db.query(
    `INSERT INTO admin_audit (actor_id, actor_email, action, target_kind, target_id, reason, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      entry.actor.id,
      entry.actor.email,
      entry.action,
      entry.targetKind,
      String(entry.targetId),
      entry.reason ?? null,
      JSON.stringify(entry.detail ?? {}),
    ],
  );
}
