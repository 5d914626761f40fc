import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { AUTH_MESSAGES } from '@basera/shared/schemas';
import type { UserType } from '@basera/shared/types';
import type { Db, Queryable } from '../db';
import { HttpError, TooManyRequestsError } from '../http/errors';

export type OtpChannel = 'email' | 'sms';
/**
 * 'contact': a new email or phone for a profile, bound to the account that asked (`owner`). 'admin_login': the
 * second step of an operator's sign-in, bound to the operator's account (`owner`).
 */
export type OtpPurpose = 'register' | 'reset' | 'contact' | 'admin_login';

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

/**
 * Issues a new 6-digit code (cryptographic random) unless the previous one for this address and purpose is
 * younger than the resend wait (429 with the seconds left; none for 'admin_login'). Returns the plain code, for the transport only.
 * `owner`: the account a 'contact' code belongs to (the wait still counts per address, whoever asks).
 */
export async function issueOtp(
  db: Db,
  channel: OtpChannel,
  rawAddress: string,
  purpose: OtpPurpose,
  userType: UserType,
  owner: number | null = null,
): Promise<string> {
  const address = normaliseAddress(channel, rawAddress);
  return db.transaction(async (tx) => {
    // One issue at a time per address and purpose: parallel requests cannot each pass the resend wait.
    await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
      `otp:${channel}:${address}:${purpose}`,
    ]);
    const { rows } = await tx.query<{ age: number }>(
      `SELECT extract(epoch FROM now() - created_at)::float8 AS age FROM otp_codes
        WHERE channel = $1 AND address = $2 AND purpose = $3 ORDER BY created_at DESC LIMIT 1`,
      [channel, address, purpose],
    );
    const age = rows[0]?.age;
    // An operator's sign-in code needs the right password first and is limited per account by the caller
    // (AUTH_LIMITS.adminCodesPerAccount): no resend wait, so a second sign-in within a minute works.
    const wait = purpose === 'admin_login' ? 0 : RESEND_WAIT_SECONDS[channel];
    if (age !== undefined && age < wait) {
      const left = Math.ceil(wait - age);
      throw new TooManyRequestsError(AUTH_MESSAGES.otpWait(left), left);
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    // A new code replaces older unused ones (the same account's, for a contact change).
    await tx.query(
      `UPDATE otp_codes SET consumed_at = now()
        WHERE channel = $1 AND address = $2 AND purpose = $3 AND consumed_at IS NULL
          AND user_id IS NOT DISTINCT FROM $4::bigint`,
      [channel, address, purpose, owner],
    );
    await tx.query(
      `INSERT INTO otp_codes (channel, address, purpose, user_type, code_hash, expires_at, user_id)
       VALUES ($1, $2, $3, $4, $5, now() + make_interval(mins => $6), $7)`,
      [
        channel,
        address,
        purpose,
        userType,
        hashCode(channel, address, purpose, code).toString('hex'),
        OTP_TTL_MINUTES,
        owner,
      ],
    );
    return code;
  });
}

const refuse = (message: string) => new HttpError(422, message, { errors: { otp: [message] } });

/**
 * Checks a code against the latest live one for the address. Every try is counted first, in the same statement
 * that reads the code (at most OTP_MAX_ATTEMPTS tries per code, however many arrive at once); the fifth wrong one
 * kills the code. `consume` uses it up at once (password reset); otherwise it is marked verified and used up
 * later by the registration (takeVerifiedOtp). `owner`: only that account's code counts (a contact change).
 */
export async function checkOtp(
  db: Queryable,
  channel: OtpChannel,
  rawAddress: string,
  purpose: OtpPurpose,
  code: string,
  { consume, owner = null }: { consume: boolean; owner?: number | null },
): Promise<{ userType: UserType }> {
  const address = normaliseAddress(channel, rawAddress);
  const latest = `SELECT id FROM otp_codes WHERE channel = $1 AND address = $2 AND purpose = $3 AND consumed_at IS NULL
                     AND user_id IS NOT DISTINCT FROM $4::bigint
                   ORDER BY created_at DESC LIMIT 1`;
  // Row-locked: concurrent tries wait for each other and see the count the one before left.
  const { rows } = await db.query<CountedTry>(
    `UPDATE otp_codes SET attempts = attempts + 1
      WHERE id = (${latest}) AND verified_at IS NULL AND expires_at > now() AND attempts < $5
      RETURNING id, code_hash, attempts, user_type`,
    [channel, address, purpose, owner, OTP_MAX_ATTEMPTS],
  );
  const row = rows[0];
  if (!row) throw refuse(await whyNoTry(db, latest, [channel, address, purpose, owner]));
  const expected = Buffer.from(row.code_hash, 'hex');
  if (!timingSafeEqual(expected, hashCode(channel, address, purpose, code.trim()))) {
    throw refuse(row.attempts >= OTP_MAX_ATTEMPTS ? AUTH_MESSAGES.otpTooManyTries : AUTH_MESSAGES.otpInvalid);
  }
  // Once only, even when two right tries arrive together.
  const used = await db.query(
    `UPDATE otp_codes SET ${consume ? 'consumed_at' : 'verified_at'} = now()
      WHERE id = $1 AND consumed_at IS NULL AND verified_at IS NULL RETURNING id`,
    [row.id],
  );
  if (!used.rows.length) throw refuse(AUTH_MESSAGES.otpNone);
  return { userType: row.user_type };
}

interface CountedTry {
  id: number;
  code_hash: string;
  attempts: number;
  user_type: UserType;
}

/** Why a try was not counted: no live code, an expired one, or one out of tries. */
async function whyNoTry(db: Queryable, latest: string, params: unknown[]): Promise<string> {
  const { rows } = await db.query<{ expired: boolean; verified: boolean }>(
    `SELECT expires_at <= now() AS expired, verified_at IS NOT NULL AS verified FROM otp_codes
      WHERE id = (${latest})`,
    params,
  );
  const row = rows[0];
  if (!row || row.verified) return AUTH_MESSAGES.otpNone;
  return row.expired ? AUTH_MESSAGES.otpExpired : AUTH_MESSAGES.otpTooManyTries;
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
        AND consumed_at IS NULL
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
