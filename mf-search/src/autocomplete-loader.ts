import type { Autocomplete as AutocompleteComponent } from '@basera/shared/ui-extra';
import { useSyncExternalStore } from 'react';

/**
 * MUI's Autocomplete (with Popper.js, about 20 KB brotli) comes from `@basera/shared/ui-extra`, which no first
 * visit downloads: the search box asks for it when a seeker shows intent (points at, touches or focuses the
 * box), and every picker on the page swaps in at once when it arrives.
 */
export interface AutocompleteLoad {
  Autocomplete: typeof AutocompleteComponent | null;
  /** The download failed: the pickers fall back to plain selects (a retry happens on the next intent). */
  failed: boolean;
}

let current: AutocompleteLoad = { Autocomplete: null, failed: false };
let pending: Promise<void> | null = null;
const listeners = new Set<() => void>();

function publish(next: AutocompleteLoad) {
  current = next;
  for (const listener of listeners) listener();
}

/** Starts the download once; later calls while it runs, or after it arrived, do nothing. */
export function loadAutocomplete(): Promise<void> {
  if (current.Autocomplete) return Promise.resolve();
  pending ??= import('@basera/shared/ui-extra').then(
    (ui) => publish({ Autocomplete: ui.Autocomplete, failed: false }),
    () => {
      pending = null;
      publish({ Autocomplete: null, failed: true });
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
