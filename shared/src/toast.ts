import { closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';

/** Toast durations fixed by the spec: success 2 s, error and default 4 s, loading until dismissed. */
export const TOAST_DURATIONS = { success: 2000, error: 4000, default: 4000 } as const;
export const MAX_TOASTS = 20;

export const toast = {
  success: (message: string): SnackbarKey =>
    enqueueSnackbar(message, { variant: 'success', autoHideDuration: TOAST_DURATIONS.success }),
  error: (message: string): SnackbarKey =>
    enqueueSnackbar(message, { variant: 'error', autoHideDuration: TOAST_DURATIONS.error }),
  show: (message: string): SnackbarKey =>
    enqueueSnackbar(message, { variant: 'default', autoHideDuration: TOAST_DURATIONS.default }),
  loading: (message: string): SnackbarKey => enqueueSnackbar(message, { variant: 'info', persist: true }),
  dismiss: (key?: SnackbarKey): void => closeSnackbar(key),
};
