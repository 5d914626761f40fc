import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { acquireDirLock } from './lock';
import type { Db, Queryable } from './types';

/**
 * Embedded PostgreSQL (PGlite): persisted in `dataDir`, or in memory when dataDir is null (tests).
 * It has one connection, so transactions are queued: no other statement runs while one is open.
 */
export async function openPglite(dataDir: string | null): Promise<Db> {
  const release = dataDir ? acquireDirLock(dataDir) : () => {};
  let pg: PGlite;
  try {
    // pg_trgm only: with cube/earthdistance loaded beside it, PGlite 0.5 sometimes answers trigram searches
    // wrongly and then never returns (distances are plain SQL instead: geo/sql.ts).
    pg = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
  } catch (error) {
    release();
    throw error;
  }

  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = queue.then(fn, fn);
    queue = run.catch(() => undefined);
    return run;
  };
  const direct: Queryable = {
    query: async <T>(sql: string, params: unknown[] = []) => {
      const result = await pg.query<T>(sql, params);
      return { rows: result.rows };
    },
  };

  return {
    kind: 'pglite',
    query: (sql, params) => serial(() => direct.query(sql, params)),
    exec: (sql) => serial(async () => void (await pg.exec(sql))),
    transaction: (fn) =>
      serial(async () => {
        await pg.query('BEGIN');
        try {
          const result = await fn(direct);
          await pg.query('COMMIT');
          return result;
        } catch (error) {
          await pg.query('ROLLBACK');
          throw error;
        }
      }),
    close: async () => {
      await queue;
      await pg.close();
      release();
    },
  };
}
