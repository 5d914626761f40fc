import { formatDate } from '@basera/shared';
import { Stars } from '@basera/shared/ratings';
import { Link as RouterLink } from '@basera/shared/router';
import { LISTER_REVIEWS_PATH, RATING_MESSAGES as M } from '@basera/shared/rules';
import { Box, Button, Skeleton, Typography } from '@basera/shared/ui';
import { useOwnReviews } from '../reviews/calls/ownReviews';
import { Empty, Section } from './Section';

/** How many of the newest reviews the dashboard lists. */
export const RECENT_REVIEWS = 3;

/**
 * The newest reviews of the Lister's listings (the first page of GET /own-reviews, the reviews page's own swr
 * entry): stars, who, which listing, when, and whether it has the owner's reply yet; then the way to the
 * reviews page, where each is answered.
 */
export function RecentReviews() {
  const { page, error, retry } = useOwnReviews({ listing: null, page: 1 });
  const reviews = page?.data.slice(0, RECENT_REVIEWS) ?? [];
  return (
    <Section
      title={M.sectionTitle}
      action={
        <Button component={RouterLink} to={LISTER_REVIEWS_PATH} size="small">
          {M.seeReviews}
        </Button>
      }
    >
      {!page && error === undefined && <Skeleton variant="rounded" height={56} />}
      {!page && error !== undefined && (
        <Typography variant="body2" color="text.secondary">
          {M.loadFailed}{' '}
          <Button size="small" onClick={retry}>
            Retry
          </Button>
        </Typography>
      )}
      {page && reviews.length === 0 && <Empty text={M.listerReviewsEmpty} />}
      {reviews.length > 0 && (
        <Box component="ul" aria-label={M.sectionTitle} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {reviews.map((review) => (
            <Box
              component="li"
              key={review.id}
              sx={{
                py: 1,
                borderTop: 1,
                borderColor: 'divider',
                '&:first-of-type': { borderTop: 0, pt: 0.5 },
              }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Stars value={review.rating} />
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {review.author_name}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {formatDate(review.created_at)}
                </Typography>
              </Box>
              <Typography
                variant="body2"
                color="text.secondary"
                noWrap
                title={review.listing.accommodation_name}
              >
                {review.listing.accommodation_name}
                {review.reply ? ` · ${M.ownerReply}` : ''}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Section>
  );
}
