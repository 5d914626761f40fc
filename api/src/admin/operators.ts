import { signUpEmailField, strongPasswordField } from '@basera/shared/schemas';
import { hashPassword, isCommonPassword } from '../auth/passwords';
import { takenField } from '../auth/users';
import type { Queryable } from '../db';

/** Why an operator was not created: the CLI prints the message as it is. */
export class OperatorRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OperatorRefused';
  }
}

export interface NewOperator {
  email: string;
  password: string;
  /** "First Last"; defaults to the email's name part and "(operator)". */
  name?: string;
}

/**
 * Creates an operator account (user type 'Admin'): never self-registered, made here by the admin:create CLI
 * and the demo seed. The password follows the sign-up rule (8+ characters, an uppercase letter, a number and a
 * special character; not one of the most common). Operators have no phone number (''). Refuses an email that
 * already has an operator account.
 */
export async function createOperator(db: Queryable, input: NewOperator) {
  const email = signUpEmailField.safeParse(input.email);
  if (!email.success) throw new OperatorRefused(`"${input.email}" is not a valid email address.`);
  const password = strongPasswordField.safeParse(input.password);
  if (!password.success) throw new OperatorRefused(password.error.issues[0]?.message ?? 'Password refused.');
  if (isCommonPassword(input.password))
    throw new OperatorRefused('This password is too common. Please choose a less predictable one.');
  const address = email.data.toLowerCase();
  const taken = `An operator with the email ${address} already exists: nothing was changed.`;
  const existing = await db.query("SELECT 1 FROM users WHERE lower(email) = $1 AND user_type = 'Admin'", [
    address,
  ]);
  if (existing.rows.length) throw new OperatorRefused(taken);
  const [first, ...rest] = (input.name?.trim() || '').split(/\s+/).filter(Boolean);
  const fname = first ?? address.split('@')[0]!;
  const lname = first ? rest.join(' ') : '(operator)';
  const hash = await hashPassword(input.password);
  try {
    const { rows } = await db.query<{ id: number | string }>(
      `INSERT INTO users (user_type, fname, lname, email, phone, password_hash, email_verified_at)
       VALUES ('Admin', $1, $2, $3, '', $4, now()) RETURNING id`,
      [fname, lname, address, hash],
    );
    return { id: Number(rows[0]!.id), email: address, name: `${fname} ${lname}`.trim() };
  } catch (error) {
    // Another run created the same operator in between: the unique index has the last word.
    if (takenField(error) === 'email') throw new OperatorRefused(taken);
    throw error;
  }
}
