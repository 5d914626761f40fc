import { ACCOUNT_MESSAGES as M } from '@basera/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { makeAvatar, NotAnImageError, removeAvatar, storeAvatar } from '../../account/avatar';
import { recordEvent, sessionOf } from '../../auth/sessions';
import { type UserRow, userFromRow } from '../../auth/users';
import { HttpError, TooManyRequestsError, ValidationError } from '../../http/errors';
import { signedIn } from './common';

/** Avatar uploads per user per hour: each one writes a file. */
export const AVATAR_UPLOADS_PER_HOUR = 20;

const missingFile = () => new ValidationError({ avatar: [M.selectImage] });

/**
 * POST /profile-image (and the spec's /lister-profile-image-update): one multipart file `avatar`. The multipart
 * parser and its limits are registered by the account area (index.ts).
 */
export async function avatarRoutes(app: FastifyInstance) {
  const { db, config, throttle, storage } = app.deps;

  const uploadAvatar = async (request: FastifyRequest) => {
    const { user } = sessionOf(request);
    if (!request.isMultipart()) throw missingFile();
    let bytes: Buffer;
    try {
      const file = await request.file();
      if (!file) throw missingFile();
      bytes = await file.toBuffer();
    } catch (error) {
      if (error instanceof HttpError) throw error;
      const code = (error as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
        throw new HttpError(413, M.avatarTooLarge, { errors: { avatar: [M.avatarTooLarge] } });
      }
      // No boundary, a body cut short, a broken part: the form is at fault, whatever the parser says.
      throw new HttpError(400, M.uploadBroken, { errors: { avatar: [M.uploadBroken] } });
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
    // Only pictures that will be stored count against the hourly limit.
    const uploads = await throttle.hit(`avatar:${user.id}`, 3600);
    if (uploads.count > AVATAR_UPLOADS_PER_HOUR) {
      throw new TooManyRequestsError(M.avatarThrottled(uploads.resetIn), uploads.resetIn);
    }
    const avatarPath = await storeAvatar(storage, picture);
    const { rows } = await db.query<UserRow>(
      'UPDATE users SET avatar_path = $2, updated_at = now() WHERE id = $1 RETURNING *',
      [user.id, avatarPath],
    );
    await removeAvatar(storage, user.avatar_path);
    await recordEvent(db, user.id, 'profile photo updated', request);
    const updated = userFromRow(rows[0]!, config.publicUrl);
    return { status: true, message: M.avatarUpdated, avatar_url: updated.avatar_url, user: updated };
  };
  app.post('/profile-image', signedIn, uploadAvatar);
  app.post('/lister-profile-image-update', signedIn, uploadAvatar);
}
