import path from 'node:path';
import type { Config } from '../config';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Db } from './types';

export type { Db, Queryable } from './types';

/** PostgreSQL when DATABASE_URL is set, else embedded PGlite persisted under DATA_DIR/pglite. */
export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> &
    Partial<Pick<Config, 'dbPoolMax' | 'dbStatementTimeoutMs' | 'dbConnectTimeoutMs'>>,
): Promise<Db> {
  if (config.databaseUrl)
    return openPostgres(config.databaseUrl, {
      max: config.dbPoolMax,
      statementTimeoutMs: config.dbStatementTimeoutMs,
      connectTimeoutMs: config.dbConnectTimeoutMs,
    });
  return openPglite(path.join(config.dataDir, 'pglite'));
}
