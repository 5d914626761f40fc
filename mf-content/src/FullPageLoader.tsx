import { Backdrop, CircularProgress } from '@basera/shared/ui';

/** The loading overlay over the whole page while its content loads (home and static pages). */
export function FullPageLoader({ open }: { open: boolean }) {
  // Unmounted once loaded: a closed Backdrop would stay in the page, hidden but still announced as busy.
  if (!open) return null;
  return (
    <Backdrop open={open} sx={{ zIndex: (theme) => theme.zIndex.appBar + 1, color: 'common.white' }}>
      <CircularProgress color="inherit" aria-label="Loading page" />
    </Backdrop>
  );
}
