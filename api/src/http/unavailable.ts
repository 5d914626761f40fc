/**
 * Errors that mean a dependency (the database, Redis) is away or overloaded, not that the request or the code is
 * wrong: answered 503 with Retry-After, so that clients and load balancers retry instead of reporting a bug.
 */

/**
 * PostgreSQL's statement timeout (57014), the server shutting down or ending the connection (57P01-57P03), too
 * many connections (53300), connection exceptions (08xxx); and the socket errors of a server that refuses,
 * resets, or cannot be found or reached.
 */
const CODES = new Set([
  '57014',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** What pg, its pool and PGlite say, without a code, when the connection is gone or cannot be had. */
const MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Cannot use a pool after calling end|Client has encountered a connection error|PGlite is closed/i;

export function isUnavailable(error: unknown): boolean {
  const code = String((error as { code?: unknown })?.code ?? '');
  return CODES.has(code) || MESSAGES.test(String((error as Error)?.message ?? ''));
}
