import { Button, Stack, useMediaQuery, useTheme } from '@basera/shared/ui';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle } from '@basera/shared/ui-more';
import type { FormEventHandler, ReactNode } from 'react';

/**
 * A form in a dialog (add / edit an FAQ, slide or testimonial), full screen on a phone. It stays open, with
 * everything typed, until the save succeeds; "Please wait..." while it is sent.
 */
export function EditDialog({
  open,
  title,
  submitLabel,
  busy,
  failure,
  onClose,
  onSubmit,
  children,
}: {
  open: boolean;
  title: string;
  submitLabel: string;
  busy: boolean;
  failure: string | null;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { component: 'form', onSubmit, noValidate: true } as object }}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? 'Please wait...' : submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
