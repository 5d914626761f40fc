import type { UserType } from '@basera/shared/types';
import type { Queryable } from '../db';

export interface UserRow {
  id: number;
  user_type: UserType;
  fname: string;
  lname: string;
  email: string;
  phone: string;
  password_hash: string;
  email_verified_at: string | null;
  phone_verified_at: string | null;
  avatar_path: string | null;
  created_at: string | Date;
  /** Set by an operator's ban (issue 28): sign-in refused, every session ended. */
  banned_at: string | Date | null;
  ban_reason: string | null;
}

/** What the API shows of a user (never the hash). */
export function userFromRow(row: UserRow, publicUrl: string) {
  return {
    id: Number(row.id),
    fname: row.fname,
    lname: row.lname,
    email: row.email,
    phone: row.phone,
    user_type: row.user_type,
    email_verified: Boolean(row.email_verified_at),
    phone_verified: Boolean(row.phone_verified_at),
    created_at: new Date(row.created_at).toISOString(),
    avatar_url: row.avatar_path ? `${publicUrl}/storage/${row.avatar_path}` : null,
  };
}

export async function findUserByEmail(db: Queryable, email: string, userType: UserType) {
  const { rows } = await db.query<UserRow>(
    'SELECT * FROM users WHERE lower(email) = lower($1) AND user_type = $2',
    [email, userType],
  );
  return rows[0] ?? null;
}

export async function findUserByPhone(db: Queryable, phone: string, userType: UserType) {
  const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE phone = $1 AND user_type = $2', [
    phone,
    userType,
  ]);
  return rows[0] ?? null;
}

/**
 * Every account a login name (email or phone) belongs to, of either user type (one each at most): sign-in
 * checks the password of the chosen type's account, else of the other type's, so that it can tell a user who
 * chose the wrong type, after the same work as any other attempt.
 */
export async function findUsersByLoginName(db: Queryable, identifier: string) {
  const byEmail = identifier.includes('@');
  const { rows } = await db.query<UserRow>(
    byEmail ? 'SELECT * FROM users WHERE lower(email) = lower($1)' : 'SELECT * FROM users WHERE phone = $1',
    [identifier],
  );
  return rows;
}

/**
 * Which contact a unique violation (23505) on users is about, 'email' or 'phone'; null for any other error. The
 * unique indexes are the last word when two requests take one address at once.
 */
export function takenField(error: unknown): 'email' | 'phone' | null {
  const { code, constraint } = error as { code?: string; constraint?: string };
  if (code !== '23505') return null;
  return String(constraint ?? error).includes('phone') ? 'phone' : 'email';
}
