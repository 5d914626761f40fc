import type { EnquiryThread } from '@basera/shared';
import { ENQUIRY_SOMETHING_WRONG } from '@basera/shared/rules';

/** The API paths of enquiry threads (base `/api`): the calls in this folder and the apps' thread lists. */
export const ENQUIRY_API = {
  /** GET: the signed-in seeker's threads, a page at a time. */
  list: '/enquiries',
  /** GET: the owner's threads (the lead inbox). */
  leads: '/leads',
  /** GET: unread messages on the viewer's side(s). */
  unread: '/enquiries/unread',
  /** GET: one thread, and its SWR key. */
  thread: (id: number) => `/enquiries/${id}`,
  messages: (id: number) => `/enquiries/${id}/messages`,
  visit: (id: number) => `/enquiries/${id}/visit`,
  report: (id: number) => `/enquiries/${id}/report`,
} as const;

/** What a thread's GET and its actions answer: the thread as it is now (`message`: what to tell the user). */
export interface ThreadAnswer {
  status: boolean;
  message?: string;
  data: EnquiryThread;
}

/** What to show for a failed call the server did not explain. */
export const SOMETHING_WRONG = ENQUIRY_SOMETHING_WRONG;
