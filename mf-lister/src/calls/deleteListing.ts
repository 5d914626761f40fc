import { apiRequest } from '@basera/shared';
import { LISTER_API, NOTIFY_API } from '@basera/shared/rules';
import { useSWRConfig } from 'swr';

/** DELETE /own-property/{id}'s answer: the API's own words for the toast, and what happened to the listing. */
export interface DeleteListingAnswer {
  status?: boolean;
  /** DELETE_LISTING_MESSAGES.deleted or .archived. */
  message: string;
  /** archived: it had enquiries or orders, so it was archived (its threads stay in the lead inbox). */
  data: { id: number; archived: boolean };
}

/**
 * DELETE /own-property/{id}: a draft nobody enquired about or paid for is deleted with its photos; any other
 * listing is archived (out of My Listings and search, its page gone, its conversations kept).
 */
export const deleteListing = (id: number) =>
  apiRequest<DeleteListingAnswer>(LISTER_API.deleteListing(id), { method: 'DELETE' });

/**
 * Deletes a listing, then reads My Listings again (its card disappears) and drops the dashboard's copy (the
 * listing may have been a draft or expiring there). Errors are the caller's to show.
 */
export function useDeleteListing() {
  const { mutate } = useSWRConfig();
  return async (id: number): Promise<DeleteListingAnswer> => {
    const answer = await deleteListing(id);
    await mutate(LISTER_API.ownListings);
    void mutate(NOTIFY_API.dashboard);
    return answer;
  };
}
