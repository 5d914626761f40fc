import { apiRequest } from '@basera/shared';
import { RATINGS_API } from '@basera/shared/rules';
import type { ReviewReplyInput } from '@basera/shared/schemas';
import type { ReviewWithListing } from '@basera/shared/types';
import { useSWRConfig } from 'swr';
import { isOwnReviewsKey, type OwnReviewsAnswer } from './ownReviews';

/** PUT /reviews/{id}/reply's answer: replyPosted or replyUpdated, and the review with its reply as it is now. */
export interface ReplyAnswer {
  status?: boolean;
  message?: string;
  data: ReviewWithListing;
}

/** PUT /reviews/{id}/reply { body }: the owner's public reply, created or edited (within its window). */
export const putReply = (reviewId: number, input: ReviewReplyInput) =>
  apiRequest<ReplyAnswer>(RATINGS_API.reply(reviewId), { method: 'PUT', body: input });

/** Puts a review as the server answered it in every cached page of the owner's reviews that holds it. */
function withReview(current: OwnReviewsAnswer | undefined, review: ReviewWithListing) {
  if (!current?.data.some((item) => item.id === review.id)) return current;
  return { ...current, data: current.data.map((item) => (item.id === review.id ? review : item)) };
}

/**
 * Sends the reply, then shows it in place: the answer's review replaces the old one in every cached page (the
 * reviews page and the dashboard), with no second request. Errors are the caller's to show.
 */
export function useSendReply() {
  const { mutate } = useSWRConfig();
  return async (reviewId: number, input: ReviewReplyInput): Promise<ReplyAnswer> => {
    const answer = await putReply(reviewId, input);
    await mutate<OwnReviewsAnswer>(isOwnReviewsKey, (current) => withReview(current, answer.data), {
      revalidate: false,
    });
    return answer;
  };
}

/** Reads every cached page of the owner's reviews again (a reply found closed: the server says so). */
export function useRefreshOwnReviews() {
  const { mutate } = useSWRConfig();
  return () => mutate(isOwnReviewsKey).then(() => undefined);
}
