import { RATING_MAX } from '@basera/shared/rules';
import { Box } from '@basera/shared/ui';
import type { SxProps, Theme } from '@mui/material/styles';

/** The star's amber, dark enough on white (4.5:1) for the filled stars to read as text. */
export const STAR_COLOR = '#b45309';

/**
 * A whole number of stars as glyphs ("★★★★☆"): filled ones in amber, the rest grey. Read as one picture
 * ("4 ★"), so a screen reader does not spell out five stars. No icon font, no MUI Rating: a few bytes of text.
 */
export function Stars({ value, sx }: { value: number; sx?: SxProps<Theme> }) {
  const filled = Math.max(0, Math.min(RATING_MAX, Math.round(value)));
  return (
    <Box
      component="span"
      role="img"
      aria-label={`${filled} ★`}
      data-testid="stars"
      data-value={filled}
      sx={[
        { letterSpacing: '0.05em', whiteSpace: 'nowrap', lineHeight: 1 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box component="span" aria-hidden sx={{ color: STAR_COLOR }}>
        {'★'.repeat(filled)}
      </Box>
      <Box component="span" aria-hidden sx={{ color: 'grey.400' }}>
        {'★'.repeat(RATING_MAX - filled)}
      </Box>
    </Box>
  );
}
