import { ACCOUNT_MESSAGES as M, profileUpdateSchema } from '@basera/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser, recordEvent, sessionOf } from '../../auth/sessions';
import { findUserByEmail, findUserByPhone, type UserRow, userFromRow } from '../../auth/users';
import { parse, ValidationError } from '../../http/errors';
import { signedIn } from './common';

/** GET and POST /profile (and the spec's /lister-profile-data, /lister-update-profile). */
export async function profileRoutes(app: FastifyInstance) {
  const { db, config } = app.deps;

  const profile = async (request: FastifyRequest) => {
    const user = currentUser(request);
    return { status: true, user, user_type: user.user_type };
  };
  app.get('/profile', signedIn, profile);
  app.get('/lister-profile-data', signedIn, profile);

  const updateProfile = async (request: FastifyRequest) => {
    // Only these four fields: an `id` or `created_at` in the body is ignored, so nobody edits someone else.
    const input = parse(profileUpdateSchema, request.body);
    const before = sessionOf(request).user;
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
}
