import { RATINGS_API } from '@basera/shared/rules';
import { useSWRConfig } from 'swr';

/**
 * After a review is posted or edited: every cached answer that shows it asks again (the detail page's reviews and
 * eligibility, whatever keys mf-search gives them, My reviews, the prompts), so no page shows the old state.
 */
export function useRefreshAfterReview() {
  const { mutate } = useSWRConfig();
  return (propertyId: number) =>
    mutate((key) => {
      const text = Array.isArray(key) ? String(key[0]) : typeof key === 'string' ? key : '';
      return (
        text.startsWith(`/properties/${propertyId}/`) ||
        text.startsWith(RATINGS_API.mine) ||
        text.startsWith(RATINGS_API.prompts) ||
        (Array.isArray(key) && key[0] === 'review-eligibility' && key[1] === propertyId)
      );
    });
}
