import { randomBytes } from 'node:crypto';
import type { NotifyChannel } from '@basera/shared/schemas';
import type { Queryable } from '../db';
import type { OptOutScope } from './render';

/** 9 random bytes: 12 url-safe characters (72 bits), short enough for an SMS. */
export const newUnsubscribeToken = () => randomBytes(9).toString('base64url');

export interface TokenTarget {
  userId: number;
  scope: OptOutScope;
  channel: NotifyChannel;
  /** The saved search's or bed alert's id; null for a channel. */
  targetId: number | null;
}

/**
 * The opt-out token of (user, scope, channel, target): made once, reused by every later message, so one link
 * always stops the same thing. A second writer at the same moment loses to the unique index and reads the first.
 */
export async function unsubscribeToken(db: Queryable, target: TokenTarget): Promise<string> {
  const params = [target.userId, target.scope, target.channel, target.targetId];
  const find = () =>
    db.query<{ token: string }>(
      `SELECT token FROM unsubscribe_tokens
        WHERE user_id = $1 AND scope = $2 AND coalesce(channel, '') = coalesce($3::text, '')
          AND coalesce(target_id, 0) = coalesce($4::bigint, 0)`,
      params,
    );
  const found = await find();
  if (found.rows[0]) return found.rows[0].token;
  const { rows } = await db.query<{ token: string }>(
    `INSERT INTO unsubscribe_tokens (token, user_id, scope, channel, target_id)
     VALUES ($5, $1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING token`,
    [...params, newUnsubscribeToken()],
  );
  if (rows[0]) return rows[0].token;
  const again = await find();
  if (!again.rows[0]) throw new Error('unsubscribe token: neither inserted nor found');
  return again.rows[0].token;
}
