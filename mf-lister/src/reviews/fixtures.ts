import { testReview } from '@basera/shared/testing';
import type { ReviewWithListing } from '@basera/shared/types';

/** Far ahead and long past: a window that is open, and one that has closed. */
export const OPEN_UNTIL = '2030-12-12T10:00:00.000Z';
export const CLOSED_AT = '2026-01-03T10:00:00.000Z';

/** A review of one of the owner's listings as GET /own-reviews answers it, for tests (jest only). */
export function ownReview(id: number, change: Partial<ReviewWithListing> = {}): ReviewWithListing {
  return {
    ...testReview({ id, property_id: 7 }),
    listing: {
      id: 7,
      accommodation_name: 'Lotus PG',
      property_type: 'PG',
      locality: 'Indiranagar',
      city_name: 'Bengaluru',
      photo: null,
    },
    hidden_reason: null,
    hidden_at: null,
    editable_until: null,
    reply_editable_until: null,
    ...change,
  };
}

/** An owner's reply as the API answers it. */
export const reply = (body: string, at = '2026-11-12T08:00:00Z') => ({
  body,
  created_at: at,
  updated_at: at,
});
