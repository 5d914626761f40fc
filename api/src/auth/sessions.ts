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
  const { rows } = await db.query<UserRow & { session_id: number; stale: boolean }>(
    `SELECT u.*, s.id AS session_id, s.last_used_at < now() - interval '1 minute' AS stale
       FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
        AND s.last_used_at > now() - make_interval(days => $2)`,
    [hashToken(match[1]), SESSION_IDLE_DAYS],
  );
  const row = rows[0];
  if (!row) return null;
  // Recording every request would write on every read; a minute's precision is enough for "last used".
  if (row.stale) await db.query('UPDATE sessions SET last_used_at = now() WHERE id = $1', [row.session_id]);
  return { sessionId: row.session_id, user: row };
}

/** preHandler for signed-in routes: 401 without a live session. */
export async function requireAuth(request: FastifyRequest) {
  request.auth = await resolveSession(request.server.deps.db, request);
  if (!request.auth) throw unauthorized();
}

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
