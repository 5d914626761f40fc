import { randomBytes } from 'node:crypto';
import type { UserType } from '@basera/shared/types';
import { createOperator } from '../../admin/operators';
import { hashPassword } from '../../auth/passwords';
import type { TestApp } from '../../test/suite';

/**
 * Test helpers of the operator suites (roles, users, bans, audit, CLI): accounts with a real password, and an
 * operator signed in through the real two-step sign-in (password, then the mailed code).
 */

export const PASSWORD = 'Ghar#2026Safe';

let serial = 0;
const unique = () => {
  serial += 1;
  return `${Date.now().toString(36)}${serial}${randomBytes(2).toString('hex')}`;
};

export interface Account {
  id: number;
  email: string;
  phone: string;
  name: string;
}

/** A Customer or Lister straight in the database, with PASSWORD (sign-up has its own tests). */
export async function makeAccount(
  t: TestApp,
  userType: Exclude<UserType, 'Admin'>,
  names: { fname?: string; lname?: string } = {},
): Promise<Account> {
  const tag = unique();
  const email = `${userType.toLowerCase()}.${tag}@example.in`;
  const phone = `9${String(Date.now() + serial * 7919).slice(-9)}`;
  const fname = names.fname ?? 'Kiran';
  const lname = names.lname ?? 'Rao';
  const { rows } = await t.db.query<{ id: number }>(
    `INSERT INTO users (user_type, fname, lname, email, phone, password_hash, email_verified_at, phone_verified_at)
     VALUES ($1, $2, $3, $4, $5, $6, now(), now()) RETURNING id`,
    [userType, fname, lname, email, phone, await hashPassword(PASSWORD)],
  );
  return { id: Number(rows[0]!.id), email, phone, name: `${fname} ${lname}` };
}

/** An operator account (the CLI's own function), with PASSWORD. */
export async function makeOperator(t: TestApp): Promise<Account> {
  const email = `operator.${unique()}@basera.example`;
  const operator = await createOperator(t.db, { email, password: PASSWORD, name: 'Meera Iyer' });
  return { id: operator.id, email, phone: '', name: operator.name };
}

/** POST /api/user-login from a client address of its own (the sign-in throttles count per address). */
export const login = (t: TestApp, body: Record<string, unknown>, ip = '10.200.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/user-login', payload: body, remoteAddress: ip });

/** The 6-digit code of the latest message the transport sent to an address. */
export function lastCode(t: TestApp, to: string): string {
  const message = [...t.transport.sent].reverse().find((m) => m.to.toLowerCase() === to.toLowerCase());
  return message?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
}

/** A token for a Customer or Lister (one call) or an operator (password, then the mailed code). */
export async function signIn(
  t: TestApp,
  account: Account,
  userType: UserType,
  password = PASSWORD,
): Promise<string> {
  const body = { email_or_phone: account.email, password, user_type: userType };
  const first = await login(t, body);
  if (userType !== 'Admin') {
    if (first.statusCode !== 200) throw new Error(`sign-in failed: ${first.statusCode} ${first.body}`);
    return first.json().token;
  }
  if (first.statusCode !== 200 || !first.json().otp_required)
    throw new Error(`operator sign-in step 1 failed: ${first.statusCode} ${first.body}`);
  const second = await login(t, { ...body, otp: lastCode(t, account.email) });
  if (second.statusCode !== 200)
    throw new Error(`operator sign-in step 2 failed: ${second.statusCode} ${second.body}`);
  return second.json().token;
}

/** A call to the API with a bearer token (or none). */
export const call = (
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD' | 'PATCH',
  url: string,
  token: string | null,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
