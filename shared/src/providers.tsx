import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import * as notistack from 'notistack';
import { type ReactNode, useEffect } from 'react';
import { OfflineBanner } from './components/OfflineBanner';
import { HEADER_HEIGHT } from './layout';
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

/**
 * notistack's host. It loads with the page, not with the first toast: that toast is often an error, and when
 * the error is a lost network, a toast library still to download would fail too and take the page with it.
 */
function ToastHost() {
  useEffect(() => toastHost.ready(notistack), []);
  return (
    <>
      <GlobalStyles styles={TOASTS_BELOW_HEADER} />
      <notistack.SnackbarProvider
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
