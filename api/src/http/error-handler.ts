import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, ServiceUnavailableError } from './errors';
import { isUnavailable } from './unavailable';

/**
 * PostgreSQL errors that mean the input was wrong, not the server: validation refuses these first, so one
 * reaching here is a gap in a schema (logged), answered 422 rather than 500. 22021 and 22P05 are a NUL or a
 * broken character in text or jsonb, 22003 a number out of range, 22P02 text that is not a number, 22001 text
 * too long for its column, 54000 an index row too large (a huge indexed value).
 */
const INPUT_ERRORS = new Set(['22021', '22P05', '22003', '22P02', '22001', '22007', '22008', '54000']);
const codeOf = (error: unknown) => String((error as { code?: unknown }).code ?? '');

export function handleError(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    // A 503 made from a failure (storage refusing a write) logs what failed.
    if (error.cause) request.log.error({ err: error.cause }, error.message);
    return reply
      .code(error.statusCode)
      .headers(error.headers)
      .send({ status: false, message: error.message, ...error.extra });
  }
  const code = codeOf(error);
  if (INPUT_ERRORS.has(code)) {
    request.log.warn({ err: error }, 'input refused by the database: a schema should have refused it');
    return reply.code(422).send({ status: false, message: 'The given data was invalid.', errors: {} });
  }
  if (isUnavailable(error)) {
    return handleError(new ServiceUnavailableError(undefined, { cause: error }), request, reply);
  }
  const status = 'statusCode' in error && error.statusCode ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ status: false, message: 'Server error. Please try again later.' });
  }
  // Fastify's own client errors: malformed JSON, body too large, unsupported media type.
  const message =
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
      ? 'The request body is not valid JSON.'
      : error.message;
  return reply.code(status).send({ status: false, message });
}
