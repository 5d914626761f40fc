import { ACCOUNT_MESSAGES as M } from '@basera/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { describeDevice } from '../../account/device';
import {
  listLiveSessions,
  recordEvent,
  revokeOtherSessions,
  revokeSession,
  sessionOf,
} from '../../auth/sessions';
import { notFound, parse } from '../../http/errors';
import { plural, signedIn } from './common';

const sessionParams = z.object({
  id: z.coerce.number({ error: M.sessionNotFound }).int().positive(M.sessionNotFound),
});

/** The user's own live sessions: list them, end one, end all but this one. */
export async function sessionRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get('/sessions', signedIn, async (request) => {
    const { user, sessionId } = sessionOf(request);
    const rows = await listLiveSessions(db, user.id);
    return {
      status: true,
      data: rows.map((row) => ({
        id: Number(row.id),
        device: describeDevice(row.user_agent),
        ip: row.ip,
        created_at: new Date(row.created_at).toISOString(),
        last_used_at: new Date(row.last_used_at).toISOString(),
        current: Number(row.id) === sessionId,
      })),
    };
  });

  // Ends one of the user's own sessions; someone else's (or an ended one) is simply not found.
  app.delete('/sessions/:id', signedIn, async (request) => {
    const { id } = parse(sessionParams, request.params);
    const { user, sessionId } = sessionOf(request);
    const ended = await revokeSession(db, user.id, id);
    if (!ended) throw notFound(M.sessionNotFound);
    const device = describeDevice(ended.userAgent);
    await recordEvent(db, user.id, 'session ended', request, device);
    return { status: true, message: M.sessionEnded(device), current: id === sessionId };
  });

  app.post('/sessions/end-others', signedIn, async (request) => {
    const { user, sessionId } = sessionOf(request);
    const ended = await revokeOtherSessions(db, user.id, sessionId);
    if (ended) await recordEvent(db, user.id, 'other sessions ended', request, plural(ended, 'session'));
    return { status: true, message: M.otherSessionsEnded(ended), ended };
  });
}
