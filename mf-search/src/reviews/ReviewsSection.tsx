import { LoadError, useAuthStore } from '@basera/shared';
import { CategoryBars, RatingBadge, ReviewCard } from '@basera/shared/ratings';
import { Link as RouterLink } from '@basera/shared/router';
import {
  RATING_MESSAGES as M,
  REVIEW_SORT_LABELS,
  REVIEW_SORTS,
  REVIEWS_PER_PAGE,
  type ReviewSort,
  writeReviewPath,
} from '@basera/shared/rules';
import type { ListingReview, ListingReviewsAnswer, ReviewEligibility } from '@basera/shared/types';
import { Box, Button, CircularProgress, Skeleton, Stack, Typography } from '@basera/shared/ui';
import { MenuItem, TextField } from '@basera/shared/ui-more';
import Flag from '@mui/icons-material/OutlinedFlag';
import { type ReactNode, useState } from 'react';
import useSWR from 'swr';
import { preloadReportForm, ReportReviewDialog } from './ReportReviewDialog';
import { ReviewsSkeleton } from './ReviewsSkeleton';
import { eligibilityKey, fetchEligibility, fetchReviews, reviewsPath } from './review-calls';

export interface ReviewsSectionProps {
  propertyId: number;
  /** The owner's preview: no eligibility asked, nothing acts (the preview's fieldset disables the buttons). */
  preview?: boolean;
}

/** A listing the public cannot see (a draft in the owner's preview) has no reviews to show: none yet. */
const notShown = (error: unknown) =>
  [403, 404].includes((error as { status?: number } | undefined)?.status ?? 0);

/**
 * The detail page's "Reviews" (its own chunk, loaded when the seeker nears it): the average and count, the share
 * who would recommend it, the category bars and the star distribution; the reviews, newest first or by stars,
 * ten at a time ("Show more reviews"); "Report review" on each; "Write a review" for a signed-in seeker who
 * visited or stayed, "Edit your review" for one who wrote it.
 */
