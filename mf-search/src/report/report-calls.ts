import { apiRequest } from '@basera/shared';
import { REVIEW_API } from '@basera/shared/rules';
import type { ReportListingInput } from '@basera/shared/schemas';

/**
 * POST /report-listing { property_id, reason, note }: a signed-in Search User's report on a public listing. 201
 * with the thanks to show; 409 when this seeker's earlier report is still open; 403 for anyone else.
 */
export const sendReport = (body: ReportListingInput) =>
  apiRequest<{ status: boolean; message?: string }>(REVIEW_API.reportListing, { method: 'POST', body });
