import { Box, CircularProgress } from '@basera/shared/ui';

/**
 * The loading overlay over the whole page while its content loads (home and static pages). A plain fixed box
 * that fades in with CSS: MUI's Backdrop runs a Fade transition whose start forces a layout of the whole page
 * (~30 ms on a budget phone, in the middle of start-up).
 */
export function FullPageLoader({ open }: { open: boolean }) {
  // Unmounted once loaded: nothing stays in the page announced as busy.
  if (!open) return null;
  return (
    <Box
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: 'common.white',
        bgcolor: 'rgba(0, 0, 0, 0.5)',
        '@keyframes basera-loader-in': { from: { opacity: 0 }, to: { opacity: 1 } },
        animation: 'basera-loader-in 225ms ease-out',
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      <CircularProgress color="inherit" aria-label="Loading page" />
    </Box>
  );
}
