import { ADMIN_USER_MESSAGES as M } from '@basera/shared/schemas';
import { revokeAllSessions } from '../auth/sessions';
import type { Queryable } from '../db';
import { forbidden, HttpError, notFound } from '../http/errors';
import { recordAudit } from './audit';

export interface BanInput {
  userId: number;
  /** The operator who bans (operatorOf(request)). */
  actor: { id: number; email: string };
  reason: string;
}

/** Why a ban (or unban) of `userId` cannot happen: 404 unknown, 403 banning an operator, else 409 `conflict`. */
async function refusal(tx: Queryable, userId: number, conflict: string): Promise<HttpError> {
  const { rows } = await tx.query<{ user_type: string }>('SELECT user_type FROM users WHERE id = $1', [
    userId,
  ]);
  if (!rows[0]) return notFound(M.notFound);
  if (rows[0].user_type === 'Admin' && conflict === M.alreadyBanned) return forbidden(M.operatorNotBannable);
  return new HttpError(409, conflict);
}

/**
 * Bans a user, inside the caller's transaction: banned_at and the reason, every session ended (their next call
 * is 401), their listings hidden (properties.owner_banned, read by the public rule), an account event and the
 * audit row 'user.ban'. One conditional UPDATE decides: two operators banning at once give one ban and a 409.
 * Throws 404 (unknown user), 403 (an operator), 409 (already banned). Used by POST /admin/users/:id/ban and by
 * the reports' "ban the user" (which records its own 'report.action' row besides).
 */
export async function banUser(tx: Queryable, { userId, actor, reason }: BanInput) {
  const { rows } = await tx.query<{ banned_at: Date | string; email: string }>(
    `UPDATE users SET banned_at = now(), ban_reason = $2, updated_at = now()
      WHERE id = $1 AND banned_at IS NULL AND user_type <> 'Admin' RETURNING banned_at, email`,
    [userId, reason],
  );
  const banned = rows[0];
  if (!banned) throw await refusal(tx, userId, M.alreadyBanned);
  const sessionsEnded = await revokeAllSessions(tx, userId);
  const hidden = await tx.query(
    'UPDATE properties SET owner_banned = true WHERE owner_id = $1 RETURNING id',
    [userId],
  );
  await tx.query(
    'INSERT INTO account_events (user_id, kind, detail, ip, user_agent) VALUES ($1, $2, $3, NULL, NULL)',
    [userId, 'banned by an operator', reason],
  );
  await recordAudit(tx, {
    actor,
    action: 'user.ban',
    targetKind: 'user',
    targetId: userId,
    reason,
    detail: { email: banned.email, sessions_ended: sessionsEnded, listings_hidden: hidden.rows.length },
  });
  return { banned_at: new Date(banned.banned_at).toISOString(), ban_reason: reason };
}

/**
 * Lifts a ban, inside the caller's transaction: the user may sign in again and their listings are public again
 * where the public rule allows (review approved, active, subscribed). Ended sessions stay ended. Throws 404
 * (unknown user), 409 (not banned).
 */
export async function unbanUser(
  tx: Queryable,
  { userId, actor, reason }: Omit<BanInput, 'reason'> & { reason?: string | null },
) {
  const { rows } = await tx.query<{ email: string; ban_reason: string | null }>(
    `UPDATE users u SET banned_at = NULL, ban_reason = NULL, updated_at = now()
       FROM (SELECT id, ban_reason FROM users WHERE id = $1 FOR UPDATE) old
      WHERE u.id = old.id AND u.banned_at IS NOT NULL RETURNING u.email, old.ban_reason`,
    [userId],
  );
  const lifted = rows[0];
  if (!lifted) throw await refusal(tx, userId, M.notBanned);
  const shown = await tx.query(
    'UPDATE properties SET owner_banned = false WHERE owner_id = $1 RETURNING id',
    [userId],
  );
  await tx.query(
    'INSERT INTO account_events (user_id, kind, detail, ip, user_agent) VALUES ($1, $2, $3, NULL, NULL)',
    [userId, 'ban lifted by an operator', reason ?? null],
  );
  await recordAudit(tx, {
    actor,
    action: 'user.unban',
    targetKind: 'user',
    targetId: userId,
    reason: reason ?? null,
    detail: { email: lifted.email, ban_reason: lifted.ban_reason, listings_restored: shown.rows.length },
  });
  return { banned_at: null };
}
