// First: zod's settings must be in place before this module builds its schemas.
import './zod-config';
import { z } from 'zod';
import { AUTH_MESSAGES } from '../rules/auth';
import { EMAIL_MAX, EMAIL_PATTERN, NAME_MAX, PASSWORD_MAX, PASSWORD_SPECIALS } from '../rules/limits';
import { emailField, otpSchema, phoneField, plainText, requiredText, userTypeSchema } from './rules';

const M = AUTH_MESSAGES;
const STRONG_PASSWORD = new RegExp(
  `^(?=.*[A-Z])(?=.*\\d)(?=.*[${PASSWORD_SPECIALS.replace(/[\^]/g, '\\^')}]).{8,}$`,
);
const PHONE_PATTERN = /^[1-9]\d{9}$/;

export const nameField = (required: string) =>
  requiredText(required).max(NAME_MAX, `Must be at most ${NAME_MAX} characters`);

/** Sign-up phone: each rule with its own message, in the order the form shows them. */
export const signUpPhoneField = phoneField({
  required: M.phoneRequired,
  digits: M.phoneDigits,
  tooShort: M.phoneLength,
  tooLong: M.phoneLength,
  leadingZero: M.phoneLeadingZero,
});

export const signUpEmailField = emailField({
  required: M.emailRequired,
  invalid: M.emailInvalid,
  tooLong: M.emailMax,
});

export const strongPasswordField = z
  .string({ error: M.passwordStrength })
  .regex(STRONG_PASSWORD, M.passwordStrength)
  .max(PASSWORD_MAX, M.passwordMax);

/**
 * The user types that may sign in: an operator ('Admin') too, who never signs up (userTypeSchema, used by
 * sign-up, its codes and password reset, takes only Customer and Lister).
 */
export const loginUserTypeSchema = z.enum(['Customer', 'Lister', 'Admin'], {
  error: 'Select Search User or Lister',
});

/**
 * Login form and POST /user-login. An operator's sign-in takes two calls: the password first (answered with
 * `otp_required: true` and a code mailed), then the same body with `otp`.
 */
export const loginSchema = z.object({
  email_or_phone: plainText(z.string({ error: M.identifierRequired }).trim().min(1, M.identifierRequired))
    .max(EMAIL_MAX, M.identifierInvalid)
    .refine(
      (value) => value === '' || EMAIL_PATTERN.test(value) || PHONE_PATTERN.test(value),
      M.identifierInvalid,
    ),
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).min(6, M.loginPasswordMin),
  user_type: loginUserTypeSchema,
  /** The operator's mailed code (step 2 of an operator's sign-in); ignored for other user types. */
  otp: otpSchema.optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** Sign-up form (the field names the form uses). */
export const signUpFormSchema = z
  .object({
    firstName: nameField(M.firstNameRequired),
    lastName: nameField(M.lastNameRequired),
    userphone: signUpPhoneField,
    email: signUpEmailField,
    password: strongPasswordField,
    confirmPassword: z.string(),
    acceptTerms: z.boolean().refine((accepted) => accepted, M.acceptTerms),
    user_type: userTypeSchema,
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: M.passwordsMismatch,
  });
export type SignUpForm = z.infer<typeof signUpFormSchema>;

/** POST /user-register (the API's field names; phone errors come back under `phone`). */
export const registerSchema = z
  .object({
    first_name: nameField(M.firstNameRequired),
    last_name: nameField(M.lastNameRequired),
    phone: signUpPhoneField,
    email: signUpEmailField,
    password: strongPasswordField,
    password_confirmation: z.string({ error: M.passwordsMismatch }),
    user_type: userTypeSchema,
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    message: M.passwordsMismatch,
  });
export type RegisterInput = z.infer<typeof registerSchema>;

export const emailSendOtpSchema = z.object({ email: signUpEmailField, usertype: userTypeSchema });
export const emailVerifyOtpSchema = z.object({ email: signUpEmailField, otp: otpSchema });
export const phoneSendOtpSchema = z.object({ phone: signUpPhoneField, usertype: userTypeSchema });
export const phoneVerifyOtpSchema = z.object({ phone: signUpPhoneField, otp: otpSchema });

/** Forgot password, step 1. */
export const forgotPasswordSchema = z.object({ email: signUpEmailField, usertype: userTypeSchema });

/** Forgot password, step 2: same strength rule as sign-up. */
export const changeForgotPasswordSchema = z
  .object({
    email: signUpEmailField,
    otp: otpSchema,
    new_password: strongPasswordField,
    new_password_confirmation: z.string({ error: M.passwordsMismatch }),
    usertype: userTypeSchema,
  })
  .refine((body) => body.new_password === body.new_password_confirmation, {
    path: ['new_password_confirmation'],
    message: M.passwordsMismatch,
  });
