import { toFieldErrors } from '@basera/shared/schemas';
import type { FieldErrors } from '@basera/shared/types';
import type { z } from 'zod';

/** An error with an HTTP status and a user-facing message; the error handler turns it into the JSON body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 422 with per-field messages. */
export class ValidationError extends HttpError {
  constructor(
    readonly errors: FieldErrors,
    message = firstMessage(errors) ?? 'The given data was invalid.',
  ) {
    super(422, message, { errors });
    this.name = 'ValidationError';
  }
}

const firstMessage = (errors: FieldErrors) => Object.values(errors)[0]?.[0];

/** 429 with the seconds to wait, in the body and in Retry-After. */
export class TooManyRequestsError extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super(429, message, { retry_after: seconds }, { 'Retry-After': String(seconds) });
    this.name = 'TooManyRequestsError';
  }
}

/** Seconds a client is told to wait (Retry-After) when a dependency is away: restarts and failovers take a few. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

/** 503 with Retry-After: a dependency (the database, the upload store) is away; the request may be retried. */
export class ServiceUnavailableError extends HttpError {
  constructor(message = 'The service is busy. Please try again in a moment.', options?: { cause?: unknown }) {
    super(503, message, {}, { 'Retry-After': String(UNAVAILABLE_RETRY_SECONDS) });
    this.name = 'ServiceUnavailableError';
    if (options?.cause) this.cause = options.cause;
  }
}

export const unauthorized = (message = 'Unauthenticated.') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this.') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);

/**
 * Validates a request part with a shared zod schema: the one way every route reads its input.
 * Throws ValidationError (422 with the schema's own messages) when it does not fit.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new ValidationError(toFieldErrors(result.error));
  return result.data;
}
