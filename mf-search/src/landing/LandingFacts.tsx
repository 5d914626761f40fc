import { LANDING_FACTS_HEIGHT } from '@basera/shared';
import type { LandingPageData } from '@basera/shared/types';
import { Box, Skeleton, Typography } from '@basera/shared/ui';
import { priceRange, typeCount } from './landing-text';

const factsFont = { xs: '0.9375rem', sm: '1.0625rem' } as const;

/**
 * "27 PGs · Rs. 6,500 – Rs. 18,000 a month" under the title band; placeholders of its size while loading. The
 * box is the same before and after the data comes (LANDING_FACTS_HEIGHT), so the results under it do not move.
 */
export function LandingFacts({ landing }: { landing: LandingPageData | undefined }) {
  const price = landing ? priceRange(landing.price_min, landing.price_max) : null;
  return (
    <Box
      sx={{ minHeight: LANDING_FACTS_HEIGHT, display: 'flex', alignItems: 'center' }}
      aria-busy={!landing}
      data-testid="landing-facts"
    >
      {landing ? (
        <Typography
          component="ul"
          sx={{
            m: 0,
            p: 0,
            listStyle: 'none',
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            columnGap: 1,
            fontWeight: 600,
            fontSize: factsFont,
            lineHeight: 1.5,
            // A dot between the facts where they share a line.
            '& li + li::before': { content: { sm: '"·"' }, mr: 1, color: 'text.secondary' },
          }}
        >
          <li>{typeCount(landing.type, landing.count)}</li>
          {price && <li>{price}</li>}
        </Typography>
      ) : (
        <Box sx={{ width: '100%' }}>
          <Skeleton variant="text" sx={{ width: { xs: '30%', sm: 360 }, fontSize: factsFont }} />
          <Skeleton variant="text" sx={{ display: { sm: 'none' }, width: '70%', fontSize: factsFont }} />
        </Box>
      )}
    </Box>
  );
}
