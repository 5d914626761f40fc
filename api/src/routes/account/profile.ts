import { ACCOUNT_MESSAGES as M, type ProfileUpdateInput, profileUpdateSchema } from '@basera/shared/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { limit } from '../../auth/limits';
import { checkOtp, issueOtp, OTP_TTL_MINUTES, type OtpChannel, RESEND_WAIT_SECONDS } from '../../auth/otp';
import { currentUser, recordEvent, sessionOf } from '../../auth/sessions';
import { findUserByEmail, findUserByPhone, takenField, type UserRow, userFromRow } from '../../auth/users';
import { parse, ValidationError } from '../../http/errors';
import { signedIn } from './common';

/** A new email or phone asked for on the profile: the field, where its code goes and the new value. */
interface ContactChange {
  field: 'email' | 'phone';
  channel: OtpChannel;
  address: string;
}

/** The code's message: our words only (nothing the user typed), so it cannot carry anyone's text to anyone. */
const CONTACT_MAIL = {
  email: { subject: 'Confirm your new Basera email', noun: 'email address' },
  phone: { subject: 'Basera verification code', noun: 'phone number' },
} as const;

/**
 * GET and POST /profile (and the spec's /lister-profile-data, /lister-update-profile). Names save at once. A new
 * email or phone does not: the save answers 202 with `code_sent` after a code went to the new address, and the
 * same save with that code (`otp`) changes it, verified.
 */
export async function profileRoutes(app: FastifyInstance) {
  const { db, config, throttle, transport } = app.deps;

  const profile = async (request: FastifyRequest) => {
    const user = currentUser(request);
    return { status: true, user, user_type: user.user_type };
  };
  app.get('/profile', signedIn, profile);
  app.get('/lister-profile-data', signedIn, profile);

  /** The email and phone owned by other accounts of the same type, as field errors. */
  const refuseTaken = async (before: UserRow, change: ContactChange) => {
    const find = change.field === 'email' ? findUserByEmail : findUserByPhone;
    const owner = await find(db, change.address, before.user_type);
    if (owner && owner.id !== before.id) {
      throw new ValidationError({ [change.field]: [change.field === 'email' ? M.emailTaken : M.phoneTaken] });
    }
  };

  /** Sends a code to the new address; counted first, like the sign-up codes, so no address is probed fast. */
  const sendContactCode = async (request: FastifyRequest, before: UserRow, change: ContactChange) => {
    await limit(throttle, 'codeSendsPerClient', request.ip);
    await limit(throttle, 'contactCodesPerAccount', before.id);
    await refuseTaken(before, change);
    const code = await issueOtp(db, change.channel, change.address, 'contact', before.user_type, before.id);
    const { subject, noun } = CONTACT_MAIL[change.field];
    await transport.send({
      channel: change.channel,
      to: change.address,
      subject,
      text: `Your Basera code to confirm this ${noun} is ${code}. It expires in ${OTP_TTL_MINUTES} minutes. If you did not ask for it, ignore this message.`,
    });
    return {
      status: true,
      message: M.contactCodeSent(change.field),
      code_sent: change.field,
      resend_after: RESEND_WAIT_SECONDS[change.channel],
    };
  };

  const save = async (before: UserRow, input: ProfileUpdateInput, change: ContactChange | null) => {
    try {
      const { rows } = await db.query<UserRow>(
        `UPDATE users SET fname = $2, lname = $3, updated_at = now(),
                email = CASE WHEN $4::text = 'email' THEN $5 ELSE email END,
                email_verified_at = CASE WHEN $4::text = 'email' THEN now() ELSE email_verified_at END,
                phone = CASE WHEN $4::text = 'phone' THEN $5 ELSE phone END,
                phone_verified_at = CASE WHEN $4::text = 'phone' THEN now() ELSE phone_verified_at END
          WHERE id = $1 RETURNING *`,
        [before.id, input.fname, input.lname, change?.field ?? null, change?.address ?? null],
      );
      return rows[0]!;
    } catch (error) {
      // Another account took the address or number in between: the unique indexes have the last word.
      const field = takenField(error);
      if (!field) throw error;
      throw new ValidationError({ [field]: [field === 'email' ? M.emailTaken : M.phoneTaken] });
    }
  };

  const updateProfile = async (request: FastifyRequest, reply: FastifyReply) => {
    // Only these fields: an `id` or `created_at` in the body is ignored, so nobody edits someone else.
    const input = parse(profileUpdateSchema, request.body);
    const before = sessionOf(request).user;
    const email = input.email.toLowerCase();
    const newEmail = email !== before.email.toLowerCase();
    const newPhone = input.phone !== before.phone;
    if (newEmail && newPhone) throw new ValidationError({ phone: [M.oneContactAtATime] });
    const change: ContactChange | null = newEmail
      ? { field: 'email', channel: 'email', address: email }
      : newPhone
        ? { field: 'phone', channel: 'sms', address: input.phone }
        : null;

    if (change && !input.otp) {
      reply.code(202);
      return sendContactCode(request, before, change);
    }
    if (change) {
      // The code first: only an address this account received a code at is ever looked up here.
      await checkOtp(db, change.channel, change.address, 'contact', input.otp!, {
        consume: true,
        owner: before.id,
      });
      await refuseTaken(before, change);
    }

    const changed = [
      input.fname !== before.fname && 'first name',
      input.lname !== before.lname && 'last name',
      change?.field,
    ].filter((field): field is string => Boolean(field));
    let row = before;
    if (changed.length) {
      row = await save(before, input, change);
      await recordEvent(db, before.id, 'profile updated', request, changed.join(', '));
    }
    const user = userFromRow(row, config.publicUrl);
    return { status: true, message: M.profileUpdated, user, user_type: user.user_type };
  };
  app.post('/profile', signedIn, updateProfile);
  app.post('/lister-update-profile', signedIn, updateProfile);
}
