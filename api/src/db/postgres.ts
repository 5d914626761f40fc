import pg from 'pg';
import type { Db } from './types';

// int8 (COUNT(*), bigserial) as JS numbers: our ids and counts stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

/** A PostgreSQL pool behind the Db interface. */
export async function openPostgres(
  connectionString: string,
  options: { max?: number; statementTimeoutMs?: number; connectTimeoutMs?: number } = {},
): Promise<Db> {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    // A runaway query answers 500 after this long instead of holding a connection (and the pool) hostage.
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    // A server that does not answer, or a pool with every connection busy, fails the request (503) after this
    // long instead of queueing it for ever.
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
  });
  // An idle connection that the server ends (restart, failover, an administrator) must not crash the API:
  // the pool drops it and opens a new one on the next query.
  pool.on('error', (error) => {
    console.error(`PostgreSQL closed an idle connection: ${error.message}`);
  });
  // Fail at start-up, not on the first request, when the server is unreachable.
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  return {
    kind: 'postgres',
    query: async <T>(sql: string, params: unknown[] = []) => {
      const result = await pool.query(sql, params);
      return { rows: result.rows as T[] };
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      // A checked-out client has no 'error' listener of the pool's: a connection the server ends mid-transaction
      // (restart, failover, pg_terminate_backend, idle-in-transaction timeout) would emit an unhandled 'error'
      // and take the process down. Remember it instead; the query under way fails on its own.
      let broken: Error | undefined;
      const onError = (error: Error) => {
        broken ??= error;
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async <T>(sql: string, params: unknown[] = []) => ({
            rows: (await client.query(sql, params)).rows as T[],
          }),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // On a dead connection ROLLBACK fails too: the error to report is the one that ended the transaction.
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          broken ??= rollbackError;
        });
        throw error;
      } finally {
        client.removeListener('error', onError);
        // A broken client is destroyed, not handed to the next request.
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
