// Field limits and patterns shared by the forms and the API (no zod: the front ends load these on every page).

/** Characters the spec allows as the password's special character. */
export const PASSWORD_SPECIALS = '!@#$%^&*';
export const NAME_MAX = 20;
export const EMAIL_MAX = 100;
export const PHONE_LENGTH = 10;
export const OTP_LENGTH = 6;

/** A plain "looks like an address" check, shared by the sign-up and profile forms. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The largest value of an int column (ids of states and cities, prices): beyond it PostgreSQL errs. */
export const INT_MAX = 2_147_483_647;
/** The longest new password: any passphrase fits, and hashing it stays cheap. */
export const PASSWORD_MAX = 128;

/** The answers to text no field keeps, whatever the screen. */
export const TEXT_MESSAGES = {
  control: 'Remove the control characters (such as NUL) and broken characters from this text',
  lineBreak: 'Keep this on one line: no line breaks or tabs',
} as const;
