import { testReview } from '@basera/shared/testing';
import type { AdminReviewItem } from '@basera/shared/types';

/** A review as the console's answers carry it (jest only). */
export function adminReview(change: Partial<AdminReviewItem> = {}): AdminReviewItem {
  return {
    ...testReview({ id: 31, property_id: 11 }),
    listing: {
      id: 11,
      accommodation_name: 'Lotus PG',
      property_type: 'PG',
      locality: 'Koramangala',
      city_name: 'Bengaluru',
      photo: null,
    },
    hidden_reason: null,
    hidden_at: null,
    editable_until: null,
    reply_editable_until: null,
    author: { id: 61, name: 'Meera Nair', email: 'meera@example.in' },
    ...change,
  };
}
