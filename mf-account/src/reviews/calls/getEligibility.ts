import { apiRequest, useAuthStore } from '@basera/shared';
import { RATINGS_API } from '@basera/shared/rules';
import type { ReviewEligibility } from '@basera/shared/types';
import useSWR from 'swr';

/** GET /properties/{id}/review-eligibility (signed in): may the viewer review it, and their review if they wrote one. */
export const getEligibility = (propertyId: number) =>
  apiRequest<{ status: boolean; data: ReviewEligibility }>(RATINGS_API.eligibility(propertyId)).then(
    (answer) => answer.data,
  );

/**
 * The write page's eligibility. The key names the viewer, so another account signing in on this tab asks again;
 * no retry on a 4xx (the answer is the reason), and no refetch on focus (it would reset nothing, but costs a call).
 */
export function useEligibility(propertyId: number | null) {
  const viewer = useAuthStore((state) => state.user?.id ?? 0);
  return useSWR(
    propertyId ? ['review-eligibility', propertyId, viewer] : null,
    ([, id]) => getEligibility(id as number),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
