import {
  ChunkBoundary,
  lazyWithRetry,
  type ModalRequest,
  onOpenModalBox,
  type PropsOf,
  RemoteErrorBoundary,
} from '@basera/shared';
import { type ComponentType, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { loadRemoteComponent } from './remotes';

/** A load quicker than this shows nothing in between: no spinner flashing before the login box. */
export const SLOW_LOAD_MS = 400;

// The loading and unavailable boxes are MUI dialogs (@basera/shared/ui-more): they download with the first
// request for the login box, beside mf-auth (which needs the same dialogs), not with the first visit.
const loadAuthDialogs = () => import('./AuthDialogs');
const AuthLoadingDialog = lazyWithRetry(() => loadAuthDialogs().then((m) => ({ default: m.AuthLoading })));
const AuthUnavailableDialog = lazyWithRetry(() =>
  loadAuthDialogs().then((m) => ({ default: m.AuthUnavailable })),
);

/** A dialog of AuthDialogs.tsx in its own boundary: it may still be downloading (it then shows a moment later). */
function Lazily({ children }: { children: ReactNode }) {
  return (
    <ChunkBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </ChunkBoundary>
  );
}

function AuthLoading({ onCancel }: { onCancel: () => void }) {
  return (
    <Lazily>
      <AuthLoadingDialog onCancel={onCancel} />
    </Lazily>
  );
}

function AuthUnavailable({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  return (
    <Lazily>
      <AuthUnavailableDialog onRetry={onRetry} onClose={onClose} />
    </Lazily>
  );
}

type AuthModals = ComponentType<PropsOf<'mf_auth/AuthModals'>>;
type Load = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; Modals: AuthModals };

/** mf-auth's dialogs, loaded when first asked for; `start` again after a failure tries again. */
function useAuthModals() {
  const [load, setLoad] = useState<Load>({ status: 'idle' });
  const start = useCallback(() => {
    setLoad((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    loadAuthDialogs().catch(() => undefined);
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
