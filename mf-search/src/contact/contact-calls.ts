import { apiRequest, type EnquiryThread, type VisitSlot } from '@basera/shared';

// The calls of contacting an owner: an enquiry or a visit request (the form's chunk), and the call count (the
// page's, fired when a number is tapped).

/** POST /enquiries: a message, a visit request, or a visit request with a note. */
export interface NewEnquiry {
  property_id: number;
  message?: string;
  visit?: { date: string; slot: VisitSlot };
}

export interface EnquiryAnswer {
  status: boolean;
  message?: string;
  data: EnquiryThread;
}

/** Starts the seeker's thread with the listing's owner, or continues it (one thread per seeker and listing). */
export const sendEnquiry = (body: NewEnquiry) =>
  apiRequest<EnquiryAnswer>('/enquiries', { method: 'POST', body });

/**
 * POST /properties/{id}/calls: counts a "call revealed" for the owner's lead stats. Best effort: nobody waits for
 * it and a failure is nobody's business (the call itself goes ahead through the tel: link).
 */
export function countCall(propertyId: number): void {
  apiRequest(`/properties/${propertyId}/calls`, { method: 'POST' }).catch(() => undefined);
}
