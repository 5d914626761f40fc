import { changePasswordSchema, ACCOUNT_MESSAGES as M, profileUpdateSchema } from '@basera/shared/schemas';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AVATAR_MAX_BYTES, makeAvatar, NotAnImageError, removeAvatar, storeAvatar } from '../account/avatar';
import { describeDevice } from '../account/device';
import { hashPassword, refuseCommonPassword, verifyPassword } from '../auth/passwords';
import {
  currentUser,
  listLiveSessions,
  recordEvent,
  requireAuth,
  revokeOtherSessions,
  revokeSession,
} from '../auth/sessions';
import { findUserByEmail, findUserByPhone, type UserRow, userFromRow } from '../auth/users';
import { HttpError, notFound, parse, TooManyRequestsError, ValidationError } from '../http/errors';

/** Wrong current passwords allowed per user per window before change password answers 429. */
export const PASSWORD_FAILURE_LIMIT = 5;
const PASSWORD_WINDOW_SECONDS = 300;
/** Avatar uploads per user per hour: each one writes a file. */
export const AVATAR_UPLOADS_PER_HOUR = 20;

const sessionParams = z.object({
  id: z.coerce.number({ error: M.sessionNotFound }).int().positive(M.sessionNotFound),
});
const eventsQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(20) });

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The account area of every signed-in user (Customer or Lister): profile, password, avatar, own sessions and
 * account events. The spec's `/lister-*` paths answer the same for both user types.
 */
