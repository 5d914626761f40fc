import { ChunkBoundary, LoadError, lazyWithRetry } from '@basera/shared';
import { Box, Button, CircularProgress, IconButton, Typography, useMediaQuery } from '@basera/shared/ui';
import { Dialog, DialogContent, DialogTitle } from '@basera/shared/ui-more';
import Close from '@mui/icons-material/Close';
import Flag from '@mui/icons-material/OutlinedFlag';
import type { Theme } from '@mui/material/styles';
import { Suspense, useId, useState } from 'react';

// The form (react-hook-form, zod and the report schema, the radios) is code that only a tap on "Report this
// listing" needs: its own chunk, asked for when the pointer comes near the button or on the tap itself.
export const loadReportForm = () => import('./ReportListingForm');
const ReportListingForm = lazyWithRetry(loadReportForm);
const preloadReportForm = () => {
  loadReportForm().catch(() => undefined);
};

export interface ReportTarget {
  propertyId: number;
  name: string;
}

/**
 * "Report this listing": a quiet text button under the owner's box, and its dialog (full screen on phones).
 * The dialog's frame is MUI's Dialog, which the page has anyway; the form inside loads on the first open and
 * stays mounted while closed, so what was typed survives a sign-in or a close. After a report is sent, the
 * next open starts afresh.
 */
export function ReportListing({ target }: { target: ReportTarget }) {
  const [open, setOpen] = useState(false);
  // Mounted on the first open only; a new draft after each report sent.
  const [draft, setDraft] = useState(0);
  const [sent, setSent] = useState(false);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const close = () => setOpen(false);
  return (
    <>
      <Button
        size="small"
        color="inherit"
        startIcon={<Flag />}
        onClick={() => {
          preloadReportForm();
          setOpen(true);
          if (!draft) setDraft(1);
        }}
        onPointerEnter={preloadReportForm}
        onFocus={preloadReportForm}
        onTouchStart={preloadReportForm}
        sx={{ color: 'text.secondary', textDecoration: 'underline', px: 0.5 }}
      >
        Report this listing
      </Button>
      {draft > 0 && (
        <Dialog
          open={open}
          onClose={close}
          keepMounted
          fullWidth
          maxWidth="sm"
          fullScreen={phone}
          aria-labelledby={titleId}
          slotProps={{
            transition: {
              onExited: () => {
                if (!sent) return;
                setSent(false);
                setDraft((n) => n + 1);
              },
            },
          }}
        >
          <DialogTitle id={titleId} sx={{ pr: 7 }}>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              {target.name}
            </Typography>
            Report this listing
          </DialogTitle>
          <IconButton aria-label="Close" onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
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
              <ReportListingForm
                key={draft}
                propertyId={target.propertyId}
                onCancel={close}
                onSent={() => {
                  setSent(true);
                  close();
                }}
              />
            </Suspense>
          </ChunkBoundary>
        </Dialog>
      )}
    </>
  );
}
