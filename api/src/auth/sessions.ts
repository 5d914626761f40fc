import { ADMIN_IDLE_MINUTES } from '@basera/shared/schemas';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db';
import { unauthorized } from '../http/errors';
import { hashToken, newToken, SESSION_ABSOLUTE_DAYS, SESSION_IDLE_DAYS } from './tokens';
import { type UserRow, userFromRow } from './users';

export interface AuthContext {
  sessionId: number;
  user: UserRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

const clientInfo = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
});

/** Starts a session for a user and returns its bearer token (a new one on every sign-in). */
export async function createSession(db: Queryable, userId: number, request: FastifyRequest): Promise<string> {
  const token = newToken();
  const { ip, userAgent } = clientInfo(request);
  await db.query(
    `INSERT INTO sessions (user_id, token_hash, user_agent, ip, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(days => $5))`,
    [userId, hashToken(token), userAgent, ip, SESSION_ABSOLUTE_DAYS],
  );
  return token;
}

/** The signed-in user of a request, or null: a live session is not revoked, expired or idle too long. */
export async function resolveSession(db: Queryable, request: FastifyRequest): Promise<AuthContext | null> {
  const header = request.headers.authorization ?? '';
  const match = header.match(/^Bearer\s+([A-Za-z0-9_-]{20,200})$/);
  if (!match?.[1]) return null;
  // An operator's session ends after ADMIN_IDLE_MINUTES without a request; a banned user has none (a ban
  // revokes them all, and the check here holds even for a session made in the same instant).
  const { rows } = await db.query<UserRow & { session_id: number; stale: boolean }>(
    `SELECT u.*, s.id AS session_id, s.last_used_at < now() - interval '1 minute' AS stale
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
        AND s.last_used_at > now() - make_interval(days => $2)
        AND (u.user_type <> 'Admin' OR s.last_used_at > now() - make_interval(mins => $3))
        AND u.banned_at IS NULL`,
    [hashToken(match[1]), SESSION_IDLE_DAYS, ADMIN_IDLE_MINUTES],
  );
  const row = rows[0];
  if (!row) return null;
  // Recording every request would write on every read; a minute's precision is enough for "last used".
  if (row.stale) await db.query('UPDATE sessions SET last_used_at = now() WHERE id = $1', [row.session_id]);
  return { sessionId: row.session_id, user: row };
}

/** A live session as the account area lists it. */
export interface SessionRow {
  id: number;
  user_agent: string | null;
  ip: string | null;
  created_at: string | Date;
  last_used_at: string | Date;
}

/** A user's live sessions (not revoked, expired or idle too long: 30 minutes for an operator), last used first. */
export async function listLiveSessions(db: Queryable, userId: number): Promise<SessionRow[]> {
  const { rows } = await db.query<SessionRow>(
    `SELECT s.id, s.user_agent, s.ip, s.created_at, s.last_used_at FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.user_id = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
        AND s.last_used_at > now() - make_interval(days => $2)
        AND (u.user_type <> 'Admin' OR s.last_used_at > now() - make_interval(mins => $3))
      ORDER BY s.last_used_at DESC, s.id DESC`,
    [userId, SESSION_IDLE_DAYS, ADMIN_IDLE_MINUTES],
  );
  return rows;
}

/**
 * Ends one of a user's own unexpired sessions (logout, or "sign out of that device"). Returns the session's user
 * agent, or null when the user has no such session: someone else's, or an ended one, is simply not found.
 */
export async function revokeSession(
  db: Queryable,
  userId: number,
  sessionId: number,
): Promise<{ userAgent: string | null } | null> {
  const { rows } = await db.query<{ user_agent: string | null }>(
    `UPDATE sessions SET revoked_at = now()
      WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > now() RETURNING user_agent`,
    [sessionId, userId],
  );
  return rows[0] ? { userAgent: rows[0].user_agent } : null;
}

/** Ends every session of a user but the one given (the device that asked stays signed in); returns how many. */
export async function revokeOtherSessions(
  db: Queryable,
  userId: number,
  keepSessionId: number,
): Promise<number> {
  const { rows } = await db.query(
    'UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL RETURNING id',
    [userId, keepSessionId],
  );
  return rows.length;
}

/** Ends every session of a user (a password reset signs them out everywhere); returns how many. */
export async function revokeAllSessions(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query(
    'UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL RETURNING id',
    [userId],
  );
  return rows.length;
}

/** preHandler for signed-in routes: 401 without a live session. */
export async function requireAuth(request: FastifyRequest) {
  request.auth = await resolveSession(request.server.deps.db, request);
  if (!request.auth) throw unauthorized();
}

/** The live session of a request behind requireAuth: its id and the user's row (password hash included). */
export function sessionOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The signed-in user as the API shows them (no password hash, avatar as an address). */
export function currentUser(request: FastifyRequest) {
  if (!request.auth) throw unauthorized();
  return userFromRow(request.auth.user, request.server.deps.config.publicUrl);
}

/** Records an account event, with an optional short note (which fields changed, which device was signed out). */
export async function recordEvent(
  db: Queryable,
  userId: number,
  kind: string,
  request: FastifyRequest,
  detail: string | null = null,
) {
  const { ip, userAgent } = clientInfo(request);
  await db.query(
    'INSERT INTO account_events (user_id, kind, detail, ip, user_agent) VALUES ($1, $2, $3, $4, $5)',
    [userId, kind, detail, ip, userAgent],
  );
}
