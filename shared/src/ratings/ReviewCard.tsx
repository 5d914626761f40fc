import { formatDate } from '@basera/shared';
import {
  RATING_MESSAGES as M,
  RATING_CATEGORIES,
  RATING_CATEGORY_LABELS,
  REVIEW_BASIS_LABELS,
} from '@basera/shared/rules';
import type { ListingReview } from '@basera/shared/types';
import { Box, Paper, Stack, Typography } from '@basera/shared/ui';
import { Chip } from '@basera/shared/ui-more';
import type { ReactNode } from 'react';
import { STAR_COLOR, Stars } from './Stars';

export interface ReviewCardProps {
  /** A review as the API answers it (ListingReview, or ReviewWithListing: the extra fields are not shown here). */
  review: ListingReview;
  /** Buttons under the review: Report (detail page), Reply / Edit reply (owner), Edit (author). */
  actions?: ReactNode;
  /** Shown above the stars (My reviews: the listing; the console: the hidden reason). */
  header?: ReactNode;
}

/** Multi-line plain text: the author's or the owner's words exactly as typed, line breaks kept, never markup. */
const TEXT_SX = { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;

/**
 * One review: the stars, who wrote it and on what basis ("Visited" / "Stayed here"), when, "Edited", the four
 * categories compact, the text, "Would you recommend it?" with the actions beside it, and the owner's reply. The detail page, My reviews,
 * the owner's reviews and the operators' queue all show a review through this card.
 */
export function ReviewCard({ review, actions, header }: ReviewCardProps) {
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={`${review.author_name}, ${review.rating} ★`}
      data-testid="review-card"
      data-review-id={review.id}
      sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2 }}
    >
      {header}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Stars value={review.rating} sx={{ fontSize: '1.125rem' }} />
        <Typography component="span" variant="subtitle2" sx={{ fontWeight: 600 }}>
          {review.author_name}
        </Typography>
        <Chip
          component="span"
          size="small"
          variant="outlined"
          color="success"
          label={REVIEW_BASIS_LABELS[review.basis]}
          data-testid="review-basis"
          sx={{ height: 22, fontWeight: 600, color: 'success.dark', borderColor: 'success.dark' }}
        />
      </Stack>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
        <time dateTime={review.created_at}>{formatDate(review.created_at)}</time>
        {review.edited ? <span data-testid="review-edited"> · {M.edited}</span> : null}
      </Typography>
      <Box
        component="ul"
        aria-label={RATING_CATEGORIES.map(
          (key) => `${RATING_CATEGORY_LABELS[key]} ${review.categories[key]} ★`,
        ).join(', ')}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mt: 1,
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 1.5,
          rowGap: 0.25,
          fontSize: '0.8125rem',
          color: 'text.secondary',
        }}
      >
        {RATING_CATEGORIES.map((key) => (
          <li key={key} data-testid={`review-category-${key}`}>
            {RATING_CATEGORY_LABELS[key]}{' '}
            <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
              {review.categories[key]}
            </Box>
            <Box component="span" aria-hidden sx={{ color: STAR_COLOR }}>
              ★
            </Box>
          </li>
        ))}
      </Box>
      <Typography variant="body2" sx={{ ...TEXT_SX, mt: 1 }} data-testid="review-body">
        {review.body}
      </Typography>
      {/* The recommendation, and the buttons beside it (they wrap under it on a narrow card). */}
      <Stack
        direction="row"
        sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 1 }}
      >
        <Typography variant="body2" sx={{ color: 'text.secondary', py: 0.5 }} data-testid="review-recommend">
          {M.recommend}{' '}
          <Box
            component="strong"
            sx={{ color: review.recommend ? 'success.dark' : 'text.primary', fontWeight: 600 }}
          >
            {review.recommend ? M.yes : M.no}
          </Box>
        </Typography>
        {actions ? (
          <Stack direction="row" spacing={1} sx={{ ml: 'auto', flexWrap: 'wrap' }}>
            {actions}
          </Stack>
        ) : null}
      </Stack>
      {review.reply ? (
        <Box
          component="section"
          aria-label={M.ownerReply}
          data-testid="review-reply"
          sx={{ mt: 1.5, pl: 1.5, borderLeft: 3, borderColor: 'divider', bgcolor: 'grey.50', py: 1, pr: 1 }}
        >
          <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
            {M.ownerReply}
            <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
              {' · '}
              <time dateTime={review.reply.created_at}>{formatDate(review.reply.created_at)}</time>
            </Box>
          </Typography>
          <Typography variant="body2" sx={{ ...TEXT_SX, mt: 0.5 }}>
            {review.reply.body}
          </Typography>
        </Box>
      ) : null}
    </Paper>
  );
}
