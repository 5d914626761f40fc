import { ApiError } from './api-client';

/**
 * Puts a server's per-field messages (a 422's `errors`) under the form fields they belong to, through
 * react-hook-form's `setError`. Returns whether any field got one, so the caller knows if anything still
 * needs saying elsewhere.
 */
export function showFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  setError: (field: F, error: { message: string }) => void,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let shown = false;
  for (const field of fields) {
    const message = error.fieldError(field);
    if (message) {
      setError(field, { message });
      shown = true;
    }
  }
  return shown;
}
