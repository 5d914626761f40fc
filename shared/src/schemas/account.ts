// First: zod's settings must be in place before this module builds its schemas.
import './zod-config';
import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../rules/account';
import { NAME_MAX, PASSWORD_MAX, PASSWORD_SPECIALS } from '../rules/limits';
import { emailField, otpSchema, phoneField, requiredText } from './rules';

const M = ACCOUNT_MESSAGES;
const special = new RegExp(`[${PASSWORD_SPECIALS.replace(/[\^]/g, '\\^')}]`);

export const profileUpdateSchema = z.object({
  fname: requiredText(M.firstNameRequired).max(NAME_MAX, `Must be at most ${NAME_MAX} characters`),
  lname: requiredText(M.lastNameRequired).max(NAME_MAX, `Must be at most ${NAME_MAX} characters`),
  // The same rules as sign-up (an address or number that could not sign up cannot be saved), own messages.
  email: emailField({ required: M.emailRequired, invalid: M.emailInvalid, tooLong: M.emailMax }),
  phone: phoneField({
    required: M.phoneRequired,
    digits: M.phoneDigits,
    tooShort: M.phoneMin,
    tooLong: M.phoneMax,
    leadingZero: M.phoneLeadingZero,
  }),
  // The code sent to a new email or phone (the second call of a contact change).
  otp: otpSchema.optional(),
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

export const changePasswordSchema = z
  .object({
    current_password: z.string({ error: M.currentRequired }).min(1, M.currentRequired),
    new_password: z
      .string({ error: M.newRequired })
      .min(1, M.newRequired)
      .min(8, M.newMin)
      .regex(/[A-Z]/, M.newUppercase)
      .regex(/\d/, M.newNumber)
      .regex(special, M.newSpecial)
      .max(PASSWORD_MAX, M.newMax),
    new_password_confirmation: z.string({ error: M.mismatch }),
  })
  .refine((body) => body.new_password === body.new_password_confirmation, {
    path: ['new_password_confirmation'],
    message: M.mismatch,
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
