import { useNavigate } from '@basera/shared/router';
import { Button } from '@basera/shared/ui';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@basera/shared/ui-more';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

// Leaving a wizard step with unsaved input asks first: switching tabs (the panel calls `confirm`), following
// a link of the site (the shell's BrowserRouter is not a data router, so react-router's useBlocker is not
// available: same-origin link clicks are caught in the capture phase, before the router's own handler), and
// closing or reloading the tab (beforeunload, the browser's own question). The browser's Back button is not
// asked about: the router hears popstate first (Chromium runs a window's popstate listeners in the order they
// were added, whatever their phase), so it cannot be undone cleanly; nothing is lost, as what was typed stays
// in the step's draft and comes back with its note.

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
    window.addEventListener('beforeunload', beforeUnload);
    window.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('click', click, true);
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
