import { DELETE_LISTING_MESSAGES as M, type OwnListing } from '@basera/shared';
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

export interface DeleteDialogProps {
  listing: OwnListing | null;
  onClose: () => void;
  /** Sends the deletion; resolves true when it is done (the dialog closes then). */
  onConfirm: (listing: OwnListing) => Promise<boolean>;
}

/**
 * Asks before a listing is deleted: a draft goes for good with its photos; a published one (or any with
 * enquiries or payments) is archived, its conversations kept in the lead inbox. Either way it cannot be undone.
 */
export function DeleteDialog({ listing: current, onClose, onConfirm }: DeleteDialogProps) {
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
      <DialogTitle>{M.confirmTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ fontWeight: 600, color: 'text.primary', mb: 1, overflowWrap: 'anywhere' }}>
          {listing?.accommodation_name}
        </DialogContentText>
        <DialogContentText>
          {listing?.status === 'draft' ? M.confirmDraft : M.confirmArchive}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={confirm} disabled={busy}>
          {busy ? 'Deleting...' : 'Delete listing'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
