import { RemoteSection } from '@basera/shared';
import { Button, useMediaQuery, useTheme } from '@basera/shared/ui';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@basera/shared/ui-more';

export const PREVIEW_TITLE = 'Preview: your listing as seekers will see it';

/**
 * The listing as a seeker will see it, before it is published: mf-search's own detail components
 * (mf_search/ListingPreview), full screen on a phone.
 */
export function PreviewDialog({
  listingId,
  open,
  onClose,
}: {
  listingId: number;
  open: boolean;
  onClose: () => void;
}) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} fullWidth maxWidth="lg">
      <DialogTitle sx={{ fontSize: { xs: '1.05rem', sm: '1.25rem' } }}>{PREVIEW_TITLE}</DialogTitle>
      {/* Focusable: the preview's own parts are disabled, so keyboard users scroll it from here. No vertical
          padding: a scroll container's padding shows the listing through above and below its sticky parts. */}
      <DialogContent
        dividers
        tabIndex={0}
        aria-label={PREVIEW_TITLE}
        sx={{ px: { xs: 0, sm: 3 }, py: 0, bgcolor: 'background.default' }}
      >
        <RemoteSection module="mf_search/ListingPreview" props={{ id: listingId }} />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Close preview
        </Button>
      </DialogActions>
    </Dialog>
  );
}
