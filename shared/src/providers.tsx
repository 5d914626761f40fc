import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { theme } from './theme';
import { MAX_TOASTS, TOAST_DURATIONS } from './toast';

/**
 * Theme, baseline CSS and the toast host. Mounted once by the shell (and by a remote's standalone harness,
 * which is then its own host); remotes inside the shell never mount it again.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider
        maxSnack={MAX_TOASTS}
        autoHideDuration={TOAST_DURATIONS.default}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {children}
      </SnackbarProvider>
    </ThemeProvider>
  );
}
