import { apiRequest, type VisitActionInput } from '@basera/shared';
import { ENQUIRY_API, type ThreadAnswer } from './paths';

/**
 * POST /enquiries/{id}/visit: the seeker requests (date, slot) or cancels; the owner confirms, reschedules
 * (date, slot) or declines. Answers with the thread; 409 when the visit's state does not allow it.
 */
export const changeVisit = (id: number, input: VisitActionInput) =>
  apiRequest<ThreadAnswer>(ENQUIRY_API.visit(id), { method: 'POST', body: input });
