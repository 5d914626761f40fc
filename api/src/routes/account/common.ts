import { requireAuth } from '../../auth/sessions';

/** Options of every account route: a live session, or 401. */
export const signedIn = { preHandler: requireAuth };

/** '1 session', '3 other sessions': the short notes of account events. */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
