// First: zod's settings must be in place before this module builds its schemas.
import './zod-config';
import { z } from 'zod';
import { EMAIL_MAX, EMAIL_PATTERN, INT_MAX, OTP_LENGTH, PHONE_LENGTH, TEXT_MESSAGES } from '../rules/limits';

/**
 * Characters no text keeps: control characters (NUL, which PostgreSQL refuses in text, and the like) and broken
 * ones (half of a character, a lone surrogate, which jsonb refuses). Line breaks and tabs only in multi-line text.
 */
const CONTROL_CHARACTER = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;
const LINE_BREAK = /[\t\n\r\u2028\u2029]/;

/** The text rule of every free-text field: no control characters; one line unless `multiLine`. */
export const plainText = <T extends z.ZodString>(schema: T, multiLine = false) =>
  schema
    .refine((value) => !CONTROL_CHARACTER.test(value), TEXT_MESSAGES.control)
    .refine((value) => multiLine || !LINE_BREAK.test(value), TEXT_MESSAGES.lineBreak);

/** Trimmed plain text that must not be empty (one line unless `multiLine`). */
export const requiredText = (required: string, multiLine = false) =>
  plainText(z.string({ error: required }).trim().min(1, required), multiLine);

/** An email address, the one rule of sign-up and profile: each screen gives its own messages. */
export const emailField = (m: { required: string; invalid: string; tooLong: string }) =>
  requiredText(m.required).regex(EMAIL_PATTERN, m.invalid).max(EMAIL_MAX, m.tooLong);

/**
 * A mobile number, the one rule of sign-up and profile: 10 digits, not starting with 0. Each screen gives its
 * own messages, in the order its form shows them.
 */
export const phoneField = (m: {
  required: string;
  digits: string;
  tooShort: string;
  tooLong: string;
  leadingZero: string;
}) =>
  z
    .string({ error: m.required })
    .trim()
    .min(1, m.required)
    .regex(/^\d*$/, m.digits)
    .min(PHONE_LENGTH, m.tooShort)
    .max(PHONE_LENGTH, m.tooLong)
    .regex(/^[^0]/, m.leadingZero);

/** A positive id of an int column (states, cities, catalogs); a larger one cannot exist. */
export const intIdField = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(INT_MAX, message);

export const userTypeSchema = z.enum(['Customer', 'Lister'], { error: 'Select Search User or Lister' });

/** A 6-digit one-time code. */
export const otpSchema = z
  .string({ error: 'OTP is required' })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `OTP must be ${OTP_LENGTH} digits`);
