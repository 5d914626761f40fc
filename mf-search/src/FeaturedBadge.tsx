import { FEATURED_MARK } from '@basera/shared/rules';
import { Chip } from '@basera/shared/ui-more';
import StarIcon from '@mui/icons-material/Star';
import type { SxProps, Theme } from '@mui/material/styles';

/** The tooltip: a paid placement says so (a seeker should know why it comes first). */
export const FEATURED_TITLE = 'Featured: its owner paid to show it first in this area';

/**
 * "Featured" with a star: the owner bought a Featured plan, so the listing leads its area's results for a while.
 * On result cards and the detail heading, beside "Verified"; the same chip size, so it never changes a row's height.
 */
export function FeaturedBadge({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Chip
      title={FEATURED_TITLE}
      icon={<StarIcon />}
      label={FEATURED_MARK}
      size="small"
      color="warning"
      data-testid="featured-badge"
      sx={sx}
    />
  );
}
