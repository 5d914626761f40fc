import type { FastifyRequest } from 'fastify';
import { requireAuth, sessionOf } from '../auth/sessions';
import { forbidden, HttpError, TooManyRequestsError } from '../http/errors';

export const ADMIN_ONLY_MESSAGE = 'Only an operator can do this.';
/** Calls one operator may make per minute: far above a reviewer's pace, far below a script's. */
export const ADMIN_CALLS_PER_MINUTE = 300;

/**
 * Options of every /api/admin route: a live session (401) of an operator (403), rate-limited per operator
 * (429), with a JSON body, when one is sent, that is an object (400). The role is checked here, on the server:
 * the shell's guard only spares other users the download.
 */
export const adminOnly = {
  preHandler: async (request: FastifyRequest) => {
    await requireAuth(request);
    const { user } = sessionOf(request);
    if (user.user_type !== 'Admin') throw forbidden(ADMIN_ONLY_MESSAGE);
    const calls = await request.server.deps.throttle.hit(`admin:${user.id}`, 60);
    if (calls.count > ADMIN_CALLS_PER_MINUTE)
      throw new TooManyRequestsError('Too many requests. Try again shortly.', calls.resetIn);
    const body = request.body;
    if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body)))
      throw new HttpError(400, 'The request body must be a JSON object.');
  },
};

/** The signed-in operator behind adminOnly. */
export function operatorOf(request: FastifyRequest) {
  const { user } = sessionOf(request);
  return { id: Number(user.id), email: user.email };
}
