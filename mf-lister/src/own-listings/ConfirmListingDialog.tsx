import type { OwnListing } from '@basera/shared';
import { Button } from '@basera/shared/ui';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@basera/shared/ui-more';
import { type ReactNode, useState } from 'react';
import { phoneDialogPaper } from './dialog';
import { useLastShown } from './last-shown';

export interface ListingDialogProps {
  listing: OwnListing | null;
  onClose: () => void;
  /** Sends the change; resolves true when it is done (the dialog closes then). */
  onConfirm: (listing: OwnListing) => Promise<boolean>;
}

/**
 * Asks before a change to a listing that seekers notice (deactivate, delete): the listing's words, Cancel and a red
 * confirm button that reads `busyLabel` while the change is sent. Closing is refused while it is sent.
 */
export function ConfirmListingDialog({
  listing: current,
  onClose,
  onConfirm,
  title,
  body,
  confirmLabel,
  busyLabel,
}: ListingDialogProps & {
  title: string;
  body: (listing: OwnListing | null) => ReactNode;
  confirmLabel: string;
  busyLabel: string;
}) {
  const listing = useLastShown(current);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!listing) return;
    setBusy(true);
    const done = await onConfirm(listing);
    setBusy(false);
    if (done) onClose();
  };
  return (
    <Dialog
      open={current !== null}
      onClose={busy ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: { sx: phoneDialogPaper } }}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>{body(listing)}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={confirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
