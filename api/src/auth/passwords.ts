import fs from 'node:fs';
import path from 'node:path';
import { AUTH_MESSAGES } from '@basera/shared/schemas';
import { hash, verify } from '@node-rs/argon2';
import { ValidationError } from '../http/errors';

// OWASP's argon2id settings: 19 MiB, 2 iterations, 1 lane.
// (algorithm 2 is Argon2id; the package's enum is a const enum that isolated modules cannot read.)
const ARGON2 = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON2);

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

// Verified against when no user matches, so that an unknown account costs the same time as a wrong password.
let dummyHash: Promise<string> | null = null;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('basera-not-a-real-password-Aa1!');
  await verifyPassword(await dummyHash, password);
}

// A short list of the most used passwords (shipped in the repo), compared case-insensitively.
const common = new Set(
  fs
    .readFileSync(path.join(__dirname, 'common-passwords.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean),
);

export const isCommonPassword = (password: string) => common.has(password.toLowerCase());

/** 422 on the given field when the password is one of the most common ones. */
export function refuseCommonPassword(field: string, password: string) {
  if (isCommonPassword(password)) throw new ValidationError({ [field]: [AUTH_MESSAGES.passwordTooCommon] });
}
