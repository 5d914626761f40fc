import { changePasswordSchema, ACCOUNT_MESSAGES as M } from '@basera/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashPassword, refuseCommonPassword, verifyPassword } from '../../auth/passwords';
import { recordEvent, revokeOtherSessions, sessionOf } from '../../auth/sessions';
import { countAttempt } from '../../auth/throttle';
import { parse, ValidationError } from '../../http/errors';
import { plural, signedIn } from './common';

/** Wrong current passwords allowed per user per window before change password answers 429. */
export const PASSWORD_FAILURE_LIMIT = 5;
const PASSWORD_WINDOW_SECONDS = 300;

/** POST /change-password (and the spec's /lister-change-password). */
export async function passwordRoutes(app: FastifyInstance) {
  const { db, throttle } = app.deps;

  const changePassword = async (request: FastifyRequest) => {
    const input = parse(changePasswordSchema, request.body);
    const { user, sessionId } = sessionOf(request);
    const key = `change-password:${user.id}`;
    await countAttempt(throttle, key, PASSWORD_FAILURE_LIMIT, PASSWORD_WINDOW_SECONDS, M.passwordThrottled);
    if (!(await verifyPassword(user.password_hash, input.current_password))) {
      throw new ValidationError({ current_password: [M.wrongCurrentPassword] });
    }
    await throttle.reset(key);
    if (input.new_password === input.current_password) {
      throw new ValidationError({ new_password: [M.samePassword] });
    }
    refuseCommonPassword('new_password', input.new_password);
    const passwordHash = await hashPassword(input.new_password);
    const ended = await db.transaction(async (tx) => {
      await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
        user.id,
        passwordHash,
      ]);
      // Whoever knew the old password is signed out everywhere else; this device stays signed in.
      return revokeOtherSessions(tx, user.id, sessionId);
    });
    await recordEvent(db, user.id, 'password changed', request, `${plural(ended, 'other session')} ended`);
    return { status: true, message: M.passwordUpdated, sessions_ended: ended };
  };
  app.post('/change-password', signedIn, changePassword);
  app.post('/lister-change-password', signedIn, changePassword);
}
