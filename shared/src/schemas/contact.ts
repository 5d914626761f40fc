// First: zod's settings must be in place before this module builds its schemas.
import './zod-config';
import { z } from 'zod';
import { CONTACT_API_MESSAGES, CONTACT_EMAIL_PATTERN, CONTACT_MESSAGES } from '../rules/contact';
import { EMAIL_MAX } from '../rules/limits';
import { requiredText } from './rules';

const M = CONTACT_MESSAGES;

export const contactMessageSchema = z.object({
  name: requiredText(M.nameRequired).max(100, 'Name must be at most 100 characters'),
  phone_no: z
    .string({ error: M.phoneRequired })
    .trim()
    .min(1, M.phoneRequired)
    .regex(/^(\d{10})?$/, M.phoneLength),
  // An empty address gets only "Email is required.", not the pattern's message as well.
  email: requiredText(M.emailRequired)
    .refine((value) => value === '' || CONTACT_EMAIL_PATTERN.test(value), M.emailInvalid)
    .max(EMAIL_MAX, CONTACT_API_MESSAGES.emailTooLong),
  city: requiredText(M.cityRequired).max(100, 'City must be at most 100 characters'),
  message: requiredText(M.messageRequired, true).max(5000, 'Message must be at most 5000 characters'),
});
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
