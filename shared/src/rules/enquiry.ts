/**
 * Enquiries and visit requests (not in the spec; issue 15): limits, time slots, states and the words the
 * seeker's forms, the owner's inbox and the API share. No zod here: the schemas are in schemas/enquiry.ts.
 */
import { GENERIC_FAILURE } from './errors';
import { indiaToday } from './listing';

/** A message's length bound: enough for a few questions, too short to paste a page. */
export const ENQUIRY_MESSAGE_MAX = 1000;
/** A report's reason, optional. */
export const ENQUIRY_REPORT_MAX = 500;
/** New threads one seeker may start in 24 hours: plenty for a real search, too few to spam owners. */
export const NEW_THREADS_PER_DAY = 20;
/** Messages one user may send in an hour across all threads. */
export const MESSAGES_PER_HOUR = 60;
/** At most one mail per thread and recipient in this many minutes. */
export const MAIL_QUIET_MINUTES = 10;
/** A visit is booked for today or one of the next 14 days. */
export const VISIT_DAYS_AHEAD = 14;

/** The preset questions of "Ask the owner": a tap puts one in the message. */
export const ENQUIRY_PRESETS = [
  'Is a bed free now?',
  'Is food included in the price?',
  'Can I visit?',
] as const;

/** The time slots of a visit, with the words they are shown in. */
export const VISIT_SLOTS = [
  { value: '09-11', label: '9 – 11 AM' },
  { value: '11-13', label: '11 AM – 1 PM' },
  { value: '14-16', label: '2 – 4 PM' },
  { value: '16-18', label: '4 – 6 PM' },
  { value: '18-20', label: '6 – 8 PM' },
] as const;
export type VisitSlot = (typeof VISIT_SLOTS)[number]['value'];
export const VISIT_SLOT_VALUES = VISIT_SLOTS.map((slot) => slot.value) as [VisitSlot, ...VisitSlot[]];
export const visitSlotLabel = (slot: string) => VISIT_SLOTS.find((s) => s.value === slot)?.label ?? slot;

/** A visit's life: the seeker requests; the owner confirms, reschedules (a new slot) or declines; the seeker may cancel. */
export const VISIT_STATES = ['requested', 'confirmed', 'rescheduled', 'declined', 'cancelled'] as const;
export type VisitState = (typeof VISIT_STATES)[number];
export const VISIT_STATE_LABELS: Record<VisitState, string> = {
  requested: 'Visit requested',
  confirmed: 'Visit confirmed',
  rescheduled: 'Visit rescheduled',
  declined: 'Visit declined',
  cancelled: 'Visit cancelled',
};
/** States in which a visit is still on. */
export const OPEN_VISIT_STATES: readonly VisitState[] = ['requested', 'confirmed', 'rescheduled'];

/** What each side may do to a visit. */
export const VISIT_ACTIONS = ['request', 'confirm', 'reschedule', 'decline', 'cancel'] as const;
export type VisitAction = (typeof VISIT_ACTIONS)[number];

/** The owner's inbox sorts leads into these. */
export const LEAD_STATUSES = ['new', 'answered', 'visit'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  answered: 'Answered',
  visit: 'Visit booked',
};

/** Where the seeker's and the owner's pages live. */
export const ENQUIRIES_PATH = '/user/enquiries';
export const LEADS_PATH = '/user/leads';

/** What to show for a failed enquiry call the server did not explain (a constant of its own: the header's unread
 * count reaches it through enquiries/paths.ts, and an object's property would bring the whole object along). */
export const ENQUIRY_SOMETHING_WRONG = GENERIC_FAILURE;

export const ENQUIRY_MESSAGES = {
  messageRequired: 'Please write a message.',
  messageTooLong: `A message can be at most ${ENQUIRY_MESSAGE_MAX} characters.`,
  dateRequired: 'Please choose a date.',
  dateRange: `Choose a date within the next ${VISIT_DAYS_AHEAD} days.`,
  slotRequired: 'Please choose a time slot.',
  slotPast: 'This time has passed. Please choose a later one.',
  visitPast: "This visit's time has passed.",
  reportTooLong: `A reason can be at most ${ENQUIRY_REPORT_MAX} characters.`,
  nothingToSend: 'Write a message or choose a visit slot.',
  sent: 'Your enquiry has been sent to the owner.',
  visitSent: 'Your visit request has been sent to the owner.',
  replied: 'Message sent.',
  /** A failed call the server did not explain. */
  somethingWrong: ENQUIRY_SOMETHING_WRONG,
  reported: 'Thank you. Our team will look into this conversation.',
  seekersOnly: 'Only a Search User account can contact owners.',
  ownListing: 'This is your own listing.',
  tooManyThreads: (hours: number) =>
    `You have contacted ${NEW_THREADS_PER_DAY} owners today. Please try again in ${hours} hour${hours === 1 ? '' : 's'}.`,
  tooManyMessages: 'You have sent many messages. Please wait a while before sending more.',
  visitNotAllowed: 'This visit cannot be changed that way now.',
  /** The owner confirmed a slot the seeker had just replaced (409): the page reloads the thread. */
  visitChanged: 'The seeker changed the visit time. Please check the new time.',
  signInToAsk: 'Sign in to send your enquiry',
  signInToBook: 'Sign in to book a visit',
  signInToCall: 'Sign in to call',
} as const;

/** When a visit slot starts: its day at the slot's first hour, in India's time. */
export function slotStart(date: string, slot: string): Date {
  return new Date(`${date}T${slot.slice(0, 2)}:00:00+05:30`);
}

/** A slot that has started (or passed) can no longer be booked or confirmed. */
export const isPastSlot = (date: string, slot: string, now: Date = new Date()) =>
  slotStart(date, slot).getTime() <= now.getTime();

/** The slots of a day as the forms offer them: those that have started on `date` disabled. */
export const visitSlotOptions = (date: string, now: Date = new Date()) =>
  VISIT_SLOTS.map((slot) => ({ ...slot, disabled: Boolean(date) && isPastSlot(date, slot.value, now) }));

/**
 * The dates a visit may be booked on: today and the next VISIT_DAYS_AHEAD days, in India's time; today only
 * while one of its slots is still ahead.
 */
export function visitDates(now: Date = new Date()): string[] {
  const start = new Date(`${indiaToday(now)}T00:00:00Z`).getTime();
  const lastSlot = VISIT_SLOTS[VISIT_SLOTS.length - 1]!.value;
  return Array.from({ length: VISIT_DAYS_AHEAD + 1 }, (_, day) =>
    new Date(start + day * 86_400_000).toISOString().slice(0, 10),
  ).filter((date) => !isPastSlot(date, lastSlot, now));
}

/** "Sat, 28 Nov": a visit date as the forms and the thread show it. */
export function visitDateLabel(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/** "98•••••• 21": a number shown to visitors who are not signed in (owners are protected from scraping). */
export function maskPhone(phone: string): string {
  return phone.length > 4 ? `${phone.slice(0, 2)}${'•'.repeat(phone.length - 4)}${phone.slice(-2)}` : '••••';
}
