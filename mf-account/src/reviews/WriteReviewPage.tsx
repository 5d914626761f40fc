import { ApiError, errorMessage, LoadError, type NoProps } from '@basera/shared';
import { ReviewCard } from '@basera/shared/ratings';
import { Link as RouterLink, useLocation, useNavigate, useParams } from '@basera/shared/router';
import { RATING_MESSAGES as M, MY_REVIEWS_PATH } from '@basera/shared/rules';
import type { ReviewWithListing } from '@basera/shared/types';
import { Box, Button, CircularProgress, Stack } from '@basera/shared/ui';
import { Alert } from '@basera/shared/ui-more';
import type { ReactNode } from 'react';
import { AccountLayout } from '../AccountLayout';
import { useEligibility } from './calls/getEligibility';
import { useRefreshAfterReview } from './calls/refresh';
import { ListingLine, listingPath } from './ListingLine';
import { ReviewForm } from './ReviewForm';

/** A positive whole number from the address, else null. */
const wholeNumber = (value: string | undefined) => {
  const number = Number(value);
  return value && Number.isSafeInteger(number) && number > 0 ? number : null;
};

/** The server's refusal of the form (403 owner, 404 not public, ...): said as text, no Retry. */
const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/** Where the page came from, if it should go back there after saving (My reviews' Edit says so). */
const cameFrom = (state: unknown) =>
  (state as { from?: unknown } | null)?.from === MY_REVIEWS_PATH ? MY_REVIEWS_PATH : null;

/** Their review, no longer editable: shown as the detail page shows it, and why it cannot change. */
function FixedReview({ review }: { review: ReviewWithListing }) {
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <ListingLine listing={review.listing} />
      <Alert severity="info" data-testid="review-fixed">
        {M.fixed}
      </Alert>
      <ReviewCard review={review} />
      <Button component={RouterLink} to={MY_REVIEWS_PATH} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
        {M.myReviewsTitle}
      </Button>
    </Stack>
  );
}

/**
 * /user/reviews/write/:propertyId: the review form for a listing the viewer visited or stayed at (GET
 * review-eligibility first). Their own review opens in edit mode while it may change, read-only once fixed; who
 * may not review reads why. Saved: a toast, then the listing's page (or My reviews, when the edit came from there).
 */
export default function WriteReviewPage(_props: NoProps) {
  const { propertyId } = useParams();
  const id = wholeNumber(propertyId);
  const navigate = useNavigate();
  const { state } = useLocation();
  const eligibility = useEligibility(id);
  const refresh = useRefreshAfterReview();
  const data = eligibility.data;
  const review = data?.review ?? null;
  const title = review ? M.editTitle : M.writeTitle;

  let body: ReactNode;
  if (!id) body = <Alert severity="warning">{M.notPublic}</Alert>;
  else if (eligibility.error && !data)
    body = isRefusal(eligibility.error) ? (
      <Alert severity="warning" data-testid="review-refused">
        {errorMessage(eligibility.error, M.notEligible)}
      </Alert>
    ) : (
      <LoadError
        message={errorMessage(eligibility.error, M.formLoadFailed)}
        onRetry={() => void eligibility.mutate()}
      />
    );
  else if (!data)
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={title} />
      </Box>
    );
  else if (review && !review.editable_until) body = <FixedReview review={review} />;
  else if (review || data.can_review)
    body = (
      <ReviewForm
        // A new review turning into an edit (posted from another tab) opens afresh, the draft kept.
        key={review?.id ?? 'new'}
        eligibility={data}
        onStale={() => void eligibility.mutate()}
        onSaved={(saved) => {
          void refresh(saved.property_id);
          navigate(cameFrom(state) ?? listingPath(saved.property_id));
        }}
      />
    );
  else
    body = (
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <ListingLine listing={data.listing} />
        <Alert severity="warning" data-testid="review-refused">
          {data.reason ?? M.notEligible}
        </Alert>
        <Button
          component={RouterLink}
          to={listingPath(data.listing.id)}
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
        >
          {M.viewListing}
        </Button>
      </Stack>
    );

  return <AccountLayout title={title}>{body}</AccountLayout>;
}
