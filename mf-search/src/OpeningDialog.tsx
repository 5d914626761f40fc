import { Box, CircularProgress } from '@basera/shared/ui';

/**
 * What a tap that opens a dialog shows while the dialog's code (`@basera/shared/ui-overlays`, loaded on intent)
 * is still on its way, as on a slow or lost network: the page dimmed, a spinner.
 */
export function OpeningDialog() {
  return (
    <Box
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 'modal',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'rgba(0, 0, 0, 0.5)',
      }}
    >
      <CircularProgress aria-label="Loading..." sx={{ color: 'common.white' }} />
    </Box>
  );
}
