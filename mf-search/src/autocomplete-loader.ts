import type { Autocomplete as AutocompleteComponent } from '@basera/shared/ui-extra';
import type {
  ListItemText as ListItemTextComponent,
  TextField as TextFieldComponent,
} from '@basera/shared/ui-more';
import { useSyncExternalStore } from 'react';

/**
 * MUI's Autocomplete (with Popper.js, about 20 KB brotli) comes from `@basera/shared/ui-extra`, and the TextField
 * and list text it draws with from `@basera/shared/ui-more`, neither of which the first visit downloads: the
 * search box asks for them when a seeker shows intent (points at, touches or focuses the box), and every picker
 * on the page swaps in at once when they arrive.
 */
export interface AutocompleteLoad {
  Autocomplete: typeof AutocompleteComponent | null;
  /** What the Autocomplete draws with (`@basera/shared/ui-more`, not part of the first visit either). */
  parts: { TextField: typeof TextFieldComponent; ListItemText: typeof ListItemTextComponent } | null;
  /** The download failed: the pickers fall back to plain selects (a retry happens on the next intent). */
  failed: boolean;
}

let current: AutocompleteLoad = { Autocomplete: null, parts: null, failed: false };
let pending: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: AutocompleteLoad) {
  current = next;
  for (const listener of listeners) listener();
}

/** Starts the download once; later calls while it runs, or after it arrived, do nothing. */
export function loadAutocomplete(): Promise<void> {
  if (current.Autocomplete) return Promise.resolve();
  pending ??= Promise.all([import('@basera/shared/ui-extra'), import('@basera/shared/ui-more')]).then(
    ([extra, more]) =>
      publish({
        Autocomplete: extra.Autocomplete,
        parts: { TextField: more.TextField, ListItemText: more.ListItemText },
        failed: false,
      }),
    () => {
      pending = null;
      publish({ Autocomplete: null, parts: null, failed: true });
    },
  );
  return pending;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The Autocomplete once loaded (null before), and whether loading it failed. */
export const useAutocomplete = (): AutocompleteLoad =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
