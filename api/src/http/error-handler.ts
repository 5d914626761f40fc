import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/**
 * PostgreSQL errors that mean the input was wrong, not the server: validation refuses these first, so one
 * reaching here is a gap in a schema (logged), answered 422 rather than 500. 22021 and 22P05 are a NUL or a
 * broken character in text or jsonb, 22003 a number out of range, 22P02 text that is not a number, 22001 text
 * too long for its column, 54000 an index row too large (a huge indexed value).
 */
const INPUT_ERRORS = new Set(['22021', '22P05', '22003', '22P02', '22001', '22007', '22008', '54000']);
/** The statement timeout (57014) and a connection that could not be had: the database is busy or away. */
const UNAVAILABLE_ERRORS = new Set(['57014', '57P01', '57P03', '08000', '08001', '08003', '08006']);

const codeOf = (error: unknown) => String((error as { code?: unknown }).code ?? '');

export function handleError(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
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
  if (UNAVAILABLE_ERRORS.has(code) || /timeout exceeded when trying to connect/i.test(error.message)) {
    request.log.error({ err: error }, 'database unavailable');
    return reply
      .code(503)
      .header('Retry-After', '5')
      .send({ status: false, message: 'The service is busy. Please try again in a moment.' });
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
