import { useNavigate } from '@basera/shared/router';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@basera/shared/ui';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

// Leaving a wizard step with unsaved input asks first: switching tabs (the panel calls `confirm`), following
// a link of the site (the shell's BrowserRouter is not a data router, so react-router's useBlocker is not
// available: same-origin link clicks are caught in the capture phase, before the router's own handler), the
// browser's back and forward buttons (popstate: the move is undone, then redone on "Leave"), and closing or
// reloading the tab (beforeunload, the browser's own question). What was typed stays in the step's draft
// either way; the question is only there because it is not saved.

export const LEAVE_TITLE = 'Leave without saving?';

/** The app path a click on `target` would open, or null for a click the guard leaves alone. */
export function guardedLinkPath(event: MouseEvent, here: Location): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  // A new tab or window, or a download: this page stays.
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, here.href);
  // Another site: the page unloads, and beforeunload asks.
  if (url.origin !== here.origin) return null;
  const path = `${url.pathname}${url.search}`;
  if (path === `${here.pathname}${here.search}`) return null;
  return `${path}${url.hash}`;
}

/** React-router's position of a history entry (BrowserRouter keeps `idx` in history.state). */
const indexOf = (state: unknown): number | null => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

/**
 * Guards leaving while `dirty`: returns `confirm(leave)` (runs `leave` at once when not dirty, else after the
 * owner chose "Leave") and the dialog to render.
 */
export function useLeaveGuard(dirty: boolean): { confirm: (leave: () => void) => void; dialog: ReactNode } {
  const navigate = useNavigate();
  const [pending, setPending] = useState<(() => void) | null>(null);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  const confirm = useCallback((leave: () => void) => {
    if (dirtyRef.current) setPending(() => leave);
    else leave();
  }, []);

  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      const path = guardedLinkPath(event, window.location);
      if (!path) return;
      // Before the router (or the browser) follows it.
      event.preventDefault();
      event.stopPropagation();
      setPending(() => () => navigate(path));
    };
    // Back or forward: the router has not heard of it yet (capture listeners at the window run first). Go back
    // where we were, without the router hearing either, then ask; "Leave" makes the same move again.
    const here = indexOf(window.history.state);
    let returning = false;
    let leaving = false;
    const popState = (event: PopStateEvent) => {
      if (leaving) return;
      event.stopImmediatePropagation();
      if (returning) {
        returning = false;
        return;
      }
      const there = indexOf(event.state);
      const delta = here !== null && there !== null && there !== here ? there - here : -1;
      returning = true;
      window.history.go(-delta);
      setPending(() => () => {
        leaving = true;
        window.history.go(delta);
      });
    };
    window.addEventListener('beforeunload', beforeUnload);
    window.addEventListener('click', click, true);
    window.addEventListener('popstate', popState, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('click', click, true);
      window.removeEventListener('popstate', popState, true);
    };
  }, [dirty, navigate]);

  const stay = () => setPending(null);
  const leave = () => {
    const action = pending;
    setPending(null);
    action?.();
  };
  const dialog = (
    <Dialog open={Boolean(pending)} onClose={stay} aria-labelledby="leave-step-title">
      <DialogTitle id="leave-step-title">{LEAVE_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          What you typed in this step is not saved yet, so seekers will not see it. This browser keeps it for
          you: it is back here when you return. To save it now, choose Stay and then Save and continue.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={stay} variant="contained" autoFocus>
          Stay
        </Button>
        <Button onClick={leave} color="inherit">
          Leave
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { confirm, dialog };
}
