import { apiRequest } from '@basera/shared';
import { type ListingsAnswer, listingsKey } from './getListings';

/**
 * The queue's next listing after `doneId` (GET /admin/listings?status=pending, oldest first): the id of the
 * oldest pending listing other than the one just reviewed, or null when the queue is empty.
 */
export async function nextPendingId(doneId: number): Promise<number | null> {
  const answer = await apiRequest<ListingsAnswer>(listingsKey('pending', 1));
  return answer.data.find((listing) => listing.id !== doneId)?.id ?? null;
}
