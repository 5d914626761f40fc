import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, sent to the client once; only the hash is stored. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A session ends after 30 days whatever happens, or after 7 days without use. */
export const SESSION_ABSOLUTE_DAYS = 30;
export const SESSION_IDLE_DAYS = 7;
