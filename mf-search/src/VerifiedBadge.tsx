import { Chip } from '@basera/shared/ui-more';
import VerifiedIcon from '@mui/icons-material/Verified';
import type { SxProps, Theme } from '@mui/material/styles';

/** What the badge says to a screen reader (and as a tooltip): who checked the place. */
export const VERIFIED_LABEL = 'Verified by Basera';

/**
 * "Verified" with a check: an operator checked this listing (a call or a visit). On result cards and the detail
 * page. A chip like the type's (no new component on the page), read as one picture: "Verified by Basera".
 */
export function VerifiedBadge({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Chip
      role="img"
      aria-label={VERIFIED_LABEL}
      title={VERIFIED_LABEL}
      icon={<VerifiedIcon />}
      label="Verified"
      size="small"
      color="success"
      sx={sx}
    />
  );
}
