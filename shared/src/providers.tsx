import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, type ReactNode, Suspense, useEffect, useSyncExternalStore } from 'react';
import { theme } from './theme';
import { MAX_TOASTS, TOAST_DURATIONS, toastHost } from './toast';

/** notistack's host, loaded with the first toast (toast.ts); it hands the waiting toasts over once mounted. */
const Toasts = lazy(async () => {
  const notistack = await import('notistack');
  function Ready() {
    useEffect(() => toastHost.ready(notistack), []);
    return null;
  }
  return {
    default: () => (
      <notistack.SnackbarProvider
        maxSnack={MAX_TOASTS}
        autoHideDuration={TOAST_DURATIONS.default}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Ready />
      </notistack.SnackbarProvider>
    ),
  };
});

function ToastHost() {
  const wanted = useSyncExternalStore(toastHost.subscribe, toastHost.wanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

/**
 * Theme, baseline CSS and the toast host. Mounted once by the shell (and by a remote's standalone harness,
 * which is then its own host); remotes inside the shell never mount it again.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
      <ToastHost />
    </ThemeProvider>
  );
}
