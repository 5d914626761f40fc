import type { OptionsObject, SnackbarKey } from 'notistack';

/** Toast durations fixed by the spec: success 2 s, error and default 4 s, loading until dismissed. */
export const TOAST_DURATIONS = { success: 2000, error: 4000, default: 4000 } as const;
export const MAX_TOASTS = 20;

// The toast host (providers.tsx) mounts with the page and hands notistack over; a toast asked for before then
// (during start-up) waits here and shows once it has.
type Notistack = typeof import('notistack');
let notistack: Notistack | null = null;
let waiting: Array<{ message: string; options: OptionsObject & { key: SnackbarKey } }> = [];
let count = 0;

function show(message: string, options: OptionsObject): SnackbarKey {
  count += 1;
  const keyed = { ...options, key: `toast-${count}` };
  if (notistack) notistack.enqueueSnackbar(message, keyed);
  else waiting.push({ message, options: keyed });
  return keyed.key;
}

/** Where the toast host (AppProviders) hands notistack over once mounted. */
export const toastHost = {
  /** The host is mounted: the waiting toasts show, and the next ones go straight to it. */
  ready(module: Notistack) {
    notistack = module;
    const shown = waiting;
    waiting = [];
    for (const { message, options } of shown) module.enqueueSnackbar(message, options);
  },
};

export const toast = {
  success: (message: string): SnackbarKey =>
    show(message, { variant: 'success', autoHideDuration: TOAST_DURATIONS.success }),
  error: (message: string): SnackbarKey =>
    show(message, { variant: 'error', autoHideDuration: TOAST_DURATIONS.error }),
  show: (message: string): SnackbarKey =>
    show(message, { variant: 'default', autoHideDuration: TOAST_DURATIONS.default }),
  loading: (message: string): SnackbarKey => show(message, { variant: 'info', persist: true }),
  dismiss: (key?: SnackbarKey): void => {
    if (notistack) notistack.closeSnackbar(key);
    else waiting = key === undefined ? [] : waiting.filter((toast) => toast.options.key !== key);
  },
};
