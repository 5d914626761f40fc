import { ADMIN_PER_PAGE, AUDIT_ACTION_GROUPS, type AuditRow, adminAuditQuery } from '@basera/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { adminOnly } from '../../admin/guard';
import { iso } from '../../admin/review';
import { parse } from '../../http/errors';

interface AuditDbRow {
  id: number | string;
  actor_email: string;
  action: string;
  target_kind: string;
  target_id: string;
  reason: string | null;
  detail: Record<string, unknown> | string;
  created_at: string | Date;
}

/** The audit log: every operator action, newest first; read-only (the table refuses UPDATE and DELETE). */
export async function adminAuditRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get('/admin/audit', adminOnly, async (request) => {
    const { page, action, actor, target_kind, target_id } = parse(adminAuditQuery, request.query);
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: (n: string) => string, value: unknown) => {
      params.push(value);
      where.push(sql(`$${params.length}`));
    };
    if (action) {
      // A group ('user') is every action of its kind ('user.ban', 'user.unban').
      if ((AUDIT_ACTION_GROUPS as readonly string[]).includes(action))
        add((n) => `a.action LIKE ${n}`, `${action}.%`);
      else add((n) => `a.action = ${n}`, action);
    }
    if (actor)
      add(
        (n) => `lower(a.actor_email) LIKE ${n}`,
        `%${actor.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
      );
    if (target_kind) add((n) => `a.target_kind = ${n}`, target_kind);
    if (target_id) add((n) => `a.target_id = ${n}`, target_id);
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ rows }, count] = await Promise.all([
      db.query<AuditDbRow>(
        `SELECT a.id, a.actor_email, a.action, a.target_kind, a.target_id, a.reason, a.detail, a.created_at
           FROM admin_audit a ${filter}
          ORDER BY a.created_at DESC, a.id DESC LIMIT ${ADMIN_PER_PAGE} OFFSET ${(page - 1) * ADMIN_PER_PAGE}`,
        params,
      ),
      db.query<{ n: number }>(`SELECT count(*)::int AS n FROM admin_audit a ${filter}`, params),
    ]);
    const data: AuditRow[] = rows.map((row) => ({
      id: Number(row.id),
      actor_email: row.actor_email,
      action: row.action,
      target_kind: row.target_kind,
      target_id: row.target_id,
      reason: row.reason,
      detail: typeof row.detail === 'string' ? JSON.parse(row.detail) : row.detail,
      created_at: iso(row.created_at)!,
    }));
    return { status: true, data, total: count.rows[0]!.n, page, per_page: ADMIN_PER_PAGE };
  });
}
