import { IconButton } from '@basera/shared/ui';
import { Dialog, DialogContent, DialogTitle } from '@basera/shared/ui-more';
import CloseIcon from '@mui/icons-material/Close';
import { useEffect } from 'react';
import { type Feature, FeatureGrid } from './FeatureGrid';

/** Amenities or facilities of a listing: icon and name. Closes on its close control or when the visitor scrolls the page. */
export function FeatureDialog({
  title,
  features,
  open,
  onClose,
}: {
  title: string;
  features: Feature[];
  open: boolean;
  onClose: () => void;
}) {
  useEffect(() => {
    if (!open) return;
    // Only a scroll the visitor makes closes it: the page also scrolls by itself while it settles (content
    // arriving above the screen moves it, by the browser's scroll anchoring), which must not close a dialog
    // just opened.
    let gesture = false;
    const markGesture = () => {
      gesture = true;
    };
    const close = () => {
      if (gesture) onClose();
    };
    const gestures = ['wheel', 'touchmove', 'keydown'] as const;
    for (const type of gestures) window.addEventListener(type, markGesture, { passive: true });
    window.addEventListener('scroll', close, { passive: true });
    return () => {
      for (const type of gestures) window.removeEventListener(type, markGesture);
      window.removeEventListener('scroll', close);
    };
  }, [open, onClose]);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" disableScrollLock>
      <DialogTitle sx={{ pr: 6 }}>
        {title}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <FeatureGrid features={features} size={6} muted />
      </DialogContent>
    </Dialog>
  );
}
