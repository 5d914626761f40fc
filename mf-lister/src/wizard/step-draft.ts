import { createContext, type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

// What a Lister has typed into a wizard step and not saved yet, kept in localStorage per listing and step: a
// failed save (offline), a reload or a closed tab loses nothing. A successful save forgets it, and so does
// "Discard" or typing back the saved values; logout clears all of localStorage, so a shared computer keeps no
// one's draft.

const PREFIX = 'basera.wizardDraft';

/** The storage key of one step of one listing ('new' before step 1 has created it, per listing type). */
export function stepDraftKey(path: string, values: FieldValues): string {
  const id = values.id ? String(values.id) : `new-${String(values.property_type ?? '')}`;
  return `${PREFIX}:${id}:${path}`;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** A value as JSON would keep it, object keys sorted and undefined left out: equal values give equal texts. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  return value;
}

/** Whether two forms' values are the same (a step's draft and its saved values). */
export const sameValues = (a: unknown, b: unknown): boolean =>
  JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** The stored draft over `defaults`: only the fields the step has, so an old draft cannot add others. */
export function readStepDraft<V extends FieldValues>(key: string, defaults: V): V {
  try {
    const raw = storage()?.getItem(key);
    const draft = raw ? (JSON.parse(raw) as Partial<V>) : null;
    if (!draft || typeof draft !== 'object') return defaults;
    const merged: FieldValues = { ...defaults };
    for (const name of Object.keys(defaults)) if (name in draft) merged[name] = draft[name];
    // The listing's id is the server's, never the draft's.
    if ('id' in defaults) merged.id = defaults.id;
    return merged as V;
  } catch {
    return defaults;
  }
}

export function forgetStepDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

/**
 * The step's values to start from, read once (useForm takes them on its first render): its draft over the
 * saved values, and whether that draft differs from them (the page then says it kept what was typed).
 */
export function useDraftDefaults<V extends FieldValues>(
  key: string,
  saved: V,
): { values: V; restored: boolean } {
  const [start] = useState(() => {
    const values = readStepDraft(key, saved);
    const restored = !sameValues(values, saved);
    // A draft equal to the saved values is nothing to keep.
    if (!restored) forgetStepDraft(key);
    return { values, restored };
  });
  return start;
}

/**
 * Writes each change of the form to its draft, or forgets the draft when the values are the saved ones again;
 * tells `onDirty` whether the form differs from the saved values.
 */
export function useKeepStepDraft<V extends FieldValues>(
  key: string,
  form: UseFormReturn<V>,
  saved: V,
  onDirty: (dirty: boolean) => void,
): void {
  useEffect(() => {
    const subscription = form.watch((values) => {
      const dirty = !sameValues(values, saved);
      onDirty(dirty);
      if (!dirty) {
        forgetStepDraft(key);
        return;
      }
      try {
        storage()?.setItem(key, JSON.stringify(values));
      } catch {
        // Full or unavailable storage: the form still works, only without the draft.
      }
    });
    return () => subscription.unsubscribe();
  }, [form, key, saved, onDirty]);
}

/** What the open step tells the wizard about its unsaved input. */
export interface StepDraftState {
  /** The form differs from the saved values: leaving it asks first. */
  dirty: boolean;
  /** It opened with a draft kept from before (a reload, another visit). */
  restored: boolean;
  /** Back to the saved values, the draft forgotten. */
  discard: () => void;
}

/** Where a step reports its StepDraftState (the wizard panel; none outside the wizard). */
export const StepDraftReport = createContext<Dispatch<SetStateAction<StepDraftState | null>> | null>(null);
