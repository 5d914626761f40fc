import { Button } from '@basera/shared/ui';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@basera/shared/ui-more';
import { useState } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** The confirming button's label ("Delete"). */
  action: string;
  onClose: () => void;
  /** Does the work; resolves true when done (the dialog then closes), false to stay open. */
  onConfirm: () => Promise<boolean>;
}

/** Asks before something that cannot be undone (a delete); the button says "Please wait..." meanwhile. */
export function ConfirmDialog({ open, title, text, action, onClose, onConfirm }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const done = await onConfirm();
    setBusy(false);
    if (done) onClose();
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={confirm} disabled={busy}>
          {busy ? 'Please wait...' : action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
