import { apiRequest } from '@basera/shared';
import { ADMIN_API } from '@basera/shared/rules';
import type { ReportActionAnswer } from './reportActions';

/**
 * POST /admin/reports/:id/hide-review { reason }: hides the review the report is about (it leaves the listing's
 * page and its rating; its author reads the reason) and closes the report as actioned, in one transaction.
 * 409 when the report was closed already.
 */
export function hideReviewFromReport(id: number, reason: string): Promise<ReportActionAnswer> {
  return apiRequest(ADMIN_API.hideReviewFromReport(id), { method: 'POST', body: { reason } });
}
