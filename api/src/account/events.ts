import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db';

/**
 * Records an account event with a short note (005_account.sql's `detail`): which profile fields changed, which
 * device a session ended on. Events without a note go through `recordEvent` of auth/sessions.ts.
 */
export async function recordEventWithDetail(
  db: Queryable,
  userId: number,
  kind: string,
  detail: string,
  request: FastifyRequest,
) {
  await db.query(
    'INSERT INTO account_events (user_id, kind, detail, ip, user_agent) VALUES ($1, $2, $3, $4, $5)',
    [userId, kind, detail, request.ip, String(request.headers['user-agent'] ?? '').slice(0, 300)],
  );
}
