import { ApiError, errorMessage, type OwnListing, toast } from '@basera/shared';
import { schemaResolver } from '@basera/shared/checks';
import { useCallback, useContext, useEffect, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { saveStep } from './calls/saveStep';
import {
  forgetStepDraft,
  StepDraftReport,
  stepDraftKey,
  useDraftDefaults,
  useKeepStepDraft,
} from './step-draft';

export interface StepProps {
  /** The listing so far; null before step 1 creates the draft. */
  listing: OwnListing | null;
  /** Called with the saved listing: the panel opens the next step. */
  onSaved: (listing: OwnListing) => void;
}

/**
 * Puts a 422's messages under their fields, nested ones too ('beds.0.free_beds'), for the fields this form has.
 * Returns whether any was shown.
 */
export function showServerErrors<V extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: (
    name: Path<V>,
    error: { type: string; message: string },
    options?: { shouldFocus: boolean },
  ) => void,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let shown = false;
  for (const [name, messages] of Object.entries(error.errors)) {
    const message = messages[0];
    if (!message || !fields.includes(name.split('.')[0] ?? '')) continue;
    setError(name as Path<V>, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}

/** The fallback when a save fails without a message of the server. */
export const SAVE_FAILED = 'We could not save this step. Please try again.';

/** A step's rule, picked from the shared schemas once they have downloaded (`@basera/shared/checks`). */
export type StepSchema = Parameters<typeof schemaResolver>[0];

/**
 * One wizard step's form: the contract's schema as resolver (downloaded and built on the form's first focus or
 * check, not with the page: the form calls `prepareChecks` on focus; offline, a save says so and keeps the
 * values), POST to the step's path with the values the schema gives (trimmed text, numbers, null for blanks),
 * server errors under their fields (else the message as an error toast), a short success toast, then `onSaved`. What is typed is kept as a draft until saved
 * (step-draft.ts): a save that failed offline, or a reload, loses nothing. The wizard panel hears whether the
 * step has unsaved input and whether it opened with a draft (StepDraftReport), and can discard it.
 */
export function useStepForm<V extends FieldValues>({
  schema,
  defaultValues,
  path,
  onSaved,
  extraFields = [],
  beforeSave,
  prepare,
}: {
  schema: StepSchema;
  defaultValues: V;
  path: string;
  onSaved: (listing: OwnListing) => void;
  /** Server error fields shown by this step outside its values ('photos'). */
  extraFields?: string[];
  /** A last client-side check; return false to stop. */
  beforeSave?: (values: V) => boolean;
  /** Fills in what the values imply before they are checked (the values the save sends). */
  prepare?: (values: V) => V;
}) {
  // The saved values as the step opened (the panel opens a new form for each listing and step).
  const [saved] = useState(defaultValues);
  const draftKey = stepDraftKey(path, saved);
  const start = useDraftDefaults(draftKey, saved);
  const [resolver] = useState(() => preparedResolver(schemaResolver<V>(schema), prepare));
  const form = useForm<V>({ resolver, defaultValues: start.values as DefaultValues<V> });
  const [dirty, setDirty] = useState(start.restored);
  const [restored, setRestored] = useState(start.restored);
  useKeepStepDraft(draftKey, form, saved, setDirty);
  const discard = useCallback(() => {
    form.reset(saved);
    forgetStepDraft(draftKey);
    setRestored(false);
    setDirty(false);
  }, [form, saved, draftKey]);
  const report = useContext(StepDraftReport);
  useEffect(() => {
    report?.({ dirty, restored, discard });
  }, [report, dirty, restored, discard]);
  // Gone: the panel forgets this step's state, not one a step opened meanwhile has reported.
  useEffect(
    () => () => report?.((current) => (current?.discard === discard ? null : current)),
    [report, discard],
  );
  const fields = [...Object.keys(defaultValues), ...extraFields];
  const submit = form.handleSubmit(
    async (values) => {
      if (beforeSave && !beforeSave(values)) return;
      try {
        const answer = await saveStep(path, values);
        forgetStepDraft(draftKey);
        setDirty(false);
        setRestored(false);
        toast.success(answer.message || 'Saved');
        onSaved(answer.data);
      } catch (error) {
        if (!showServerErrors<V>(error, fields, form.setError)) toast.error(errorMessage(error, SAVE_FAILED));
      }
    },
    // The checks could not download (offline): say so; the values stay, and are kept as the step's draft.
    (errors) => {
      if (errors.root?.type === 'checks' && errors.root.message) toast.error(errors.root.message);
    },
  );
  return { form, submit, saving: form.formState.isSubmitting, dirty, restored, discard };
}

/** The step's resolver, checking the values as `prepare` completes them. */
function preparedResolver<V extends FieldValues>(
  resolver: Resolver<V>,
  prepare?: (values: V) => V,
): Resolver<V> {
  if (!prepare) return resolver;
  return (values, context, options) => resolver(prepare(values), context, options);
}
