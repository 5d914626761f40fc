import { ChunkBoundary, LoadError, lazyWithRetry } from '@basera/shared';
import { RATING_MESSAGES as M } from '@basera/shared/rules';
import type { ListingReview } from '@basera/shared/types';
import { Box, CircularProgress, IconButton, Typography, useMediaQuery } from '@basera/shared/ui';
import { Dialog, DialogContent, DialogTitle } from '@basera/shared/ui-more';
import Close from '@mui/icons-material/Close';
import type { Theme } from '@mui/material/styles';
import { Suspense, useId } from 'react';

// The form (the reasons, the shared schema and zod) is code only a tap on "Report review" needs: its own chunk,
// asked for when the pointer comes near the button or on the tap itself.
const loadReportForm = () => import('./ReportReviewForm');
const ReportReviewForm = lazyWithRetry(loadReportForm);
export const preloadReportForm = () => {
  loadReportForm().catch(() => undefined);
};

/**
 * "Report this review": the dialog (full screen on a phone) for one review, its author's name and stars under
 * the title. A new form for each review reported; what was chosen stays while the dialog is closed and opened
 * again on the same review.
 */
export function ReportReviewDialog({
  review,
  open,
  onClose,
}: {
  review: ListingReview;
  open: boolean;
  onClose: () => void;
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {review.author_name} · {review.rating} ★
        </Typography>
        {M.reportTitle}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <Close />
      </IconButton>
      <ChunkBoundary
        fallback={(retry) => (
          <DialogContent>
            <LoadError onRetry={retry} message="The form could not load." />
          </DialogContent>
        )}
      >
        <Suspense
          fallback={
            <DialogContent>
              <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
                <CircularProgress aria-label="Loading..." />
              </Box>
            </DialogContent>
          }
        >
          <ReportReviewForm key={review.id} reviewId={review.id} onCancel={onClose} onSent={onClose} />
        </Suspense>
      </ChunkBoundary>
    </Dialog>
  );
}
