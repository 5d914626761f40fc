import type { z } from 'zod';
import type { FieldErrors } from '../types';

/** What a form or action says when it failed and nothing more specific is known (no server message, not offline). */
export const GENERIC_FAILURE = 'Something went wrong. Please try again.';

/** A zod error as the API's `errors` object: field -> messages, first message first. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : '_';
    const list = out[field] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    out[field] = list;
  }
  return out;
}
