import { ChunkBoundary, lazyWithRetry } from '@basera/shared';
import { Button } from '@basera/shared/ui';
import Flag from '@mui/icons-material/OutlinedFlag';
import { Suspense, useState } from 'react';
import { OpeningDialog } from '../OpeningDialog';

// The dialog (MUI's Dialog, `@basera/shared/ui-overlays`) and the form in it (react-hook-form, zod and the report
// schema, the radios) are code that only a tap on "Report this listing" needs: chunks of their own, asked for
// when the pointer comes near the button or on the tap itself.
export const loadReportForm = () => import('./ReportListingForm');
const loadReportDialog = () => import('./ReportListingDialog');
const ReportListingDialog = lazyWithRetry(loadReportDialog);
const preloadReportForm = () => {
  loadReportDialog().catch(() => undefined);
  loadReportForm().catch(() => undefined);
};

export interface ReportTarget {
  propertyId: number;
  name: string;
}

/**
 * "Report this listing": a quiet text button under the owner's box, and its dialog (full screen on phones).
 * The dialog (ReportListingDialog.tsx) and the form inside load on the first open (or on intent) and stay
 * mounted while closed, so what was typed survives a sign-in or a close. After a report is sent, the next open
 * starts afresh.
 */
export function ReportListing({ target }: { target: ReportTarget }) {
  const [open, setOpen] = useState(false);
  // Mounted on the first open only; a new draft after each report sent.
  const [draft, setDraft] = useState(0);
  const [sent, setSent] = useState(false);
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
        <ChunkBoundary>
          <Suspense fallback={open ? <OpeningDialog /> : null}>
            <ReportListingDialog
              target={target}
              open={open}
              draft={draft}
              onClose={close}
              onSent={() => {
                setSent(true);
                close();
              }}
              onExited={() => {
                if (!sent) return;
                setSent(false);
                setDraft((n) => n + 1);
              }}
            />
          </Suspense>
        </ChunkBoundary>
      )}
    </>
  );
}
