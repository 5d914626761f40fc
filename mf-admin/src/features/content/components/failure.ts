import { errorMessage, showFieldErrors, toast } from '@basera/shared';
import { useState } from 'react';

/** What a failed save says when the server did not explain (offline: the site's offline message instead). */
export const SOMETHING_WRONG = 'Something went wrong';

/** The server's message for a 4xx, the offline message without a network, else 'Something went wrong'. */
export const failureText = (error: unknown) => errorMessage(error, SOMETHING_WRONG);

/** A failed action outside a form (publish, show/hide, reorder, delete): a toast. Returns false. */
export function toastFailure(error: unknown): false {
  toast.error(failureText(error));
  return false;
}

/**
 * How an editor reports a failed save: the server's field messages under their fields, else the message above
 * the button; a toast either way. The form keeps what was typed (nothing is reset on failure).
 */
export function useSaveFailure<F extends string>(
  fields: readonly F[],
  setError: (field: F, error: { message: string }) => void,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const fail = (error: unknown) => {
    const message = failureText(error);
    if (!showFieldErrors(error, fields, setError)) setFailure(message);
    toast.error(message);
  };
  return { failure, fail, clear: () => setFailure(null) };
}
