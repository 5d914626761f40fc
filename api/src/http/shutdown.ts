import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';

/** Resolves with whether `promise` settled within `ms` (a rejection counts as settled: it is logged). */
async function within(promise: Promise<unknown>, ms: number, log: (message: string) => void, what: string) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const done = promise.then(
    () => true,
    (error: Error) => {
      log(`${what} failed: ${error?.message ?? error}`);
      return true;
    },
  );
  try {
    return await Promise.race([done, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Stops the API within `timeoutMs`: no new requests (Fastify answers 503 while closing), idle keep-alive
 * connections closed at once, requests in flight allowed to finish, then the onClose hooks (the listing
 * counters' last write, the throttle, the storage) and last the database. Whatever is still running when three
 * quarters of the time is up has its connection cut, so the database still gets the rest to close cleanly
 * (PGlite left open mid-write may not open again).
 */
export async function closeGracefully(
  app: FastifyInstance,
  db: Db,
  { timeoutMs = 8000, log }: { timeoutMs?: number; log: (message: string) => void },
) {
  const appBudget = Math.round(timeoutMs * 0.75);
  const closing = app.close();
  // Fastify closes the connections idle when it starts closing; one whose request finishes later would stay
  // open for its keep-alive time (72 s) and hold the close: close each as soon as it is idle too.
  const sweeper = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    if (!(await within(closing, appBudget, log, 'Closing the API'))) {
      log(`Requests still running after ${appBudget} ms: closing their connections`);
      app.server.closeAllConnections();
      await within(closing, Math.round(timeoutMs * 0.1), log, 'Closing the API');
    }
  } finally {
    clearInterval(sweeper);
  }
  if (!(await within(db.close(), Math.round(timeoutMs * 0.15), log, 'Closing the database')))
    log('The database did not close in time');
}
