import { type Config, StartupError } from '../config';
import { openDatabase } from '.';
import type { Db } from './types';

/** Errors worth waiting out: the server is not up yet, not reachable yet, or still starting. */
const TRANSIENT = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', '57P03']);
const transient = (error: unknown) =>
  TRANSIENT.has(String((error as { code?: unknown }).code)) ||
  /timeout|terminated|Connection terminated/i.test((error as Error).message ?? '');

/** The database's address without its password, for messages. */
export const redactUrl = (url: string) => url.replace(/\/\/([^:/@]*):[^@/]*@/, '//$1:***@');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens the database, waiting up to `dbStartWaitSeconds` for a PostgreSQL server that is not reachable yet (a
 * container starting beside the API). A wrong address, password or database name fails at once. Either way the
 * error is a StartupError with a message an operator can act on, not a stack.
 */
export async function openDatabaseWhenReady(config: Config, log: (message: string) => void): Promise<Db> {
  if (!config.databaseUrl) return openDatabase(config);
  const where = redactUrl(config.databaseUrl);
  const deadline = Date.now() + config.dbStartWaitSeconds * 1000;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await openDatabase(config);
    } catch (error) {
      const reason = (error as Error).message || String(error);
      if (!transient(error))
        throw new StartupError(`Cannot use the database at ${where}: ${reason}. Check DATABASE_URL.`);
      if (Date.now() >= deadline)
        throw new StartupError(
          `The database at ${where} did not answer within ${config.dbStartWaitSeconds} s (${reason}). ` +
            'Start PostgreSQL or check DATABASE_URL; DB_START_WAIT_SECONDS sets how long to wait.',
        );
      if (attempt === 1) log(`Waiting for the database at ${where} (${reason})...`);
      await sleep(Math.min(1000 * attempt, 5000, Math.max(0, deadline - Date.now())));
    }
  }
}
