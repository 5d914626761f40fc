import { apiRequest } from '@basera/shared';
import { ENQUIRY_API } from './paths';

export interface ReportThreadInput {
  reason?: string | undefined;
}

/** POST /enquiries/{id}/report { reason? }: flags the thread for the team; answers with a thank-you. */
export const reportThread = (id: number, input: ReportThreadInput) =>
  apiRequest<{ status: boolean; message: string }>(ENQUIRY_API.report(id), {
    method: 'POST',
    body: input.reason ? { reason: input.reason } : {},
  });
