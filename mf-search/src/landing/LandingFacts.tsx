import type { LandingPageData } from '@basera/shared/types';
import { Box, Skeleton, Typography } from '@basera/shared/ui';
import { priceRange, typeCount } from './landing-text';

/** The facts line's height: the same before and after the data comes, so the results under it do not move. */
export const FACTS_HEIGHT = 32;

/** "27 PGs · Rs. 6,500 – Rs. 18,000 a month" under the title band; a placeholder of its size while loading. */
export function LandingFacts({ landing }: { landing: LandingPageData | undefined }) {
  const price = landing ? priceRange(landing.price_min, landing.price_max) : null;
  return (
    <Box
      sx={{ minHeight: FACTS_HEIGHT, display: 'flex', alignItems: 'center' }}
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
            flexWrap: 'wrap',
            columnGap: 1,
            fontWeight: 600,
            fontSize: { xs: '0.9375rem', sm: '1.0625rem' },
            // A dot between the facts, not before the first of a line.
            '& li + li::before': { content: '"·"', mr: 1, color: 'text.secondary' },
          }}
        >
          <li>{typeCount(landing.type, landing.count)}</li>
          {price && <li>{price}</li>}
        </Typography>
      ) : (
        <Skeleton variant="text" sx={{ width: { xs: '85%', sm: 360 }, fontSize: '1.0625rem' }} />
      )}
    </Box>
  );
}
