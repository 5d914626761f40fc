import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { amenityIcon } from './amenity-icons';

export interface Feature {
  id: number;
  name: string;
  icon: string;
}

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
        {features.length === 0 ? (
          <Typography color="text.secondary">N/A</Typography>
        ) : (
          <Grid container spacing={1.5}>
            {features.map((feature) => (
              <Grid key={feature.id} size={6}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
                  {amenityIcon(feature.icon)}
                  <Typography variant="body2" color="text.primary">
                    {feature.name}
                  </Typography>
                </Stack>
              </Grid>
            ))}
          </Grid>
        )}
      </DialogContent>
    </Dialog>
  );
}
