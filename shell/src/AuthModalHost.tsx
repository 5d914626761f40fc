import { type ModalRequest, onOpenModalBox, type PropsOf, RemoteErrorBoundary } from '@basera/shared';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@basera/shared/ui';
import { type ComponentType, Suspense, useCallback, useEffect, useState } from 'react';
import { loadRemoteComponent } from './remotes';

/** A load quicker than this shows nothing in between: no spinner flashing before the login box. */
export const SLOW_LOAD_MS = 400;
export const AUTH_LOADING_TEXT = 'Loading sign in…';
export const AUTH_UNAVAILABLE_TEXT = 'Sign in is temporarily unavailable';

type AuthModals = ComponentType<PropsOf<'mf_auth/AuthModals'>>;
type Load = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; Modals: AuthModals };

/** mf-auth's dialogs, loaded when first asked for; `start` again after a failure tries again. */
function useAuthModals() {
  const [load, setLoad] = useState<Load>({ status: 'idle' });
  const start = useCallback(() => {
    setLoad((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    // remotes.ts keeps one load per module, so a second click while loading joins the first.
    loadRemoteComponent('mf_auth/AuthModals').then(
      (Modals) => setLoad({ status: 'ready', Modals }),
      (error: unknown) => {
        console.error('mf_auth/AuthModals failed to load', error);
        setLoad({ status: 'failed' });
      },
    );
  }, []);
  return [load, start] as const;
}

/** True once `active` has held for `delay` ms. */
function useHeldFor(active: boolean, delay: number) {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    setHeld(false);
    if (!active) return;
    const timer = window.setTimeout(() => setHeld(true), delay);
    return () => window.clearTimeout(timer);
  }, [active, delay]);
  return active && held;
}

function AuthLoading({ onCancel }: { onCancel: () => void }) {
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

function AuthUnavailable({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
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

/**
 * Opens mf-auth's login / sign-up / forgot-password dialog on every openModalBox request, whenever it comes:
 * a request made while mf-auth is still loading waits for it (with a loading dialog when that is slow), and
 * when mf-auth cannot be loaded the user gets a message with Retry. The request's intent (why the box opened,
 * what to finish after sign-in) is held here meanwhile and handed to mf-auth once it is there.
 */
export function AuthModalHost() {
  const [request, setRequest] = useState<ModalRequest & { open: boolean }>({
    mode: 'login',
    intent: null,
    open: false,
  });
  const [load, startLoad] = useAuthModals();
  useEffect(
    () =>
      onOpenModalBox((mode, intent) => {
        setRequest({ mode, intent, open: true });
        startLoad();
      }),
    [startLoad],
  );
  const close = useCallback(() => setRequest((current) => ({ ...current, open: false })), []);
  const slow = useHeldFor(request.open && load.status === 'loading', SLOW_LOAD_MS);

  if (load.status === 'ready') {
    const { Modals } = load;
    return (
      <RemoteErrorBoundary onRetry={close}>
        {/* mf-auth's dialog may load parts of itself lazily: wait in the loading dialog, not a blank page. */}
        <Suspense fallback={request.open ? <AuthLoading onCancel={close} /> : null}>
          <Modals mode={request.mode} open={request.open} onClose={close} intent={request.intent} />
        </Suspense>
      </RemoteErrorBoundary>
    );
  }
  if (request.open && load.status === 'failed')
    return <AuthUnavailable onRetry={startLoad} onClose={close} />;
  return slow ? <AuthLoading onCancel={close} /> : null;
}
