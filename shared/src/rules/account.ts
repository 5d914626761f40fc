/**
 * Spec 02 section 5 messages, word for word (near twins of the sign-up texts on purpose), then the API's own
 * answers about the account area.
 */
export const ACCOUNT_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email address is required',
  emailInvalid: 'Enter valid email is required',
  phoneRequired: 'Phone number is required',
  phoneDigits: 'Phone number must contain only numbers',
  phoneMin: 'Phone number must be 10 digits',
  phoneMax: 'Phone number cannot exceed 10 digits',
  // The sign-up form's rules, which the profile shares (the spec's profile form omits them).
  emailMax: 'Email must not exceed 100 characters',
  phoneLeadingZero: 'Phone number should not start with 0',
  newMax: 'Password must be at most 128 characters',
  currentRequired: 'Current password is required',
  newRequired: 'New password is required',
  newMin: 'Password must be at least 8 characters',
  newUppercase: 'At least one uppercase letter required',
  newNumber: 'At least one number required',
  newSpecial: 'At least one special character required',
  mismatch: 'Passwords do not match',
  passwordTooltip: 'Minimum 8 characters, 1 uppercase letter, 1 number, and 1 special character.',
  profileUpdated: 'Profile updated successfully!',
  passwordUpdated: 'Password updated successfully!',
  selectImage: 'Please select an image before uploading.',
  uploadFailed: 'Error uploading file. Please try again later.',

  // The API's own answers (not in the spec).
  wrongCurrentPassword: 'The current password is incorrect.',
  samePassword: 'The new password must be different from the current one.',
  passwordThrottled: (seconds: number) => `Too many wrong passwords. Please try again in ${seconds} seconds.`,
  emailTaken: 'This email is already used by another account.',
  /** A new email or phone on the profile: saved once the code sent to it is entered. */
  contactCodeSent: (field: 'email' | 'phone') =>
    `We sent a code to your new ${field === 'email' ? 'email' : 'phone number'}. Enter it to confirm the change.`,
  oneContactAtATime: 'Please change your email and your phone number one at a time.',
  phoneTaken: 'This phone number is already used by another account.',
  avatarUpdated: 'Profile image updated successfully',
  avatarTooLarge: 'The image is larger than 5 MB. Please choose a smaller one.',
  uploadBroken: 'The upload was cut short or is not a proper form. Please choose the image again.',
  notAnImage: 'Please upload an image file (JPEG, PNG, WebP, GIF or AVIF).',
  avatarThrottled: (seconds: number) => `Too many uploads. Please try again in ${seconds} seconds.`,
  sessionNotFound: 'Session not found',
  sessionEnded: (device: string) => `Signed out of ${device}`,
  otherSessionsEnded: (count: number) =>
    count ? `Signed out of ${count} other session${count === 1 ? '' : 's'}` : 'No other sessions',
} as const;
