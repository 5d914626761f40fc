import { EMAIL_MAX, requiredText } from '@basera/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { forbidden, parse } from '../http/errors';
import { fromLoopback } from '../http/loopback';

const querySchema = z.object({
  to: requiredText('to is required').max(EMAIL_MAX, `to must be at most ${EMAIL_MAX} characters`),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/**
 * Development only (registered only with DEV_OUTBOX=1): the messages sent to an address, newest first. It shows
 * every sign-up and reset code, so only a client on this machine may read it: 403 for anyone else.
 */
export async function devOutboxRoutes(app: FastifyInstance) {
  app.get('/dev/outbox', async (request) => {
    if (!fromLoopback(request)) throw forbidden('The dev outbox answers only this machine.');
    const { to, limit } = parse(querySchema, request.query);
    const { rows } = await app.deps.db.query(
      `SELECT id, channel, recipient, subject, body, created_at
         FROM outbox WHERE lower(recipient) = lower($1)
        ORDER BY created_at DESC, id DESC LIMIT $2`,
      [to, limit],
    );
    return { status: true, data: rows };
  });
}
