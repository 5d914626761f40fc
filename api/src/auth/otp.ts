import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { AUTH_MESSAGES } from '@basera/shared/schemas';
import type { UserType } from '@basera/shared/types';
import type { Queryable } from '../db';
import { HttpError, TooManyRequestsError } from '../http/errors';

export type OtpChannel = 'email' | 'sms';
export type OtpPurpose = 'register' | 'reset';

export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
/** Seconds before another code may be sent to the same address (spec 01 section 9). */
export const RESEND_WAIT_SECONDS: Record<OtpChannel, number> = { email: 60, sms: 300 };
/** How long a verified sign-up code stays usable for registering. */
export const VERIFIED_VALID_MINUTES = 30;

export const normaliseAddress = (channel: OtpChannel, address: string) =>
  channel === 'email' ? address.trim().toLowerCase() : address.trim();

/** The stored form: bound to channel, address and purpose, so a code cannot be replayed elsewhere. */
const hashCode = (channel: OtpChannel, address: string, purpose: OtpPurpose, code: string) =>
  createHash('sha256').update(`${channel}:${address}:${purpose}:${code}`).digest();

interface OtpRow {
  id: number;
  code_hash: string;
  attempts: number;
  expired: boolean;
  verified_at: string | null;
  consumed_at: string | null;
  user_type: UserType;
}

/**
 * Issues a new 6-digit code (cryptographic random) unless the previous one for this address and purpose is
 * younger than the resend wait (429 with the seconds left). Returns the plain code, for the transport only.
 */
export async function issueOtp(
  db: Queryable,
  channel: OtpChannel,
  rawAddress: string,
  purpose: OtpPurpose,
  userType: UserType,
): Promise<string> {
  const address = normaliseAddress(channel, rawAddress);
  const { rows } = await db.query<{ age: number }>(
    `SELECT extract(epoch FROM now() - created_at)::float8 AS age FROM otp_codes
      WHERE channel = $1 AND address = $2 AND purpose = $3 ORDER BY created_at DESC LIMIT 1`,
    [channel, address, purpose],
  );
  const age = rows[0]?.age;
  const wait = RESEND_WAIT_SECONDS[channel];
  if (age !== undefined && age < wait) {
    const left = Math.ceil(wait - age);
    throw new TooManyRequestsError(AUTH_MESSAGES.otpWait(left), left);
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // A new code replaces older unused ones.
  await db.query(
    `UPDATE otp_codes SET consumed_at = now()
      WHERE channel = $1 AND address = $2 AND purpose = $3 AND consumed_at IS NULL`,
    [channel, address, purpose],
  );
  await db.query(
    `INSERT INTO otp_codes (channel, address, purpose, user_type, code_hash, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(mins => $6))`,
    [
      channel,
      address,
      purpose,
      userType,
      hashCode(channel, address, purpose, code).toString('hex'),
      OTP_TTL_MINUTES,
    ],
  );
  return code;
}

/**
 * Checks a code against the latest live one for the address. A wrong code counts an attempt; the fifth wrong
 * one kills the code. `consume` uses it up at once (password reset); otherwise it is marked verified and
 * used up later by the registration (takeVerifiedOtp).
 */
export async function checkOtp(
  db: Queryable,
  channel: OtpChannel,
  rawAddress: string,
  purpose: OtpPurpose,
  code: string,
  { consume }: { consume: boolean },
): Promise<{ userType: UserType }> {
  const address = normaliseAddress(channel, rawAddress);
  const { rows } = await db.query<OtpRow>(
    `SELECT id, code_hash, attempts, expires_at <= now() AS expired, verified_at, consumed_at, user_type
       FROM otp_codes WHERE channel = $1 AND address = $2 AND purpose = $3 AND consumed_at IS NULL
      ORDER BY created_at DESC LIMIT 1`,
    [channel, address, purpose],
  );
  const row = rows[0];
  if (!row || row.verified_at)
    throw new HttpError(422, AUTH_MESSAGES.otpNone, { errors: { otp: [AUTH_MESSAGES.otpNone] } });
  if (row.expired)
    throw new HttpError(422, AUTH_MESSAGES.otpExpired, { errors: { otp: [AUTH_MESSAGES.otpExpired] } });
  if (row.attempts >= OTP_MAX_ATTEMPTS) {
    throw new HttpError(422, AUTH_MESSAGES.otpTooManyTries, {
      errors: { otp: [AUTH_MESSAGES.otpTooManyTries] },
    });
  }
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = hashCode(channel, address, purpose, code.trim());
  if (!timingSafeEqual(expected, given)) {
    const attempts = row.attempts + 1;
    await db.query('UPDATE otp_codes SET attempts = $2 WHERE id = $1', [row.id, attempts]);
    const message = attempts >= OTP_MAX_ATTEMPTS ? AUTH_MESSAGES.otpTooManyTries : AUTH_MESSAGES.otpInvalid;
    throw new HttpError(422, message, { errors: { otp: [message] } });
  }
  await db.query(
    consume
      ? 'UPDATE otp_codes SET consumed_at = now() WHERE id = $1'
      : 'UPDATE otp_codes SET verified_at = now() WHERE id = $1',
    [row.id],
  );
  return { userType: row.user_type };
}

/** Uses up a sign-up code the server saw verified recently; false when there is none. */
export async function takeVerifiedOtp(
  db: Queryable,
  channel: OtpChannel,
  rawAddress: string,
  userType: UserType,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE otp_codes SET consumed_at = now()
      WHERE id = (SELECT id FROM otp_codes
                   WHERE channel = $1 AND address = $2 AND purpose = 'register' AND user_type = $3
                     AND verified_at IS NOT NULL AND consumed_at IS NULL
                     AND verified_at > now() - make_interval(mins => $4)
                   ORDER BY verified_at DESC LIMIT 1)
      RETURNING id`,
    [channel, normaliseAddress(channel, rawAddress), userType, VERIFIED_VALID_MINUTES],
  );
  return rows.length > 0;
}

/** Whether a verified, unused sign-up code exists (checked before the transaction that takes it). */
export async function hasVerifiedOtp(
  db: Queryable,
  channel: OtpChannel,
  rawAddress: string,
  userType: UserType,
) {
  const { rows } = await db.query(
    `SELECT 1 FROM otp_codes WHERE channel = $1 AND address = $2 AND purpose = 'register' AND user_type = $3
        AND verified_at IS NOT NULL AND consumed_at IS NULL AND verified_at > now() - make_interval(mins => $4)`,
    [channel, normaliseAddress(channel, rawAddress), userType, VERIFIED_VALID_MINUTES],
  );
  return rows.length > 0;
}
