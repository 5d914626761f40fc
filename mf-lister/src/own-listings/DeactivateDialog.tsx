import { formatDate, type OwnListing } from '@basera/shared';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@basera/shared/ui';
import { useState } from 'react';
import { phoneDialogPaper } from './dialog';
import { useLastShown } from './last-shown';

export interface DeactivateDialogProps {
  listing: OwnListing | null;
  onClose: () => void;
  /** Sends the change; resolves when it is done (the dialog closes on success). */
  onConfirm: (listing: OwnListing) => Promise<boolean>;
}

/** Asks before a listing leaves search: seekers stop finding it until the owner activates it again. */
export function DeactivateDialog({ listing: current, onClose, onConfirm }: DeactivateDialogProps) {
  const listing = useLastShown(current);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!listing) return;
    setBusy(true);
    const done = await onConfirm(listing);
    setBusy(false);
    if (done) onClose();
  };
  const until = formatDate(listing?.expires_at);
  return (
    <Dialog
      open={current !== null}
      onClose={busy ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: { sx: phoneDialogPaper } }}
    >
      <DialogTitle>Deactivate this listing?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {listing?.accommodation_name} will be hidden from search and its page will no longer open for
          seekers.
          {until && ` You can activate it again while your subscription runs (until ${until}).`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={confirm} disabled={busy}>
          {busy ? 'Updating...' : 'Deactivate'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
