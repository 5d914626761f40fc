import pg from 'pg';
import { preparedName } from './prepared';
import { isConnectFailure, Reachability } from './reachability';
import type { Db } from './types';

// int8 (COUNT(*), bigserial) as JS numbers: our ids and counts stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

/** A PostgreSQL pool behind the Db interface. */
export async function openPostgres(
  connectionString: string,
  options: { max?: number; statementTimeoutMs?: number; connectTimeoutMs?: number } = {},
): Promise<Db> {
  const max = options.max ?? 10;
  const pool = new pg.Pool({
    connectionString,
    max,
    // A runaway query answers 503 after this long instead of holding a connection (and the pool) hostage.
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
  // While the server cannot be reached, requests fail at once instead of each waiting for the connect timeout.
  const reachability = new Reachability();
  const guarded = <T>(run: () => Promise<T>) => {
    // The pool says "timeout exceeded when trying to connect" both for a new connection the server never
    // answered and for a wait behind busy connections: only the first means the server is away.
    const opensOne = pool.idleCount === 0 && pool.totalCount < max;
    return reachability.guard(
      run,
      (error) =>
        isConnectFailure(error) ||
        (opensOne && /timeout exceeded when trying to connect/i.test((error as Error)?.message ?? '')),
    );
  };
  return {
    kind: 'postgres',
    query: async <T>(sql: string, params: unknown[] = []) => {
      // A text marked by prepared() (db/prepared.ts) is a named statement: parsed and planned once per connection.
      const name = preparedName(sql);
      const result = await guarded(() =>
        pool.query(name ? { name, text: sql, values: params } : sql, params),
      );
      return { rows: result.rows as T[] };
    },
    exec: async (sql) => {
      await guarded(() => pool.query(sql));
    },
    transaction: async (fn) => {
      const client = await guarded(() => pool.connect());
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
          query: async <T>(sql: string, params: unknown[] = []) => {
            const name = preparedName(sql);
            return {
              rows: (await client.query(name ? { name, text: sql, values: params } : sql, params))
                .rows as T[],
            };
          },
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
