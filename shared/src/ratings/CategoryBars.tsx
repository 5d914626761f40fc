import { RATING_CATEGORIES, RATING_CATEGORY_LABELS, RATING_MAX } from '@basera/shared/rules';
import type { RatingSummary } from '@basera/shared/types';
import { Box, Typography } from '@basera/shared/ui';
import { STAR_COLOR } from './Stars';

/** A plain bar: a grey track and an amber fill `share` (0–1) of its width. No LinearProgress (ui-extra). */
function Bar({ share }: { share: number }) {
  return (
    <Box
      aria-hidden
      sx={{ height: 8, borderRadius: 4, bgcolor: 'grey.200', overflow: 'hidden', minWidth: 48 }}
    >
      <Box
        data-share={share.toFixed(3)}
        sx={{ height: '100%', width: `${Math.max(0, Math.min(1, share)) * 100}%`, bgcolor: STAR_COLOR }}
      />
    </Box>
  );
}

const ROW_SX = {
  display: 'grid',
  alignItems: 'center',
  columnGap: 1,
  fontSize: '0.875rem',
} as const;

/**
 * The four category averages as bars ("Food ▬▬▬▬ 4.2"), then how many reviews gave 5, 4, 3, 2 and 1 stars.
 * Side by side from 576 px, one above the other on a phone.
 */
export function CategoryBars({ summary }: { summary: RatingSummary }) {
  const most = Math.max(1, ...Object.values(summary.distribution));
  return (
    <Box
      data-testid="category-bars"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <Box component="dl" sx={{ m: 0, display: 'grid', rowGap: 0.75 }}>
        {RATING_CATEGORIES.map((key) => {
          const value = summary.categories[key];
          return (
            <Box
              key={key}
              data-testid={`category-${key}`}
              sx={{ ...ROW_SX, gridTemplateColumns: '6.5rem 1fr 2rem' }}
            >
              <Typography component="dt" variant="body2">
                {RATING_CATEGORY_LABELS[key]}
              </Typography>
              <Bar share={value === null ? 0 : value / RATING_MAX} />
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
                {value === null ? '–' : value.toFixed(1)}
              </Typography>
            </Box>
          );
        })}
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', rowGap: 0.75 }}>
        {(['5', '4', '3', '2', '1'] as const).map((stars) => (
          <Box
            key={stars}
            data-testid={`distribution-${stars}`}
            sx={{ ...ROW_SX, gridTemplateColumns: '2rem 1fr 2rem' }}
          >
            <Typography component="dt" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
              {stars}
              <Box component="span" sx={{ color: STAR_COLOR }}>
                {' ★'}
              </Box>
            </Typography>
            <Bar share={summary.distribution[stars] / most} />
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, color: 'text.secondary', textAlign: 'right' }}
            >
              {summary.distribution[stars]}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
