import {
  ADMIN_PER_PAGE,
  type AdminUserDetail,
  type AdminUserSummary,
  adminUserParams,
  adminUsersQuery,
  banUserSchema,
  ADMIN_USER_MESSAGES as M,
  unbanUserSchema,
} from '@basera/shared/schemas';
import type { UserType } from '@basera/shared/types';
import type { FastifyInstance } from 'fastify';
import { banUser, unbanUser } from '../../admin/bans';
import { adminOnly, operatorOf } from '../../admin/guard';
import { reportsWhere } from '../../admin/reports';
import { fullName, iso, listingSummaries } from '../../admin/review';
import { notFound, parse } from '../../http/errors';

interface UserListRow {
  id: number | string;
  fname: string;
  lname: string;
  email: string;
  phone: string;
  user_type: UserType;
  created_at: string | Date;
  banned_at: string | Date | null;
  ban_reason: string | null;
  avatar_path: string | null;
  listings_count: number;
  total: number;
}

const USER_SELECT = `
  SELECT u.id, u.fname, u.lname, u.email, u.phone, u.user_type, u.created_at, u.banned_at, u.ban_reason,
         u.avatar_path, (SELECT count(*)::int FROM properties p WHERE p.owner_id = u.id) AS listings_count,
         count(*) OVER ()::int AS total
    FROM users u`;

const toSummary = (row: UserListRow): AdminUserSummary => ({
  id: Number(row.id),
  name: fullName(row.fname, row.lname),
  email: row.email,
  phone: row.phone,
  user_type: row.user_type,
  created_at: iso(row.created_at)!,
  banned_at: iso(row.banned_at),
  listings_count: row.listings_count,
});

/** `q` as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
const containsPattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The operators' users screens: find a user, see everything about them, ban and unban (issue 28). */
export async function adminUserRoutes(app: FastifyInstance) {
  const { db, config } = app.deps;
  const photoBase = `${config.publicUrl}/storage/properties/`;

  app.get('/admin/users', adminOnly, async (request) => {
    const { q, page } = parse(adminUsersQuery, request.query);
    const { rows } = await db.query<UserListRow>(
      `${USER_SELECT}
        WHERE $1 = '' OR lower(u.email) LIKE $2 OR u.phone LIKE $2 OR lower(u.fname || ' ' || u.lname) LIKE $2
        ORDER BY u.created_at DESC, u.id DESC LIMIT $3 OFFSET $4`,
      [q, containsPattern(q), ADMIN_PER_PAGE, (page - 1) * ADMIN_PER_PAGE],
    );
    // Past the last page the window count is gone with the rows: count again.
    const total =
      rows[0]?.total ??
      (page === 1
        ? 0
        : (
            await db.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM users u
                WHERE $1 = '' OR lower(u.email) LIKE $2 OR u.phone LIKE $2 OR lower(u.fname || ' ' || u.lname) LIKE $2`,
              [q, containsPattern(q)],
            )
          ).rows[0]!.n);
    return { status: true, data: rows.map(toSummary), total, page, per_page: ADMIN_PER_PAGE };
  });

  app.get('/admin/users/:id', adminOnly, async (request) => {
    const { id } = parse(adminUserParams, request.params);
    const { rows } = await db.query<UserListRow>(`${USER_SELECT} WHERE u.id = $1`, [id]);
    const row = rows[0];
    if (!row) throw notFound(M.notFound);
    const listings = await listingSummaries(db, { ownerId: id, photoBase });
    const threads = await db.query<{
      id: number | string;
      listing_name: string;
      other_fname: string | null;
      other_lname: string | null;
      last_message_at: string | Date;
    }>(
      `SELECT t.id, p.accommodation_name AS listing_name, t.last_message_at,
              CASE WHEN t.seeker_id = $1 THEN ou.fname ELSE su.fname END AS other_fname,
              CASE WHEN t.seeker_id = $1 THEN ou.lname ELSE su.lname END AS other_lname
         FROM enquiry_threads t
         JOIN properties p ON p.id = t.property_id
         LEFT JOIN users su ON su.id = t.seeker_id
         LEFT JOIN users ou ON ou.id = p.owner_id
        WHERE t.seeker_id = $1 OR p.owner_id = $1
        ORDER BY t.last_message_at DESC, t.id DESC LIMIT 50`,
      [id],
    );
    const events = await db.query<{
      kind: string;
      detail: string | null;
      ip: string | null;
      created_at: string | Date;
    }>(
      `SELECT kind, detail, ip, created_at FROM account_events WHERE user_id = $1
        ORDER BY created_at DESC, id DESC LIMIT 50`,
      [id],
    );
    const data: AdminUserDetail = {
      user: {
        ...toSummary(row),
        ban_reason: row.ban_reason,
        avatar: row.avatar_path ? `${config.publicUrl}/storage/${row.avatar_path}` : null,
      },
      listings,
      threads: threads.rows.map((t) => ({
        id: Number(t.id),
        listing_name: t.listing_name,
        other_party: fullName(t.other_fname, t.other_lname),
        last_message_at: iso(t.last_message_at)!,
      })),
      // Received: on their listings, and on threads where they are the party who did not report.
      reports_made: await reportsWhere(db, { reporterId: id }, { photoBase, now: app.deps.clock() }),
      reports_received: await reportsWhere(db, { reportedUserId: id }, { photoBase, now: app.deps.clock() }),
      events: events.rows.map((e) => ({
        kind: e.kind,
        detail: e.detail,
        ip: e.ip,
        created_at: iso(e.created_at)!,
      })),
    };
    return { status: true, data };
  });

  app.post('/admin/users/:id/ban', adminOnly, async (request) => {
    const { id } = parse(adminUserParams, request.params);
    const { reason } = parse(banUserSchema, request.body);
    const actor = operatorOf(request);
    const data = await db.transaction((tx) => banUser(tx, { userId: id, actor, reason }));
    return { status: true, message: M.banned, data };
  });

  app.post('/admin/users/:id/unban', adminOnly, async (request) => {
    const { id } = parse(adminUserParams, request.params);
    const { reason } = parse(unbanUserSchema, request.body);
    const actor = operatorOf(request);
    const data = await db.transaction((tx) => unbanUser(tx, { userId: id, actor, reason }));
    return { status: true, message: M.unbanned, data };
  });
}
