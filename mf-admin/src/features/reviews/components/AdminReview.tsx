import { ReviewCard } from '@basera/shared/ratings';
import { Link as RouterLink } from '@basera/shared/router';
import { RATING_MESSAGES as M } from '@basera/shared/rules';
import type { AdminReviewItem } from '@basera/shared/types';
import { Link, Stack, Typography } from '@basera/shared/ui';
import { Alert } from '@basera/shared/ui-more';
import type { ReactNode } from 'react';
import { ago } from '../../listings/components/ago';
import { reviewPath } from '../../listings/components/ListingSummaryCard';

/** The console's page of a user. */
export const userPath = (id: number) => `/admin/users/${id}`;

/**
 * A review as the console shows it: the shared ReviewCard (stars, text, categories, the owner's reply) under the
 * listing it is about (linking to the listing's console page), its author (full name and email, linking to the
 * user's page) unless the card around it already says who, and why it is hidden when it is.
 */
export function AdminReview({
  review,
  showAuthor = true,
  actions,
}: {
  review: AdminReviewItem;
  showAuthor?: boolean;
  actions?: ReactNode;
}) {
  const place = [review.listing.locality, review.listing.city_name].filter(Boolean).join(', ');
  const header = (
    <Stack spacing={0.5} sx={{ mb: 1 }}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <Link component={RouterLink} to={reviewPath(review.listing.id)} sx={{ fontWeight: 600 }}>
          {review.listing.accommodation_name}
        </Link>
        {place && (
          <Typography component="span" variant="body2" color="text.secondary">
            {' · '}
            {place}
          </Typography>
        )}
      </Typography>
      {showAuthor && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {M.writtenBy}:{' '}
          <Link component={RouterLink} to={userPath(review.author.id)}>
            {review.author.name || `User ${review.author.id}`}
          </Link>{' '}
          ({review.author.email})
        </Typography>
      )}
      {review.hidden_reason !== null && (
        <Alert severity="warning" sx={{ py: 0, overflowWrap: 'anywhere' }}>
          {M.hiddenByTeam(review.hidden_reason)}
          {review.hidden_at && (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              {M.hiddenAt(ago(review.hidden_at))}
            </Typography>
          )}
        </Alert>
      )}
    </Stack>
  );
  return <ReviewCard review={review} header={header} actions={actions} />;
}
