import { z } from 'zod';
import { OTP_LENGTH } from '../rules/limits';

/** Trimmed text that must not be empty. */
export const requiredText = (required: string) => z.string({ error: required }).trim().min(1, required);

export const userTypeSchema = z.enum(['Customer', 'Lister'], { error: 'Select Search User or Lister' });

/** A 6-digit one-time code. */
export const otpSchema = z
  .string({ error: 'OTP is required' })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `OTP must be ${OTP_LENGTH} digits`);
