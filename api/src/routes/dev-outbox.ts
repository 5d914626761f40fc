import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from '../http/errors';

const querySchema = z.object({
  to: z.string().trim().min(1, 'to is required'),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** Development only (never registered in production): the messages sent to an address, newest first. */
export async function devOutboxRoutes(app: FastifyInstance) {
  app.get('/dev/outbox', async (request) => {
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
