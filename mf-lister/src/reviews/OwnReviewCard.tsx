import { formatDate, listingTypeLabel } from '@basera/shared';
import { ReviewCard } from '@basera/shared/ratings';
import { RATING_MESSAGES as M } from '@basera/shared/rules';
import type { ReviewWithListing } from '@basera/shared/types';
import { Box, Button, Typography } from '@basera/shared/ui';
import { Alert } from '@basera/shared/ui-more';
import { replyState } from './model';
import { ReplyForm } from './ReplyForm';

export interface OwnReviewCardProps {
  review: ReviewWithListing;
  /** This review's reply form is open (one at a time on the page). */
  replying: boolean;
  onReply: (reviewId: number | null) => void;
  /** Above each review, which listing it is about (with every listing in view). */
  showListing: boolean;
  now?: Date;
}

/**
 * One review of the owner's listing: the shared ReviewCard with the listing it is about, a hidden review marked
 * with the team's reason, and the owner's way to answer: "Reply", "Edit reply" while the reply's window is
 * open (the form opens just under the card, indented like the reply it writes), or the line saying the reply
 * is fixed.
 */
export function OwnReviewCard({
  review,
  replying,
  onReply,
  showListing,
  now = new Date(),
}: OwnReviewCardProps) {
  const state = replyState(review, now);
  const open = replying && (state === 'reply' || state === 'edit');
  let actions = null;
  // While the form is open under the card, the card offers nothing more (Cancel is in the form).
  if (!open && (state === 'reply' || state === 'edit'))
    actions = (
      <Button
        size="small"
        variant={state === 'reply' ? 'contained' : 'outlined'}
        onClick={() => onReply(review.id)}
        aria-label={`${state === 'reply' ? M.reply : M.editReply}: ${review.author_name}`}
      >
        {state === 'reply' ? M.reply : M.editReply}
      </Button>
    );
  else if (state === 'closed')
    actions = (
      <Typography variant="caption" color="text.secondary" data-testid="reply-closed">
        {M.replyClosed}
      </Typography>
    );

  const header =
    showListing || review.hidden_reason ? (
      <Box sx={{ mb: 1 }}>
        {showListing && (
          <Typography
            variant="body2"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            data-testid="review-listing"
          >
            {review.listing.accommodation_name}
            <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
              {' · '}
              {listingTypeLabel(review.listing.property_type)}, {review.listing.locality}
            </Box>
          </Typography>
        )}
        {review.hidden_reason && (
          <Alert severity="warning" sx={{ mt: showListing ? 1 : 0, py: 0 }} data-testid="review-hidden">
            {M.hiddenByTeam(review.hidden_reason)}
            {review.hidden_at ? ` (${formatDate(review.hidden_at)})` : ''}
          </Alert>
        )}
      </Box>
    ) : undefined;

  return (
    <>
      <ReviewCard review={review} header={header} actions={actions} />
      {open && (
        <Box
          sx={{
            ml: { xs: 1.5, sm: 3 },
            mt: 1,
            p: { xs: 1.5, sm: 2 },
            pt: { xs: 2, sm: 2.5 },
            border: 1,
            borderColor: 'divider',
            borderLeft: 3,
            borderLeftColor: 'primary.main',
            borderRadius: 2,
            bgcolor: 'background.paper',
          }}
        >
          <ReplyForm review={review} onClose={() => onReply(null)} />
        </Box>
      )}
    </>
  );
}
