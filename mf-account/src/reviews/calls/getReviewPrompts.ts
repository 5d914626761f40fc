import { apiFetcher } from '@basera/shared';
import { RATINGS_API } from '@basera/shared/rules';
import type { ReviewPrompt } from '@basera/shared/types';
import useSWR from 'swr';

/** GET /review-prompts: the seeker's past visits waiting for a review, newest first. */
export function useReviewPrompts() {
  const answer = useSWR<{ status: boolean; data: ReviewPrompt[] }>(RATINGS_API.prompts, apiFetcher, {
    revalidateOnFocus: false,
  });
  return answer.data?.data ?? [];
}

/** Whether GET /review-prompts has answered (or failed): the page above which prompts may appear is final. */
export function useReviewPromptsSettled() {
  const answer = useSWR<{ status: boolean; data: ReviewPrompt[] }>(RATINGS_API.prompts, apiFetcher, {
    revalidateOnFocus: false,
  });
  return answer.data !== undefined || answer.error !== undefined;
}
