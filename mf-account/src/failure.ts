import { errorMessage, showFieldErrors, toast } from '@basera/shared';
import { useState } from 'react';

/** The spec's text for a failed account call that the server did not explain. */
export const SOMETHING_WRONG = 'Something went wrong';

/** The server's message for a failed call (a 4xx answer), else 'Something went wrong'. */
export const failureText = (error: unknown) => errorMessage(error, SOMETHING_WRONG);

/**
 * How the account forms report a failed save: the server's field messages under their fields, else the
 * failure above the button (`failure`); a toast either way. `clear()` before each new attempt.
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
