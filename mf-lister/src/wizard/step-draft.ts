import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

// What a Lister has typed into a wizard step and not saved yet, kept in localStorage per listing and step: a
// failed save (offline), a reload or a closed tab loses nothing. A successful save forgets it; logout clears
// all of localStorage, so a shared computer keeps no one's draft.

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

/** The step's default values with its draft restored, read once (useForm takes them on its first render). */
export function useDraftDefaults<V extends FieldValues>(key: string, defaults: V): V {
  const [values] = useState(() => readStepDraft(key, defaults));
  return values;
}

/** Writes each change of the form to its draft. */
export function useKeepStepDraft<V extends FieldValues>(key: string, form: UseFormReturn<V>): void {
  useEffect(() => {
    const subscription = form.watch((values) => {
      try {
        storage()?.setItem(key, JSON.stringify(values));
      } catch {
        // Full or unavailable storage: the form still works, only without the draft.
      }
    });
    return () => subscription.unsubscribe();
  }, [form, key]);
}
