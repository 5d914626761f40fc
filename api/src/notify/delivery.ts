import type { NotifyChannel } from '@basera/shared/schemas';
import type { Queryable } from '../db';
import type { MessageTransport, OutgoingMessage } from '../messaging/transport';

/** A claimed row is this instance's for this long; after it, another instance may take it (a crash mid-send). */
export const LEASE_SECONDS = 300;
/** A send that has not answered in this long counts as failed (well inside the lease). */
export const SEND_TIMEOUT_MS = 60_000;
/** Tries before a row is left 'failed'. */
export const MAX_ATTEMPTS = 5;
/** Wait before try n+1: 30 s, 2 min, 8 min, 32 min. */
export const backoffMs = (attempts: number) => 30_000 * 4 ** Math.max(0, attempts - 1);

export interface DeliveryDeps {
  db: Queryable;
  transport: MessageTransport;
  clock: () => Date;
  /** The API's public address: List-Unsubscribe points at its POST /api/unsubscribe/:token. */
  apiUrl: string;
  log: { warn(obj: object, msg?: string): void; error(obj: object, msg?: string): void };
}

interface ClaimedRow {
  id: number;
  channel: NotifyChannel;
  recipient: string;
  subject: string;
  body: string;
  unsubscribe_token: string | null;
  attempts: number;
  claimed_at: Date;
}

export type DeliveryResult = 'sent' | 'retry' | 'failed' | 'skipped';

/** Ids of rows due now: pending and past send_after, or 'sending' with an expired lease (a dead instance's). */
export async function dueIds(db: Queryable, now: Date, limit = 100): Promise<number[]> {
  const { rows } = await db.query<{ id: string | number }>(
    `SELECT id FROM notifications
      WHERE state IN ('pending', 'sending') AND send_after <= $1
        AND (state = 'pending' OR claimed_at < $1::timestamptz - make_interval(secs => $2))
      ORDER BY send_after, id LIMIT $3`,
    [now, LEASE_SECONDS, limit],
  );
  return rows.map((row) => Number(row.id));
}

/** The email headers of RFC 8058 one-click unsubscribe, when the message carries a token. */
export function unsubscribeHeaders(apiUrl: string, token: string | null): Record<string, string> | undefined {
  if (!token) return undefined;
  return {
    'List-Unsubscribe': `<${apiUrl}/api/unsubscribe/${token}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`send timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Delivers one row at most once: claims it in one UPDATE (only one instance can win it), sends it, then marks it
 * sent while the claim is still its own. A failed send goes back to pending with a backoff, 'failed' after
 * MAX_ATTEMPTS. A row already sent, cancelled, not due or claimed by a live instance is skipped.
 */
export async function deliverOne(deps: DeliveryDeps, id: number): Promise<DeliveryResult> {
  const now = deps.clock();
  const { rows } = await deps.db.query<ClaimedRow>(
    `UPDATE notifications SET state = 'sending', claimed_at = $2, attempts = attempts + 1
      WHERE id = $1 AND send_after <= $2
        AND (state = 'pending' OR (state = 'sending' AND claimed_at < $2::timestamptz - make_interval(secs => $3)))
      RETURNING id, channel, recipient, subject, body, unsubscribe_token, attempts, claimed_at`,
    [id, now, LEASE_SECONDS],
  );
  const row = rows[0];
  if (!row) return 'skipped';
  const message: OutgoingMessage = {
    channel: row.channel,
    to: row.recipient,
    subject: row.subject,
    text: row.body,
  };
  if (row.channel === 'email') {
    const headers = unsubscribeHeaders(deps.apiUrl, row.unsubscribe_token);
    if (headers) message.headers = headers;
  }
  try {
    await withTimeout(deps.transport.send(message), SEND_TIMEOUT_MS);
  } catch (error) {
    const attempts = Number(row.attempts);
    // A provider's "never" (a bad number, a blocked recipient) is not retried.
    const giveUp = attempts >= MAX_ATTEMPTS || (error as { permanent?: unknown })?.permanent === true;
    const retryAt = new Date(deps.clock().getTime() + backoffMs(attempts));
    await deps.db.query(
      `UPDATE notifications SET state = $3, send_after = CASE WHEN $3 = 'pending' THEN $4 ELSE send_after END,
              last_error = $5, claimed_at = NULL
        WHERE id = $1 AND state = 'sending' AND claimed_at = $2`,
      [
        row.id,
        row.claimed_at,
        giveUp ? 'failed' : 'pending',
        retryAt,
        String((error as Error)?.message ?? error).slice(0, 500),
      ],
    );
    deps.log[giveUp ? 'error' : 'warn'](
      { err: error, notificationId: Number(row.id), channel: row.channel, attempts },
      giveUp ? 'notification failed for good' : 'notification failed; will retry',
    );
    return giveUp ? 'failed' : 'retry';
  }
  const marked = await deps.db.query(
    `UPDATE notifications SET state = 'sent', sent_at = $3, last_error = NULL, claimed_at = NULL
      WHERE id = $1 AND state = 'sending' AND claimed_at = $2 RETURNING id`,
    [row.id, row.claimed_at, deps.clock()],
  );
  if (!marked.rows.length)
    deps.log.warn({ notificationId: Number(row.id) }, 'notification sent after its lease ran out');
  return 'sent';
}
