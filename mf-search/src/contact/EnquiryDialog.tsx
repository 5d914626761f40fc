import { ChunkBoundary, LoadError, lazyWithRetry } from '@basera/shared';
import { Box, CircularProgress, IconButton, Typography, useMediaQuery } from '@basera/shared/ui';
import { Dialog, DialogContent, DialogTitle } from '@basera/shared/ui-overlays';
import Close from '@mui/icons-material/Close';
import type { Theme } from '@mui/material/styles';
import { Suspense, useDeferredValue, useId } from 'react';
import { type EnquiryMode, loadEnquiryForm, type Shown } from './ContactScope';

// Opened offline, the form loads when the network is back (the dialog shows its spinner meanwhile).
const EnquiryForm = lazyWithRetry(loadEnquiryForm);

interface EnquiryDialogProps {
  shown: Shown;
  onClose: () => void;
  /** The closing transition has ended. */
  onClosed: () => void;
  onModeChange: (mode: EnquiryMode) => void;
  onSent: (mode: EnquiryMode) => void;
}

/**
 * The page's contact dialog (ContactScope.tsx mounts it, loaded on the first open or on intent); its form loads
 * on the first open and
 * stays mounted while closed (keepMounted), so a closed and reopened dialog still has what was typed. Full screen
 * on phones: a message, a row of days and the keyboard need the whole screen.
 */
export default function EnquiryDialog({
  shown,
  onClose,
  onClosed,
  onModeChange,
  onSent,
}: EnquiryDialogProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  // The first open paints the dialog's frame with the tap; the form (tabs, fields, days) renders in a
  // low-priority pass right after. Rendered with the tap, it held the tap's paint back on a slow phone (INP,
  // scripts/bench/inp.mjs). Later opens find it mounted.
  const ready = useDeferredValue(true, false);
  const spinner = (
    <DialogContent>
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading..." />
      </Box>
    </DialogContent>
  );
  return (
    <Dialog
      open={shown.open}
      onClose={onClose}
      keepMounted
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited: onClosed } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          Contact the owner of
        </Typography>
        {shown.target.name}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <Close />
      </IconButton>
      {ready ? (
        <ChunkBoundary
          fallback={(retry) => (
            <DialogContent>
              <LoadError onRetry={retry} message="The form could not load." />
            </DialogContent>
          )}
        >
          <Suspense fallback={spinner}>
            <EnquiryForm
              key={`${shown.target.propertyId}:${shown.draft}`}
              target={shown.target}
              mode={shown.mode}
              onModeChange={onModeChange}
              onSent={onSent}
              onCancel={onClose}
            />
          </Suspense>
        </ChunkBoundary>
      ) : (
        spinner
      )}
    </Dialog>
  );
}
