import type { UserType } from '../types';

/** '45 seconds', '10 minutes', '3 hours': a wait as people say it (rounded up). */
export const waitText = (seconds: number) => {
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (seconds < 120) return unit(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < 7200) return unit(Math.ceil(seconds / 60), 'minute');
  return unit(Math.ceil(seconds / 3600), 'hour');
};

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
  passwordMax: 'Password must be at most 128 characters',
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
  otpSendsThrottled: (seconds: number) => `Too many OTP requests. Please try again in ${waitText(seconds)}.`,
  registerThrottled: (seconds: number) =>
    `Too many sign-up attempts. Please try again in ${waitText(seconds)}.`,
  resetThrottled: (seconds: number) =>
    `Too many password reset attempts. Please try again in ${waitText(seconds)}.`,
  passwordTooCommon: 'This password is too common. Please choose a less predictable one.',
  registered: 'Registration successful!',
  loginSuccess: 'Login success',
  invalidLogin: 'Invalid username or password. Please try again.',
  /** Right email or phone and password, other user type (only said once the password is proven right). */
  wrongUserType: (label: string) => `This is a ${label} account: choose ${label}`,
  loginThrottled: (seconds: number) =>
    `Too many failed login attempts. Please try again in ${seconds} seconds.`,
  resetSent: 'Password reset link sent to your email',
  passwordReset: 'Password updated successfully',
  loggedOut: 'Logged out',
  /** An operator's password was right: step 2 of their sign-in is the mailed code (issue 28). */
  adminCodeSent: 'We sent a sign-in code to your email.',
  /** An operator's right password in the public sign-in box: operators sign in on the console's page. */
  operatorSignInHere: 'This is an operator account: sign in at /admin.',
  /** A banned account's right password (issue 28). */
  accountBanned: 'This account has been banned. Write to us if you think this is a mistake.',
} as const;

/** The interface's name for each user type (spec 01: a Customer is shown as "Search User"). */
export const USER_TYPE_LABELS: Record<UserType, string> = {
  Customer: 'Search User',
  Lister: 'Lister',
  Admin: 'Operator',
};

/**
 * `code` of the login answer when the email or phone and password are right for the other user type; its
 * `user_type` names the type to choose. Said only after the password has been checked.
 */
export const WRONG_USER_TYPE = 'wrong_user_type';
