// Field limits and patterns shared by the forms and the API (no zod: the front ends load these on every page).

/** Characters the spec allows as the password's special character. */
export const PASSWORD_SPECIALS = '!@#$%^&*';
export const NAME_MAX = 20;
export const EMAIL_MAX = 100;
export const PHONE_LENGTH = 10;
export const OTP_LENGTH = 6;

/** A plain "looks like an address" check, shared by the sign-up and profile forms. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
