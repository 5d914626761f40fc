// First: zod's settings must be in place before this module builds its schemas.
import './zod-config';
import { z } from 'zod';
import {
  ENQUIRY_MESSAGE_MAX,
  ENQUIRY_REPORT_MAX,
  isPastSlot,
  LEAD_STATUSES,
  ENQUIRY_MESSAGES as M,
  VISIT_SLOT_VALUES,
  visitDates,
} from '../rules/enquiry';
import { plainText, requiredText } from './rules';
import { propertyIdSchema } from './search';

/** A message of a thread: plain text on several lines, never HTML (it is shown and mailed as text). */
export const enquiryTextSchema = requiredText(M.messageRequired, true).max(
  ENQUIRY_MESSAGE_MAX,
  M.messageTooLong,
);

/** A visit's date (today to 14 days ahead, in India) and time slot. */
const visitSlotFields = {
  date: z
    .string({ error: M.dateRequired })
    .trim()
    .min(1, M.dateRequired)
    .refine((date) => visitDates().includes(date), M.dateRange),
  slot: z.enum(VISIT_SLOT_VALUES, { error: M.slotRequired }),
};

/** Today's slots that have started are gone (the forms grey them out; a tab left open is told here). */
const slotNotPast = ({ date, slot }: { date: string; slot: string }) => !isPastSlot(date, slot);
const SLOT_PAST: { message: string; path: string[] } = { message: M.slotPast, path: ['slot'] };

export const visitSlotSchema = z.object(visitSlotFields).refine(slotNotPast, SLOT_PAST);
export type VisitSlotInput = z.infer<typeof visitSlotSchema>;

/** "Ask the owner": the message alone. */
export const askOwnerSchema = z.object({ message: enquiryTextSchema });
export type AskOwnerInput = z.infer<typeof askOwnerSchema>;

/** "Book a visit": a slot, and a note if the seeker wants one. */
export const bookVisitSchema = z
  .object({
    ...visitSlotFields,
    message: plainText(z.string().trim().max(ENQUIRY_MESSAGE_MAX, M.messageTooLong), true).optional(),
  })
  .refine(slotNotPast, SLOT_PAST);
export type BookVisitInput = z.infer<typeof bookVisitSchema>;

/**
 * POST /enquiries: a seeker writes to a listing's owner, with a message, a visit request or both. The seeker's
 * one thread for that listing is made on the first call and continued after.
 */
export const newEnquirySchema = z
  .object({
    property_id: propertyIdSchema,
    message: enquiryTextSchema.optional(),
    visit: visitSlotSchema.optional(),
  })
  .refine((value) => value.message !== undefined || value.visit !== undefined, {
    message: M.nothingToSend,
    path: ['message'],
  });
export type NewEnquiryInput = z.infer<typeof newEnquirySchema>;

/** POST /enquiries/{id}/messages: either side writes in the thread. */
export const replySchema = z.object({ message: enquiryTextSchema });
export type ReplyInput = z.infer<typeof replySchema>;

/**
 * The slot a confirm names: the one the owner was shown. Only its shape is checked here (a slot that has passed
 * is the API's 409, not a form error); the API refuses it when the seeker has changed the slot since (409).
 */
const seenSlotFields = {
  date: z.string({ error: M.dateRequired }).regex(/^\d{4}-\d{2}-\d{2}$/, M.dateRequired),
  slot: z.enum(VISIT_SLOT_VALUES, { error: M.slotRequired }),
};

/**
 * POST /enquiries/{id}/visit: the seeker requests or cancels; the owner confirms (naming the slot they saw),
 * reschedules (with a new slot) or declines.
 */
export const visitActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('request'), ...visitSlotFields }).refine(slotNotPast, SLOT_PAST),
    z.object({ action: z.literal('reschedule'), ...visitSlotFields }).refine(slotNotPast, SLOT_PAST),
    z.object({ action: z.literal('confirm'), ...seenSlotFields }),
    z.object({ action: z.literal('decline') }),
    z.object({ action: z.literal('cancel') }),
  ],
  { error: 'Choose request, confirm, reschedule, decline or cancel.' },
);
export type VisitActionInput = z.infer<typeof visitActionSchema>;

/** POST /enquiries/{id}/report: flags the thread for the team. */
export const reportThreadSchema = z.object({
  reason: plainText(z.string().trim().max(ENQUIRY_REPORT_MAX, M.reportTooLong), true).optional(),
});

const rowId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message);

/** A thread's id in a path. */
export const threadIdParams = z.object({ id: rowId('Thread id must be a number') });

/** GET /enquiries and GET /leads: a page of threads, the inbox filtered by status and listing. */
export const threadListQuery = z.object({
  page: z.coerce
    .number()
    .int()
    .min(1, 'Page must be 1 or more')
    .max(1000, 'Page must be at most 1000')
    .default(1),
  per_page: z.coerce.number().int().min(1).max(50, 'At most 50 per page').default(20),
  status: z.enum(LEAD_STATUSES, { error: 'Choose new, answered or visit' }).optional(),
  property_id: propertyIdSchema.optional(),
});
export type ThreadListQuery = z.infer<typeof threadListQuery>;

/** GET /enquiries/{id}: the newest messages, and older ones before a message id. */
export const threadReadQuery = z.object({
  before: rowId('Message id must be a number').optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
