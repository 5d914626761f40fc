import { ApiError, errorMessage, LoadError, toast, usePageMeta } from '@basera/shared';
import { useSearchParams } from '@basera/shared/router';
import { RATING_MESSAGES as M } from '@basera/shared/rules';
import type { AdminReviewItem } from '@basera/shared/types';
import { Box, Button, Skeleton, Stack, Typography } from '@basera/shared/ui';
import { Alert, Pagination } from '@basera/shared/ui-more';
import { useState } from 'react';
import { ReasonDialog } from '../listings/components/ReasonDialog';
import { useHiddenReviews } from './api/getHiddenReviews';
import { unhideReview } from './api/unhideReview';
import { AdminReview } from './components/AdminReview';

/**
 * /admin/reviews: the reviews operators hid (from a report, or a burst flag), newest hidden first, each with
 * its reason and "Show review again" (confirmed, an optional reason for the audit log).
 */
export default function HiddenReviewsPage() {
  usePageMeta(M.hiddenReviewsTitle);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const { page: answer, error, isLoading, retry, reload } = useHiddenReviews(page);
  const [showing, setShowing] = useState<AdminReviewItem | null>(null);
  const pages = answer ? Math.max(1, Math.ceil(answer.total / (answer.per_page || 20))) : 1;
  const reviews = answer?.data ?? [];

  /** Done -> toast and reload; no longer hidden (409) -> say so and reload; else the dialog shows it. */
  const unhide = async (reason?: string) => {
    if (!showing) return;
    try {
      const done = await unhideReview(showing.id, reason);
      setShowing(null);
      toast.success(done.message || M.unhidden);
    } catch (failure) {
      if (!(failure instanceof ApiError && failure.status === 409)) throw failure;
      setShowing(null);
      toast.error(failure.message);
    }
    await reload();
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h2" component="h1">
        {M.hiddenReviewsTitle}
      </Typography>
      {error && !answer ? (
        <LoadError onRetry={retry} message={errorMessage(error, M.hiddenReviewsLoadFailed)} />
      ) : isLoading ? (
        <Stack spacing={1.5} aria-busy="true" aria-label={M.hiddenReviewsTitle}>
          {[0, 1].map((key) => (
            <Skeleton key={key} variant="rounded" height={200} />
          ))}
        </Stack>
      ) : (
        <>
          <Typography color="text.secondary" role="status">
            {M.hiddenCount(answer?.total ?? 0)}
          </Typography>
          {reviews.length === 0 ? (
            <Alert severity="info">{M.hiddenReviewsEmpty}</Alert>
          ) : (
            <Box
              component="ol"
              aria-label={M.hiddenReviewsTitle}
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, maxWidth: 880 }}
            >
              {reviews.map((review) => (
                <li key={review.id}>
                  <AdminReview
                    review={review}
                    actions={
                      <Button variant="outlined" onClick={() => setShowing(review)}>
                        {M.unhideAction}
                      </Button>
                    }
                  />
                </li>
              ))}
            </Box>
          )}
          {pages > 1 && (
            <Pagination
              count={pages}
              page={Math.min(page, pages)}
              onChange={(_, next) => setParams(next > 1 ? { page: String(next) } : {})}
              siblingCount={0}
              sx={{ alignSelf: 'center' }}
            />
          )}
        </>
      )}
      <ReasonDialog
        open={showing !== null}
        title={M.unhideTitle}
        text={M.unhideText}
        confirmLabel={M.unhideAction}
        required={false}
        danger={false}
        hint="For the audit log."
        onClose={() => setShowing(null)}
        onSubmit={unhide}
      />
    </Stack>
  );
}
