import { apiRequest, type NewEnquiryInput } from '@basera/shared';
import type { ThreadAnswer } from '@basera/shared/enquiries';

// The calls of contacting an owner: an enquiry or a visit request (the form's chunk), and the call count (the
// page's, fired when a number is tapped).

/** Starts the seeker's thread with the listing's owner, or continues it (one thread per seeker and listing). */
export const sendEnquiry = (body: NewEnquiryInput) =>
  apiRequest<ThreadAnswer>('/enquiries', { method: 'POST', body });

/**
 * POST /properties/{id}/calls: counts a "call revealed" for the owner's lead stats. Best effort: nobody waits for
 * it and a failure is nobody's business (the call itself goes ahead through the tel: link).
 */
export function countCall(propertyId: number): void {
  apiRequest(`/properties/${propertyId}/calls`, { method: 'POST' }).catch(() => undefined);
}
