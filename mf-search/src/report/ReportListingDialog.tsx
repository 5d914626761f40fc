import { ChunkBoundary, LoadError, lazyWithRetry } from '@basera/shared';
import { Box, CircularProgress, IconButton, Typography, useMediaQuery } from '@basera/shared/ui';
import { Dialog, DialogContent, DialogTitle } from '@basera/shared/ui-overlays';
import Close from '@mui/icons-material/Close';
import type { Theme } from '@mui/material/styles';
import { Suspense, useId } from 'react';
import { loadReportForm, type ReportTarget } from './ReportListing';

const ReportListingForm = lazyWithRetry(loadReportForm);

export interface ReportListingDialogProps {
  target: ReportTarget;
  open: boolean;
  /** A new draft (a fresh form) after each report sent. */
  draft: number;
  onClose: () => void;
  onSent: () => void;
  /** The closing transition has ended. */
  onExited: () => void;
}

/** The "Report this listing" dialog (full screen on phones), mounted from its first open on (ReportListing.tsx). */
export default function ReportListingDialog(props: ReportListingDialogProps) {
  const { target, open, draft, onClose, onSent, onExited } = props;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      keepMounted
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {target.name}
        </Typography>
        Report this listing
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <Close />
      </IconButton>
      <ChunkBoundary
        fallback={(retry) => (
          <DialogContent>
            <LoadError onRetry={retry} message="The form could not load." />
          </DialogContent>
        )}
      >
        <Suspense
          fallback={
            <DialogContent>
              <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
                <CircularProgress aria-label="Loading..." />
              </Box>
            </DialogContent>
          }
        >
          <ReportListingForm key={draft} propertyId={target.propertyId} onCancel={onClose} onSent={onSent} />
        </Suspense>
      </ChunkBoundary>
    </Dialog>
  );
}
