import { z } from 'zod';
import {
  EMAIL_MAX,
  EMAIL_PATTERN,
  NAME_MAX,
  otpSchema,
  PASSWORD_SPECIALS,
  PHONE_LENGTH,
  requiredText,
  userTypeSchema,
} from './rules';

/** Spec 01 section 5 messages, word for word, then the API's own answers about accounts and sign-in. */
export const AUTH_MESSAGES = {
  identifierRequired: 'Email or phone number is required',
  identifierInvalid: 'Enter a valid email or 10-digit phone number (not starting with 0)',
  passwordRequired: 'Password is required',
  loginPasswordMin: 'Password must be at least 6 characters',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phoneRequired: 'Phone number is required',
  phoneDigits: 'Phone number must contain only digits',
  phoneLength: 'Phone number must be exactly 10 digits',
  phoneLeadingZero: 'Phone number should not start with 0',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  emailMax: 'Email must not exceed 100 characters',
  passwordStrength:
    'Password must be at least 8 characters, include an uppercase letter, a number, and a special character',
  passwordsMismatch: 'Passwords do not match',
  acceptTerms: 'Please accept Terms & Privacy Policy',
  verifyBoth: '*Please verify both your email and phone number before signing up.',
  verifyEmail: '*Please verify your email before signing up.',
  phoneEmpty: 'Please enter your phone number.',

  // The API's own answers (not in the spec): the forms show them as the server sends them.
  emailRegisteredLogIn: 'This email is already registered. Please log in.',
  phoneRegisteredLogIn: 'This phone number is already registered. Please log in.',
  emailRegistered: 'This email is already registered.',
  phoneRegistered: 'This phone number is already registered.',
  otpSentEmail: 'OTP sent to your email',
  otpSentPhone: 'OTP sent successfully!',
  emailVerified: 'Email verified successfully',
  phoneVerified: 'Phone number verified successfully',
  verifyEmailOtpFirst: 'Please verify your email with the OTP first.',
  verifyPhoneOtpFirst: 'Please verify your phone number with the OTP first.',
  otpInvalid: 'Invalid OTP. Please check the code and try again.',
  otpExpired: 'This OTP has expired. Please request a new one.',
  otpTooManyTries: 'Too many wrong attempts. Please request a new OTP.',
  otpNone: 'No OTP was requested for this address. Please request a new one.',
  otpWait: (seconds: number) => `Please wait ${seconds} seconds before requesting another OTP.`,
  otpSendsThrottled: (seconds: number) => `Too many OTP requests. Please try again in ${seconds} seconds.`,
  passwordTooCommon: 'This password is too common. Please choose a less predictable one.',
  registered: 'Registration successful!',
  loginSuccess: 'Login success',
  invalidLogin: 'Invalid username or password. Please try again.',
  loginThrottled: (seconds: number) =>
    `Too many failed login attempts. Please try again in ${seconds} seconds.`,
  resetSent: 'Password reset link sent to your email',
  passwordReset: 'Password updated successfully',
  loggedOut: 'Logged out',
} as const;

const M = AUTH_MESSAGES;
const STRONG_PASSWORD = new RegExp(
  `^(?=.*[A-Z])(?=.*\\d)(?=.*[${PASSWORD_SPECIALS.replace(/[\^]/g, '\\^')}]).{8,}$`,
);
const PHONE_PATTERN = /^[1-9]\d{9}$/;

export const nameField = (required: string) =>
  requiredText(required).max(NAME_MAX, `Must be at most ${NAME_MAX} characters`);

/** Sign-up phone: each rule with its own message, in the order the form shows them. */
export const signUpPhoneField = z
  .string({ error: M.phoneRequired })
  .trim()
  .min(1, M.phoneRequired)
  .regex(/^\d*$/, M.phoneDigits)
  .length(PHONE_LENGTH, M.phoneLength)
  .regex(/^[^0]/, M.phoneLeadingZero);

export const signUpEmailField = z
  .string({ error: M.emailRequired })
  .trim()
  .min(1, M.emailRequired)
  .regex(EMAIL_PATTERN, M.emailInvalid)
  .max(EMAIL_MAX, M.emailMax);

export const strongPasswordField = z
  .string({ error: M.passwordStrength })
  .regex(STRONG_PASSWORD, M.passwordStrength);

/** Login form and POST /user-login. */
export const loginSchema = z.object({
  email_or_phone: z
    .string({ error: M.identifierRequired })
    .trim()
    .min(1, M.identifierRequired)
    .refine(
      (value) => value === '' || EMAIL_PATTERN.test(value) || PHONE_PATTERN.test(value),
      M.identifierInvalid,
    ),
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).min(6, M.loginPasswordMin),
  user_type: userTypeSchema,
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
