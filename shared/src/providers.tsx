import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useEffect, useState } from 'react';
import { OfflineBanner } from './components/OfflineBanner';
import { HEADER_HEIGHT } from './layout';
import { retryWhenOnline } from './online';
import { theme } from './theme';
import { MAX_TOASTS, TOAST_DURATIONS, toastHost } from './toast';

export const TOAST_CONTAINER_CLASS = 'basera-toasts';

/**
 * Toasts sit top right (the spec's place), but under the header rather than on it: notistack's 14 px from the
 * top covered the header's Logout and account buttons for the toast's whole life (a "Login success" toast hid
 * Logout for 3 s). Both classes, so this wins over notistack's own rule whichever style tag comes last.
 */
const TOASTS_BELOW_HEADER = {
  [`.notistack-SnackbarContainer.${TOAST_CONTAINER_CLASS}`]: { top: HEADER_HEIGHT + 6 },
};

type Notistack = typeof import('notistack');

let loadedToastLibrary: Notistack | null = null;

/**
 * Hands notistack over before any toast host mounts, so toasts show at once: for tests (`@basera/shared/testing`
 * imports it directly). A page downloads it instead (ToastHost).
 */
export function provideToastLibrary(module: Notistack): void {
  loadedToastLibrary = module;
}

/**
 * notistack's host. It mounts with the page; notistack itself (7.5 KB) downloads when the browser is first idle
 * after the page has loaded (toastHost.preload, called by the shell) or for the first toast, whichever comes
 * first, so it is not part of the first screen's download. Asked for offline, it downloads once the network
 * is back and the waiting toasts show then (the offline banner says what is going on meanwhile).
 */
function ToastHost() {
  const [library, setLibrary] = useState<Notistack | null>(() => loadedToastLibrary);
  useEffect(() => {
    if (loadedToastLibrary) return;
    let loading = false;
    let mounted = true;
    const load = () => {
      if (loading) return;
      loading = true;
      retryWhenOnline(() => import('notistack')).then(
        (module) => {
          loadedToastLibrary = module;
          if (mounted) setLibrary(module);
        },
        () => {
          loading = false;
        },
      );
    };
    const undo = toastHost.setLoader(load);
    return () => {
      mounted = false;
      undo();
    };
  }, []);
  // After the provider below has mounted: toasts go straight to it from here on.
  useEffect(() => {
    if (library) toastHost.ready(library);
  }, [library]);
  if (!library) return null;
  return (
    <>
      <GlobalStyles styles={TOASTS_BELOW_HEADER} />
      <library.SnackbarProvider
        maxSnack={MAX_TOASTS}
        autoHideDuration={TOAST_DURATIONS.default}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        classes={{ containerAnchorOriginTopRight: TOAST_CONTAINER_CLASS }}
      />
    </>
  );
}

/**
 * Theme, baseline CSS, the toast host and the offline banner. Mounted once by the shell (and by a remote's
 * standalone harness, which is then its own host); remotes inside the shell never mount it again.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
      <ToastHost />
      <OfflineBanner />
    </ThemeProvider>
  );
}
