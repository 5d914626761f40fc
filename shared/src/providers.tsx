import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import * as notistack from 'notistack';
import { type ReactNode, useEffect } from 'react';
import { OfflineBanner } from './components/OfflineBanner';
import { theme } from './theme';
import { MAX_TOASTS, TOAST_DURATIONS, toastHost } from './toast';

/**
 * notistack's host. It loads with the page, not with the first toast: that toast is often an error, and when
 * the error is a lost network, a toast library still to download would fail too and take the page with it.
 */
function ToastHost() {
  useEffect(() => toastHost.ready(notistack), []);
  return (
    <notistack.SnackbarProvider
      maxSnack={MAX_TOASTS}
      autoHideDuration={TOAST_DURATIONS.default}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    />
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
