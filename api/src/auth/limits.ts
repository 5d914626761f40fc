import { AUTH_MESSAGES as M } from '@basera/shared/schemas';
import { countAttempt, type Throttle } from './throttle';

/**
 * The limits on sign-up, password reset and contact changes: how many per client address (a machine probing
 * or mailing strangers) and per account (a guesser spread over many machines). Every one is counted before
 * the work it guards (a lookup, a mail, a code check), so parallel requests cannot slip past it.
 */
export const AUTH_LIMITS = {
  /** Codes sent from one client (sign-up, and a profile's new email or phone): no bulk mail or SMS. */
  codeSendsPerClient: { limit: 10, windowSeconds: 600, message: M.otpSendsThrottled },
  /** Sign-up codes checked from one client (each code also dies after 5 wrong tries): no guessing across codes. */
  codeChecksPerClient: { limit: 20, windowSeconds: 600, message: M.otpSendsThrottled },
  /** Registrations tried from one client: 'already registered' answers cannot be probed at machine speed. */
  registersPerClient: { limit: 10, windowSeconds: 600, message: M.registerThrottled },
  /** Reset requests from one client, known addresses or not. */
  resetRequestsPerClient: { limit: 5, windowSeconds: 600, message: M.resetThrottled },
  /** Reset requests for one address a day: at most 5 codes, so at most 25 guesses a day with 5 tries each. */
  resetRequestsPerAccount: { limit: 5, windowSeconds: 86_400, message: M.resetThrottled },
  /** Reset codes checked from one client. */
  resetChecksPerClient: { limit: 10, windowSeconds: 600, message: M.resetThrottled },
  /** Reset codes checked for one address a day, however many clients try. */
  resetChecksPerAccount: { limit: 10, windowSeconds: 86_400, message: M.resetThrottled },
  /** Codes for a new email or phone one account may ask for a day. */
  contactCodesPerAccount: { limit: 5, windowSeconds: 86_400, message: M.otpSendsThrottled },
  /** Sign-in codes mailed to one operator (each needs the right password first; a new one replaces the last). */
  adminCodesPerAccount: { limit: 5, windowSeconds: 600, message: M.otpSendsThrottled },
  /** Sign-in codes checked for one operator an hour, however many clients try (5 tries per code besides). */
  adminCodeChecksPerAccount: { limit: 15, windowSeconds: 3600, message: M.otpSendsThrottled },
} as const;

export type AuthLimit = keyof typeof AUTH_LIMITS;

/**
 * Counts one event under a named limit for `who` (a client address, an account), then answers 429 with
 * Retry-After when it is over.
 */
export function limit(throttle: Throttle, name: AuthLimit, who: string | number): Promise<void> {
  const { limit: max, windowSeconds, message } = AUTH_LIMITS[name];
  return countAttempt(throttle, `${name}:${who}`, max, windowSeconds, message);
}
