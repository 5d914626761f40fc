import { errorMessage, formatDate, LoadError, type NoProps } from '@basera/shared';
import { ReviewCard } from '@basera/shared/ratings';
import { Link as RouterLink, useSearchParams } from '@basera/shared/router';
import { RATING_MESSAGES as M, MY_REVIEWS_PATH, writeReviewPath } from '@basera/shared/rules';
import type { ReviewWithListing } from '@basera/shared/types';
import { Box, Button, CircularProgress, Paper, Stack, Typography } from '@basera/shared/ui';
import { Alert, Pagination } from '@basera/shared/ui-more';
import { AccountLayout } from '../AccountLayout';
import { useMyReviews } from './calls/getMyReviews';
import { ListingLine } from './ListingLine';

/** A positive whole number from the address, else null. */
const wholeNumber = (value: string | null) => {
  const number = Number(value);
  return value && Number.isSafeInteger(number) && number > 0 ? number : null;
};

/** One of the author's reviews: the listing above it, why the team hid it, "Edit" while it may change. */
function MyReview({ review }: { review: ReviewWithListing }) {
  const header = (
    <Stack spacing={1.5} sx={{ mb: 1.5 }}>
      <ListingLine listing={review.listing} headingLevel={2} />
      {review.hidden_reason !== null && (
        <Alert severity="warning" data-testid="review-hidden">
          {M.hiddenByTeam(review.hidden_reason)}
        </Alert>
      )}
    </Stack>
  );
  const actions = review.editable_until ? (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Typography variant="caption" color="text.secondary">
        {M.editableUntil(formatDate(review.editable_until))}
      </Typography>
      <Button
        component={RouterLink}
        to={writeReviewPath(review.property_id)}
        state={{ from: MY_REVIEWS_PATH }}
        variant="outlined"
        size="small"
        aria-label={`${M.editTitle}: ${review.listing.accommodation_name}`}
        sx={{ minHeight: 36 }}
      >
        {M.edit}
      </Button>
    </Stack>
  ) : null;
  return (
    <li>
      <ReviewCard review={review} header={header} actions={actions} />
    </li>
  );
}

/** Nothing written yet: how reviews come about, and the way to the listings. */
function NoReviews() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography variant="h4" component="p">
        {M.myReviewsEmpty}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {M.noReviewsHelp}
      </Typography>
      <Button component={RouterLink} to="/list" variant="contained" sx={{ mt: 3 }}>
        Browse Listings
      </Button>
    </Paper>
  );
}

/**
 * /user/reviews (My reviews): what the signed-in user wrote, newest first, ten a page (the page in the address,
 * so Back returns to it); a hidden review says why; "Edit" while the 14 days last.
 */
export default function MyReviewsPage(_props: NoProps) {
  const [params, setParams] = useSearchParams();
  const page = wholeNumber(params.get('page')) ?? 1;
  const { reviews, total, pages, loaded, error, retry } = useMyReviews(page);

  let body = (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={M.myReviewsTitle} />
    </Box>
  );
  if (error) body = <LoadError onRetry={retry} message={errorMessage(error, M.myReviewsLoadFailed)} />;
  else if (loaded && total === 0) body = <NoReviews />;
  else if (loaded)
    body = (
      <>
        {reviews.length > 0 ? (
          <Stack
            component="ul"
            spacing={2}
            aria-label={M.myReviewsTitle}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {reviews.map((review) => (
              <MyReview key={review.id} review={review} />
            ))}
          </Stack>
        ) : (
          <Typography color="text.secondary">{M.myReviewsEmpty}</Typography>
        )}
        {pages > 1 && (
          <Stack sx={{ alignItems: 'center', mt: 3 }}>
            <Pagination
              count={pages}
              page={Math.min(page, pages)}
              onChange={(_event, next) => setParams(next > 1 ? { page: String(next) } : {})}
              color="primary"
              siblingCount={0}
            />
          </Stack>
        )}
      </>
    );
  return <AccountLayout title={M.myReviewsTitle}>{body}</AccountLayout>;
}
