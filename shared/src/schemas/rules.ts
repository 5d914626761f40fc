import { z } from 'zod';

/** Characters the spec allows as the password's special character. */
export const PASSWORD_SPECIALS = '!@#$%^&*';
export const NAME_MAX = 20;
export const EMAIL_MAX = 100;
export const PHONE_LENGTH = 10;
export const OTP_LENGTH = 6;

/** A plain "looks like an address" check, shared by the sign-up and profile forms. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Trimmed text that must not be empty. */
export const requiredText = (required: string) => z.string({ error: required }).trim().min(1, required);

export const userTypeSchema = z.enum(['Customer', 'Lister'], { error: 'Select Search User or Lister' });

/** A 6-digit one-time code. */
export const otpSchema = z
  .string({ error: 'OTP is required' })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `OTP must be ${OTP_LENGTH} digits`);
