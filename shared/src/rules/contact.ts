/** Spec 01 section 5, contact form (checked on submit only, all fields at once). */
export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required.',
  phoneRequired: 'Phone number is required.',
  phoneLength: 'Phone number must be 10 digits.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Enter a valid email.',
  cityRequired: 'City is required.',
  messageRequired: 'Message cannot be empty.',
} as const;

/**
 * The API's own answers to the contact form (not in the spec). Beside CONTACT_MESSAGES rather than in it: that
 * object is exactly the spec's seven field messages, as its test checks.
 */
export const CONTACT_API_MESSAGES = {
  sent: 'Message sent successfully!',
  emailTooLong: 'Email must be at most 100 characters.',
  throttled: (minutes: number) =>
    `You have sent several messages already. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

/** Word characters, hyphens or dots before the at-sign; dot-separated labels; last label 2 to 4 characters. */
export const CONTACT_EMAIL_PATTERN = /^[\w.-]+@([\w-]+\.)+[\w-]{2,4}$/;