export async function accountRoutes(app: FastifyInstance) {
  const { db, config, throttle } = app.deps;
  const signedIn = { preHandler: requireAuth };
  const me = (request: FastifyRequest) => request.auth!.user;

  // Avatars only: one file, nothing else of size. Registered in this module's scope alone.
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 10 },
  });

  // ---- Profile --------------------------------------------------------------------------------------------
  const profile = async (request: FastifyRequest) => {
    const user = currentUser(request);
    return { status: true, user, user_type: user.user_type };
  };
  app.get('/profile', signedIn, profile);
  app.get('/lister-profile-data', signedIn, profile);

  const updateProfile = async (request: FastifyRequest) => {
    // Only these four fields: an `id` or `created_at` in the body is ignored, so nobody edits someone else.
    const input = parse(profileUpdateSchema, request.body);
    const before = me(request);
    const email = input.email.toLowerCase();
    const taken: Record<string, string[]> = {};
    const emailOwner = await findUserByEmail(db, email, before.user_type);
    if (emailOwner && emailOwner.id !== before.id) taken.email = [M.emailTaken];
    const phoneOwner = await findUserByPhone(db, input.phone, before.user_type);
    if (phoneOwner && phoneOwner.id !== before.id) taken.phone = [M.phoneTaken];
    if (Object.keys(taken).length) throw new ValidationError(taken);

    const changed = [
      input.fname !== before.fname && 'first name',
      input.lname !== before.lname && 'last name',
      email !== before.email.toLowerCase() && 'email',
      input.phone !== before.phone && 'phone',
    ].filter((field): field is string => Boolean(field));
    let row = before;
    if (changed.length) {
      try {
        // A new address or number is no longer a verified one.
        const { rows } = await db.query<UserRow>(
          `UPDATE users SET fname = $2, lname = $3, email = $4, phone = $5, updated_at = now(),
                  email_verified_at = CASE WHEN lower(email) = $4 THEN email_verified_at END,
                  phone_verified_at = CASE WHEN phone = $5 THEN phone_verified_at END
            WHERE id = $1 RETURNING *`,
          [before.id, input.fname, input.lname, email, input.phone],
        );
        row = rows[0]!;
      } catch (error) {
        // Another request took the address or number in between: the unique indexes have the last word.
        if ((error as { code?: string }).code === '23505') {
          const constraint = String((error as { constraint?: string }).constraint ?? error);
          throw new ValidationError(
            constraint.includes('phone') ? { phone: [M.phoneTaken] } : { email: [M.emailTaken] },
          );
        }
        throw error;
      }
      await recordEvent(db, before.id, 'profile updated', request, changed.join(', '));
    }
    const user = userFromRow(row, config.publicUrl);
    return { status: true, message: M.profileUpdated, user, user_type: user.user_type };
  };
  app.post('/profile', signedIn, updateProfile);
  app.post('/lister-update-profile', signedIn, updateProfile);

  // ---- Password -------------------------------------------------------------------------------------------
  const changePassword = async (request: FastifyRequest) => {
    const input = parse(changePasswordSchema, request.body);
    const user = me(request);
    const key = `change-password:${user.id}`;
    const before = await throttle.peek(key);
    if (before.count >= PASSWORD_FAILURE_LIMIT) {
      throw new TooManyRequestsError(M.passwordThrottled(before.resetIn), before.resetIn);
    }
    if (!(await verifyPassword(user.password_hash, input.current_password))) {
      await throttle.hit(key, PASSWORD_WINDOW_SECONDS);
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
      return revokeOtherSessions(tx, user.id, request.auth!.sessionId);
    });
    await recordEvent(db, user.id, 'password changed', request, `${plural(ended, 'other session')} ended`);
    return { status: true, message: M.passwordUpdated, sessions_ended: ended };
  };
  app.post('/change-password', signedIn, changePassword);
  app.post('/lister-change-password', signedIn, changePassword);

  // ---- Avatar ---------------------------------------------------------------------------------------------
  const missingFile = () => new ValidationError({ avatar: [M.selectImage] });

  const uploadAvatar = async (request: FastifyRequest) => {
    const user = me(request);
    if (!request.isMultipart()) throw missingFile();
    const uploads = await throttle.hit(`avatar:${user.id}`, 3600);
    if (uploads.count > AVATAR_UPLOADS_PER_HOUR) {
      throw new TooManyRequestsError(M.avatarThrottled(uploads.resetIn), uploads.resetIn);
    }
    let bytes: Buffer;
    try {
      const file = await request.file();
      if (!file) throw missingFile();
      bytes = await file.toBuffer();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
        throw new HttpError(413, M.avatarTooLarge, { errors: { avatar: [M.avatarTooLarge] } });
      }
      throw error;
    }
    // A form sent with no file chosen still carries an empty file part.
    if (bytes.length === 0) throw missingFile();

    let picture: Buffer;
    try {
      picture = await makeAvatar(bytes);
    } catch (error) {
      if (error instanceof NotAnImageError) throw new ValidationError({ avatar: [error.message] });
      throw error;
    }
    const avatarPath = await storeAvatar(config.uploadsDir, picture);
    const { rows } = await db.query<UserRow>(
      'UPDATE users SET avatar_path = $2, updated_at = now() WHERE id = $1 RETURNING *',
      [user.id, avatarPath],
    );
    await removeAvatar(config.uploadsDir, user.avatar_path);
    await recordEvent(db, user.id, 'profile photo updated', request);
    const updated = userFromRow(rows[0]!, config.publicUrl);
    return { status: true, message: M.avatarUpdated, avatar_url: updated.avatar_url, user: updated };
  };
  app.post('/profile-image', signedIn, uploadAvatar);
  app.post('/lister-profile-image-update', signedIn, uploadAvatar);

  // ---- Sessions and activity ------------------------------------------------------------------------------
  app.get('/sessions', signedIn, async (request) => {
    const rows = await listLiveSessions(db, me(request).id);
    return {
      status: true,
      data: rows.map((row) => ({
        id: Number(row.id),
        device: describeDevice(row.user_agent),
        ip: row.ip,
        created_at: new Date(row.created_at).toISOString(),
        last_used_at: new Date(row.last_used_at).toISOString(),
        current: Number(row.id) === request.auth!.sessionId,
      })),
    };
  });

  // Ends one of the user's own sessions; someone else's (or an ended one) is simply not found.
  app.delete('/sessions/:id', signedIn, async (request) => {
    const { id } = parse(sessionParams, request.params);
    const ended = await revokeSession(db, me(request).id, id);
    if (!ended) throw notFound(M.sessionNotFound);
    const device = describeDevice(ended.userAgent);
    await recordEvent(db, me(request).id, 'session ended', request, device);
    return {
      status: true,
      message: M.sessionEnded(device),
      current: id === request.auth!.sessionId,
    };
  });

  app.post('/sessions/end-others', signedIn, async (request) => {
    const user = me(request);
    const ended = await revokeOtherSessions(db, user.id, request.auth!.sessionId);
    if (ended) await recordEvent(db, user.id, 'other sessions ended', request, plural(ended, 'session'));
    return {
      status: true,
      message: M.otherSessionsEnded(ended),
      ended,
    };
  });

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
      [me(request).id, limit],
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
