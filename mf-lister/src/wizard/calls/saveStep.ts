import { apiRequest, type OwnListing } from '@basera/shared';

/** What every step save answers (POST /add-property-address, /add-property-details, ...). */
export interface StepAnswer {
  status: boolean;
  message?: string;
  post_id: number;
  data: OwnListing;
}

/** POST one step of the wizard: `{ id, ...fields }` (step 1 without id creates the draft). */
export function saveStep(path: string, body: unknown): Promise<StepAnswer> {
  return apiRequest<StepAnswer>(path, { method: 'POST', body });
}
