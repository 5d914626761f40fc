import { apiFetcher, type ThreadPage } from '@basera/shared';
import { ENQUIRY_API } from '@basera/shared/enquiries';
import useSWR from 'swr';

/** Threads per page of My enquiries. */
export const ENQUIRIES_PER_PAGE = 20;

/** The request (and swr key) of one page of the seeker's threads. */
export const enquiriesKey = (page: number) =>
  `${ENQUIRY_API.list}?page=${page}&per_page=${ENQUIRIES_PER_PAGE}`;

/** GET /enquiries?page=&per_page=: the signed-in seeker's threads, newest first. */
export function useMyEnquiries(page: number) {
  const answer = useSWR<{ status: boolean } & ThreadPage>(enquiriesKey(page), apiFetcher);
  const total = answer.data?.total ?? 0;
  return {
    threads: answer.data?.data ?? [],
    total,
    pages: Math.max(1, Math.ceil(total / (answer.data?.per_page || ENQUIRIES_PER_PAGE))),
    loaded: answer.data !== undefined,
    error: answer.error as unknown,
    retry: () => void answer.mutate(),
  };
}
