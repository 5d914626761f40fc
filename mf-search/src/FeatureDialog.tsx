import { Dialog, DialogContent, DialogTitle, IconButton } from '@basera/shared/ui';
import CloseIcon from '@mui/icons-material/Close';
import { useEffect } from 'react';
import { type Feature, FeatureGrid } from './FeatureGrid';

/** Amenities or facilities of a listing: icon and name. Closes on its close control or when the page scrolls. */
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
    const close = () => onClose();
    window.addEventListener('scroll', close, { passive: true });
    return () => window.removeEventListener('scroll', close);
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