export default function ReviewsSection({ propertyId, preview = false }: ReviewsSectionProps) {
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [pages, setPages] = useState(1);
  const [reporting, setReporting] = useState<ListingReview | null>(null);
  // Mounted on the first report only; keeps its frame for the closing animation.
  const [dialogOpen, setDialogOpen] = useState(false);
  const viewer = useAuthStore((state) => (state.token ? (state.user?.id ?? 0) : null));
  const first = useSWR<ListingReviewsAnswer>(reviewsPath(propertyId, sort, 1), fetchReviews, {
    // A new order keeps the figures and the old list on screen until its first page comes.
    keepPreviousData: true,
  });
  const last = useSWR<ListingReviewsAnswer>(
    pages > 1 ? reviewsPath(propertyId, sort, pages) : null,
    fetchReviews,
  );
  const eligibility = useSWR<ReviewEligibility>(
    viewer !== null && !preview ? eligibilityKey(propertyId, viewer) : null,
    fetchEligibility,
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );

  // Anyone may open the dialog and choose a reason; Send asks a visitor to sign in first (as "Report this
  // listing" does), and sends once they have.
  const report = (review: ListingReview) => {
    preloadReportForm();
    setReporting(review);
    setDialogOpen(true);
  };

  if (first.error && !first.data) {
    if (notShown(first.error)) return <NoReviews action={<WriteButton eligibility={eligibility.data} />} />;
    return <LoadError message={M.loadFailed} onRetry={() => first.mutate()} />;
  }
  if (!first.data) return <ReviewsSkeleton />;
  // An answer without reviews or figures (an API that has none to give) reads as none yet, never as a crash.
  if (!first.data.summary || !Array.isArray(first.data.data))
    return <NoReviews action={<WriteButton eligibility={eligibility.data} />} />;

  const { summary, total, per_page: perPage } = first.data;
  const shownAll = pages * (perPage || REVIEWS_PER_PAGE) >= total;
  const lastLoaded = pages === 1 || Boolean(last.data);
  const mine = eligibility.data?.review?.id;
  const actions = (review: ListingReview) =>
    review.id === mine ? null : (
      <Button
        size="small"
        color="inherit"
        startIcon={<Flag />}
        onClick={() => report(review)}
        onPointerEnter={preloadReportForm}
        onFocus={preloadReportForm}
        sx={{ color: 'text.secondary' }}
      >
        {M.reportAction}
      </Button>
    );

  if (!summary.count || !total) return <NoReviews action={<WriteButton eligibility={eligibility.data} />} />;

  return (
    <Box data-testid="reviews-section">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1.5, mb: 2 }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
          <RatingBadge average={summary.average} count={summary.count} size="medium" />
          {summary.recommend_percent !== null && (
            <Typography variant="body2" data-testid="recommend-share" sx={{ fontWeight: 600 }}>
              {M.recommendShare(summary.recommend_percent)}
            </Typography>
          )}
        </Stack>
        <WriteButton eligibility={eligibility.data} />
      </Stack>
      <CategoryBars summary={summary} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2.5, mb: 1.5 }}>
        <TextField
          select
          size="small"
          label={M.sortLabel}
          value={sort}
          onChange={(event) => {
            setSort(event.target.value as ReviewSort);
            setPages(1);
          }}
          sx={{ minWidth: 180 }}
        >
          {REVIEW_SORTS.map((key) => (
            <MenuItem key={key} value={key}>
              {REVIEW_SORT_LABELS[key]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack
        component="ul"
        aria-label={M.sectionTitle}
        aria-busy={first.isValidating && first.isLoading ? true : undefined}
        spacing={1.5}
        sx={{ listStyle: 'none', p: 0, m: 0, opacity: first.isLoading ? 0.6 : 1 }}
      >
        {first.data.data.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} actions={actions(review)} />
          </li>
        ))}
        {Array.from({ length: pages - 1 }, (_, i) => (
          <MorePage
            key={`${sort}:${i + 2}`}
            propertyId={propertyId}
            sort={sort}
            page={i + 2}
            actions={actions}
          />
        ))}
      </Stack>
      {!shownAll && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button
            variant="outlined"
            onClick={() => setPages((n) => n + 1)}
            disabled={!lastLoaded}
            startIcon={lastLoaded ? undefined : <CircularProgress size={16} aria-hidden />}
          >
            {M.showMore}
          </Button>
        </Box>
      )}
      {reporting && (
        <ReportReviewDialog review={reporting} open={dialogOpen} onClose={() => setDialogOpen(false)} />
      )}
    </Box>
  );
}

/** Page 2 and on, under the first: its own request, a placeholder while it comes, Retry if it fails. */
function MorePage({
  propertyId,
  sort,
  page,
  actions,
}: {
  propertyId: number;
  sort: ReviewSort;
  page: number;
  actions: (review: ListingReview) => ReactNode;
}) {
  const { data, error, mutate } = useSWR<ListingReviewsAnswer>(
    reviewsPath(propertyId, sort, page),
    fetchReviews,
  );
  if (error && !data)
    return (
      <li>
        <LoadError message={M.loadFailed} onRetry={() => mutate()} />
      </li>
    );
  if (!data)
    return (
      <li aria-hidden>
        <Skeleton variant="rounded" height={180} />
      </li>
    );
  return data.data.map((review) => (
    <li key={review.id}>
      <ReviewCard review={review} actions={actions(review)} />
    </li>
  ));
}

/** "Write a review" when the signed-in viewer may review it; "Edit your review" while theirs can be edited. */
function WriteButton({ eligibility }: { eligibility: ReviewEligibility | undefined }) {
  if (!eligibility) return null;
  const { listing, review, can_review: canReview } = eligibility;
  const label = canReview ? M.writeTitle : review?.editable_until ? M.editTitle : null;
  if (!label) return null;
  return (
    <Button
      component={RouterLink}
      to={writeReviewPath(listing?.id ?? review?.property_id ?? 0)}
      variant="contained"
      sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
    >
      {label}
    </Button>
  );
}

/** "No reviews yet": who may write one, and the button when the viewer may. */
function NoReviews({ action }: { action: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      data-testid="no-reviews"
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1.5 }}
    >
      <div>
        <Typography sx={{ fontWeight: 600 }}>{M.noReviews}</Typography>
        <Typography variant="body2" color="text.secondary">
          {M.noReviewsHelp}
        </Typography>
      </div>
      {action}
    </Stack>
  );
}
