import { Button, CircularProgress, Stack, Typography } from '@basera/shared/ui';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@basera/shared/ui-more';

export const AUTH_LOADING_TEXT = 'Loading sign in…';
export const AUTH_UNAVAILABLE_TEXT = 'Sign in is temporarily unavailable';

// The boxes AuthModalHost shows while mf-auth's login box is on its way or cannot be loaded; loaded lazily with
// the first request for the login box.
export function AuthLoading({ onCancel }: { onCancel: () => void }) {
  return (
    <Dialog open onClose={onCancel} aria-labelledby="auth-loading-text" maxWidth="xs" fullWidth>
      <DialogContent>
        <Stack
          role="status"
          aria-busy="true"
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', py: 2 }}
        >
          <CircularProgress size={28} aria-hidden />
          <Typography id="auth-loading-text">{AUTH_LOADING_TEXT}</Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}

export function AuthUnavailable({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="auth-unavailable-title" maxWidth="xs" fullWidth>
      <DialogTitle id="auth-unavailable-title">{AUTH_UNAVAILABLE_TEXT}</DialogTitle>
      <DialogContent>
        <DialogContentText role="alert">Please check your connection and try again.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" onClick={onRetry}>
          Retry
        </Button>
      </DialogActions>
    </Dialog>
  );
}
