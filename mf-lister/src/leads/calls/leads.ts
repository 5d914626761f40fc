import { apiFetcher, type ThreadPage } from '@basera/shared';
import { ENQUIRY_API } from '@basera/shared/enquiries';
import useSWR from 'swr';
import { LEADS_PER_PAGE, type LeadsQuery } from '../model';

export type LeadsAnswer = { status?: boolean } & ThreadPage;

/**
 * The request (and swr key) of one page of the inbox: GET /leads?page=&per_page=&status=&property_id=, the
 * owner's threads, a listing's together (the listing with the newest lead first), newest first within.
 */
export function leadsKey({ status, listing, page }: LeadsQuery): string {
  const query = new URLSearchParams({ page: String(page), per_page: String(LEADS_PER_PAGE) });
  if (status) query.set('status', status);
  if (listing) query.set('property_id', String(listing));
  return `${ENQUIRY_API.leads}?${query}`;
}

/** One page of leads; the page shown stays in view while the next one loads (`keepPreviousData`). */
export function useLeads(query: LeadsQuery) {
  const key = leadsKey(query);
  const answer = useSWR<LeadsAnswer>(key, apiFetcher, { keepPreviousData: true });
  return {
    page: answer.data,
    /** The page in view is an earlier query's while the new one loads. */
    stale: answer.isLoading && answer.data !== undefined,
    error: answer.error as unknown,
    isLoading: answer.isLoading && answer.data === undefined,
    retry: () => void answer.mutate(),
  };
}
