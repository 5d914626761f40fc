import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { describeDevice } from '../../account/device';
import { sessionOf } from '../../auth/sessions';
import { parse } from '../../http/errors';
import { signedIn } from './common';

const eventsQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(20) });

/** GET /account-events: what happened to the account (sign-ins, changes, ended sessions), newest first. */
export async function activityRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get('/account-events', signedIn, async (request) => {
    const { limit } = parse(eventsQuery, request.query);
    const { rows } = await db.query<{
      id: number;
      kind: string;
      detail: string | null;
      ip: string | null;
      user_agent: string | null;
      created_at: string | Date;
    }>(
      `SELECT id, kind, detail, ip, user_agent, created_at FROM account_events
        WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
      [sessionOf(request).user.id, limit],
    );
    return {
      status: true,
      data: rows.map((row) => ({
        id: Number(row.id),
        kind: row.kind,
        detail: row.detail,
        device: describeDevice(row.user_agent),
        ip: row.ip,
        created_at: new Date(row.created_at).toISOString(),
      })),
    };
  });
}
