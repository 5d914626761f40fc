import { apiFetcher, apiRequest, type EnquiryThread } from '@basera/shared';
import useSWR from 'swr';
import { ENQUIRY_API, type ThreadAnswer } from './paths';

/**
 * GET /enquiries/{id}: the thread with its newest messages, oldest first. Reading it marks it read for the
 * viewer's side. The data lives in SWR's cache under the thread's path, so every view of it agrees.
 */
export function useThread(id: number) {
  const valid = Number.isSafeInteger(id) && id > 0;
  const answer = useSWR<ThreadAnswer>(valid ? ENQUIRY_API.thread(id) : null, apiFetcher);
  return {
    thread: answer.data?.data,
    error: answer.error as unknown,
    isLoading: answer.isLoading,
    retry: () => void answer.mutate(),
    /** Reads the thread again; resolves when it is on screen. */
    refresh: () => answer.mutate().then(() => undefined),
    /** Puts an action's answer in the cache (no second request): the thread as the server has it now. */
    update: (thread: EnquiryThread) =>
      answer.mutate({ status: true, data: thread }, { revalidate: false }).then(() => undefined),
    /** Changes the cached thread (a report's flag) and reads it again. */
    patch: (change: Partial<EnquiryThread>) =>
      answer
        .mutate((current) => current && { ...current, data: { ...current.data, ...change } })
        .then(() => undefined),
  };
}

/** GET /enquiries/{id}?before=: the messages before one (the page's "Show older messages"). */
export const loadOlderMessages = (id: number, before: number) =>
  apiRequest<ThreadAnswer>(ENQUIRY_API.thread(id), { query: { before } });
