/** Failures to reach the server at all: refused, unroutable, unknown, or no answer before the connect timeout. */
const CONNECT_CODES = new Set([
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
export const isConnectFailure = (error: unknown) =>
  CONNECT_CODES.has(String((error as { code?: unknown })?.code ?? '')) ||
  /Connection terminated due to connection timeout/i.test(String((error as Error)?.message ?? ''));

/** What a request gets, at once, while the server is known to be unreachable (answered 503 by its code). */
export class DatabaseUnreachableError extends Error {
  // SQLSTATE 08001: the client could not establish a connection.
  readonly code = '08001';
  constructor() {
    super('The database cannot be reached; trying again shortly');
    this.name = 'DatabaseUnreachableError';
  }
}

/**
 * Keeps requests from queueing behind a database that does not answer. Once a connection attempt has failed
 * (refused, unreachable, timed out), one request at a time tries the server again and every other fails at once
 * (503) instead of each waiting out its own connect timeout; the first attempt that gets through ends the outage.
 */
export class Reachability {
  private down = false;
  private probing = false;

  /** Runs `run`; `failedToConnect` says whether its error means the server could not be reached. */
  async guard<T>(run: () => Promise<T>, failedToConnect = isConnectFailure): Promise<T> {
    if (this.down) {
      if (this.probing) throw new DatabaseUnreachableError();
      this.probing = true;
      try {
        const result = await run();
        this.down = false;
        return result;
      } catch (error) {
        // Any answer from the server (even an SQL error) means it is reachable again.
        if (!failedToConnect(error)) this.down = false;
        throw error;
      } finally {
        this.probing = false;
      }
    }
    try {
      return await run();
    } catch (error) {
      if (failedToConnect(error)) this.down = true;
      throw error;
    }
  }
}
