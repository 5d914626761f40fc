import { ratingBadge } from '@basera/shared/rules';
import { Box } from '@basera/shared/ui';
import type { SxProps, Theme } from '@mui/material/styles';
import { STAR_COLOR } from './Stars';

export interface RatingBadgeProps {
  /** The listing's average (rating_avg): null or missing while it has no review. */
  average: number | null | undefined;
  /** How many visible reviews (rating_count). */
  count: number | null | undefined;
  /** 'small' on cards (the chips' height), 'medium' in the detail heading. */
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/**
 * "4.3 ★ (27)": a listing's average and count, on result cards and the detail heading. Nothing at all while
 * the listing has no review (an empty badge would read as a bad mark).
 */
export function RatingBadge({ average, count, size = 'small', sx }: RatingBadgeProps) {
  const text = ratingBadge(average, count);
  if (!text) return null;
  const [figure, rest] = text.split(' ★ ');
  return (
    <Box
      component="span"
      data-testid="rating-badge"
      sx={[
        {
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          flexShrink: 0,
          whiteSpace: 'nowrap',
          borderRadius: 1,
          px: 0.75,
          height: size === 'small' ? 24 : 30,
          fontSize: size === 'small' ? '0.8125rem' : '0.9375rem',
          fontWeight: 600,
          color: 'text.primary',
          bgcolor: '#fef3c7',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {figure}
      <Box component="span" sx={{ color: STAR_COLOR }}>
        {' ★ '}
      </Box>
      <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
        {rest}
      </Box>
    </Box>
  );
}
