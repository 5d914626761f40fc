import type { z } from 'zod';
import type { FieldErrors } from '../types';

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
